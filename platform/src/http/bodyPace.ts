import type { Request, RequestHandler, Response } from 'express';
import type { ErrorBody } from '@scout/contracts/platform/errors';
import type { Config } from '../config';

export interface BodyPace {
  /** The window a body is judged in. */
  windowMs: number;
  /** Bytes an upload (a multipart body) must send in every window. */
  uploadMinBytesPerWindow: number;
}

export const bodyPaceOf = (config: Config): BodyPace => ({
  windowMs: config.HTTP_BODY_WINDOW_MS,
  uploadMinBytesPerWindow: config.UPLOAD_MIN_BYTES_PER_WINDOW,
});

const hasBody = (req: Request) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
const isUpload = (req: Request) => /^multipart\//i.test(req.headers['content-type'] ?? '');

/** Bytes read from the client but not yet taken by Scout: when some wait, Scout is the slow side, not the client. */
const waiting = (req: Request) => req.readableLength + req.socket.readableLength;

function cut(res: Response, message: string): void {
  const { socket } = res.req;
  if (res.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ name: 'RequestTimeout', message } satisfies ErrorBody);
  res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  res.end(body, () => socket.destroy());
}

/**
 * Bodies sized by what the route takes: an upload (multipart) must send `uploadMinBytesPerWindow`
 * in every window and may last as long as it keeps that pace; any other body (JSON, at most a
 * megabyte) must arrive whole within one window. A client too slow gets 408 and its connection is
 * closed, instead of holding it for Node's default five minutes.
 */
export function paceRequestBodies(pace: BodyPace): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) {
      next();
      return;
    }
    const upload = isUpload(req);
    let readAtWindowStart = req.socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete) return stop();
      const read = req.socket.bytesRead - readAtWindowStart;
      readAtWindowStart = req.socket.bytesRead;
      const slow = upload ? read < pace.uploadMinBytesPerWindow : true;
      if (!slow || waiting(req) > 0) return;
      stop();
      cut(res, upload ? 'The upload was sent too slowly and was stopped, please retry' : 'The request was sent too slowly, please retry');
    }, pace.windowMs);
    const stop = () => clearInterval(timer);
    req.once('end', stop);
    req.once('close', stop);
    res.once('close', stop);
    next();
  };
}
