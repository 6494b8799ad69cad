/**
 * Uploads built to hurt (issue 17's probe): a body that is not well-formed multipart, two files in
 * one request, names that lie about what a file is or are too long for a file system, and ten new
 * versions of one document at once. Each is answered with a clear 4xx or done right, never a 500,
 * and leaves no stray file or folder in storage. On PGlite and PostgreSQL.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocumentVersion, FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { asMember } from '../../../test/test-app';
import { hiddenSheetBombXlsx } from '../../../test/fixtures/document-files';
import { multipartBody, postMultipart, textRead, uploaded } from '../../../test/uploads';
import { useTestApp } from '../../../test/harness';

const { testApp, engineer } = useTestApp({ people: ['engineer'] });

function unique(label: string) {
  return `${label} ${Math.random().toString(36).slice(2, 10)}`;
}

async function postRaw(payload: Buffer | string, contentType: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload,
    headers: { ...asMember(engineer), 'content-type': contentType },
  });
}

/** Every file and folder under the storage root. */
async function storage() {
  const entries = await readdir(testApp.config.storageDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return { files, folders };
}

async function emptyFolders() {
  const { files, folders } = await storage();
  return folders.filter((folder) => !files.some((file) => file.startsWith(folder + path.sep)));
}

async function download(document: FreeboardDocument) {
  return engineer.get(document.downloadUrl);
}

describe('a body that is not well-formed multipart', () => {
  it('is a 400 problem, whether it has no boundary or its part is cut short', async () => {
    const noBoundary = await postRaw(
      '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\r\n--x--',
      'multipart/form-data',
    );
    const { payload, contentType } = await multipartBody(
      { title: 'Cut short' },
      { name: 'cut.txt', bytes: 'cut '.repeat(50) },
    );
    const truncated = await postRaw(payload.subarray(0, payload.length - 40), contentType);
    for (const response of [noBoundary, truncated]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    }
  });

  it('with two files is refused as one file too many (400 naming the field), not as too large', async () => {
    const form = new FormData();
    form.append('file', new Blob(['first']), 'one.txt');
    form.append('file', new Blob(['second']), 'two.txt');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await postRaw(Buffer.from(await request.arrayBuffer()), request.headers.get('content-type')!);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { file: ['Exactly one file'] } });
  });
});

describe('names that lie', () => {
  it('lose their direction marks, and a text file is never offered as a program or a page', async () => {
    const lying = await uploaded(testApp, engineer, { name: 'report\u202Etxt.bat', bytes: unique('right to left') });
    expect(lying.fileName).toBe('reporttxt.bat.txt');
    const disposition = (await download(lying)).headers['content-disposition'];
    expect(disposition).toContain(`filename="reporttxt.bat.txt"`);
    expect(disposition).not.toMatch(/\u202E|%E2%80%AE/);

    for (const [given, kept] of [
      ['page.html', 'page.html.txt'],
      ['drawing.svg', 'drawing.svg.txt'],
      ['notes', 'notes.txt'],
      ['readings.CSV', 'readings.CSV'],
      ['minutes.md', 'minutes.md'],
    ]) {
      expect((await uploaded(testApp, engineer, { name: given!, bytes: unique(given!) })).fileName).toBe(kept);
    }
  });

  it("are sent with RFC 5987's encoding, which leaves out ', ( and )", async () => {
    const document = await uploaded(testApp, engineer, { name: "Owner's report (final).txt", bytes: unique('quotes') });
    expect((await download(document)).headers['content-disposition']).toContain(
      "filename*=UTF-8''Owner%27s%20report%20%28final%29.txt",
    );
  });
});

describe('long names in many bytes', () => {
  it('are cut to what a file system holds, on upload and on a new version, leaving no folder behind', async () => {
    const chinese = `${'文'.repeat(100)}.txt`; // 304 bytes
    const emoji = `${'📄'.repeat(120)}.txt`; // 484 bytes
    const document = await uploaded(testApp, engineer, { name: chinese, bytes: unique('chinese') });
    expect(Buffer.byteLength(document.fileName)).toBeLessThanOrEqual(200);
    expect(document.fileName).toMatch(/^文+\.txt$/);
    const version = await postMultipart(
      testApp,
      engineer,
      `/api/documents/${document.documentID}/versions`,
      {},
      {
        name: emoji,
        bytes: unique('emoji'),
      },
    );
    expect(version.statusCode, version.body).toBe(201);
    const { fileName } = (version.json() as { data: FreeboardDocument }).data;
    expect(Buffer.byteLength(fileName)).toBeLessThanOrEqual(200);
    expect(fileName).toMatch(/^(📄)+\.txt$/u);
    expect((await download(document)).statusCode).toBe(200);
    expect(await emptyFolders()).toEqual([]);
  });
});

describe('a workbook whose sheet hides from the central directory', () => {
  it('is accepted, its text refused as too large, and the person is told why', { timeout: 30_000 }, async () => {
    const bomb = await uploaded(testApp, engineer, { name: 'figures.xlsx', bytes: await hiddenSheetBombXlsx() });
    expect(await textRead(testApp, engineer, bomb.documentID)).toMatchObject({
      textStatus: 'failed',
      textFailure: 'too_large',
    });
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('ten new versions of one document at once', () => {
  it('are all kept, numbered one after another, with one file each and no 500', async () => {
    const document = await uploaded(testApp, engineer, { name: 'plan.txt', bytes: unique('plan v1') });
    const before = (await storage()).files.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postMultipart(
          testApp,
          engineer,
          `/api/documents/${document.documentID}/versions`,
          {},
          {
            name: `plan-${index + 2}.txt`,
            bytes: unique(`plan v${index + 2}`),
          },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const versions = (await engineer.get(`/api/documents/${document.documentID}/versions`)).json() as {
      data: DocumentVersion[];
    };
    expect(versions.data.map((version) => version.versionNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 11 }, (_, index) => index + 1),
    );
    expect((await storage()).files.length).toBe(before + 10);
  });
});
