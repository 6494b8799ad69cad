/**
 * Tenant-scoped data: the tenant is the second element of every query key (`[area, tenantID, …]`),
 * and the fetcher sends that same tenant as `x-tenant-id`. A cached answer therefore always belongs
 * to the key it is stored under, even when the active tenant changes while a request is in flight.
 */
import { tenantHeader } from './http';

/** The tenant a query key is for. Queries are disabled without one, so a missing tenant is a bug. */
export function tenantOf(queryKey: readonly unknown[]): string {
  const tenantID = queryKey[1];
  if (typeof tenantID !== 'string' || tenantID === '') {
    throw new Error(`The ${String(queryKey[0])} query ran without a tenant`);
  }
  return tenantID;
}

/** Request options that send a request for `tenantID`, whatever tenant is active by then. */
export function forTenant(tenantID: string): { headers: Record<string, string> } {
  return { headers: { [tenantHeader]: tenantID } };
}
