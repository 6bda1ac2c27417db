/**
 * The image proxy (`/_next/image?url&w&q`, spec section 7 "Images and assets"): creator avatars and
 * post thumbnails are loaded through it, resized and cached, never straight from a third party.
 */

/** Where the proxy is served, outside `/api/v1`, as the spec builds image addresses. */
export const IMAGE_PROXY_PATH = '/_next/image';

/** Default image quality (spec section 9). */
export const DEFAULT_IMAGE_QUALITY = 75;

/**
 * The only widths the proxy resizes to (Next.js's `imageSizes` then `deviceSizes`), ascending; any
 * other `w` answers 400, so a caller cannot fill the cache with one entry per pixel.
 */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The smallest allowed width at least `pixels` wide (the largest one past the end). */
export function imageWidthFor(pixels: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}
