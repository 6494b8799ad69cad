/**
 * STORAGE_URL: `s3://bucket?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true&prefix=a/b`.
 * Credentials never go in it: the SDK reads them from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or its
 * other usual sources), which keeps them out of the logged settings.
 */

export interface S3Location {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, …); AWS itself when absent. */
  endpoint?: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** Prepended to every key with a `/`; never with leading or trailing slashes. */
  prefix?: string;
}

const expected = 's3://bucket?endpoint=http://host:9000&region=us-east-1&forcePathStyle=true&prefix=some/prefix';
const knownParameters = new Set(['endpoint', 'region', 'forcePathStyle', 'prefix']);
// S3's rules for new bucket names: 3-63 lowercase letters, digits, dots and hyphens.
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const credentialsAdvice = 'set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment instead';

export function parseStorageUrl(url: string): S3Location {
  const parsed = URL.parse(url);
  // The value itself is left out of every message: it may hold a secret someone pasted into it.
  if (!parsed) fail('is not a URL');
  if (parsed.protocol !== 's3:') fail(`must start with s3:// (not ${parsed.protocol})`);
  if (parsed.username || parsed.password) fail(`must not contain credentials: ${credentialsAdvice}`);
  if (!parsed.hostname) fail('names no bucket');
  if (!bucketPattern.test(parsed.hostname)) fail(`names an invalid bucket "${parsed.hostname}"`);
  if (parsed.port) fail('must not have a port: put the server in ?endpoint=');
  if (parsed.pathname !== '' && parsed.pathname !== '/') fail('must not have a path: put a key prefix in ?prefix=');

  const parameters = parsed.searchParams;
  for (const name of parameters.keys()) {
    if (!knownParameters.has(name)) fail(`has an unknown parameter "${name}"`);
  }
  const endpoint = parseEndpoint(parameters.get('endpoint'));
  const prefix = parameters.get('prefix')?.replace(/^\/+|\/+$/g, '');
  return {
    bucket: parsed.hostname,
    region: parameters.get('region') || 'us-east-1',
    ...(endpoint && { endpoint }),
    forcePathStyle: parseBoolean(parameters.get('forcePathStyle'), endpoint !== undefined),
    ...(prefix && { prefix }),
  };
}

function parseEndpoint(value: string | null): string | undefined {
  if (value === null) return undefined;
  const endpoint = URL.parse(value);
  if (!endpoint || (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')) {
    fail('has an endpoint that is not an http:// or https:// URL');
  }
  if (endpoint.username || endpoint.password) fail(`has credentials in its endpoint: ${credentialsAdvice}`);
  return endpoint.href.replace(/\/$/, '');
}

function parseBoolean(value: string | null, fallback: boolean): boolean {
  if (value === null || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  fail(`has forcePathStyle=${value}: use true or false`);
}

function fail(problem: string): never {
  throw new Error(`STORAGE_URL ${problem} (expected ${expected}).`);
}
