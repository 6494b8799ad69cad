import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, CachedAnswer } from './cached-answer';

describe('cached answers', () => {
  it('compress once per encoding, and decompress to the JSON', () => {
    const answer = new CachedAnswer(JSON.stringify({ data: Array.from({ length: 200 }, (_, index) => ({ index })) }));
    const brotli = answer.encodedAs('br');
    expect(answer.encodedAs('br')).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString()).toBe(answer.json);
    expect(gunzipSync(answer.encodedAs('gzip')).toString()).toBe(answer.json);
  });

  it('choose brotli, then gzip, from what the client accepts, and respect q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
