import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { newId } from '../ids';
import { isBlobId } from './blobId';
import type { BlobSource, BlobStore } from './port';

export interface S3BlobStoreOptions {
  client: S3Client;
  bucket: string;
  /** The area's folder name (`blobs`, `private-blobs`): blob `id` is object `<prefix>/<id>`. */
  prefix: string;
}

/** The S3 client that the S3_* settings describe (S3_BUCKET is the caller's). */
export function s3ClientOf(config: Config): S3Client {
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return new S3Client({
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(credentials ? { credentials } : {}),
    ...(config.S3_ENDPOINT
      ? {
          endpoint: config.S3_ENDPOINT,
          // The SDK's default checksums send streamed bodies `aws-chunked` with a trailer, which
          // not every S3-compatible store accepts; checksums are then sent only where S3 requires them.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}

async function bodyOf(source: BlobSource) {
  if ('bytes' in source) return { Body: source.bytes, ContentLength: source.bytes.length };
  const { size } = await stat(source.path);
  return { Body: createReadStream(source.path), ContentLength: size };
}

/** A missing object (not a missing bucket, which is a configuration fault and stays an error). */
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/**
 * Blobs as objects of one bucket under the area's prefix, each with its content type as the
 * object's ContentType. Ids are UUIDs made here; any other id is answered without a request.
 */
export function s3BlobStore({ client, bucket, prefix }: S3BlobStoreOptions): BlobStore {
  const keyOf = (id: string) => `${prefix}/${id}`;

  return {
    async put({ contentType, ...source }) {
      const id = newId();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(id), ContentType: contentType, ...(await bodyOf(source)) }));
      if ('path' in source) await rm(source.path, { force: true });
      return id;
    },

    async get(id) {
      if (!isBlobId(id)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(id) }));
        if (!object.Body) throw new Error(`S3 answered object ${keyOf(id)} without a body`);
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async delete(id) {
      if (!isBlobId(id)) return;
      // S3 answers a delete of a missing key like any other, so deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(id) }));
    },
  };
}
