/** Browser storage keys fixed by CONTRACT §7. */
export const storageKeys = {
  tenantID: 'tenantID',
  debug: 'debug',
  adminMode: 'adminMode',
} as const;

export const authChannelName = 'auth';
export type AuthChannelMessage = { type: 'logout' };
