/**
 * The text queue takes tenants in turn: a tenant that queued many files (slow or hostile ones) does
 * not hold up another tenant's document, which is read next after the job under way. The claims
 * run as the application's platform role, on PGlite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant';
import { tenantIDBySlug } from '../../../../test/test-app';
import { uploaded } from '../../../../test/uploads';
import { claimDueTextJob, finishTextJob } from './text-jobs.repo';
import { useTestApp } from '../../../../test/harness';

const { testApp, admin } = useTestApp({ people: ['admin'] });

beforeAll(async () => {
  // The test claims the jobs itself, one after another, as the indexer would.
  await testApp.app.textIndexer.stop();
});

/** Claims and finishes the next job; its tenant, or null when none is due. */
async function readNext(): Promise<{ tenantID: string; documentID: string } | null> {
  const job = await claimDueTextJob(testApp.database.db, 300);
  if (!job) return null;
  await withTenant(testApp.database.db, job.tenantID, (tx) => finishTextJob(tx, job));
  return { tenantID: job.tenantID, documentID: job.documentID };
}

describe('the text queue', () => {
  it('serves tenants in turn, and each tenant’s files in the order they came', async () => {
    while (await readNext()); // whatever the demo data left queued
    const northwind = tenantIDBySlug(admin, 'northwind-mining');
    const southern = tenantIDBySlug(admin, 'southern-water');
    const queued: string[] = [];
    for (const index of [1, 2, 3, 4]) {
      const document = await uploaded(
        testApp,
        admin,
        { name: `north-${index}.txt`, bytes: `north ${index} ${Math.random()}` },
        {},
        northwind,
      );
      queued.push(document.documentID);
    }
    const south = await uploaded(testApp, admin, { name: 'south.txt', bytes: `south ${Math.random()}` }, {}, southern);

    const order: { tenantID: string; documentID: string }[] = [];
    for (let next = await readNext(); next; next = await readNext()) order.push(next);
    // Southern Water's one file is read second, not after Northwind's whole queue.
    expect(order.map((job) => (job.tenantID === northwind ? 'north' : 'south'))).toEqual([
      'north',
      'south',
      'north',
      'north',
      'north',
    ]);
    expect(order[1]!.documentID).toBe(south.documentID);
    expect(order.filter((job) => job.tenantID === northwind).map((job) => job.documentID)).toEqual(queued);
  });
});
