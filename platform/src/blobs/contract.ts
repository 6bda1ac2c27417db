import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BlobArea } from './blobStoreOf';
import type { BlobStore } from './port';

export interface BlobStoresUnderTest {
  /** The stores of both areas, as one process has them. */
  stores: Record<BlobArea, BlobStore>;
  teardown(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Every byte value, then random bytes: nothing may be decoded or re-encoded on the way. */
const BINARY = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, n) => n)), randomBytes(4096)]);

const fileGone = (path: string) =>
  access(path).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ENOENT',
  );

/** What every BlobStore adapter must do, run against the stores that `open` makes. */
export function blobStoreContract(name: string, open: () => Promise<BlobStoresUnderTest>): void {
  describe(`${name} blob store contract`, () => {
    let underTest: BlobStoresUnderTest;
    let store: BlobStore;
    let tmp: string;
    let files = 0;

    /** A temp file such as an upload leaves, for a put by path. */
    async function tempFile(bytes: Buffer): Promise<string> {
      files += 1;
      const path = join(tmp, `upload-${files}`);
      await writeFile(path, bytes);
      return path;
    }

    beforeAll(async () => {
      underTest = await open();
      store = underTest.stores.public;
      tmp = await mkdtemp(join(tmpdir(), 'scout-blob-contract-'));
    });
    afterAll(async () => {
      await underTest.teardown();
      await rm(tmp, { recursive: true, force: true });
    });

    it('keeps bytes under a new UUID each time and gives them back', async () => {
      const a = await store.put({ bytes: Buffer.from('one'), contentType: 'image/png' });
      const b = await store.put({ bytes: Buffer.from('one'), contentType: 'image/png' });
      expect(a).toMatch(UUID);
      expect(b).toMatch(UUID);
      expect(a).not.toBe(b);
      expect(await store.get(a)).toEqual({ bytes: Buffer.from('one'), contentType: 'image/png' });
    });

    it('takes over a file given by path: its bytes are kept and the file is gone', async () => {
      const path = await tempFile(Buffer.from('from disk'));
      const id = await store.put({ path, contentType: 'text/plain' });
      expect(await fileGone(path)).toBe(true);
      expect(await store.get(id)).toEqual({ bytes: Buffer.from('from disk'), contentType: 'text/plain' });
    });

    it('keeps binary bytes intact, from memory and from a file', async () => {
      const fromBytes = await store.put({ bytes: BINARY, contentType: 'application/octet-stream' });
      const fromPath = await store.put({ path: await tempFile(BINARY), contentType: 'application/octet-stream' });
      expect((await store.get(fromBytes))?.bytes.equals(BINARY)).toBe(true);
      expect((await store.get(fromPath))?.bytes.equals(BINARY)).toBe(true);
    });

    it('keeps an empty file', async () => {
      const id = await store.put({ path: await tempFile(Buffer.alloc(0)), contentType: 'text/plain' });
      expect(await store.get(id)).toEqual({ bytes: Buffer.alloc(0), contentType: 'text/plain' });
    });

    it.each(['image/svg+xml', 'text/csv', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'video/mp4'])(
      'gives back the content type %s as stored',
      async (contentType) => {
        const id = await store.put({ bytes: Buffer.from('x'), contentType });
        expect((await store.get(id))?.contentType).toBe(contentType);
      },
    );

    it('answers null for an unknown id and for ids that are no blob ids', async () => {
      expect(await store.get(UNKNOWN_ID)).toBeNull();
      expect(await store.get('../../etc/passwd')).toBeNull();
      expect(await store.get('')).toBeNull();
      expect(await store.get(`${UNKNOWN_ID}/../x`)).toBeNull();
    });

    it('deletes a blob; deleting it again, an unknown id or a malformed one is fine', async () => {
      const id = await store.put({ bytes: Buffer.from('gone'), contentType: 'text/plain' });
      await store.delete(id);
      expect(await store.get(id)).toBeNull();
      await expect(store.delete(id)).resolves.toBeUndefined();
      await expect(store.delete(UNKNOWN_ID)).resolves.toBeUndefined();
      await expect(store.delete('../x')).resolves.toBeUndefined();
    });

    it("keeps the areas apart: neither reads nor deletes the other's blobs", async () => {
      const { public: publicStore, private: privateStore } = underTest.stores;
      const publicId = await publicStore.put({ bytes: Buffer.from('logo'), contentType: 'image/png' });
      const privateId = await privateStore.put({ bytes: Buffer.from('attachment'), contentType: 'application/pdf' });
      expect(await privateStore.get(publicId)).toBeNull();
      expect(await publicStore.get(privateId)).toBeNull();
      await privateStore.delete(publicId);
      await publicStore.delete(privateId);
      expect((await publicStore.get(publicId))?.bytes.toString()).toBe('logo');
      expect((await privateStore.get(privateId))?.bytes.toString()).toBe('attachment');
    });
  });
}
