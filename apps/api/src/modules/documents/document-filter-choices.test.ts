import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { documentFilterCounts, documents, facilities, sites, tenants } from '../../db/schema/index';
import type { Transaction } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { inDatabase } from '../../../test/test-app';
import { useTestApp } from '../../../test/harness';

const { testApp, viewer } = useTestApp({ people: ['viewer'] });
let tenantID: string;

interface ListBody {
  data: { documents: FreeboardDocument[]; filters: { author: string[]; tags: string[] }; nextCursor: string | null };
}

async function list(query: string): Promise<ListBody> {
  const response = await viewer.get(`/api/documents/new?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as ListBody;
}

/** The choices a section or asset offers, and what its documents, read page by page, say they should be. */
async function choicesAndTruth(scope: string) {
  const documentsOfScope: FreeboardDocument[] = [];
  let cursor: string | null = null;
  let filters: ListBody['data']['filters'] | undefined;
  do {
    const body: ListBody = await list(`${scope}&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    filters ??= body.data.filters;
    documentsOfScope.push(...body.data.documents);
    cursor = body.data.nextCursor;
  } while (cursor);
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    offered: { author: [...filters!.author].sort(), tags: [...filters!.tags].sort() },
    truth: {
      author: sorted(documentsOfScope.flatMap((document) => (document.author === null ? [] : [document.author]))),
      tags: sorted(documentsOfScope.flatMap((document) => document.tags)),
    },
  };
}

/** Copies of a seeded document (file and all) with the given particulars. */
async function addDocuments(
  rows: { title: string; author: string | null; tags: string[]; place: Partial<typeof documents.$inferInsert> }[],
) {
  return inDatabase(testApp, tenantID, async (tx) => {
    const [template] = await tx.select().from(documents).limit(1);
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, searchVector: _vector, ...file } = template!;
    const inserted = await tx
      .insert(documents)
      .values(
        rows.map((row) => ({
          ...file,
          id: crypto.randomUUID(),
          title: row.title,
          author: row.author,
          tags: row.tags,
          nonAssetCategory: null,
          assetType: null,
          assetId: null,
          ...row.place,
        })),
      )
      .returning({ id: documents.id });
    return inserted.map((row) => row.id);
  });
}

beforeAll(async () => {
  tenantID = viewer.defaultTenantID;
});

