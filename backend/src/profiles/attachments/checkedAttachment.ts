import {
  ATTACHMENT_DISPLAY_NAME_MAX,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  EXTENSION_ALIASES,
  type AttachmentType,
} from '@scout/contracts/profiles/attachments';
import { sniffFileType, type SniffedType } from '@scout/platform/blobs/sniff';
import { sniffFileTypeAt } from '@scout/platform/blobs/sniffFile';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '@scout/platform/errors';

export interface ReceivedFile {
  bytes: Buffer;
  /** The name the client sent, unchanged (path and all). */
  name: string;
}

/** A received file on disk (a temporary file of the upload). */
export interface ReceivedFileOnDisk {
  path: string;
  size: number;
  /** The name the client sent, unchanged (path and all). */
  name: string;
}

export interface CheckedAttachmentFile {
  path: string;
  contentType: AttachmentType;
  displayName: string;
  size: number;
}

export interface CheckedAttachment {
  bytes: Buffer;
  contentType: AttachmentType;
  /** The client's name made safe to show and to offer as a download name; never a path on disk. */
  displayName: string;
  size: number;
}

const KNOWN_EXTENSIONS = new Set<string>(Object.values(ATTACHMENT_TYPES).map((t) => t.extension));
const ACCEPTED = [...new Set(Object.values(ATTACHMENT_TYPES).map((t) => t.label))].join(', ');

/** A separator, a parent reference or a control character: a name that tries to be a path. */
const PATH_LIKE = /[/\\\u0000-\u001F\u007F]|^\.{1,2}$/;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return EXTENSION_ALIASES[extension] ?? extension;
}

function stemOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Letters, digits, spaces and a few harmless signs; the extension is the one of the real type. */
export function displayNameFor(clientName: string, contentType: AttachmentType): string {
  const extension = ATTACHMENT_TYPES[contentType].extension;
  const stem = stemOf(clientName.normalize('NFC'))
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .replace(/[^\p{L}\p{N} ._()+-]/gu, '_')
    .replace(/_{2,}/g, '_')
    .replace(/\s+/g, ' ')
    .slice(0, ATTACHMENT_DISPLAY_NAME_MAX - extension.length - 1);
  return `${stem || 'attachment'}.${extension}`;
}

function typeOf(sniffed: SniffedType | null, extension: string): AttachmentType | null {
  if (sniffed === 'text/plain') {
    // Text has no magic bytes: it is only taken for what its name says, and only as text or CSV.
    if (extension === 'csv') return 'text/csv';
    return extension === 'txt' || extension === '' ? 'text/plain' : null;
  }
  return sniffed && Object.hasOwn(ATTACHMENT_TYPES, sniffed) ? (sniffed as AttachmentType) : null;
}

function assertSize(size: number): void {
  if (size > ATTACHMENT_MAX_BYTES)
    throw new PayloadTooLargeError(`An attachment may be at most ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB`);
}

/** The attachment type of a file whose bytes were sniffed as `sniffed`, checked against its name. */
function attachmentTypeOf(name: string, sniffed: SniffedType | null): { contentType: AttachmentType; displayName: string } {
  if (PATH_LIKE.test(name) || name.split(/[/\\]/).includes('..')) {
    throw new UnsupportedMediaTypeError('The file name is not accepted: send the file under its own name, without a path');
  }
  const extension = extensionOf(name);
  const contentType = typeOf(sniffed, extension);
  if (!contentType) throw new UnsupportedMediaTypeError(`This type of file is not accepted; accepted are ${ACCEPTED}`);
  if (KNOWN_EXTENSIONS.has(extension) && extension !== ATTACHMENT_TYPES[contentType].extension) {
    throw new UnsupportedMediaTypeError(`The file is named .${extension} but holds a ${ATTACHMENT_TYPES[contentType].label}`);
  }
  return { contentType, displayName: displayNameFor(name, contentType) };
}

/**
 * Checks an uploaded attachment before anything is stored: its size (413), a name that is no path
 * (415), its type told by its content and agreeing with the name's extension when the extension is
 * one Scout knows (415). What could run in a browser (HTML, SVG, scripts) is refused.
 */
export function checkedAttachment(file: ReceivedFile): CheckedAttachment {
  assertSize(file.bytes.length);
  return { bytes: file.bytes, ...attachmentTypeOf(file.name, sniffFileType(file.bytes)), size: file.bytes.length };
}

/** {@link checkedAttachment} of a file on disk: its type told by its first bytes (text read to its end). */
export async function checkedAttachmentFile(file: ReceivedFileOnDisk): Promise<CheckedAttachmentFile> {
  assertSize(file.size);
  return { path: file.path, ...attachmentTypeOf(file.name, await sniffFileTypeAt(file.path, file.size)), size: file.size };
}
