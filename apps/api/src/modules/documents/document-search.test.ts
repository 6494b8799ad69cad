import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSearchResponse, DocumentSearchSections } from '@freeboard/shared/documents/documents.schemas';
import { withTenant } from '../../db/tenant';
import { encodeCursor } from '../../lib/cursor';
import { demoEmails, inDatabase, tenantIDBySlug } from '../../../test/test-app';
import {
  candidateSourceFor,
  rankedCandidates,
  searchQueryOf,
  snippetSourceCharacters,
  type CandidateSource,
} from './document-search.repo';
import { searchDocuments, searchSections } from './documents.repo';
import { expectEvery } from '../../../test/expect-every';
import { useTestApp } from '../../../test/harness';

const { testApp, viewer, signInAs } = useTestApp({ people: ['viewer'] });
let tenantID: string;

/**
 * `count` documents copied from a seeded one, numbered from 1 (the oldest) with a second between
 * them, each with the title and text `describe` gives its number.
 */
async function addDocuments(count: number, titleOf: string, textOf: string) {
  await inDatabase(testApp, tenantID, (tx) =>
    tx.execute(
      sql`insert into documents (tenant_id, id, title, file_name, mime_type, size_bytes, sha256, storage_key, doc_type, tags,
                                 extracted_text, text_status, text_language, created_at)
          select template.tenant_id, gen_random_uuid(), ${sql.raw(titleOf)}, template.file_name, template.mime_type,
                 template.size_bytes, template.sha256, template.storage_key, template.doc_type, '{}',
                 ${sql.raw(textOf)}, 'indexed', 'english', '2031-01-01'::timestamptz + (n || ' seconds')::interval
          from (select * from documents limit 1) as template, generate_series(1, ${count}::integer) as n`,
    ),
  );
}

async function search(q: string, cursor?: string) {
  const response = await viewer.get(
    `/api/documents/search?q=${encodeURIComponent(q)}${cursor ? `&cursor=${cursor}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DocumentSearchResponse;
}

/** The same search with the candidates taken from the given source. */
function searchFrom(source: CandidateSource, q: string, cursor?: string) {
  return withTenant(testApp.database.db, tenantID, (tx) =>
    searchDocuments(tx, tenantID, { q, limit: 20, cursor }, () => Promise.resolve(source)),
  );
}

beforeAll(async () => {
  tenantID = viewer.defaultTenantID;
  // 1,005 documents with one word: the five oldest have it in their title, the rest in their text.
  await addDocuments(
    rankedCandidates + 5,
    `case when n <= 5 then 'Capword headline ' || n else 'Probe ' || n end`,
    `'Inspection note ' || n || ' records capword readings at the crest.'`,
  );
  // 30 with a rarer word: three of them in the title, the newest of which is the oldest document.
  await addDocuments(
    30,
    `case when n in (1, 12, 20) then 'Rankword survey ' || n else 'Log ' || n end`,
    `'Reading ' || n || ' mentions rankword once.'`,
  );
});

describe('GET /api/documents/search, at more matches than are ranked', () => {
  it('ranks every match when there are few, title matches first, and counts them exactly', async () => {
    const body = await search('rankword');
    expect(body.meta).toEqual({ total: 30, nextCursor: expect.any(String) });
    expect(body.data.slice(0, 3).map((document) => document.title)).toEqual([
      'Rankword survey 20',
      'Rankword survey 12',
      'Rankword survey 1',
    ]);
    const second = await search('rankword', body.meta.nextCursor!);
    expect(second.data).toHaveLength(10);
    expect(second.meta.nextCursor).toBeNull();
    const all = [...body.data, ...second.data].map((document) => document.documentID);
    expect(new Set(all).size).toBe(30);
  });

  it('ranks the newest 500 of a word found more often, and says there are more', async () => {
    const body = await search('capword');
    expect(body.meta).toMatchObject({ total: rankedCandidates, totalIsLowerBound: true });
    // The five title matches are the five oldest, outside the newest 500.
    expectEvery(body.data, (document) => !document.title.startsWith('Capword headline'));
    expect(body.data[0]!.title).toBe(`Probe ${rankedCandidates + 5}`);
    expect(body.data[0]!.snippet).toContain('<mark>capword</mark>');
  });

  it('marks a word in the snippet wherever it is within the longer limit, and says so when it is past it', async () => {
    const filler = (characters: number) => `repeat('Plain survey wording. ', ${Math.ceil(characters / 22)})`;
    await addDocuments(1, `'Early farword'`, `'The farword opens it. ' || ${filler(4_000)}`);
    await addDocuments(1, `'Late farword'`, `${filler(snippetSourceCharacters.first * 3)} || ' Then farword, late.'`);
    await addDocuments(1, `'Past farword'`, `${filler(snippetSourceCharacters.most + 500)} || ' Only here farword.'`);
    const body = await search('farword');
    const snippetOf = (title: string) => body.data.find((document) => document.title === title)!.snippet;
    expect(snippetOf('Early farword')).toContain('<mark>farword</mark> opens it');
    expect(snippetOf('Late farword')).toContain('<mark>farword</mark>, late');
    // Found by its title; the text's only mention lies past what a snippet is looked for in.
    expect(snippetOf('Past farword')).not.toContain('<mark>');
    expect(snippetOf('Past farword')).toContain('Plain survey wording');
  });

  it('finds the same results, in the same order, from the index and from the walk by date', async () => {
    for (const q of ['rankword', 'capword', 'capword crest', 'rankword -survey', 'nothing-matches-this']) {
      const fromIndex = await searchFrom('index', q);
      const fromDates = await searchFrom('dates', q);
      expect(fromDates.meta, q).toEqual(fromIndex.meta);
      expect(
        fromDates.documents.map((document) => document.documentID),
        q,
      ).toEqual(fromIndex.documents.map((document) => document.documentID));
      if (fromIndex.meta.nextCursor) {
        const next = await searchFrom('dates', q, fromIndex.meta.nextCursor);
        const nextFromIndex = await searchFrom('index', q, fromIndex.meta.nextCursor);
        expect(next.documents.map((document) => document.documentID)).toEqual(
          nextFromIndex.documents.map((document) => document.documentID),
        );
      }
    }
  });

  it('answers a page past the last with no results and the same total', async () => {
    const past = await searchFrom('index', 'rankword', encodeCursor([40]));
    expect(past.documents).toEqual([]);
    expect(past.meta).toEqual({ total: 30, nextCursor: null });
    const pastMany = await searchFrom('dates', 'capword', encodeCursor([2000]));
    expect(pastMany.meta).toEqual({ total: rankedCandidates, totalIsLowerBound: true, nextCursor: null });
  });

  it('walks by date for a word in most documents, and uses the index for a rare one, once statistics exist', async () => {
    // Statistics are the schema owner's to gather (the application's role may not ANALYZE).
    await testApp.owner.transaction((tx) => tx.execute(sql`analyze documents`));
    const sourceOf = (q: string) =>
      withTenant(testApp.database.db, tenantID, (tx) => candidateSourceFor(tx, searchQueryOf(q)));
    expect(await sourceOf('capword')).toBe('dates');
    expect(await sourceOf('rankword')).toBe('index');
  });

  it('lists every match of a word most documents have, newest first, once statistics say so', async () => {
    // Statistics were gathered by the test before: the list walks by date without counting first.
    const response = await viewer.get('/api/documents/new?nonAssetCategory=all&limit=50&q=capword');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: { documents: { title: string }[] } };
    const titles = data.documents.map((document) => document.title);
    const newest = rankedCandidates + 5;
    expect(titles).toEqual(Array.from({ length: 50 }, (_, index) => `Probe ${newest - index}`));
  });
});