describe('document filter choices', () => {
  it('are the authors and tags of the section’s or asset’s documents, through inserts, edits, moves and deletes', async () => {
    const [facility, site] = await withTenant(testApp.database.db, tenantID, async (tx) => [
      (await tx.select({ id: facilities.id }).from(facilities).limit(1))[0]!.id,
      (await tx.select({ id: sites.id }).from(sites).limit(1))[0]!.id,
    ]);
    const onFacility = { assetType: 'facility', assetId: facility } as const;
    const [first, second, third, fourth] = await addDocuments([
      {
        title: 'Choices one',
        author: 'Choices Author A',
        tags: ['choices-a', 'choices-a', 'choices-b'],
        place: onFacility,
      },
      { title: 'Choices two', author: 'Choices Author A', tags: ['choices-b'], place: { nonAssetCategory: 'social' } },
      { title: 'Choices three', author: 'Choices Author B', tags: ['choices-c'], place: {} },
      { title: 'Choices four', author: null, tags: [], place: { nonAssetCategory: 'corporate', ...onFacility } },
    ]);
    await inDatabase(testApp, tenantID, async (tx) => {
      await tx
        .update(documents)
        .set({ tags: ['choices-d'], author: null })
        .where(eq(documents.id, first!));
      await tx.update(documents).set({ nonAssetCategory: 'corporate' }).where(eq(documents.id, second!));
      await tx
        .update(documents)
        .set({ nonAssetCategory: null, assetType: 'site', assetId: site, tags: ['choices-e'] })
        .where(eq(documents.id, fourth!));
      await tx.delete(documents).where(eq(documents.id, third!));
    });

    const scopes = [
      'nonAssetCategory=all',
      'nonAssetCategory=social',
      'nonAssetCategory=corporate',
      'nonAssetCategory=unassigned',
      `assetType=facility&assetId=${facility}`,
      `assetType=site&assetId=${site}`,
    ];
    for (const scope of scopes) {
      const { offered, truth } = await choicesAndTruth(scope);
      expect(offered, scope).toEqual(truth);
    }
    const all = await choicesAndTruth('nonAssetCategory=all');
    expect(all.offered.tags).toEqual(expect.arrayContaining(['choices-b', 'choices-d', 'choices-e']));
    expect(all.offered.tags).not.toContain('choices-a');
    expect(all.offered.tags).not.toContain('choices-c');
    expect(all.offered.author).toContain('Choices Author A');
    expect(all.offered.author).not.toContain('Choices Author B');
  });

  it('count every document when many change at once', async () => {
    const titles = Array.from({ length: 12 }, (_, index) => `Parallel choice ${index}`);
    const ids = (
      await Promise.all(
        titles.map((title) => addDocuments([{ title, author: 'Parallel Author', tags: ['parallel-tag'], place: {} }])),
      )
    ).flat();
    await Promise.all(
      ids
        .slice(0, 5)
        .map((id) => inDatabase(testApp, tenantID, (tx) => tx.delete(documents).where(eq(documents.id, id)))),
    );
    const counts = await withTenant(testApp.database.db, tenantID, (tx) =>
      tx
        .select({
          scope: documentFilterCounts.scope,
          kind: documentFilterCounts.kind,
          documents: documentFilterCounts.documents,
        })
        .from(documentFilterCounts)
        .where(
          and(
            inArray(documentFilterCounts.value, ['parallel-tag', 'Parallel Author']),
            inArray(documentFilterCounts.scope, ['all', 'unassigned']),
          ),
        )
        .orderBy(documentFilterCounts.scope, documentFilterCounts.kind),
    );
    expect(counts).toEqual([
      { scope: 'all', kind: 'author', documents: 7 },
      { scope: 'all', kind: 'tag', documents: 7 },
      { scope: 'unassigned', kind: 'author', documents: 7 },
      { scope: 'unassigned', kind: 'tag', documents: 7 },
    ]);
  });

  it('are kept per tenant, each seeing its own', async () => {
    const tenantsOf = (rows: { tenantID: string }[]) => new Set(rows.map((row) => row.tenantID));
    const readTenants = (tx: Transaction) =>
      tx.selectDistinct({ tenantID: documentFilterCounts.tenantId }).from(documentFilterCounts);
    // The schema's owner reads every tenant's rows; the application, only its tenant's.
    expect(tenantsOf(await testApp.owner.transaction(readTenants)).size).toBeGreaterThan(1);
    expect(tenantsOf(await withTenant(testApp.database.db, tenantID, readTenants))).toEqual(new Set([tenantID]));
  });

  it('go with a deleted tenant and its documents', async () => {
    const goneTenant = crypto.randomUUID();
    const asOwner = <T>(work: (tx: Transaction) => Promise<T>) => testApp.owner.transaction(work);
    await asOwner((db) =>
      db.execute(sql`insert into tenants (id, slug, name) values (${goneTenant}, 'gone-' || ${goneTenant}, 'Gone')`),
    );
    await asOwner((db) =>
      db.execute(
        sql`insert into documents (tenant_id, id, title, file_name, mime_type, size_bytes, sha256, storage_key, doc_type, author, tags)
          select ${goneTenant}, gen_random_uuid(), title, file_name, mime_type, size_bytes, sha256, storage_key, doc_type, 'Gone Author', array['gone-tag']
          from documents where tenant_id = ${tenantID} limit 3`,
      ),
    );
    const rowsOf = async () =>
      (
        await asOwner((db) =>
          db.select().from(documentFilterCounts).where(eq(documentFilterCounts.tenantId, goneTenant)),
        )
      ).length;
    expect(await rowsOf()).toBe(4);
    await asOwner((db) => db.delete(tenants).where(eq(tenants.id, goneTenant)));
    expect(await rowsOf()).toBe(0);
  });
});
