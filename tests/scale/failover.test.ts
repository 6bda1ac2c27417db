import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ScaleStack, type StackProcess, startScaleStack } from '../../scripts/src/scale/stack';
import { allProjections } from '@scout/projections';
import { eventually } from '../support/eventually';
import { runScript } from '../support/process';

/*
 * Scout split into processes on a PostgreSQL primary with two streaming replicas: two api
 * processes (each reading from its own replica), two projections processes (sharing the
 * projections once the second joins) and a worker. Load goes through both api processes while the
 * first projections process is killed; then the primary is stopped and a replica promoted.
 */

const projectionNames = allProjections.map((p) => p.name).sort();
const CAMPAIGNS = 36;
const KILL_AFTER = 10;

let dir: string;
let stack: ScaleStack;
let keeper: StackProcess;
let standby: StackProcess;
let apis: StackProcess[];
let token: string;

const holdsEverything = async (process: StackProcess) => (await stack.projectionsHeldBy(process)).length === projectionNames.length;

async function call(api: StackProcess, method: 'GET' | 'POST', route: string, body?: object) {
  const res = await fetch(`${api.baseUrl}/api/v1${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Creates a campaign through `api` and reads it back from the same process at once (read-your-writes). */
async function createAndRead(api: StackProcess, name: string): Promise<string> {
  const created = await call(api, 'POST', '/customer/campaign', { name });
  expect(created.status).toBe(201);
  const id = (created.body.campaign as { _id: string })._id;
  const read = await call(api, 'GET', `/customer/campaign/${id}`);
  expect([read.status, (read.body.campaign as { name?: string } | undefined)?.name]).toEqual([200, name]);
  return id;
}

async function campaignsSeenBy(api: StackProcess): Promise<string[]> {
  const list = await call(api, 'GET', '/customer/campaigns?limit=100');
  expect(list.status).toBe(200);
  return (list.body.campaigns as Array<{ _id: string }>).map((c) => c._id).sort();
}

/** The pages each projections process logged as stored: [projection, from, through]. */
function storedPages(process: StackProcess): Array<{ projection: string; from: string | null; through: string }> {
  return process
    .output()
    .split('\n')
    .filter((line) => line.includes('"page stored"'))
    .map((line) => JSON.parse(line) as { projection: string; from: string | null; through: string; applied: number })
    .filter((page) => page.applied > 0);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'scout-scale-'));
  stack = await startScaleStack({
    dir,
    env: { PROJECTION_LEASE_MS: '1500', READ_YOUR_WRITES_TIMEOUT_MS: '20000' },
  });
  keeper = await stack.start('projections-1', 'projections', { env: { LOG_LEVEL: 'debug' } });
  await eventually('the first projections process to take every lease', async () => ((await holdsEverything(keeper)) ? true : undefined));
  standby = await stack.start('projections-2', 'projections', { env: { LOG_LEVEL: 'debug' } });
  // The first hands half of the projections over to the second.
  await eventually('the two projections processes to share the projections', async () => {
    const held = [(await stack.projectionsHeldBy(keeper)).length, (await stack.projectionsHeldBy(standby)).length];
    return held.every((n) => n > 0) && held[0]! + held[1]! === projectionNames.length ? true : undefined;
  });
  await stack.start('worker', 'worker');
  apis = [await stack.start('api-1', 'api', { replica: 0 }), await stack.start('api-2', 'api', { replica: 1 })];
}, 240_000);

afterAll(async () => {
  await stack?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('Scout in roles on a primary and two streaming replicas', () => {
  const created: string[] = [];

  it('serves one organisation through both api processes while the projections holder is killed', async () => {
    const [one, two] = apis;
    if (!one || !two) throw new Error('two api processes');
    const signup = await call(one, 'POST', '/customer/auth/signup', {
      email: `scale-${Date.now()}@example.com`,
      password: 'correct horse battery',
      fullName: 'Stella Scale',
      orgName: 'Scale Agency',
    });
    expect(signup.status).toBe(201);
    token = signup.body.token as string;
    // The session written through one process, read from the other's replica.
    expect((await call(two, 'GET', '/customer/account/me')).status).toBe(200);

    // Four clients at a time, alternating api processes; the holder dies after KILL_AFTER campaigns.
    let next = 0;
    let killed: Promise<void> | undefined;
    const client = async () => {
      while (next < CAMPAIGNS) {
        const n = next++;
        const api = n % 2 === 0 ? one : two;
        created.push(await createAndRead(api, `Campaign ${n}`));
        if (created.length === KILL_AFTER) killed = stack.kill(keeper);
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    await killed;
    expect(keeper.child.signalCode).toBe('SIGKILL');
    await eventually('the standby to hold every projection', async () => ((await holdsEverything(standby)) ? true : undefined), 200, 100);
    // What an operator sees: every read model held by the standby.
    const status = await runScript('scripts/src/projections.ts', ['status'], { DATABASE_URL: stack.databaseUrl });
    expect(status.code).toBe(0);
    const heldBy = status.output.split('\n').filter((line) => projectionNames.some((name) => line.startsWith(`${name} `)));
    expect(heldBy).toHaveLength(projectionNames.length);
    expect(heldBy.every((line) => line.includes(`:${standby.pid}:`))).toBe(true);

    // No event skipped: every campaign is there once, through either api process (each replica
    // replays the other process's last writes a moment after they were answered).
    const all = JSON.stringify([...created].sort());
    for (const api of [one, two]) {
      await eventually('every campaign through each api process', async () =>
        JSON.stringify(await campaignsSeenBy(api)) === all ? true : undefined,
      );
    }
    // Nothing was set aside as failing on the way.
    const health = await call(one, 'GET', '/health/ready');
    expect(health.status).toBe(200);
    expect((health.body.projections as Array<{ name: string; parked: number }>).filter((p) => p.parked > 0)).toEqual([]);
    // Each campaign's history holds its one creation event, once.
    for (const id of created.slice(0, 12)) {
      const history = await call(two, 'GET', `/customer/campaign/${id}/history`);
      expect((history.body.history as Array<{ type: string }>).map((h) => h.type)).toEqual(['CampaignCreated']);
    }
  }, 240_000);

  it('never stored two pages of one projection over the same events, in either process', () => {
    const pages = [...storedPages(keeper), ...storedPages(standby)];
    expect(pages.length).toBeGreaterThan(0);
    expect(new Set(storedPages(standby).map((p) => p.projection)).size).toBeGreaterThan(0);
    for (const name of projectionNames) {
      const own = pages.filter((p) => p.projection === name).sort((a, b) => ((a.from ?? '') < (b.from ?? '') ? -1 : 1));
      for (let i = 1; i < own.length; i += 1) {
        const before = own[i - 1];
        const page = own[i];
        if (!before || !page) continue;
        // A page starts where the stored checkpoint was: at or after the previous page's end.
        expect([name, (page.from ?? '') >= before.through]).toEqual([name, true]);
      }
    }
  });

  it('goes on after the primary is stopped and a replica promoted', async () => {
    const [one, two] = apis;
    if (!one || !two) throw new Error('two api processes');
    await stack.failOver(0);
    // The processes reconnect through the primary's address; the first calls may meet closed connections.
    const id = await eventually(
      'a write through the promoted primary',
      async () => {
        const res = await call(two, 'POST', '/customer/campaign', { name: 'After failover' });
        return res.status === 201 ? (res.body.campaign as { _id: string })._id : undefined;
      },
      120,
      250,
    );
    created.push(id);
    await eventually('both api processes to see every campaign', async () => {
      const [seenOne, seenTwo] = [await campaignsSeenBy(one), await campaignsSeenBy(two)];
      const all = [...created].sort();
      return JSON.stringify(seenOne) === JSON.stringify(all) && JSON.stringify(seenTwo) === JSON.stringify(all) ? true : undefined;
    });
    // Its leases went with the old primary's connections: it takes them again through the new one.
    await eventually(
      'the standby to hold every projection again',
      async () => ((await holdsEverything(standby)) ? true : undefined),
      200,
      100,
    );
  }, 240_000);
});
