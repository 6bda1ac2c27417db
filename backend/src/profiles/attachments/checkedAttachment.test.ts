import { describe, expect, it } from '@jest/globals';
import { ATTACHMENT_MAX_BYTES } from '@scout/contracts/profiles/attachments';
import { checkedAttachment, displayNameFor } from './checkedAttachment';
import {
  BARE_SCRIPT,
  CSV_FILE,
  DOCX_FILE,
  GIF_FILE,
  HTML_SCRIPT,
  MP4_FILE,
  PDF_FILE,
  PLAIN_ZIP_FILE,
  PNG_FILE,
  QUICKTIME_FILE,
  SCRIPTED_SVG,
  TEXT_FILE,
  WEBP_FILE,
  XLSX_FILE,
} from './testFiles';

const refusal = (bytes: Buffer, name: string) => {
  try {
    checkedAttachment({ bytes, name });
  } catch (error) {
    const { status, name: errorName } = error as { status: number; name: string };
    return { status, name: errorName };
  }
  return null;
};

describe('attachment checks', () => {
  it.each([
    ['brief.pdf', PDF_FILE, 'application/pdf', 'brief.pdf'],
    ['Media Kit.PNG', PNG_FILE, 'image/png', 'Media Kit.png'],
    ['loop.gif', GIF_FILE, 'image/gif', 'loop.gif'],
    ['shot.webp', WEBP_FILE, 'image/webp', 'shot.webp'],
    ['clip.m4v', MP4_FILE, 'video/mp4', 'clip.mp4'],
    ['contract.docx', DOCX_FILE, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'contract.docx'],
    ['rates.xlsx', XLSX_FILE, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'rates.xlsx'],
    ['fees.csv', CSV_FILE, 'text/csv', 'fees.csv'],
    ['notes', TEXT_FILE, 'text/plain', 'notes.txt'],
    ['scan without extension', PDF_FILE, 'application/pdf', 'scan without extension.pdf'],
  ])('accepts %s by its content', (name, bytes, contentType, displayName) => {
    expect(checkedAttachment({ bytes, name })).toEqual({ bytes, contentType, displayName, size: bytes.length });
  });

  it.each([
    ['an HTML page named as an image', HTML_SCRIPT, 'x.png'],
    ['a bare script named as text', BARE_SCRIPT, 'notes.txt'],
    ['an SVG with a script', SCRIPTED_SVG, 'logo.svg'],
    ['plain text named as an image', TEXT_FILE, 'photo.jpg'],
    ['a PDF named as an image', PDF_FILE, 'photo.png'],
    ['a ZIP that is no Office document', PLAIN_ZIP_FILE, 'archive.zip'],
    ['a QuickTime movie', QUICKTIME_FILE, 'clip.mov'],
    ['bytes of no known kind', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'tool'],
    ['an empty file', Buffer.alloc(0), 'empty.txt'],
  ])('refuses %s with 415', (_what, bytes, name) => {
    expect(refusal(bytes, name)).toEqual({ status: 415, name: 'UnsupportedMediaType' });
  });

  it.each(['../../etc/passwd', '..\\x.png', 'a/b.png', '..', 'evil\u0000.png', 'C:\\Users\\x.pdf'])(
    'refuses the path-like name %j with 415',
    (name) => {
      expect(refusal(PNG_FILE, name)).toEqual({ status: 415, name: 'UnsupportedMediaType' });
    },
  );

  it('refuses a file over the limit with 413', () => {
    const big = Buffer.concat([PDF_FILE, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    expect(refusal(big, 'big.pdf')).toEqual({ status: 413, name: 'PayloadTooLarge' });
  });

  it('keeps only harmless characters of the client name, with the real extension', () => {
    expect(displayNameFor('  .hidden "quote" <b>.png', 'image/png')).toBe('hidden _quote_ _b_.png');
    expect(displayNameFor('Über Vertrag (2026).pdf', 'application/pdf')).toBe('Über Vertrag (2026).pdf');
    expect(displayNameFor('...', 'text/plain')).toBe('attachment.txt');
    expect(displayNameFor(`${'a'.repeat(500)}.pdf`, 'application/pdf')).toHaveLength(120);
  });
});
