import { imageUrl } from '../platform/imageUrl';

/** A content thumbnail through Scout's image proxy (no page loads a third-party image); `size` in CSS pixels. */
export function thumbnailSrc(url: string | null | undefined, size: number): string | undefined {
  return imageUrl(url, size * 2);
}
