/** The file storage driver for an S3-compatible bucket (STORAGE_URL), shared by any number of API processes. */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { FileStorage } from './file-storage';
import { assertValidStorageKey } from './storage-key';
import type { S3Location } from './storage-url';

/** Parts in flight per upload: memory per upload stays near partSize × (queueSize + 1), whatever the file's size. */
const partSizeBytes = 8 * 1024 * 1024;
const queueSize = 2;
/** S3's limit on the parts of one multipart upload. */
const maximumParts = 10_000;

export function createS3Storage(location: S3Location): FileStorage {
  const client = new S3Client({
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    ...(location.endpoint && {
      endpoint: location.endpoint,
      // Since 3.729 the SDK sends CRC32 checksum headers (`x-amz-checksum-crc32`, `x-amz-checksum-algorithm`)
      // with every upload and asks for checksums on download (`x-amz-checksum-mode`) by default. Several
      // S3-compatible servers predate those headers and refuse the requests. With an endpoint, checksums
      // are only sent where the API requires them: each request's bytes stay covered by the signed
      // `x-amz-content-sha256`. AWS itself keeps the SDK's defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
  });
  const objectKey = (key: string): string => {
    assertValidStorageKey(key);
    return location.prefix ? `${location.prefix}/${key}` : key;
  };

  return {
    description: describe(location),

    async put(key, body, info) {
      const bodyFailure = failureOf(body);
      const upload = new Upload({
        client,
        params: {
          Bucket: location.bucket,
          Key: objectKey(key),
          Body: body,
          ...(info?.contentType && { ContentType: info.contentType }),
        },
        // Larger parts only for a file so large that 8 MB parts would pass S3's part limit.
        partSize: Math.max(partSizeBytes, Math.ceil((info?.sizeBytes ?? 0) / maximumParts)),
        queueSize,
        // A failed upload is aborted, so that its parts neither linger nor cost storage.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        if (body instanceof Readable) body.destroy();
        // When the abort itself fails, lib-storage rejects with the abort's error: the body's own
        // failure is the cause worth reporting.
        throw bodyFailure() ?? error;
      }
    },

    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered GetObject without a readable body.');
        return { stream: answer.Body, sizeBytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      // Deleting a missing object succeeds in S3, so there is nothing to ignore.
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
    },
  };
}

function describe(location: S3Location): string {
  const where = `s3://${location.bucket}${location.prefix ? `/${location.prefix}` : ''}`;
  return location.endpoint ? `${where} at ${location.endpoint}` : `${where} in ${location.region}`;
}

/** Records an error the body emits, for the report of a failed upload. */
function failureOf(body: Readable | Uint8Array | string): () => unknown {
  let failure: unknown;
  if (body instanceof Readable) body.on('error', (error) => (failure ??= error));
  return () => failure;
}

function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  // Some S3-compatible servers answer a bare 404; a missing bucket is a setup fault, never "no such file".
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}
