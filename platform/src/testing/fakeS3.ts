import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
}

export interface FakeS3Request {
  method: string;
  /** The request path without its query: `/<bucket>/<key>`. */
  path: string;
  authorized: boolean;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`, the S3_ENDPOINT of a client in path style. */
  endpoint: string;
  bucket: string;
  /** The objects of the bucket by key. */
  objects: Map<string, FakeS3Object>;
  /** Every request received, in order. */
  requests: FakeS3Request[];
  /** Environment for loadConfig / startTestApp: BLOB_STORE=s3 on this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const FAKE_ACCESS_KEY = 'fake-s3-access-key';
const FAKE_SECRET_KEY = 'fake-s3-secret-key';

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function xmlError(res: ServerResponse, status: number, code: string, message: string, head = false): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  if (head) res.end();
  else res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/**
 * An in-memory S3 of one bucket on 127.0.0.1, in path style (`/<bucket>/<key>`): PUT, GET, HEAD and
 * DELETE of objects with their content type. Signatures are not checked, but a request without an
 * Authorization header is refused (AccessDenied), as is another bucket (NoSuchBucket). A missing key
 * answers S3's 404 NoSuchKey.
 */
export async function startFakeS3(bucket = 'scout-test'): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? '';
    const path = new URL(req.url ?? '/', 'http://fake-s3.test').pathname;
    const authorized = Boolean(req.headers.authorization);
    requests.push({ method, path, authorized });
    const body = await readBody(req);
    const head = method === 'HEAD';

    if (!authorized) return xmlError(res, 403, 'AccessDenied', 'Access Denied', head);
    const [, bucketName = '', ...keyParts] = path.split('/');
    if (decodeURIComponent(bucketName) !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
    const key = keyParts.map(decodeURIComponent).join('/');
    if (!key) return xmlError(res, 501, 'NotImplemented', 'Only object requests are implemented', head);

    if (method === 'PUT') {
      if (req.headers['content-encoding']?.includes('aws-chunked')) {
        return xmlError(res, 501, 'NotImplemented', 'aws-chunked bodies are not implemented');
      }
      objects.set(key, { bytes: body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.writeHead(200, { etag: etagOf(body) }).end();
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    if (method === 'GET' || head) {
      const object = objects.get(key);
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.bytes.length,
        etag: etagOf(object.bytes),
        'last-modified': new Date(0).toUTCString(),
      });
      res.end(head ? undefined : object.bytes);
      return;
    }
    xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => xmlError(res, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    objects,
    requests,
    env: {
      BLOB_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: FAKE_ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: FAKE_SECRET_KEY,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
