import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import type { Server } from 'node:http';
import { paceRequestBodies } from './bodyPace';

const WINDOW_MS = 300;
const MIN_BYTES = 1000;
let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(paceRequestBodies({ windowMs: WINDOW_MS, uploadMinBytesPerWindow: MIN_BYTES }));
  // Reads the whole body and answers how many bytes came, as an upload route would.
  app.post('/upload', (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => res.json({ bytes }));
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Sends a multipart upload of `chunks` pieces of `chunkBytes`, one every `everyMs`; answers what came back once the server closed or answered. */
function upload(chunks: number, chunkBytes: number, everyMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      socket.destroy();
      resolve(received);
    };
    socket.on('data', (c: Buffer) => {
      received += c.toString('latin1');
      if (received.includes('\r\n\r\n{')) done();
    });
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.once('connect', () => {
      socket.write(
        `POST /upload HTTP/1.1\r\nHost: scout\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${chunks * chunkBytes}\r\n\r\n`,
      );
      let sent = 0;
      timer = setInterval(() => {
        if (sent < chunks && !socket.destroyed) socket.write(Buffer.alloc(chunkBytes, 97));
        sent += 1;
      }, everyMs);
    });
  });
}

describe('paceRequestBodies', () => {
  it('lets an upload run past many windows while it keeps the minimum rate', async () => {
    const answer = await upload(12, MIN_BYTES, WINDOW_MS / 3);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain(`{"bytes":${12 * MIN_BYTES}}`);
  });

  it('stops an upload that falls under the minimum rate with 408 RequestTimeout and closes the connection', async () => {
    const answer = await upload(12, 10, WINDOW_MS / 3);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"name":"RequestTimeout"');
    expect(answer).toContain('The upload was sent too slowly and was stopped, please retry');
  });
});
