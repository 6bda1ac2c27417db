import { join, resolve } from 'node:path';
import type { AppContext } from '../context';
import { diskBlobStore } from './disk';
import type { BlobStore } from './port';

const stores = new WeakMap<AppContext, BlobStore>();

/**
 * The blob store of a Scout process: the disk adapter under `DATA_DIR/blobs` (an S3 adapter would be
 * chosen here by configuration; it is not written yet). One per context, made on first use.
 */
export function blobStoreOf(ctx: AppContext): BlobStore {
  let store = stores.get(ctx);
  if (!store) {
    store = diskBlobStore(join(resolve(ctx.config.DATA_DIR), 'blobs'));
    stores.set(ctx, store);
  }
  return store;
}
