/**
 * Where a page goes when the person switches tenant: the records of one tenant do not exist in
 * another, so the address stops before the first record ID in its path (a risk's page becomes the
 * risks list, not "not found") and drops the search values that name a record (a list filtered by
 * a site, a new action preset to a risk). Everything else — the area, a section, a search, a
 * choice — is kept.
 */
const recordID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Address {
  pathname: string;
  search: { [name: string]: unknown };
}

export function addressInTenant({ pathname, search }: Address): Address {
  const segments = pathname.split('/');
  const firstRecord = segments.findIndex((segment) => recordID.test(segment));
  const kept = firstRecord === -1 ? pathname : segments.slice(0, firstRecord).join('/') || '/';
  return {
    pathname: kept,
    search: Object.fromEntries(
      Object.entries(search).filter(([, value]) => !(typeof value === 'string' && recordID.test(value))),
    ),
  };
}
