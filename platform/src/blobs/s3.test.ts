import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config';
import { startFakeS3, type FakeS3 } from '../testing/fakeS3';
import { BLOB_FOLDERS } from './blobStoreOf';
import { blobStoreContract } from './contract';
import { s3BlobStore, s3ClientOf } from './s3';

const configOf = (fake: FakeS3) => loadConfig({ NODE_ENV: 'test', ...fake.env });

blobStoreContract('S3', async () => {
  const fake = await startFakeS3();
  const client = s3ClientOf(configOf(fake));
  const storeOf = (prefix: string) => s3BlobStore({ client, bucket: fake.bucket, prefix });
  return {
    stores: { public: storeOf(BLOB_FOLDERS.public), private: storeOf(BLOB_FOLDERS.private) },
    async teardown() {
      client.destroy();
      await fake.close();
    },
  };
});

describe('S3 blob store', () => {
  let fake: FakeS3;
  let client: ReturnType<typeof s3ClientOf>;
  beforeAll(async () => {
    fake = await startFakeS3();
    client = s3ClientOf(configOf(fake));
  });
  afterAll(async () => {
    client.destroy();
    await fake.close();
  });

  it('keeps a blob as object <prefix>/<id> of the bucket with its content type, sent signed', async () => {
    const store = s3BlobStore({ client, bucket: fake.bucket, prefix: 'private-blobs' });
    const id = await store.put({ bytes: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' });
    expect(fake.objects.get(`private-blobs/${id}`)).toEqual({ bytes: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' });
    expect(fake.requests.at(-1)).toEqual({ method: 'PUT', path: `/${fake.bucket}/private-blobs/${id}`, authorized: true });
  });

  it('answers ids that are no blob ids without asking S3', async () => {
    const store = s3BlobStore({ client, bucket: fake.bucket, prefix: 'blobs' });
    const before = fake.requests.length;
    expect(await store.get('../private-blobs/x')).toBeNull();
    await store.delete('not-an-id');
    expect(fake.requests.length).toBe(before);
  });

  it('fails, rather than answering "no such file", when the bucket does not exist', async () => {
    const store = s3BlobStore({ client, bucket: 'no-such-bucket', prefix: 'blobs' });
    await expect(store.get('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('the fake refuses a request without an Authorization header', async () => {
    const res = await fetch(`${fake.endpoint}/${fake.bucket}/blobs/x`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>AccessDenied</Code>');
  });
});