describe('GET /api/documents/search/sections', () => {
  async function sectionsOf(q: string, session = viewer, tenant = tenantID) {
    const response = await session.in(tenant).get(`/api/documents/search/sections?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: DocumentSearchSections }).data;
  }

  beforeAll(async () => {
    // Of the 30 rankword documents: 2 social, 1 corporate, 3 under a facility, 1 under a
    // cross-section; the other 23 stay unassigned.
    await inDatabase(testApp, tenantID, async (tx) => {
      await tx.execute(sql`update documents set non_asset_category = 'social' where title in ('Log 2', 'Log 3')`);
      await tx.execute(sql`update documents set non_asset_category = 'corporate' where title = 'Log 4'`);
      await tx.execute(
        sql`update documents set asset_type = 'facility', asset_id = (select id from facilities order by code limit 1)
            where title in ('Log 5', 'Log 6', 'Log 7')`,
      );
      await tx.execute(
        sql`update documents set asset_type = 'cross-section', asset_id = (select id from cross_sections order by code limit 1)
            where title = 'Log 8'`,
      );
    });
  });

  it('counts the matches in each section and under each kind of asset', async () => {
    expect(await sectionsOf('rankword')).toEqual({
      sections: { all: 30, social: 2, corporate: 1, unassigned: 23 },
      assets: { site: 0, infrastructure: 0, facility: 3, 'cross-section': 1 },
      countsAreLowerBounds: false,
      textPending: 0,
    });
    const none = await sectionsOf('nothing-matches-this');
    expect(none.sections).toEqual({ all: 0, social: 0, corporate: 0, unassigned: 0 });
  });

  it('counts the newest 500 of a word found more often, and says there are more', async () => {
    const counts = await sectionsOf('capword');
    expect(counts).toMatchObject({ countsAreLowerBounds: true, sections: { all: rankedCandidates } });
  });

  it('counts the same from the index and from the walk by date', async () => {
    for (const q of ['rankword', 'capword', 'rankword -survey']) {
      const [fromIndex, fromDates] = await Promise.all(
        (['index', 'dates'] as const).map((source) =>
          withTenant(testApp.database.db, tenantID, (tx) =>
            searchSections(tx, tenantID, q, () => Promise.resolve(source)),
          ),
        ),
      );
      expect(fromDates, q).toEqual(fromIndex);
    }
  });

  it('says how many files are still waiting for their text to be read', async () => {
    // A job not yet due: its document's text stays unread while the test looks.
    await inDatabase(testApp, tenantID, (tx) =>
      tx.execute(
        sql`insert into document_text_jobs (tenant_id, document_id, run_after)
            select tenant_id, id, now() + interval '1 hour' from documents where title = 'Log 9'`,
      ),
    );
    expect((await sectionsOf('rankword')).textPending).toBe(1);
    await inDatabase(testApp, tenantID, (tx) => tx.execute(sql`delete from document_text_jobs`));
    expect((await sectionsOf('rankword')).textPending).toBe(0);
  });

  it("counts only the caller's tenant", async () => {
    const admin = await signInAs(demoEmails.admin);
    const southern = tenantIDBySlug(admin, 'southern-water');
    expect((await sectionsOf('rankword', admin, southern)).sections.all).toBe(0);
    expect((await sectionsOf('rankword', admin, tenantID)).sections.all).toBe(30);
  });

  it('refuses an empty search', async () => {
    const response = await viewer.get('/api/documents/search/sections?q=');
    expect(response.statusCode).toBe(400);
  });
});
