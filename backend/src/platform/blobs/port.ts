/**
 * Blobs port: uploaded files (logos, favicons, later attachments) kept outside the event store.
 * A blob never changes once written, so it can be cached for good; its id is made by the store.
 */
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  /** Stores the bytes and answers the new blob's id (a UUID). */
  put(blob: StoredBlob): Promise<string>;
  /** The blob, or null when there is none with this id. */
  get(id: string): Promise<StoredBlob | null>;
  delete(id: string): Promise<void>;
}
