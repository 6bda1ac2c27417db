import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { diskBlobStore } from './disk';
import type { BlobStore } from './port';

let dir: string;
let store: BlobStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scout-blobs-'));
  store = diskBlobStore(join(dir, 'blobs'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('disk blob store', () => {
  it('keeps bytes with their content type under new ids', async () => {
    const a = await store.put({ bytes: Buffer.from('one'), contentType: 'image/png' });
    const b = await store.put({ bytes: Buffer.from('one'), contentType: 'image/png' });
    expect(a).not.toBe(b);
    expect(await store.get(a)).toEqual({ bytes: Buffer.from('one'), contentType: 'image/png' });
  });

  it('answers null for unknown, malformed and path-like ids', async () => {
    expect(await store.get('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.get('')).toBeNull();
  });

  it('deletes a blob and its metadata', async () => {
    const id = await store.put({ bytes: Buffer.from('gone'), contentType: 'image/svg+xml' });
    await store.delete(id);
    expect(await store.get(id)).toBeNull();
    expect((await readdir(join(dir, 'blobs'))).filter((f) => f.startsWith(id))).toEqual([]);
  });
});
