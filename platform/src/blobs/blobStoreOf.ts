import { join, resolve } from 'node:path';
import type { PlatformContext } from '../context';
import { diskBlobStore } from './disk';
import type { BlobStore } from './port';

/**
 * `public`: files anyone may fetch at `/misc/blobs/:id` (white-label logos and favicons).
 * `private`: files served only by routes that check who asks (profile attachments); the public
 * route cannot reach them, whatever id it is given.
 */
export type BlobArea = 'public' | 'private';
const FOLDERS: Record<BlobArea, string> = { public: 'blobs', private: 'private-blobs' };

const stores = new WeakMap<PlatformContext, Map<BlobArea, BlobStore>>();

/**
 * The blob stores of a Scout process: the disk adapter under `DATA_DIR/blobs` and
 * `DATA_DIR/private-blobs` (an S3 adapter would be chosen here by configuration; it is not written
 * yet). One per context and area, made on first use.
 */
export function blobStoreOf(ctx: PlatformContext, area: BlobArea = 'public'): BlobStore {
  let areas = stores.get(ctx);
  if (!areas) {
    areas = new Map();
    stores.set(ctx, areas);
  }
  let store = areas.get(area);
  if (!store) {
    store = diskBlobStore(join(resolve(ctx.config.DATA_DIR), FOLDERS[area]));
    areas.set(area, store);
  }
  return store;
}
