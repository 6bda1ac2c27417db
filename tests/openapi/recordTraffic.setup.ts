import { appendFileSync } from 'node:fs';
import { expect } from '@jest/globals';
import request from 'supertest';
import type { Answer } from './documentCheck';

/**
 * Set up by recordTraffic.config.js: every answer under `/api/v1` that a test's supertest request
 * gets is appended to `OPENAPI_TRAFFIC_FILE` as a line of JSON, for checkTraffic.ts.
 */

interface SentTest {
  url: string;
  method: string;
  end(callback?: (error: unknown, res?: request.Response) => void): unknown;
}

const file = process.env.OPENAPI_TRAFFIC_FILE;
const prototype = (request as unknown as { Test: { prototype: SentTest & { recording?: true } } }).Test.prototype;

/** A JSON body the test read as bytes (downloads are asked for so), as the client would have parsed it. */
function bodyOf(res: request.Response): unknown {
  const body: unknown = res.body;
  if (!Buffer.isBuffer(body) || !/json/.test(String(res.headers['content-type']))) return body;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return body.toString('utf8');
  }
}

if (file && !prototype.recording) {
  prototype.recording = true;
  const end = prototype.end;
  prototype.end = function (this: SentTest, callback) {
    return end.call(this, (error, res) => {
      const url = new URL(this.url);
      if (res && url.pathname.startsWith('/api/v1/')) {
        const answer: Answer & { test: string } = {
          test: expect.getState().testPath ?? '',
          method: this.method.toLowerCase(),
          path: url.pathname.replace(/^\/api\/v1/, ''),
          status: res.status,
          contentType: String(res.headers['content-type'] ?? ''),
          body: bodyOf(res),
        };
        appendFileSync(file, `${JSON.stringify(answer)}\n`);
      }
      callback?.(error, res);
    });
  };
}
