import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFileStorage, type FileStorage, parseStorageUrl } from './file-storage';

const megabyte = 1024 * 1024;

interface Harness {
  storage: FileStorage;
  /** Temporary files left beside stored ones, for drivers that write any. */
  temporaryFiles?: () => Promise<string[]>;
  stop: () => Promise<void>;
}

async function startLocal(): Promise<Harness> {
  const parent = await mkdtemp(path.join(tmpdir(), 'freeboard-files-'));
  const root = path.join(parent, 'files');
  return {
    storage: await createFileStorage({ directory: root }),
    temporaryFiles: async () => {
      const names = existsSync(root) ? await readdir(root, { recursive: true }) : [];
      return names.filter((name) => name.endsWith('.part'));
    },
    stop: () => rm(parent, { recursive: true, force: true }),
  };
}

/** A real S3-compatible server on a free port, so the driver's requests meet real S3 answers. */
async function startS3(): Promise<Harness> {
  const directory = await mkdtemp(path.join(tmpdir(), 'freeboard-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'freeboard-test' }],
  });
  const { port } = await server.run();
  // s3rver's fixed credentials, read by the SDK's default chain as they would be in production.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  const url = `s3://freeboard-test?endpoint=http://127.0.0.1:${port}&prefix=tests/run`;
  return {
    storage: await createFileStorage({ directory: '/unused', url }),
    stop: async () => {
      vi.unstubAllEnvs();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A stream body of `totalBytes` random bytes made chunk by chunk, never whole in memory, and its SHA-256. */
function generatedBody(totalBytes: number, failure?: Error): { stream: Readable; sha256: () => string } {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let sent = 0; sent < totalBytes; sent += 64 * 1024) {
      const chunk = randomBytes(Math.min(64 * 1024, totalBytes - sent));
      hash.update(chunk);
      yield chunk;
    }
    if (failure) throw failure;
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function textOf(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe.each([
  { driver: 'local directory', start: startLocal },
  { driver: 'S3 (s3rver)', start: startS3 },
])('file storage on $driver', ({ start }) => {
  let harness: Harness;
  let storage: FileStorage;

  beforeAll(async () => {
    harness = await start();
    storage = harness.storage;
  });

  afterAll(() => harness.stop());

  // 3 MB goes to S3 in one PutObject; 20 MB in a multipart upload of three parts.
  it.each([3 * megabyte, 20 * megabyte])(
    'stores a streamed body of %i bytes and reads it back unchanged',
    async (size) => {
      const key = `tenant-a/doc-1/${size}-large.bin`;
      const body = generatedBody(size);
      await storage.put(key, body.stream, { contentType: 'application/octet-stream' });
      const file = await storage.read(key);
      expect(file?.sizeBytes).toBe(size);
      expect(await sha256Of(file!.stream)).toBe(body.sha256());
    },
  );

  it('stores strings and byte arrays', async () => {
    await storage.put('tenant-a/doc-2/1-note.txt', 'plain text');
    await storage.put('tenant-a/doc-2/2-bytes.bin', new Uint8Array([1, 2, 3]));
    expect(await textOf(storage, 'tenant-a/doc-2/1-note.txt')).toBe('plain text');
    const bytes = await storage.read('tenant-a/doc-2/2-bytes.bin');
    expect(bytes?.sizeBytes).toBe(3);
    bytes?.stream.destroy();
  });

  it('overwrites an existing object', async () => {
    const key = 'tenant-a/doc-3/1-overwritten.txt';
    await storage.put(key, 'the first, longer version');
    await storage.put(key, Readable.from([Buffer.from('second')]));
    const file = await storage.read(key);
    expect(file?.sizeBytes).toBe(6);
    file?.stream.destroy();
    expect(await textOf(storage, key)).toBe('second');
  });

  it('answers null for a missing object', async () => {
    expect(await storage.read('tenant-a/no-such-doc/1-missing.pdf')).toBeNull();
  });

  it('removes an object, and removing a missing one is no error', async () => {
    const key = 'tenant-a/doc-4/1-removed.txt';
    await storage.put(key, 'soon gone');
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.remove('tenant-a/never-stored/1-x.txt')).resolves.toBeUndefined();
  });

  it('round-trips a file name in any script', async () => {
    const key = 'tenant/doc/1-Informe técnico 📄.pdf';
    await storage.put(key, 'contenido', { contentType: 'application/pdf' });
    expect(await textOf(storage, key)).toBe('contenido');
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
  });

  // 256 KB fails inside the first part; 10 MB after a whole part of a multipart upload was sent.
  it.each([256 * 1024, 10 * megabyte])(
    'rejects a body that fails after %i bytes and stores nothing of it',
    async (sentBeforeFailure) => {
      const key = `tenant-a/doc-5/${sentBeforeFailure}-interrupted.bin`;
      const failure = new Error('the client went away');
      await expect(storage.put(key, generatedBody(sentBeforeFailure, failure).stream)).rejects.toBe(failure);
      expect(await storage.read(key)).toBeNull();
      expect((await harness.temporaryFiles?.()) ?? []).toEqual([]);
    },
  );

  it('keeps the earlier object when an overwrite fails', async () => {
    const key = 'tenant-a/doc-6/1-kept.txt';
    await storage.put(key, 'earlier');
    await expect(storage.put(key, generatedBody(100_000, new Error('broken')).stream)).rejects.toThrow('broken');
    expect(await textOf(storage, key)).toBe('earlier');
    expect((await harness.temporaryFiles?.()) ?? []).toEqual([]);
  });

  it.each([
    '../outside.txt',
    'tenant/../../outside.txt',
    '/etc/passwd',
    'tenant/doc/1-a\0.txt',
    'tenant\\doc\\1-a.txt',
    '..\\outside.txt',
    'tenant//doc/1-a.txt',
    './tenant/doc/1-a.txt',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, 'x')).rejects.toThrow('Invalid storage key');
    await expect(storage.read(key)).rejects.toThrow('Invalid storage key');
    await expect(storage.remove(key)).rejects.toThrow('Invalid storage key');
  });
});

describe('file storage on a local directory', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startLocal();
  });

  afterAll(() => harness.stop());

  it('answers null for a directory, or for a path below a file', async () => {
    await harness.storage.put('tenant-a/doc-1/1-file.txt', 'x');
    expect(await harness.storage.read('tenant-a/doc-1')).toBeNull();
    expect(await harness.storage.read('tenant-a/doc-1/1-file.txt/below')).toBeNull();
  });

  it('describes itself by its directory', async () => {
    expect((await createFileStorage({ directory: '/srv/freeboard/files' })).description).toBe(
      'directory /srv/freeboard/files',
    );
  });
});

