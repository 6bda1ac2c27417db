import type { ImageType } from '@scout/contracts/platform/imageTypes';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ICO = [0x00, 0x00, 0x01, 0x00];
const PDF = [...'%PDF-'].map((c) => c.charCodeAt(0));
const GIF87 = [...'GIF87a'].map((c) => c.charCodeAt(0));
const GIF89 = [...'GIF89a'].map((c) => c.charCodeAt(0));
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

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

/** ISO base media brands of MP4 video (not QuickTime `qt  `, not HEIF images). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4', 'msnv']);

/** Office Open XML documents are ZIP files; their part names (kept uncompressed in the archive) tell which. */
export const OOXML_PARTS: ReadonlyArray<readonly [part: string, type: SniffedType]> = [
  ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

/** Text a browser could take for a page or a script. */
export const MARKUP =
  /<\s*(?:!doctype|\?xml|html|head|body|script|iframe|frame|object|embed|svg|math|meta|link|style|img|form|base|a\s)|javascript:/i;
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

export type SniffedType =
  | 'application/pdf'
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'image/x-icon'
  | 'image/svg+xml'
  | 'video/mp4'
  | 'application/zip'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  /** UTF-8 text without control characters or markup. */
  | 'text/plain'
  /** Text holding HTML, SVG or script markup. */
  | 'text/html';

function sniffText(bytes: Uint8Array): SniffedType | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.length === 0 || CONTROL_CHARACTERS.test(text)) return null;
  return MARKUP.test(text) ? 'text/html' : 'text/plain';
}

/** What an uploaded file really is, told by its bytes; null when it is none of the kinds Scout knows. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp') return MP4_BRANDS.has(ascii(bytes, 8, 12)) ? 'video/mp4' : null;
  if (startsWith(bytes, ZIP)) {
    const names = Buffer.from(bytes).toString('latin1');
    return OOXML_PARTS.find(([part]) => names.includes(part))?.[1] ?? 'application/zip';
  }
  return sniffImageType(bytes) ?? sniffText(bytes);
}
