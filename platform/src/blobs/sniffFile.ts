import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { CONTROL_CHARACTERS, MARKUP, OOXML_PARTS, sniffFileType, type SniffedType } from './sniff';

/** The bytes a type is told by: a file this short is sniffed as a whole, exactly as in memory. */
const HEAD_BYTES = 64 * 1024;
/** Kept from the previous chunk so a pattern split between two chunks is still seen. */
const OVERLAP = 1024;

/** The first `length` bytes of the file at `path` (fewer when it is shorter). */
export async function readHead(path: string, length = HEAD_BYTES): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Calls `visit` with each chunk of the file as text (latin1 or UTF-8) led by the end of the chunk before. */
async function scan(path: string, decode: (chunk: Buffer) => string, visit: (text: string) => boolean | void): Promise<void> {
  let tail = '';
  for await (const chunk of createReadStream(path, { highWaterMark: HEAD_BYTES }) as AsyncIterable<Buffer>) {
    const text = tail + decode(chunk);
    if (visit(text) === true) return;
    tail = text.slice(-OVERLAP);
  }
}

/** UTF-8 text without control characters (and with or without markup), read a chunk at a time. */
async function sniffTextFile(path: string): Promise<SniffedType | null> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let markup = false;
  let control = false;
  try {
    await scan(
      path,
      (chunk) => decoder.decode(chunk, { stream: true }),
      (text) => {
        control = CONTROL_CHARACTERS.test(text);
        markup ||= MARKUP.test(text);
        return control;
      },
    );
    decoder.decode();
  } catch {
    return null;
  }
  if (control) return null;
  return markup ? 'text/html' : 'text/plain';
}

/** Which Office document a ZIP file is, by the part names anywhere in the archive. */
async function sniffZipFile(path: string): Promise<SniffedType> {
  let found: SniffedType = 'application/zip';
  await scan(
    path,
    (chunk) => chunk.toString('latin1'),
    (text) => {
      const part = OOXML_PARTS.find(([name]) => text.includes(name));
      if (part) found = part[1];
      return Boolean(part);
    },
  );
  return found;
}

/**
 * {@link sniffFileType} of a file on disk, holding at most a few chunks in memory: the first bytes
 * tell the type; text is checked to its end (valid UTF-8, no control characters, markup anywhere)
 * and a ZIP archive searched for the parts of Office documents.
 */
export async function sniffFileTypeAt(path: string, size: number): Promise<SniffedType | null> {
  const head = await readHead(path);
  const sniffed = sniffFileType(head);
  if (size <= head.length) return sniffed;
  if (sniffed === 'application/zip') return sniffZipFile(path);
  // The head may end inside a character, so text is told again from the whole file.
  if (sniffed === 'text/plain' || sniffed === 'text/html' || sniffed === null) return sniffTextFile(path);
  return sniffed;
}
