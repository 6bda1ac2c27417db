/**
 * Benchmark: the server's resident memory while 20 clients at once each send one upload of 10 files
 * of 10 MB (BENCH_UPLOAD_CLIENTS, BENCH_UPLOAD_FILES, BENCH_UPLOAD_FILE_MB) to a campaign that does
 * not exist, against a baseline measured in the same run with the same load: a plain Express route
 * that reads and throws the body away. Each server runs as its own process (`uploadsServer.ts`), its
 * RSS read from /proc every 20 ms; the bodies are generated as streams, so the client holds no file.
 *   npm run bench -- uploads
 * Fails (exit code 1) when Scout's peak RSS reaches 300 MB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { fmt, openBenchDatabase } from './lib';

const CLIENTS = Number(process.env.BENCH_UPLOAD_CLIENTS ?? 20);
const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 10);
const FILE_BYTES = Number(process.env.BENCH_UPLOAD_FILE_MB ?? 10) * 1024 * 1024;
const PEAK_RSS_LIMIT_MB = 300;
const MB = 1024 * 1024;
const SERVER = fileURLToPath(new URL('./uploadsServer.ts', import.meta.url));
const CHUNK = Buffer.alloc(64 * 1024, 'a');
/** Both servers run with the V8 flags of `npm start` (package.json), so Scout is measured as it runs. */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

interface Server {
  child: ChildProcess;
  base: string;
  token: string;
}

async function startServer(mode: 'scout' | 'plain', env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', SERVER, mode], {
    cwd: path.resolve(path.dirname(SERVER), '../..'),
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const end = output.indexOf('\n');
      if (end >= 0) resolve(output.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`the ${mode} server ended (${code}) before it listened`)));
  });
  const { base, token } = JSON.parse(line) as { base: string; token: string };
  return { child, base, token };
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The server's resident memory in bytes (Linux: VmRSS of /proc/<pid>/status). */
function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** A campaign upload of FILES files of FILE_BYTES each, made as it is sent; answers its length and stream. */
function uploadBody(campaignId: string): { length: number; boundary: string; body: Readable } {
  const boundary = `----scoutbench${randomUUID()}`;
  const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="campaignId"\r\n\r\n${campaignId}\r\n`);
  const partHead = (i: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="file${i}.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
  const end = Buffer.from(`--${boundary}--\r\n`);
  const length =
    field.length + Array.from({ length: FILES }, (_, i) => partHead(i).length + FILE_BYTES + 2).reduce((a, b) => a + b, 0) + end.length;
  function* parts(): Generator<Buffer> {
    yield field;
    for (let i = 0; i < FILES; i += 1) {
      yield partHead(i);
      for (let sent = 0; sent < FILE_BYTES; sent += CHUNK.length) yield CHUNK.subarray(0, Math.min(CHUNK.length, FILE_BYTES - sent));
      yield Buffer.from('\r\n');
    }
    yield end;
  }
  return { length, boundary, body: Readable.from(parts(), { objectMode: false }) };
}

/** Sends one upload to the end (whenever the answer comes) and answers its status. */
function upload(url: string, token: string): Promise<number> {
  const { length, boundary, body } = uploadBody(randomUUID());
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'PUT',
      agent: false,
      headers: { 'X-Access-Token': token, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(length) },
    });
    let status = 0;
    let answered = false;
    let sent = false;
    const settle = () => answered && sent && resolve(status);
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.once('end', () => {
        answered = true;
        settle();
      });
    });
    req.once('finish', () => {
      sent = true;
      settle();
    });
    // A server may close the connection once it answered; what was answered counts.
    req.on('error', (error) => (answered ? resolve(status) : reject(error)));
    body.pipe(req);
  });
}

interface Run {
  statuses: Record<number, number>;
  seconds: number;
  idleRss: number;
  peakRss: number;
}

async function run(server: Server): Promise<Run> {
  const pid = server.child.pid!;
  const idleRss = rssOf(pid);
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), 20);
  const t0 = performance.now();
  try {
    const statuses: Record<number, number> = {};
    for (const status of await Promise.all(Array.from({ length: CLIENTS }, () => upload(server.base, server.token)))) {
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    return { statuses, seconds: (performance.now() - t0) / 1000, idleRss, peakRss: Math.max(peakRss, rssOf(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => `${fmt(bytes / MB, 0)} MB`;
const line = (name: string, r: Run) =>
  console.log(
    name.padEnd(46) +
      Object.entries(r.statuses)
        .map(([status, n]) => `${n}×${status}`)
        .join(' ')
        .padStart(10) +
      `${fmt(r.seconds, 1)} s`.padStart(10) +
      mb(r.idleRss).padStart(10) +
      mb(r.peakRss).padStart(10),
  );

export async function benchUploads(): Promise<{ scout: Run; plain: Run }> {
  const db = await openBenchDatabase('uploads');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scout-bench-uploads-'));
  try {
    const plainServer = await startServer('plain');
    let plain: Run;
    try {
      plain = await run(plainServer);
    } finally {
      await stopServer(plainServer);
    }
    const scoutServer = await startServer('scout', { BENCH_UPLOADS_DATABASE_URL: db.url, BENCH_UPLOADS_DATA_DIR: dataDir });
    let scout: Run;
    try {
      scout = await run(scoutServer);
    } finally {
      await stopServer(scoutServer);
    }

    console.log(
      `\nuploads: ${CLIENTS} clients at once, each one upload of ${FILES} × ${mb(FILE_BYTES)} to a campaign that does not exist (${mb(CLIENTS * FILES * FILE_BYTES)} sent)`,
    );
    console.log('case'.padEnd(46) + 'answers'.padStart(10) + 'time'.padStart(10) + 'idle RSS'.padStart(10) + 'peak RSS'.padStart(10));
    line('Scout PUT /customer/campaign/upload', scout);
    line('baseline: plain Express route discarding body', plain);
    console.log(
      `ratio peak RSS Scout/plain: ${fmt(scout.peakRss / plain.peakRss)}×; Scout's growth under load ${mb(scout.peakRss - scout.idleRss)}, the plain route's ${mb(plain.peakRss - plain.idleRss)}`,
    );
    const scoutAnswers = Object.keys(scout.statuses);
    if (scoutAnswers.length !== 1 || scoutAnswers[0] !== '404') {
      console.log(`FAIL: every upload to a missing campaign must be answered 404 (got ${JSON.stringify(scout.statuses)})`);
      process.exitCode = 1;
    }
    if (scout.peakRss >= PEAK_RSS_LIMIT_MB * MB) {
      console.log(`FAIL: Scout's peak RSS ${mb(scout.peakRss)} is not under ${PEAK_RSS_LIMIT_MB} MB`);
      process.exitCode = 1;
    } else {
      console.log(`Scout's peak RSS ${mb(scout.peakRss)} is under ${PEAK_RSS_LIMIT_MB} MB`);
    }
    return { scout, plain };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await db.stop();
  }
}
