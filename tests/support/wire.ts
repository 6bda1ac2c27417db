import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer as it crossed the wire: nothing decoded on the way (Node's http client never does). */
export interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** `br`, `gzip` or `identity`. */
  encoding: string;
  /** The body's bytes as sent. */
  body: Buffer;
  /** Bytes on the wire: the status line and headers as sent, and the body. */
  transferred: number;
  /** The body once its Content-Encoding is undone. */
  decoded: Buffer;
}

function decode(encoding: string, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'identity') return body;
  throw new Error(`an answer in ${encoding}, which neither Scout nor this check speaks`);
}

/** GETs `url` (http) with `headers` and answers it as sent; a body that does not decode fails. */
export function getOnTheWire(url: string, headers: Record<string, string> = {}): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const statusLine = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`;
        let headerBytes = Buffer.byteLength(statusLine) + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        try {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            encoding,
            body,
            transferred: headerBytes + body.length,
            decoded: decode(encoding, body),
          });
        } catch (error) {
          reject(error);
        }
      });
    }).on('error', reject);
  });
}
