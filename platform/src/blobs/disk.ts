import { constants, copyFile, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../ids';
import { isBlobId } from './blobId';
import type { BlobSource, BlobStore } from './port';

interface BlobMeta {
  contentType: string;
}

/** Moves `from` to `to` (which must not exist yet); across file systems it is copied, then removed. */
async function moveNew(from: string, to: string): Promise<void> {
  try {
    // link + unlink rather than rename: a rename would silently replace an existing file.
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
    await copyFile(from, to, constants.COPYFILE_EXCL);
  }
  await rm(from, { force: true });
}

async function writeNew(source: BlobSource, to: string): Promise<void> {
  if ('path' in source) await moveNew(source.path, to);
  else await writeFile(to, source.bytes, { flag: 'wx' });
}

/**
 * Blobs as files under one folder (`DATA_DIR/blobs`): `<id>` holds the bytes, `<id>.json` the content
 * type. Ids are UUIDs made here, so a path can never leave the folder.
 */
export function diskBlobStore(dir: string): BlobStore {
  const ready = mkdir(dir, { recursive: true });
  const paths = (id: string) => ({ bytes: join(dir, id), meta: join(dir, `${id}.json`) });

  return {
    async put({ contentType, ...source }) {
      await ready;
      const id = newId();
      const path = paths(id);
      await writeNew(source, path.bytes);
      await writeFile(path.meta, JSON.stringify({ contentType } satisfies BlobMeta), { flag: 'wx' });
      return id;
    },

    async get(id) {
      if (!isBlobId(id)) return null;
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
      if (!isBlobId(id)) return;
      const path = paths(id);
      await Promise.all([rm(path.bytes, { force: true }), rm(path.meta, { force: true })]);
    },
  };
}
