import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthDetails } from '@freeboard/shared/auth/auth.schemas';
import { accessTokenKeys, signAccessToken, verifyAccessToken } from './access-tokens';

const authDetails: AuthDetails = {
  userID: '01a20bc9-ac16-7677-943b-c327c3225b7d',
  email: 'engineer@freeboard.test',
  name: 'Erin Engineer',
  isPlatformAdmin: false,
  tenants: [],
  defaultTenantID: null,
};

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('verifyAccessToken, with the tokens it remembers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('remembers a verified token until its expiry, and refuses it from that second on', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00.000Z'), toFake: ['Date'] });
    const keys = accessTokenKeys('a-secret-of-at-least-thirty-two-characters', 60_000);
    const token = await signAccessToken(keys, authDetails);

    expect(await verifyAccessToken(keys, token)).toEqual({ userID: authDetails.userID, authDetails });
    expect(keys.recentlyVerified.has(token)).toBe(true);
    vi.setSystemTime(new Date('2026-11-27T10:00:59.999Z'));
    expect(await codeOf(verifyAccessToken(keys, token))).toBe('accepted');
    vi.setSystemTime(new Date('2026-11-27T10:01:00.000Z'));
    expect(await codeOf(verifyAccessToken(keys, token))).toBe('access_token_expired');
    expect(keys.recentlyVerified.has(token)).toBe(false);
    expect(await codeOf(verifyAccessToken(keys, token))).toBe('access_token_expired');
  });

  it('checks the signature of any other text: a remembered token altered by one character is refused', async () => {
    const keys = accessTokenKeys('a-secret-of-at-least-thirty-two-characters', 60_000);
    const token = await signAccessToken(keys, authDetails);
    await verifyAccessToken(keys, token);
    // The signature's first character: its last carries padding bits, and two texts that differ only
    // there can decode to the same signature.
    const at = token.lastIndexOf('.') + 1;
    const altered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await codeOf(verifyAccessToken(keys, altered))).toBe('invalid_token');

    const otherKeys = accessTokenKeys('another-secret-of-thirty-two-characters!', 60_000);
    expect(await codeOf(verifyAccessToken(otherKeys, token))).toBe('invalid_token');
  });

  it('keeps a bounded number of tokens, forgetting the oldest first', async () => {
    const keys = accessTokenKeys('a-secret-of-at-least-thirty-two-characters', 60_000);
    const first = await signAccessToken(keys, authDetails);
    await verifyAccessToken(keys, first);
    for (let index = 0; index < 10_000; index += 1) {
      keys.recentlyVerified.set(`token-${index}`, keys.recentlyVerified.get(first)!);
    }
    await verifyAccessToken(keys, await signAccessToken(keys, { ...authDetails, name: 'Erin E.' }));
    expect(keys.recentlyVerified.size).toBe(10_000);
    expect(keys.recentlyVerified.has(first)).toBe(false);
  });
});
