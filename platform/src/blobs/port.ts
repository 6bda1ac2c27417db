/**
 * Blobs port: uploaded files (logos, favicons, attachments, stories) kept outside the event store.
 * A blob never changes once written, so it can be cached for good; its id is made by the store.
 */
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

/** What a new blob is made from: bytes in memory, or a file on disk that the store takes over (moves). */
export type BlobSource = { bytes: Buffer } | { path: string };
export type NewBlob = BlobSource & { contentType: string };

export interface BlobStore {
  /** Stores the bytes (a file given by path is moved into the store) and answers the new blob's id (a UUID). */
  put(blob: NewBlob): Promise<string>;
  /** The blob, or null when there is none with this id. */
  get(id: string): Promise<StoredBlob | null>;
  delete(id: string): Promise<void>;
}
