-- Device cookies (decision 0039): a browser that has signed in to an account is counted per device.
-- A device's failed sign-ins are rows of `login_failures` under the key `device:<nonce>`, next to the
-- `email:` and `address:` keys, in the same (key, failed_at) index: no table changes.
SELECT 1;
