import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { crossSections, documentMentions, documents, facilities } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { newID } from '../../lib/ids';
import { inDatabase } from '../../../test/test-app';
import { expectEvery } from '../../../test/expect-every';
import { useTestApp } from '../../../test/harness';

const { testApp, viewer } = useTestApp({ people: ['viewer'] });

interface ListBody {
  data: { documents: FreeboardDocument[]; filters: { author: string[]; tags: string[] }; nextCursor: string | null };
}

async function list(query: string) {
  const response = await viewer.get(`/api/documents/new?${query}`);
  return { status: response.statusCode, body: response.json() as ListBody };
}

/** Every page of a query, following cursors. */
async function listAll(query: string): Promise<FreeboardDocument[]> {
  const all: FreeboardDocument[] = [];
  let cursor: string | null = null;
  do {
    const { body }: { body: ListBody } = await list(`${query}&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
    all.push(...body.data.documents);
    cursor = body.data.nextCursor;
  } while (cursor);
  return all;
}

describe('GET /api/documents/new by section', () => {
  it('splits the tenant’s documents into social, corporate and unassigned, and all holds every one', async () => {
    const all = await listAll('nonAssetCategory=all');
    const social = await listAll('nonAssetCategory=social');
    const corporate = await listAll('nonAssetCategory=corporate');
    const unassigned = await listAll('nonAssetCategory=unassigned');
    expect(all.length).toBeGreaterThanOrEqual(30);
    expectEvery(social, (document) => document.nonAssetCategory === 'social');
    expectEvery(corporate, (document) => document.nonAssetCategory === 'corporate');
    expectEvery(unassigned, (document) => document.nonAssetCategory === null && document.assetID === null);
    for (const section of [social, corporate, unassigned]) expect(section.length).toBeGreaterThan(0);
    const attached = all.filter((document) => document.assetID !== null);
    expect(social.length + corporate.length + unassigned.length + attached.length).toBe(all.length);
    expect(new Set(all.map((document) => document.documentID)).size).toBe(all.length);
  });

  it('pages newest first without repeating or skipping', async () => {
    const paged = await listAll('nonAssetCategory=all');
    const { body } = await list('nonAssetCategory=all&limit=200');
    expect(paged.map((document) => document.documentID)).toEqual(
      body.data.documents.map((document) => document.documentID),
    );
    const times = paged.map((document) => document.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages through documents created within the same millisecond', async () => {
    const [template] = await withTenant(testApp.database.db, viewer.defaultTenantID, (tx) =>
      tx.select().from(documents).limit(1),
    );
    // Microseconds apart: a cursor that kept only milliseconds would skip some of these. Each is a
    // whole document, with its first version, sharing the template's file.
    await inDatabase(testApp, viewer.defaultTenantID, async (tx) => {
      await tx.execute(
        sql`insert into documents (tenant_id, id, title, file_name, mime_type, size_bytes, sha256, storage_key, doc_type, tags, created_at)
            select tenant_id, gen_random_uuid(), 'Same instant ' || n, file_name, mime_type, size_bytes, sha256, storage_key, doc_type, tags,
                   '2030-01-01 00:00:00.123'::timestamptz + (n || ' microseconds')::interval
            from documents, generate_series(1, 9) as n where id = ${template!.id}`,
      );
      await tx.execute(
        sql`insert into document_versions (tenant_id, document_id, version_number, file_name, mime_type, size_bytes, sha256, storage_key, created_at)
            select tenant_id, id, 1, file_name, mime_type, size_bytes, sha256, storage_key, created_at
            from documents where title like 'Same instant %'`,
      );
    });
    const paged = await listAll('nonAssetCategory=all');
    const { body } = await list('nonAssetCategory=all&limit=200');
    expect(paged.map((document) => document.documentID)).toEqual(
      body.data.documents.map((document) => document.documentID),
    );
    expect(paged.filter((document) => document.title.startsWith('Same instant'))).toHaveLength(9);
  });

  it('offers filter choices that follow changes to the documents', async () => {
    const [document] = (await list('nonAssetCategory=all&limit=1')).body.data.documents;
    await withTenant(testApp.database.db, viewer.defaultTenantID, (tx) =>
      tx.update(documents).set({ author: 'A. New Author' }).where(eq(documents.id, document!.documentID)),
    );
    const deadline = Date.now() + 5_000;
    let authors: string[] = [];
    while (!authors.includes('A. New Author') && Date.now() < deadline) {
      authors = (await list('nonAssetCategory=all&limit=1')).body.data.filters.author;
      if (!authors.includes('A. New Author')) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(authors).toContain('A. New Author');
  });

  it('refuses a section that is not one of the four, and a forged cursor', async () => {
    const section = await list('nonAssetCategory=private');
    expect(section.status).toBe(400);
    expect(section.body).toMatchObject({ code: 'validation_failed', errors: { nonAssetCategory: expect.any(Array) } });
    expect((await list('nonAssetCategory=all&cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
  });

  it('offers author and tag filters from the whole section, and applies them', async () => {
    const { body } = await list('nonAssetCategory=all&limit=200');
    const { author: authors, tags } = body.data.filters;
    expect(authors.length).toBeGreaterThanOrEqual(2);
    expect(tags.length).toBeGreaterThanOrEqual(2);
    const author = authors[0]!;
    const byAuthor = await list(`nonAssetCategory=all&limit=200&author=${encodeURIComponent(author)}`);
    expect(byAuthor.body.data.documents.length).toBeGreaterThan(0);
    expectEvery(byAuthor.body.data.documents, (document) => document.author === author);
    expect(byAuthor.body.data.filters.author).toEqual(authors);
    const tag = tags[0]!;
    const byTag = await list(`nonAssetCategory=all&limit=200&tag=${encodeURIComponent(tag)}`);
    expect(byTag.body.data.documents.length).toBeGreaterThan(0);
    expectEvery(byTag.body.data.documents, (document) => document.tags.includes(tag));
    const expected = body.data.documents.filter((document) => document.tags.includes(tag)).length;
    expect(byTag.body.data.documents.length).toBe(expected);
  });

  it('searches titles and file names', async () => {
    const { body } = await list('nonAssetCategory=all&limit=1');
    const word = body.data.documents[0]!.title.split(' ')[0]!;
    const found = await list(`nonAssetCategory=all&limit=200&q=${encodeURIComponent(word.toLowerCase())}`);
    expect(found.body.data.documents.length).toBeGreaterThan(0);
    for (const document of found.body.data.documents) {
      expect(`${document.title} ${document.fileName}`.toLowerCase()).toContain(word.toLowerCase());
    }
  });
});

describe('documents of an asset, mentions, one document and its file', () => {
  it('lists the documents attached to an asset, with its name', async () => {
    const all = await listAll('nonAssetCategory=all');
    const attached = all.find((document) => document.assetType === 'facility')!;
    const { status, body } = await list(`assetType=facility&assetId=${attached.assetID}`);
    expect(status).toBe(200);
    expect(body.data.documents.length).toBeGreaterThan(0);
    expectEvery(body.data.documents, (document) => document.assetID === attached.assetID);
    expect(body.data.documents[0]!.assetName).toEqual(expect.any(String));
    expect((await list(`assetType=facility`)).status).toBe(400);
    expect((await list(`assetType=facility&assetId=${newID()}`)).status).toBe(404);
  });

  it('finds documents that mention an asset, linked by a person or by the code found in their text', async () => {
    const tenantID = viewer.defaultTenantID;
    const fixture = await inDatabase(testApp, tenantID, async (tx) => {
      const [facility] = await tx.select().from(facilities).limit(1);
      const [section] = await tx.select().from(crossSections).limit(1);
      const [first, second, third] = await tx.select().from(documents).limit(3);
      // One linked by a person, one whose text names the code (as the text indexer records it), and
      // one attached to the facility itself: its own list, not a mention. (Detection from the text is
      // tested with real uploads in document-uploads.test.ts.)
      await tx
        .insert(documentMentions)
        .values({ tenantId: tenantID, documentId: first!.id, assetType: 'facility', assetId: facility!.id })
        .onConflictDoNothing();
      await tx
        .update(documents)
        .set({ assetType: 'cross-section', assetId: section!.id, nonAssetCategory: null })
        .where(eq(documents.id, second!.id));
      await tx
        .insert(documentMentions)
        .values({
          tenantId: tenantID,
          documentId: second!.id,
          assetType: 'facility',
          assetId: facility!.id,
          source: 'detected',
        })
        .onConflictDoNothing();
      await tx
        .update(documents)
        .set({ assetType: 'facility', assetId: facility!.id, nonAssetCategory: null })
        .where(eq(documents.id, third!.id));
      await tx
        .insert(documentMentions)
        .values({ tenantId: tenantID, documentId: third!.id, assetType: 'facility', assetId: facility!.id })
        .onConflictDoNothing();
      return { facility: facility!, mentioned: [first!.id, second!.id], notMentioned: third!.id };
    });
    const response = await viewer.get(`/api/documents/new/mentions?assetType=facility&assetId=${fixture.facility.id}`);
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { data: { resDocs: FreeboardDocument[] } }).data.resDocs.map(
      (document) => document.documentID,
    );
    expect(ids).toEqual(expect.arrayContaining(fixture.mentioned));
    expect(ids).not.toContain(fixture.notMentioned);
    const invalid = await viewer.get('/api/documents/new/mentions?assetType=dam&assetId=x');
    expect(invalid.statusCode).toBe(400);
  });

  it('answers one document and streams its file with the recorded size and checksum', async () => {
    const [summary] = (await list('nonAssetCategory=all&limit=1')).body.data.documents;
    const detail = await viewer.get(`/api/documents/${summary!.documentID}`);
    expect(detail.statusCode).toBe(200);
    const document = (detail.json() as { data: FreeboardDocument }).data;
    expect(document).toMatchObject({ documentID: summary!.documentID, title: summary!.title });
    const file = await viewer.get(document.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain(document.mimeType);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.length).toBe(document.sizeBytes);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(document.sha256);
    expect((await viewer.get(`/api/documents/${newID()}`)).statusCode).toBe(404);
    expect((await viewer.get('/api/documents/not-a-uuid')).statusCode).toBe(400);
  });
});
