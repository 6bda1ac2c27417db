import type { ImageRef } from '@scout/contracts/whitelabel/events';

/** Where a stored image is served, with its upload time as a cache-busting parameter (spec "Images and assets"). */
export const imageUrl = (image: ImageRef | undefined): string | null =>
  image ? `/api/v1/misc/blobs/${image.blobId}?t=${Date.parse(image.uploadedAt)}` : null;

/** The later of the two uploads: the UI state's `logoChangedAt`. */
export function logoChangedAt(logo: ImageRef | undefined, favicon: ImageRef | undefined): string | null {
  const times = [logo?.uploadedAt, favicon?.uploadedAt].filter((t): t is string => typeof t === 'string').sort();
  return times.at(-1) ?? null;
}
