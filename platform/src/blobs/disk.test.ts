import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BLOB_FOLDERS } from './blobStoreOf';
import { blobStoreContract } from './contract';
import { diskBlobStore } from './disk';
import type { BlobStore } from './port';

blobStoreContract('disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'scout-blobs-'));
  return {
    stores: {
      public: diskBlobStore(join(dir, BLOB_FOLDERS.public)),
      private: diskBlobStore(join(dir, BLOB_FOLDERS.private)),
    },
    teardown: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('disk blob store', () => {
  let dir: string;
  let store: BlobStore;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'scout-blobs-'));
    store = diskBlobStore(join(dir, 'blobs'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('deletes a blob and its metadata file', async () => {
    const id = await store.put({ bytes: Buffer.from('gone'), contentType: 'image/svg+xml' });
    expect((await readdir(join(dir, 'blobs'))).filter((f) => f.startsWith(id)).sort()).toEqual([id, `${id}.json`]);
    await store.delete(id);
    expect((await readdir(join(dir, 'blobs'))).filter((f) => f.startsWith(id))).toEqual([]);
  });
});
