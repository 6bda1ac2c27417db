import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeS3, type FakeS3 } from '../testing/fakeS3';
import { blobStoreOf, closeBlobStores } from './blobStoreOf';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');

describe('blobStoreOf with BLOB_STORE=s3', () => {
  let fake: FakeS3;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeS3();
    app = await startTestApp({ env: fake.env });
  });
  afterAll(async () => {
    await closeBlobStores(app.scout.ctx);
    await app.close();
    await fake.close();
  });

  it('keeps blobs in the bucket, each area under its prefix, and the public route serves them from there', async () => {
    const id = await blobStoreOf(app.scout.ctx).put({ bytes: SVG, contentType: 'image/svg+xml' });
    const privateId = await blobStoreOf(app.scout.ctx, 'private').put({ bytes: Buffer.from('secret'), contentType: 'text/plain' });
    expect([...fake.objects.keys()].sort()).toEqual([`blobs/${id}`, `private-blobs/${privateId}`].sort());

    const res = await app.http
      .get(`/api/v1/misc/blobs/${id}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect((res.body as Buffer).equals(SVG)).toBe(true);
    expect((await app.http.get(`/api/v1/misc/blobs/${privateId}`)).status).toBe(404);

    await blobStoreOf(app.scout.ctx).delete(id);
    expect(fake.objects.has(`blobs/${id}`)).toBe(false);
    expect((await app.http.get(`/api/v1/misc/blobs/${id}`)).status).toBe(404);
  });
});
