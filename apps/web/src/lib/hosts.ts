/** Which kind of host the page is on (CONTRACT §7): development hosts and local hosts differ. */
const localHostNames = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isDevelopmentHost(hostname: string, devHosts: readonly string[]): boolean {
  return devHosts.includes(hostname);
}

/** Error reporting stays off on a developer's own machine. */
export function isLocalHost(hostname: string): boolean {
  return localHostNames.has(hostname);
}
