/**
 * The asset kinds below a site walked from `New …` to `Delete` as every declared area is
 * (`e2e/support/area-walk.ts`), each under a parent made for the test, so no other record's counts
 * or classes move meanwhile. Sites walk it in `e2e/sites/site-record.spec.ts`, with their location.
 */
import { users } from '../support/accounts';
import { walkArea } from '../support/area-walk';
import { test } from '../support/fixtures';
import { assetApi, uniqueAssetName } from './asset-api';

// Three walks through forms and lists: on a 2-core machine they need more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.describe('as a manager (tenant admin)', () => {
  test.use({ signedInAs: users.admin });
  const name = uniqueAssetName('asset walks');
  test.afterEach(async ({ request }) => (await assetApi(request)).removeAll(name));

  test('an infrastructure, a facility and a cross-section, each from New to Delete', async ({ page, request }) => {
    const branch = await (await assetApi(request)).createBranch(name);
    await walkArea(page, {
      path: '/infrastructures',
      rowTestID: 'infrastructure-row',
      newButton: 'New infrastructure',
      deleteButton: 'Delete infrastructure',
      choices: { Type: ['Water dam', 'Heap leach'] },
      references: { create: [{ label: 'Site', option: branch.site.name }] },
    });
    await walkArea(page, {
      path: '/facilities',
      rowTestID: 'facility-row',
      newButton: 'New facility',
      deleteButton: 'Delete facility',
      choices: { Phase: ['Design', 'Active closure'] },
      settings: { Type: 'Spillway', 'Construction method': 'Centreline' },
      references: { create: [{ label: 'Infrastructure', option: branch.infrastructure.name }] },
    });
    await walkArea(page, {
      path: '/cross-sections',
      rowTestID: 'cross-section-row',
      newButton: 'New cross-section',
      deleteButton: 'Delete cross-section',
      choices: {},
      references: { create: [{ label: 'Facility', option: branch.facility.name }] },
    });
  });
});
