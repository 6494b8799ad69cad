/**
 * Uploads with the files in S3-compatible storage (`STORAGE_URL`), against a real S3-compatible
 * server started here: what several API processes share. The drivers themselves are tested in
 * lib/file-storage; this proves the documents area works on the bucket end to end.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentVersion } from '@freeboard/shared/documents/documents.schemas';
import { postMultipart, textRead, uploaded } from '../../../test/uploads';
import { useTestApp } from '../../../test/harness';

let s3: S3rver;
let s3Directory: string;
let port: number;
const bucket = 'freeboard-documents';

beforeAll(async () => {
  s3Directory = await mkdtemp(path.join(tmpdir(), 'freeboard-s3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: bucket }],
  });
  ({ port } = await s3.run());
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
});
afterAll(async () => {
  await s3.close();
  vi.unstubAllEnvs();
  await rm(s3Directory, { recursive: true, force: true });
});
// After the bucket's hooks: the app starts once the bucket is up, and closes before it.
const { testApp, admin } = useTestApp(() => ({
  people: ['admin'],
  env: { STORAGE_URL: `s3://${bucket}?endpoint=http://127.0.0.1:${port}` },
}));

describe('documents in S3-compatible storage', () => {
  it('uploads, reads the text, keeps versions, serves each byte for byte, and deletes every object', async () => {
    const word = `zs${Date.now().toString(36)}`;
    const first = `Seepage survey of the west abutment, ${word}.\n`.repeat(2_000);
    const second = `Seepage survey, revised.\n`.repeat(3_000);
    const document = await uploaded(testApp, admin, { name: 'seepage-survey.txt', bytes: first });
    expect((await textRead(testApp, admin, document.documentID)).textStatus).toBe('indexed');
    const search = await admin.get(`/api/documents/search?q=${word}`);
    expect((search.json() as { data: { documentID: string }[] }).data.map((hit) => hit.documentID)).toEqual([
      document.documentID,
    ]);

    const version = await postMultipart(
      testApp,
      admin,
      `/api/documents/${document.documentID}/versions`,
      { revision: 'B' },
      { name: 'seepage-survey-B.txt', bytes: second },
    );
    expect(version.statusCode, version.body).toBe(201);
    const versions = (await admin.get(`/api/documents/${document.documentID}/versions`)).json() as {
      data: DocumentVersion[];
    };
    for (const [entry, bytes] of [
      [versions.data[0]!, second],
      [versions.data[1]!, first],
    ] as const) {
      const file = await admin.get(entry.downloadUrl);
      expect(file.statusCode).toBe(200);
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
    }

    /** The objects s3rver holds for this document, from its directory. */
    const objectsOfDocument = async () =>
      (await readdir(s3Directory, { recursive: true })).filter(
        (entry) => entry.includes(document.documentID) && entry.endsWith('._S3rver_object'),
      );
    expect(await objectsOfDocument()).toHaveLength(2);
    const removed = await admin.delete(`/api/documents/${document.documentID}`);
    expect(removed.statusCode).toBe(204);
    expect(await objectsOfDocument()).toEqual([]);
    for (const entry of versions.data) {
      expect((await admin.get(entry.downloadUrl)).statusCode).toBe(404);
    }
  });
});
