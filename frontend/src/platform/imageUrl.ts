import { DEFAULT_IMAGE_QUALITY, IMAGE_PROXY_PATH, imageWidthFor } from '@scout/contracts/platform/images';

/**
 * The address a third-party image (a creator's avatar, a post's thumbnail) is shown from: Scout's
 * image proxy, `/_next/image?url=…&w=…&q=…` (spec section 7), so no page loads it directly.
 * `width` is the pixels wanted (twice the CSS size for sharp screens) and is rounded up to a width
 * the proxy allows. Scout's own images (a path on this site, `data:`, `blob:`) are kept as they
 * are; anything that is not an http(s) address gives undefined (the avatar shows its initial).
 */
export function imageUrl(src: string | null | undefined, width: number, quality = DEFAULT_IMAGE_QUALITY): string | undefined {
  if (!src) return undefined;
  if ((src.startsWith('/') && !src.startsWith('//')) || src.startsWith('data:image/') || src.startsWith('blob:')) return src;
  let url: URL;
  try {
    // A protocol-relative address (//cdn…) is a third party's too.
    url = new URL(src.startsWith('//') ? `https:${src}` : src);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  return `${IMAGE_PROXY_PATH}?url=${encodeURIComponent(url.href)}&w=${imageWidthFor(width)}&q=${q}`;
}
