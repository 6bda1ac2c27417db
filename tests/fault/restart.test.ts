import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@scout/platform/net/freePort';
import { runScript, startScoutProcess, type ScoutProcess } from '../support/process';

let dataDir: string;
const running: ScoutProcess[] = [];

afterAll(async () => {
  for (const p of running) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function post(base: string, route: string, body: object, token?: string) {
  const res = await fetch(`${base}/api/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function usernames(base: string, token: string): Promise<string[]> {
  const res = await fetch(`${base}/api/v1/customer/socialProfiles?platform=all&sortBy=username&orderBy=asc`, {
    headers: { 'x-access-token': token },
  });
  const body = (await res.json()) as { profiles: Array<{ username: string }> };
  return body.profiles.map((p) => p.username);
}

describe('Scout on its embedded PostgreSQL across restarts', () => {
  it('keeps every acknowledged command after kill -9, restarts by itself, stops cleanly on SIGTERM and rebuilds a read model while stopped', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'scout-restart-'));
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SERVE_FRONTEND: 'false' };
    const port = await freePort();

    const first = await startScoutProcess(env, port);
    running.push(first);
    const signup = await post(first.baseUrl, '/customer/auth/signup', {
      email: 'restart@example.com',
      password: 'restart password',
      fullName: 'Re Start',
    });
    expect(signup.status).toBe(201);
    const token = signup.body.token as string;
    const acknowledged: string[] = [];
    for (const username of ['adele', 'beyonce', 'cristiano', 'dualipa', 'emmawatson']) {
      const res = await post(first.baseUrl, '/customer/socialProfile', { platform: 'instagram', username }, token);
      expect(res.status).toBe(201);
      acknowledged.push(username);
    }

    first.child.kill('SIGKILL');
    await first.exited;
    // The killed app leaves its PostgreSQL running as an orphan holding the data directory.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

    const second = await startScoutProcess(env, port);
    running.push(second);
    expect(await usernames(second.baseUrl, token)).toEqual(acknowledged);
    expect((await post(second.baseUrl, '/customer/socialProfile', { platform: 'tiktok', username: 'khaby.lame' }, token)).status).toBe(201);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(second.output()).not.toMatch(/unhandled|terminating connection/i);

    const third = await startScoutProcess(env, port);
    running.push(third);
    expect(await usernames(third.baseUrl, token)).toEqual([...acknowledged, 'khaby.lame'].sort());
    const refused = await runScript('scripts/src/rebuild.ts', ['savedProfiles'], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already running/);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);

    const rebuilt = await runScript('scripts/src/rebuild.ts', ['savedProfiles'], env);
    expect(rebuilt.output).toMatch(/rebuilt savedProfiles from \d+ events/);
    expect(rebuilt.code).toBe(0);
    const fourth = await startScoutProcess(env, port);
    running.push(fourth);
    expect(await usernames(fourth.baseUrl, token)).toEqual([...acknowledged, 'khaby.lame'].sort());
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toBe(0);
  }, 120_000);
});