describe('STORAGE_URL', () => {
  it('parses a bucket with an S3-compatible endpoint', () => {
    expect(
      parseStorageUrl('s3://freeboard?endpoint=http://127.0.0.1:9000&region=eu-west-1&prefix=/prod/files/'),
    ).toEqual({
      bucket: 'freeboard',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'prod/files',
    });
  });

  it('defaults to AWS in us-east-1 with virtual-hosted buckets', () => {
    expect(parseStorageUrl('s3://freeboard')).toEqual({
      bucket: 'freeboard',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(parseStorageUrl('s3://freeboard?endpoint=https://s3.example.com&forcePathStyle=false')).toMatchObject({
      endpoint: 'https://s3.example.com',
      forcePathStyle: false,
    });
  });

  it.each([
    ['not a url', /is not a URL/],
    ['https://freeboard', /must start with s3:\/\//],
    ['s3://', /names no bucket/],
    ['s3:///prefix', /names no bucket/],
    ['s3://Bad_Bucket', /invalid bucket/],
    ['s3://freeboard/some/prefix', /put a key prefix in \?prefix=/],
    ['s3://freeboard?endpoint=ftp://host', /http:\/\/ or https:\/\//],
    ['s3://freeboard?forcePathStyle=yes', /use true or false/],
    ['s3://freeboard?bucket=other', /unknown parameter "bucket"/],
  ])('refuses %j', (url, message) => {
    expect(() => parseStorageUrl(url)).toThrow(message);
  });

  it.each([
    's3://AKIAEXAMPLE:secret@freeboard',
    's3://AKIAEXAMPLE@freeboard',
    's3://freeboard?endpoint=http://key:secret@127.0.0.1:9000',
  ])('refuses credentials in %j, pointing to the environment variables, and never echoes them', (url) => {
    expect(() => parseStorageUrl(url)).toThrow(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
    expect(() => parseStorageUrl(url)).not.toThrow(/secret|AKIA/);
  });

  it('chooses the S3 driver when set, and describes it without credentials', async () => {
    const storage = await createFileStorage({
      directory: '/unused',
      url: 's3://freeboard?endpoint=http://127.0.0.1:9000&prefix=prod',
    });
    expect(storage.description).toBe('s3://freeboard/prod at http://127.0.0.1:9000');
    expect(
      (await createFileStorage({ directory: '/unused', url: 's3://freeboard?region=eu-central-1' })).description,
    ).toBe('s3://freeboard in eu-central-1');
  });
});
