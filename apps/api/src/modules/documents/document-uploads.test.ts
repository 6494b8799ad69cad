import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  DocumentDetail,
  DocumentSearchResponse,
  DocumentVersion,
  FreeboardDocument,
} from '@freeboard/shared/documents/documents.schemas';
import { activity, documents, documentVersions, facilities } from '../../db/schema/index';
import { withTenant } from '../../db/tenant';
import { tenantIDBySlug } from '../../../test/test-app';
import { postMultipart, textRead, uploaded } from '../../../test/uploads';
import { brokenPdf, docxWithText, pdfWithText, xlsxWithText, zipBombDocx } from '../../../test/fixtures/document-files';
import { useTestApp, type Person } from '../../../test/harness';

const maxUploadMB = 1;
const { testApp, admin, engineer, viewer } = useTestApp({ env: { MAX_UPLOAD_MB: String(maxUploadMB) } });

/** A word no demo document and no other test uses, so a search for it finds exactly one file. */
function uniqueWord(): string {
  return `zq${Math.random().toString(36).slice(2, 10)}`;
}

function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function download(url: string, session = engineer) {
  return session.get(url);
}

async function search(q: string, session = engineer, tenantID = session.defaultTenantID) {
  const response = await session.in(tenantID).get(`/api/documents/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DocumentSearchResponse;
}

async function documentCount(tenantID = engineer.defaultTenantID) {
  return withTenant(testApp.database.db, tenantID, async (tx) => (await tx.select().from(documents)).length);
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(testApp.config.storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('POST /api/documents', () => {
  it('stores the file as sent, answers 201 with its Location, and reads its text in the background', async () => {
    const word = uniqueWord();
    const text = `Piezometer readings at the north abutment.\nThe word ${word} appears only in this file.\n`;
    const response = await postMultipart(
      testApp,
      engineer,
      '/api/documents',
      {
        title: 'Piezometer readings',
        docType: 'monitoring',
        author: 'R. Okafor',
        tags: ['piezometers', 'north'],
        revision: 'A',
        documentDate: '2026-03-01',
        nonAssetCategory: 'corporate',
      },
      { name: 'Lecturas piezómetros 2026.txt', bytes: text, type: 'text/plain' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const document = (response.json() as { data: FreeboardDocument }).data;
    expect(response.headers.location).toBe(`/api/documents/${document.documentID}`);
    expect(document).toMatchObject({
      title: 'Piezometer readings',
      fileName: 'Lecturas piezómetros 2026.txt',
      mimeType: 'text/plain',
      sizeBytes: Buffer.byteLength(text),
      sha256: sha256(text),
      docType: 'monitoring',
      author: 'R. Okafor',
      tags: ['piezometers', 'north'],
      revision: 'A',
      documentDate: '2026-03-01',
      nonAssetCategory: 'corporate',
      currentVersion: 1,
      version: 1,
    });
    expect(['pending', 'indexed']).toContain(document.textStatus);

    const file = await download(document.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(Buffer.from(text))).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Lecturas piezómetros 2026.txt')}`,
    );

    expect((await textRead(testApp, engineer, document.documentID)).textStatus).toBe('indexed');
    const found = await search(word);
    expect(found.data.map((result) => result.documentID)).toEqual([document.documentID]);
    expect(found.data[0]!.snippet).toContain(`<mark>${word}</mark>`);

    const [entry] = await withTenant(testApp.database.db, engineer.defaultTenantID, (tx) =>
      tx.select().from(activity).where(eq(activity.subjectId, document.documentID)),
    );
    expect(entry).toMatchObject({ action: 'create', subjectType: 'Document' });
  });

  it('finds a word that is only inside a PDF, a DOCX or an XLSX', async () => {
    const words = { pdf: uniqueWord(), docx: uniqueWord(), xlsx: uniqueWord() };
    const files = [
      { name: 'stability.pdf', bytes: await pdfWithText(`Slope stability review. Keyword ${words.pdf} here.`) },
      { name: 'oms.docx', bytes: await docxWithText(`Operations manual. Keyword ${words.docx} here.`) },
      {
        name: 'readings.xlsx',
        bytes: await xlsxWithText([
          ['Instrument', 'Note'],
          ['PZ-01', `Keyword ${words.xlsx}`],
        ]),
      },
    ];
    const created = [];
    for (const file of files) created.push(await uploaded(testApp, engineer, file));
    expect(created.map((document) => document.mimeType)).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    for (const document of created) {
      expect((await textRead(testApp, engineer, document.documentID)).textStatus).toBe('indexed');
    }
    for (const [index, word] of [words.pdf, words.docx, words.xlsx].entries()) {
      expect((await search(word)).data.map((result) => result.documentID)).toEqual([created[index]!.documentID]);
    }
  });

  it('ranks a match in the title above matches in the text', async () => {
    const word = uniqueWord();
    const inText = await uploaded(testApp, engineer, {
      name: 'notes.txt',
      bytes: `Field notes. ${word} ${word} ${word} is mentioned here three times.`,
    });
    const inTitle = await uploaded(
      testApp,
      engineer,
      { name: 'other.txt', bytes: 'A short note about decant towers.' },
      { title: `Review of ${word}` },
    );
    await textRead(testApp, engineer, inText.documentID);
    await textRead(testApp, engineer, inTitle.documentID);
    const found = await search(word);
    expect(found.data.map((result) => result.documentID)).toEqual([inTitle.documentID, inText.documentID]);
    expect(found.meta.total).toBe(2);
  });

  it('marks text it cannot read as failed, without holding up the next document', async () => {
    const broken = await uploaded(testApp, engineer, { name: 'broken.pdf', bytes: brokenPdf() });
    const word = uniqueWord();
    const fine = await uploaded(testApp, engineer, { name: 'fine.txt', bytes: `Readable ${word}` });
    expect(await textRead(testApp, engineer, broken.documentID)).toMatchObject({
      textStatus: 'failed',
      textFailure: 'unreadable',
    });
    expect(await textRead(testApp, engineer, fine.documentID)).toMatchObject({
      textStatus: 'indexed',
      textFailure: null,
    });
    expect((await search(word)).data).toHaveLength(1);
  });

  it('accepts a zip bomb posing as DOCX, marks its text failed, and keeps serving', async () => {
    const bomb = await uploaded(testApp, engineer, { name: 'innocent.docx', bytes: await zipBombDocx() });
    expect(await textRead(testApp, engineer, bomb.documentID)).toMatchObject({
      textStatus: 'failed',
      textFailure: 'too_large',
    });
    const health = await testApp.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uploads of the same file through', async () => {
    const bytes = `Raced ${uniqueWord()}`;
    const answers = await Promise.all([
      postMultipart(testApp, engineer, '/api/documents', {}, { name: 'race-1.txt', bytes }),
      postMultipart(testApp, engineer, '/api/documents', {}, { name: 'race-2.txt', bytes }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('lists a document under an asset whose code its text names, as "mentioned in"', async () => {
    const [facility] = await withTenant(testApp.database.db, engineer.defaultTenantID, (tx) =>
      tx.select().from(facilities).limit(1),
    );
    const document = await uploaded(
      testApp,
      engineer,
      { name: 'inspection.txt', bytes: `Inspection of ${facility!.code} after the storm; not ${facility!.code}0.` },
      { nonAssetCategory: 'corporate' },
    );
    await textRead(testApp, engineer, document.documentID);
    const response = await engineer.get(`/api/documents/new/mentions?assetType=facility&assetId=${facility!.id}`);
    const mentioned = (response.json() as { data: { resDocs: FreeboardDocument[] } }).data.resDocs;
    expect(mentioned.map((entry) => entry.documentID)).toContain(document.documentID);
    const detail = (await engineer.get(`/api/documents/${document.documentID}`)).json() as { data: DocumentDetail };
    expect(detail.data.mentions).toEqual([
      { assetType: 'facility', assetID: facility!.id, code: facility!.code, name: facility!.name, source: 'detected' },
    ]);
  });

  it('keeps the Unicode of a file name but none of its folders or control characters', async () => {
    const document = await uploaded(testApp, engineer, { name: '..\\..\\etc/pass\u0007wd 📄.txt', bytes: 'path test' });
    expect(document.fileName).toBe('passwd 📄.txt');
    const file = await download(document.downloadUrl);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="passwd _.txt"; filename\*=UTF-8''/);
  });

  it('refuses a file larger than MAX_UPLOAD_MB with 413 and keeps nothing', async () => {
    const before = { rows: await documentCount(), files: (await storedFiles()).length };
    const response = await postMultipart(
      testApp,
      engineer,
      '/api/documents',
      {},
      {
        name: 'big.txt',
        bytes: 'x'.repeat(maxUploadMB * 1024 * 1024 + 1),
      },
    );
    expect(response.statusCode, response.body).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'file_too_large' });
    expect({ rows: await documentCount(), files: (await storedFiles()).length }).toEqual(before);
  });

  it('judges the type by the content: a program or an archive named .pdf is refused with 415', async () => {
    const before = await documentCount();
    const program = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Array<number>(200).fill(0)]);
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
    for (const bytes of [program, zip, new Uint8Array([0xff, 0xfe, 0x00, 0x01, 0x02, 0x80, 0x81])]) {
      const response = await postMultipart(testApp, engineer, '/api/documents', {}, { name: 'report.pdf', bytes });
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported_file_type' });
    }
    expect(await documentCount()).toBe(before);
  });

  it('refuses an empty file, a request without a file and invalid fields with 400 and field errors', async () => {
    const empty = await postMultipart(testApp, engineer, '/api/documents', {}, { name: 'empty.txt', bytes: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('file');
    const none = await postMultipart(testApp, engineer, '/api/documents', { title: 'No file' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('file');
    const invalid = await postMultipart(
      testApp,
      engineer,
      '/api/documents',
      { docType: 'novel', documentDate: '31/02/2026' },
      { name: 'fields.txt', bytes: `fields ${uniqueWord()}` },
    );
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys((invalid.json() as { errors: object }).errors).sort()).toEqual(['docType', 'documentDate']);
    const placement = await postMultipart(
      testApp,
      engineer,
      '/api/documents',
      { nonAssetCategory: 'social', assetType: 'site' },
      { name: 'placement.txt', bytes: `placement ${uniqueWord()}` },
    );
    expect(placement.statusCode).toBe(400);
    expect(placement.json().errors).toHaveProperty('assetId');
    const nul = await postMultipart(
      testApp,
      engineer,
      '/api/documents',
      { title: 'a\u0000b' },
      {
        name: 'nul.txt',
        bytes: `nul ${uniqueWord()}`,
      },
    );
    expect(nul.statusCode).toBe(400);
  });

  it('tells which document already holds the same file', async () => {
    const bytes = `Duplicate check ${uniqueWord()}`;
    const first = await uploaded(testApp, engineer, { name: 'first.txt', bytes }, { title: 'The first copy' });
    const before = await documentCount();
    const again = await postMultipart(testApp, engineer, '/api/documents', {}, { name: 'second.txt', bytes });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'duplicate_file',
      duplicateOf: { documentID: first.documentID, title: 'The first copy' },
    });
    expect(await documentCount()).toBe(before);
    // Another tenant may hold the same file.
    const southern = tenantIDBySlug(admin, 'southern-water');
    await uploaded(testApp, admin, { name: 'first.txt', bytes }, {}, southern);
  });

  it("refuses to place a document on another tenant's asset, and a viewer's upload", async () => {
    const southern = tenantIDBySlug(admin, 'southern-water');
    const [foreign] = await withTenant(testApp.database.db, southern, (tx) => tx.select().from(facilities).limit(1));
    const before = { rows: await documentCount(), files: (await storedFiles()).length };
    const placed = await postMultipart(
      testApp,
      engineer,
      '/api/documents',
      { assetType: 'facility', assetId: foreign!.id },
      { name: 'foreign.txt', bytes: `foreign ${uniqueWord()}` },
    );
    expect(placed.statusCode).toBe(404);
    const byViewer = await postMultipart(testApp, viewer, '/api/documents', {}, { name: 'v.txt', bytes: 'viewer' });
    expect(byViewer.statusCode).toBe(403);
    expect({ rows: await documentCount(), files: (await storedFiles()).length }).toEqual(before);
  });
});

