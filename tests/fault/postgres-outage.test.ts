import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@scout/platform/net/freePort';
import { clusterDirOf } from '@scout/platform/postgres/rootPlacement';
import { campaignNames, startOutageWriters } from '../support/outageWriters';
import { startScoutProcess, type ScoutProcess } from '../support/process';

/**
 * Issue 25, faults below the process: the embedded PostgreSQL killed, or its disk full, under a few
 * writing clients. The same Scout process answers 503 meanwhile (never 500), serves again by itself,
 * keeps every acknowledged write, and logs a bounded amount while the database is away.
 */
const WRITERS = 4;
const RECOVERY_BOUND_MS = 10_000;
const LOG_BYTES_PER_MINUTE = 1024 * 1024;

async function signUp(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/customer/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'outage password', fullName: 'Out Age' }),
  });
  const body = (await res.json()) as { token: string };
  expect({ status: res.status, body }).toEqual({ status: 201, body: expect.objectContaining({ token: expect.any(String) }) });
  return body.token;
}

async function postmasterPid(dataDir: string): Promise<number> {
  return Number.parseInt((await readFile(path.join(clusterDirOf(dataDir), 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
}

/** A process's state line from /proc, or that it is gone (for a failure's message). */
function processState(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8').match(/^State:.*$/m)?.[0] ?? 'no state line';
  } catch {
    return 'gone';
  }
}

function postgresProcesses(): string {
  try {
    return execFileSync('ps', ['-o', 'pid,ppid,stat,etime,args', '-C', 'postgres'], { encoding: 'utf8' });
  } catch (error) {
    return `ps failed: ${String(error).split('\n')[0]}`;
  }
}

/** Runs one outage against a running Scout and checks what the Done-when asks of it. */
async function outage(
  scout: ScoutProcess,
  token: string,
  prefix: string,
  cause: { begin(): Promise<void>; end(): Promise<void>; state?(): string },
) {
  const writers = startOutageWriters(scout.baseUrl, token, prefix, WRITERS);
  try {
    await writers.firstSuccessAfter(Date.now());
    const logBefore = scout.output().length;
    const began = Date.now();
    await cause.begin();
    // The writers' writes may all be waiting for their read models through a short outage (the SIGKILL
    // case is back in half a second), and a write asked for in the first tens of milliseconds was seen
    // answered 201 (it reached a backend not yet gone, or waited for a connection until PostgreSQL was
    // back): two CI runs saw no write meet the outage. Probes every 20 ms do.
    writers.probe(5_000);
    await writers.refusalAfter(began);
    await cause.end();
    const ended = Date.now();
    const backAt = await writers.firstSuccessAfter(ended);
    expect(backAt - ended).toBeLessThan(RECOVERY_BOUND_MS);
    const outageMinutes = (backAt - began) / 60_000;
    // Access lines of writes that succeeded are ordinary traffic; everything else the outage caused counts.
    const logged = scout
      .output()
      .slice(logBefore)
      .split('\n')
      .filter((line) => !/"statusCode":2\d\d/.test(line))
      .join('\n').length;
    expect(logged / outageMinutes).toBeLessThan(LOG_BYTES_PER_MINUTE);
    // A few more writes after the recovery, then the totals.
    const more = writers.acknowledged.length + WRITERS * 3;
    while (writers.acknowledged.length < more) await writers.firstSuccessAfter(Date.now());
  } catch (error) {
    const supervisorLines = scout.output().match(/.*embedded PostgreSQL.*/g) ?? [];
    throw new Error(
      `${String(error)}\n${cause.state?.() ?? ''}\nScout's lines about PostgreSQL:\n${supervisorLines.join('\n')}\nScout's last lines:\n${scout.output().slice(-3000)}`,
    );
  } finally {
    await writers.stop();
  }
  // Every answer is a success or an explained 503: no 500, no connection dropped, and no 404 for a
  // write the event store took while the read models could not (its command waits for them, or says 503).
  expect(writers.unexpected).toEqual([]);
  expect(writers.statuses.get(500)).toBeUndefined();
  expect(writers.statuses.get(503)).toBeGreaterThan(0);
  const stored = await campaignNames(scout.baseUrl, token);
  expect(writers.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  expect(writers.acknowledged.length).toBeGreaterThan(WRITERS * 3);
}

let tmp: string;
let mounted: string | undefined;
const running: ScoutProcess[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'scout-outage-'));
  // As root the cluster runs as the postgres user, which must pass through to stay in DATA_DIR.
  await chmod(tmp, 0o711);
});

afterAll(async () => {
  for (const p of running) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  for (const p of running) await p.exited;
  if (mounted) execFileSync('umount', ['-l', mounted]);
  await rm(tmp, { recursive: true, force: true });
});

async function startScout(dataDir: string): Promise<ScoutProcess> {
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SERVE_FRONTEND: 'false', LOG_LEVEL: 'info' };
  const scout = await startScoutProcess(env, await freePort());
  running.push(scout);
  return scout;
}

async function stopScout(scout: ScoutProcess): Promise<void> {
  scout.child.kill('SIGTERM');
  expect(await scout.exited).toBe(0);
}

describe('Scout on its embedded PostgreSQL when the database goes away', () => {
  it('restarts PostgreSQL after a SIGKILL of its postmaster: 503 meanwhile, never 500, serving again within 10 s with every acknowledged write', async () => {
    const dataDir = path.join(tmp, 'killed');
    const scout = await startScout(dataDir);
    const token = await signUp(scout.baseUrl, 'killed@example.com');
    let killed = 0;
    await outage(scout, token, 'killed', {
      async begin() {
        killed = await postmasterPid(dataDir);
        process.kill(killed, 'SIGKILL');
      },
      async end() {},
      state: () => `postmaster ${killed} after the SIGKILL: ${processState(killed)}; postgres processes now:\n${postgresProcesses()}`,
    });
    expect(await postmasterPid(dataDir)).not.toBe(killed);
    expect(scout.output()).toMatch(/embedded PostgreSQL exited \(signal SIGKILL\); restarting it/);
    expect(scout.output()).toMatch(/embedded PostgreSQL runs again after \d+ attempts?/);
    expect(scout.output()).not.toMatch(/Unhandled error|"statusCode":500/);
    await stopScout(scout);
  }, 90_000);

  it('refuses writes with 503 while the disk of DATA_DIR is full and serves again by itself once space returns', async () => {
    const dataDir = path.join(tmp, 'full');
    await mkdir(dataDir);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', dataDir], { stdio: 'pipe' });
      mounted = dataDir;
    } catch (error) {
      console.warn(`skipping "disk of DATA_DIR is full": a tmpfs cannot be mounted here (${String(error).split('\n')[0]})`);
      return;
    }
    const scout = await startScout(dataDir);
    expect(clusterDirOf(dataDir).startsWith(dataDir)).toBe(true);
    const token = await signUp(scout.baseUrl, 'full@example.com');
    const filler = path.join(dataDir, 'filler');
    await outage(scout, token, 'full', {
      async begin() {
        // Fill every byte left, in steps that get smaller as the space runs out.
        for (let size = 16 * 1024 * 1024; size >= 4096; ) {
          try {
            await writeFile(filler, Buffer.alloc(size), { flag: 'a' });
          } catch {
            size /= 2;
          }
        }
      },
      async end() {
        await rm(filler);
      },
    });
    await stopScout(scout);
  }, 120_000);
});
