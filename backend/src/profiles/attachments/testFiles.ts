import { ONE_PIXEL_PNG, SCRIPTED_SVG } from '../../whitelabel/testImages';

/** Small files of each kind, made by hand with their real leading bytes, for upload tests. */
export const PNG_FILE = ONE_PIXEL_PNG;
export const PDF_FILE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const GIF_FILE = Buffer.from('474946383961010001000000002c00000000010001000002003b', 'hex');
export const WEBP_FILE = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);
export const MP4_FILE = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
export const QUICKTIME_FILE = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(8)]);

/** A ZIP local file header naming one entry, as Office Open XML files begin. */
const zipWith = (entry: string) => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(entry), 26);
  return Buffer.concat([header, Buffer.from(entry), Buffer.from('<xml/>')]);
};
export const DOCX_FILE = Buffer.concat([zipWith('[Content_Types].xml'), zipWith('word/document.xml')]);
export const XLSX_FILE = Buffer.concat([zipWith('[Content_Types].xml'), zipWith('xl/workbook.xml')]);
export const PLAIN_ZIP_FILE = zipWith('payload.exe');

export const CSV_FILE = Buffer.from('username,platform,fee\ncristiano,instagram,1200\nkhaby.lame,tiktok,900\n');
export const TEXT_FILE = Buffer.from('Brief: two reels in March, café visit, 💡 ideas welcome.\n');

/** A page that would run a script if a browser ever rendered it in Scout's origin. */
export const HTML_SCRIPT = Buffer.from('<!doctype html><html><body><script>fetch("/api/v1/customer/account/me")</script></body></html>');
export const BARE_SCRIPT = Buffer.from('<script>alert(document.cookie)</script>');
export { SCRIPTED_SVG };
