import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One resized image as the proxy answers it. */
export interface CachedImage {
  contentType: string;
  /** A strong ETag (quoted), a digest of the bytes. */
  etag: string;
  body: Buffer;
}

export interface ImageCacheLimits {
  /** Total bytes kept on disk; the least recently used entries go first past it. */
  maxBytes: number;
  /** Entries kept on disk, whatever their size. */
  maxEntries: number;
}

export interface ImageCache {
  get(key: string): Promise<CachedImage | null>;
  put(key: string, image: Omit<CachedImage, 'etag'>): Promise<CachedImage>;
  /** Entries and bytes currently held (tests, metrics). */
  size(): Promise<{ entries: number; bytes: number }>;
}

interface Entry {
  file: string;
  contentType: string;
  etag: string;
  bytes: number;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
const TYPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/** `<key>.<digest>.<ext>`: the key (64 hex), the ETag's digest and the format, so a restart rebuilds the index from names alone. */
const FILE_NAME = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{22})\.([a-z]+)$/;

/** The cache key of one rendition: a digest of the source address, width, quality and output choice. */
export function imageCacheKey(url: string, width: number, quality: number, format: string): string {
  return createHash('sha256')
    .update(JSON.stringify([url, width, quality, format]))
    .digest('hex');
}

/**
 * Resized images on disk under `dir`, bounded by bytes and entry count with least-recently-used
 * eviction. The index lives in memory (a Map in use order), rebuilt from the file names (oldest
 * modification first) on first use. Files are written to a temporary name and renamed, so a reader
 * never sees half a file; a file another process removed is simply a miss.
 */
export function diskImageCache(dir: string, limits: ImageCacheLimits): ImageCache {
  const index = new Map<string, Entry>();
  let totalBytes = 0;
  let loading: Promise<void> | null = null;

  const load = () =>
    (loading ??= (async () => {
      await mkdir(dir, { recursive: true });
      const found: Array<Entry & { key: string; mtimeMs: number }> = [];
      for (const name of await readdir(dir)) {
        const match = FILE_NAME.exec(name);
        const contentType = match && TYPES[match[3]!];
        if (!match || !contentType) continue;
        const info = await stat(join(dir, name)).catch(() => null);
        if (!info?.isFile()) continue;
        found.push({ key: match[1]!, file: name, contentType, etag: `"${match[2]!}"`, bytes: info.size, mtimeMs: info.mtimeMs });
      }
      found.sort((a, b) => a.mtimeMs - b.mtimeMs);
      for (const { key, mtimeMs: _m, ...entry } of found) remember(key, entry);
      await evict();
    })());

  const remember = (key: string, entry: Entry) => {
    const old = index.get(key);
    if (old) {
      totalBytes -= old.bytes;
      index.delete(key);
    }
    index.set(key, entry);
    totalBytes += entry.bytes;
  };

  const forget = async (key: string) => {
    const entry = index.get(key);
    if (!entry) return;
    index.delete(key);
    totalBytes -= entry.bytes;
    await unlink(join(dir, entry.file)).catch(() => undefined);
  };

  const evict = async () => {
    for (const key of index.keys()) {
      if (totalBytes <= limits.maxBytes && index.size <= limits.maxEntries) return;
      await forget(key);
    }
  };

  return {
    async get(key) {
      await load();
      const entry = index.get(key);
      if (!entry) return null;
      let body: Buffer;
      try {
        body = await readFile(join(dir, entry.file));
      } catch {
        index.delete(key);
        totalBytes -= entry.bytes;
        return null;
      }
      // Used now: moves to the end of the eviction order.
      index.delete(key);
      index.set(key, entry);
      return { contentType: entry.contentType, etag: entry.etag, body };
    },
    async put(key, image) {
      await load();
      const digest = createHash('sha256').update(image.body).digest('base64url').slice(0, 22);
      const ext = EXTENSIONS[image.contentType];
      if (!ext) throw new Error(`image cache: unsupported content type ${image.contentType}`);
      const file = `${key}.${digest}.${ext}`;
      const temporary = join(dir, `.${randomUUID()}.tmp`);
      await writeFile(temporary, image.body);
      await rename(temporary, join(dir, file));
      const old = index.get(key);
      if (old && old.file !== file) await unlink(join(dir, old.file)).catch(() => undefined);
      remember(key, { file, contentType: image.contentType, etag: `"${digest}"`, bytes: image.body.length });
      await evict();
      return { ...image, etag: `"${digest}"` };
    },
    async size() {
      await load();
      return { entries: index.size, bytes: totalBytes };
    },
  };
}
