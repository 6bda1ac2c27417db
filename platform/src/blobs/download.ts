import type { Response } from 'express';
import type { StoredBlob } from './port';

/** Nothing in a downloaded file may run in Scout's origin, even if a browser were asked to render it. */
const DOWNLOAD_POLICY = "default-src 'none'; sandbox";

/**
 * Answers a private blob as a download under `fileName`: `Content-Disposition: attachment` (Express
 * makes the name safe), its content type (text with UTF-8), no sniffing, a sandbox with no rights,
 * same-origin only and revalidated each time. Shared by every route that hands out an uploaded file.
 */
export function sendBlobDownload(res: Response, blob: StoredBlob, fileName: string): void {
  res.attachment(fileName);
  res.setHeader('Content-Type', blob.contentType.startsWith('text/') ? `${blob.contentType}; charset=utf-8` : blob.contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', DOWNLOAD_POLICY);
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Cache-Control', 'private, no-cache');
  // Set here: the compression middleware writes the headers before the body, when Node could no longer count it.
  res.setHeader('Content-Length', String(blob.bytes.length));
  res.end(blob.bytes);
}