describe('versions', () => {
  it('keeps every earlier file: the document points at the new one, and any version downloads as it was', async () => {
    const first = `First issue ${uniqueWord()}`;
    const secondWord = uniqueWord();
    const second = `Second issue ${secondWord}`;
    const document = await uploaded(testApp, engineer, { name: 'plan-A.txt', bytes: first }, { revision: 'A' });
    const response = await postMultipart(
      testApp,
      engineer,
      `/api/documents/${document.documentID}/versions`,
      { revision: 'B' },
      { name: 'plan-B.txt', bytes: second },
    );
    expect(response.statusCode, response.body).toBe(201);
    const updated = (response.json() as { data: FreeboardDocument }).data;
    expect(updated).toMatchObject({ currentVersion: 2, fileName: 'plan-B.txt', revision: 'B', sha256: sha256(second) });
    expect(response.headers.location).toBe(`/api/documents/${document.documentID}/file?version=2`);

    const versions = (await viewer.get(`/api/documents/${document.documentID}/versions`)).json() as {
      data: DocumentVersion[];
    };
    expect(versions.data.map((version) => [version.versionNumber, version.fileName, version.current])).toEqual([
      [2, 'plan-B.txt', true],
      [1, 'plan-A.txt', false],
    ]);
    expect((await download(versions.data[1]!.downloadUrl)).body).toBe(first);
    expect((await download(updated.downloadUrl)).body).toBe(second);
    expect((await download(`/api/documents/${document.documentID}/file?version=3`)).statusCode).toBe(404);

    await textRead(testApp, engineer, document.documentID);
    expect((await search(secondWord)).data.map((result) => result.documentID)).toEqual([document.documentID]);

    const sameAgain = await postMultipart(
      testApp,
      engineer,
      `/api/documents/${document.documentID}/versions`,
      {},
      { name: 'plan-A-again.txt', bytes: first },
    );
    expect(sameAgain.statusCode).toBe(409);
  });
  it('gives a title nobody chose the new file’s name, and keeps a title a person chose', async () => {
    const newVersion = (documentID: string, name: string) =>
      postMultipart(testApp, engineer, `/api/documents/${documentID}/versions`, {}, { name, bytes: uniqueWord() });

    // Uploaded without a title: it is the file's name, and follows the newest file.
    const unnamed = await uploaded(testApp, engineer, { name: 'tailings-survey-v1.txt', bytes: uniqueWord() });
    expect(unnamed.title).toBe('tailings-survey-v1');
    const second = await newVersion(unnamed.documentID, 'tailings-survey-v2.txt');
    expect(second.statusCode, second.body).toBe(201);
    expect((second.json() as { data: FreeboardDocument }).data).toMatchObject({
      title: 'tailings-survey-v2',
      fileName: 'tailings-survey-v2.txt',
    });
    const detail = await viewer.get(`/api/documents/${unnamed.documentID}`);
    expect((detail.json() as { data: DocumentDetail }).data.title).toBe('tailings-survey-v2');
    const [entry] = await withTenant(testApp.database.db, engineer.defaultTenantID, (tx) =>
      tx
        .select({ changes: activity.changes })
        .from(activity)
        .where(and(eq(activity.subjectId, unnamed.documentID), eq(activity.action, 'update'))),
    );
    expect(entry!.changes).toMatchObject({ title: { before: 'tailings-survey-v1', after: 'tailings-survey-v2' } });

    // Given a title on upload: it stays.
    const titled = await uploaded(
      testApp,
      engineer,
      { name: 'crest-v1.txt', bytes: uniqueWord() },
      { title: 'Crest settlement survey' },
    );
    expect((await newVersion(titled.documentID, 'crest-v2.txt')).json()).toMatchObject({
      data: { title: 'Crest settlement survey', fileName: 'crest-v2.txt' },
    });

    // Renamed by a person after the upload: it stays too.
    const renamed = await uploaded(testApp, engineer, { name: 'pond-v1.txt', bytes: uniqueWord() });
    const patched = await engineer.patch(`/api/documents/${renamed.documentID}`, {
      title: 'Pond bathymetry',
      version: renamed.version,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await newVersion(renamed.documentID, 'pond-v2.txt')).json()).toMatchObject({
      data: { title: 'Pond bathymetry', fileName: 'pond-v2.txt' },
    });
  });
});

