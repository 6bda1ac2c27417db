import { join, resolve } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { PlatformContext } from '../context';
import { diskBlobStore } from './disk';
import type { BlobStore } from './port';

/**
 * `public`: files anyone may fetch at `/misc/blobs/:id` (white-label logos and favicons).
 * `private`: files served only by routes that check who asks (profile attachments); the public
 * route cannot reach them, whatever id it is given.
 */
export type BlobArea = 'public' | 'private';
/** Folders under DATA_DIR on disk, key prefixes in the bucket on S3. */
export const BLOB_FOLDERS: Record<BlobArea, string> = { public: 'blobs', private: 'private-blobs' };

const stores = new WeakMap<PlatformContext, Map<BlobArea, BlobStore>>();

interface S3Access {
  client: S3Client;
  s3BlobStore: typeof import('./s3').s3BlobStore;
}
/** One S3 client per context, shared by its areas. */
const s3Accesses = new WeakMap<PlatformContext, Promise<S3Access>>();

/** The SDK costs a process memory it never uses on disk, so it loads on the first blob call with BLOB_STORE=s3. */
function s3AccessOf(ctx: PlatformContext): Promise<S3Access> {
  let access = s3Accesses.get(ctx);
  if (!access) {
    access = import('./s3').then(({ s3BlobStore, s3ClientOf }) => ({ client: s3ClientOf(ctx.config), s3BlobStore }));
    access.catch(() => s3Accesses.delete(ctx));
    s3Accesses.set(ctx, access);
  }
  return access;
}

/** A store whose every call first waits for the S3 adapter to be loaded and its client made. */
function lazyS3BlobStore(ctx: PlatformContext, area: BlobArea): BlobStore {
  const store = async () => {
    const { client, s3BlobStore } = await s3AccessOf(ctx);
    return s3BlobStore({ client, bucket: ctx.config.S3_BUCKET ?? '', prefix: BLOB_FOLDERS[area] });
  };
  return {
    put: async (blob) => (await store()).put(blob),
    get: async (id) => (await store()).get(id),
    delete: async (id) => (await store()).delete(id),
  };
}

/**
 * The blob stores of a Scout process, chosen by BLOB_STORE: on `disk` under `DATA_DIR/blobs` and
 * `DATA_DIR/private-blobs`, on `s3` under those prefixes of S3_BUCKET. One per context and area,
 * made on first use.
 */
export function blobStoreOf(ctx: PlatformContext, area: BlobArea = 'public'): BlobStore {
  let areas = stores.get(ctx);
  if (!areas) {
    areas = new Map();
    stores.set(ctx, areas);
  }
  let store = areas.get(area);
  if (!store) {
    store =
      ctx.config.BLOB_STORE === 's3' ? lazyS3BlobStore(ctx, area) : diskBlobStore(join(resolve(ctx.config.DATA_DIR), BLOB_FOLDERS[area]));
    areas.set(area, store);
  }
  return store;
}

/** Releases what the context's blob stores hold open (the S3 client's connections); later calls open anew. */
export async function closeBlobStores(ctx: PlatformContext): Promise<void> {
  const access = s3Accesses.get(ctx);
  stores.delete(ctx);
  s3Accesses.delete(ctx);
  await access?.then(
    ({ client }) => client.destroy(),
    () => undefined,
  );
}
