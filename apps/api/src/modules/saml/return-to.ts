/**
 * Where to go after signing in, carried through the identity provider in RelayState. RelayState is
 * not signed, so it is checked again when it comes back: only a path on this site, never another
 * origin (`//evil.test`, `/\evil.test`, `https://…`).
 */

/** SAML bindings limit RelayState to 80 bytes. */
const maxLength = 80;

export function safeReturnTo(value: string | undefined | null): string | null {
  if (!value || value.length > maxLength) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Control characters and backslashes can turn a path into another host in some browsers.
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return null;
  }
  return value;
}