describe('PATCH and DELETE /api/documents/{id}', () => {
  it('changes metadata at the current version only, and records before and after', async () => {
    const document = await uploaded(testApp, engineer, { name: 'meta.txt', bytes: `meta ${uniqueWord()}` });
    const patch = (body: object) => engineer.patch(`/api/documents/${document.documentID}`, body);
    const changed = await patch({ title: 'Renamed', tags: ['a', 'b'], nonAssetCategory: 'social', version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: 'Renamed',
      tags: ['a', 'b'],
      nonAssetCategory: 'social',
      version: 2,
    });
    const stale = await patch({ title: 'Lost', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    const entries = await withTenant(testApp.database.db, engineer.defaultTenantID, (tx) =>
      tx
        .select()
        .from(activity)
        .where(and(eq(activity.subjectId, document.documentID), eq(activity.action, 'update'))),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({ title: { before: 'meta', after: 'Renamed' } });
    expect((await patch({ title: 'Viewer', version: 2 })).statusCode).toBe(200);
    const byViewer = await viewer.patch(`/api/documents/${document.documentID}`, { title: 'Viewer', version: 3 });
    expect(byViewer.statusCode).toBe(403);
  });

  it('deletes the document with the files of all its versions', async () => {
    const document = await uploaded(testApp, engineer, { name: 'gone-1.txt', bytes: `gone ${uniqueWord()}` });
    await postMultipart(
      testApp,
      engineer,
      `/api/documents/${document.documentID}/versions`,
      {},
      {
        name: 'gone-2.txt',
        bytes: `gone again ${uniqueWord()}`,
      },
    );
    const files = (await storedFiles()).filter((file) => file.includes(document.documentID));
    expect(files).toHaveLength(2);
    const deleteAs = (session: Person) => session.delete(`/api/documents/${document.documentID}`);
    // Deleting is for managers and administrators (CONTRACT §6).
    expect((await deleteAs(engineer)).statusCode).toBe(403);
    expect((await deleteAs(admin)).statusCode).toBe(204);
    expect((await download(`/api/documents/${document.documentID}`)).statusCode).toBe(404);
    expect((await storedFiles()).filter((file) => file.includes(document.documentID))).toEqual([]);
    const versions = await withTenant(testApp.database.db, engineer.defaultTenantID, (tx) =>
      tx.select().from(documentVersions).where(eq(documentVersions.documentId, document.documentID)),
    );
    expect(versions).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("never finds, lists or serves another tenant's files", async () => {
    const word = uniqueWord();
    const document = await uploaded(testApp, engineer, { name: 'private.txt', bytes: `Private ${word}` });
    await textRead(testApp, engineer, document.documentID);
    const southern = tenantIDBySlug(admin, 'southern-water');
    expect((await search(word, admin, southern)).data).toEqual([]);
    const file = await admin.in(southern).get(document.downloadUrl);
    expect(file.statusCode).toBe(404);
    const versions = await admin.in(southern).get(`/api/documents/${document.documentID}/versions`);
    expect(versions.statusCode).toBe(404);
  });
});
