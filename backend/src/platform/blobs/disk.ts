import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../ids';
import type { BlobStore, StoredBlob } from './port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface BlobMeta {
  contentType: string;
}

/**
 * Blobs as files under one folder (`DATA_DIR/blobs`): `<id>` holds the bytes, `<id>.json` the content
 * type. Ids are UUIDs made here, so a path can never leave the folder.
 */
export function diskBlobStore(dir: string): BlobStore {
  const ready = mkdir(dir, { recursive: true });
  const paths = (id: string) => ({ bytes: join(dir, id), meta: join(dir, `${id}.json`) });

  return {
    async put({ bytes, contentType }: StoredBlob) {
      await ready;
      const id = newId();
      const path = paths(id);
      await writeFile(path.bytes, bytes, { flag: 'wx' });
      await writeFile(path.meta, JSON.stringify({ contentType } satisfies BlobMeta), { flag: 'wx' });
      return id;
    },

    async get(id) {
      if (!UUID.test(id)) return null;
      const path = paths(id);
      try {
        const [bytes, meta] = await Promise.all([readFile(path.bytes), readFile(path.meta, 'utf8')]);
        return { bytes, contentType: (JSON.parse(meta) as BlobMeta).contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(id) {
      if (!UUID.test(id)) return;
      const path = paths(id);
      await Promise.all([rm(path.bytes, { force: true }), rm(path.meta, { force: true })]);
    },
  };
}
