-- Device cookies (decision 0039): a browser that has signed in to an account is counted per device.
-- A device's failed sign-ins are rows of `login_failures` under the key `device:<nonce>`, next to the
-- `email:` and `address:` keys, in the same (key, failed_at) index: no table changes.
--
-- A membership's change is announced like the cached tables' (migration 0002), so that every API
-- process reads a person's tenants again at once: a member deactivated in one tenant is refused there
-- by every process at their next request, not when that process's access directory expires
-- (decision 0029).
CREATE TRIGGER memberships_notify_change AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
