const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `id` can name a blob: stores make UUIDs, so anything else (a path, say) is no blob and never reaches storage. */
export const isBlobId = (id: string): boolean => UUID.test(id);
