/**
 * Activity of a spec's own, made through the API as the admin in Northwind Mining: a site created
 * and renamed (a `create` and an `update` entry with its name before → after), deleted again after
 * the test (a `delete` entry; the trail itself is never changed).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { users } from '../support/accounts';
import { apiAccessToken, bearer } from '../support/auth';

export interface RenamedSite {
  siteID: string;
  code: string;
  before: string;
  after: string;
}

export async function activityApi(request: APIRequestContext) {
  const token = await apiAccessToken(request, users.admin);
  const me = await request.get('/api/me', { headers: bearer(token) });
  expect(me.status()).toBe(200);
  const tenantID = ((await me.json()) as { data: { defaultTenantID: string } }).data.defaultTenantID;
  const headers = bearer(token, tenantID);

  return {
    /** A new site named `name`, then renamed to `name (renamed)`. */
    async renameNewSite(name: string): Promise<RenamedSite> {
      const created = await request.post('/api/sites', { headers, data: { name, country: 'CL' } });
      expect(created.status(), await created.text()).toBe(201);
      const site = ((await created.json()) as { data: { siteID: string; code: string; version: number } }).data;
      const after = `${name} (renamed)`;
      const renamed = await request.patch(`/api/sites/${site.siteID}`, {
        headers,
        data: { name: after, version: site.version },
      });
      expect(renamed.status(), await renamed.text()).toBe(200);
      return { siteID: site.siteID, code: site.code, before: name, after };
    },
    async removeSite(siteID: string) {
      const response = await request.delete(`/api/sites/${siteID}`, { headers });
      expect([204, 404]).toContain(response.status());
    },
  };
}

/** The rows of a CSV file (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
