/**
 * A bucket that answers slowly does not take the API down with it (decision 0018): while ten uploads
 * wait on their files being stored (as many as the pool's connections), other requests are answered,
 * because no database connection or transaction is held during the transfer. When the bucket takes
 * the files, every upload completes; when it refuses one, the upload fails and stores nothing.
 * On PGlite (one connection) and PostgreSQL (a pool of ten).
 */
import { describe, expect, it } from 'vitest';
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { createLocalStorage } from '../../lib/file-storage/local-storage';
import { postMultipart } from '../../../test/uploads';
import { useTestApp } from '../../../test/harness';

/** Local storage whose `put` waits until the test lets it through (or refuses it). */
function heldStorage(directory: string) {
  const storage = createLocalStorage(directory);
  const waiting: { key: string; release: () => void; refuse: () => void }[] = [];
  return {
    waiting,
    storage: {
      ...storage,
      async put(...args: Parameters<typeof storage.put>) {
        await new Promise<void>((resolve, reject) => {
          waiting.push({ key: args[0], release: resolve, refuse: () => reject(new Error('the bucket refused')) });
        });
        return storage.put(...args);
      },
    },
  };
}

let held: ReturnType<typeof heldStorage>;
const { testApp, engineer } = useTestApp({
  people: ['engineer'],
  fileStorage: (config) => {
    held = heldStorage(config.storageDir);
    return held.storage;
  },
});

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a slow bucket', () => {
  it('holds no database connection while it takes files: the API answers meanwhile', async () => {
    const uploads = Array.from({ length: 10 }, (_, index) =>
      postMultipart(
        testApp,
        engineer,
        '/api/documents',
        {},
        { name: `slow-${index}.txt`, bytes: `slow ${index} ${Math.random()}` },
      ),
    );
    await until(() => held.waiting.length === 10);

    const sites = await Promise.race([
      engineer.get('/api/sites'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
    ]);
    expect(sites?.statusCode, 'GET /api/sites while ten files are being stored').toBe(200);

    for (const put of held.waiting.splice(0)) put.release();
    const answers = await Promise.all(uploads);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
  });

  it('refusing a file fails its upload, with no document written', async () => {
    const name = `refused ${Math.random().toString(36).slice(2)}`;
    const upload = postMultipart(
      testApp,
      engineer,
      '/api/documents',
      { title: name },
      { name: 'refused.txt', bytes: name },
    );
    await until(() => held.waiting.length === 1);
    held.waiting.splice(0)[0]!.refuse();
    expect((await upload).statusCode).toBe(500);
    const found = await engineer.get(`/api/documents/search?q=${encodeURIComponent(name)}`);
    expect((found.json() as { data: FreeboardDocument[] }).data).toEqual([]);
  });
});
