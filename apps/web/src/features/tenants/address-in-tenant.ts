/**
 * Where a page goes when the person switches tenant: the records of one tenant do not exist in
 * another, so the address stops before the first record ID in its path (a risk's page becomes the
 * risks list, not "not found") and drops the search values that name a record (a list filtered by
 * a site, a new action preset to a risk). Everything else — the area, a section, a search, a
 * choice — is kept.
 */
import * as z from 'zod/mini';

/** A record's ID as the API takes one. */
const isRecordID = (value: unknown) => z.safeParse(z.uuid(), value).success;

export interface Address {
  pathname: string;
  search: { [name: string]: unknown };
}

export function addressInTenant({ pathname, search }: Address): Address {
  const segments = pathname.split('/');
  const firstRecord = segments.findIndex(isRecordID);
  const kept = firstRecord === -1 ? pathname : segments.slice(0, firstRecord).join('/') || '/';
  return {
    pathname: kept,
    search: Object.fromEntries(Object.entries(search).filter(([, value]) => !isRecordID(value))),
  };
}
