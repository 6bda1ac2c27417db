import type { ImageType } from '@scout/contracts/whitelabel/constants';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ICO = [0x00, 0x00, 0x01, 0x00];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** An XML prolog, comments and a doctype may come before the root `<svg` element. */
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

/** What an uploaded image really is, told by its first bytes (never by its name or claimed type). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ICO)) return 'image/x-icon';
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8');
  return SVG_START.test(head) ? 'image/svg+xml' : null;
}

/** Scripts, event handlers, `javascript:` links and embedded HTML: what an SVG logo must not hold. */
const ACTIVE_SVG_CONTENT = /<script|<foreignObject|<iframe|<embed|<object|\bon[a-z]+\s*=|javascript:|<!ENTITY/i;

export function svgHasActiveContent(bytes: Uint8Array): boolean {
  return ACTIVE_SVG_CONTENT.test(Buffer.from(bytes).toString('utf8'));
}
