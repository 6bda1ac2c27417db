/**
 * Benchmark: throughput of Scout's api role, one process against two, on a PostgreSQL primary with
 * two streaming replicas (each api process reads from its own), one projections process and a
 * worker, every process started as `npm start` starts it. The baseline is the same load through one
 * api process, measured in the same run: the ratio says what a second api process adds here.
 *   npm run bench -- scale     (BENCH_SCALE_OPS=1500 per round, BENCH_SCALE_ROUNDS=3, BENCH_SCALE_CLIENTS=24)
 * The load is an agency's day: 9 reads (campaign list, one campaign, the account) to 1 write
 * (a new campaign, answered once its projection stored it), over 8 organisations. Last, a standby
 * projections process joins and the holder is killed under writes: how long the takeover took and
 * what the writes waited meanwhile.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { allProjections } from '@scout/projections';
import { type ScaleStack, type StackProcess, startScaleStack } from '../src/scale/stack';
import { cpuSecondsOf, cpuSecondsOfAll } from './cpuTime';
import { benchEnv, fmt, printTable, runLoad, type LoadResult } from './lib';

const OPS = Number(process.env.BENCH_SCALE_OPS ?? 1500);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const CLIENTS = Number(process.env.BENCH_SCALE_CLIENTS ?? 24);
const ORGS = 8;
const WRITES = Number(process.env.BENCH_SCALE_WRITES ?? 600);
/** The lease of the projections processes: how long a dead holder keeps its projections. */
const LEASE_MS = 5000;

interface Org {
  token: string;
  campaigns: string[];
}

async function call(base: string, token: string | null, method: 'GET' | 'POST', route: string, body?: object): Promise<Response> {
  const res = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status >= 400) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res;
}

async function createCampaign(base: string, org: Org, name: string): Promise<void> {
  const res = await call(base, org.token, 'POST', '/customer/campaign', { name });
  org.campaigns.push(((await res.json()) as { campaign: { _id: string } }).campaign._id);
}

/** Operation `i` of the mixed load, sent to one of `apis` in turn. */
function mixed(apis: StackProcess[], orgs: Org[]): (i: number) => Promise<unknown> {
  return async (i) => {
    const base = apis[i % apis.length]!.baseUrl;
    const org = orgs[i % orgs.length]!;
    switch (i % 10) {
      case 0:
        return createCampaign(base, org, `Load ${i}`);
      case 1:
      case 2:
      case 3:
      case 4:
        return (await call(base, org.token, 'GET', '/customer/campaigns?limit=25')).arrayBuffer();
      case 5:
      case 6:
      case 7:
        return (await call(base, org.token, 'GET', `/customer/campaign/${org.campaigns[i % org.campaigns.length]}`)).arrayBuffer();
      default:
        return (await call(base, org.token, 'GET', '/customer/account/me')).arrayBuffer();
    }
  };
}

interface Measured {
  result: LoadResult;
  cpuMsPerOp: Record<string, number>;
}

/** Rounds as one: operations and seconds added up, latencies of the middle round, CPU averaged. */
function combined(runs: Measured[]): Measured {
  const operations = runs.reduce((sum, run) => sum + run.result.operations, 0);
  const seconds = runs.reduce((sum, run) => sum + run.result.seconds, 0);
  const middle = [...runs].sort((a, b) => a.result.perSecond - b.result.perSecond)[Math.floor(runs.length / 2)]!;
  const cpuMsPerOp = Object.fromEntries(
    Object.keys(middle.cpuMsPerOp).map((name) => [name, runs.reduce((sum, run) => sum + (run.cpuMsPerOp[name] ?? 0), 0) / runs.length]),
  );
  return { result: { ...middle.result, operations, seconds, perSecond: operations / seconds }, cpuMsPerOp };
}

/** Where the CPU of a run went, in CPU milliseconds per operation. */
async function measured(groups: Record<string, () => number>, run: () => Promise<LoadResult>): Promise<Measured> {
  const before = Object.fromEntries(Object.entries(groups).map(([name, read]) => [name, read()]));
  const result = await run();
  const cpuMsPerOp = Object.fromEntries(
    Object.entries(groups).map(([name, read]) => [name, ((read() - (before[name] ?? 0)) * 1000) / result.operations]),
  );
  return { result, cpuMsPerOp };
}

const cpuLine = (title: string, cpu: Record<string, number>) =>
  console.log(
    `${title.padEnd(44)}${Object.entries(cpu)
      .map(([name, ms]) => `${name} ${fmt(ms)}`)
      .join('  ')}`,
  );

/** Operation `i` of profile-bank browsing (the search runs in the api process's own index), to one of `apis` in turn. */
function browsing(apis: StackProcess[], orgs: Org[]): (i: number) => Promise<unknown> {
  const platforms = ['instagram', 'tiktok', 'youtube'];
  return async (i) => {
    const base = apis[i % apis.length]!.baseUrl;
    const query = `platform=${platforms[i % 3]}&page=${1 + (i % 20)}`;
    return (await call(base, orgs[i % orgs.length]!.token, 'GET', `/customer/profileBank?${query}`)).arrayBuffer();
  };
}

/**
 * A second projections process joins (the two share the projections); writes go on through both api
 * processes while the first is killed: how long until the second holds every projection, and what
 * the writes waited meanwhile (each answers once its projection stored it, so a write during the
 * takeover waits for it).
 */
async function projectionsFailover(
  stack: ScaleStack,
  holder: StackProcess,
  apis: StackProcess[],
  orgs: Org[],
): Promise<{ takeoverSeconds: number; writes: LoadResult; slowestMs: number }> {
  const standby = await stack.start('projections-standby', 'projections');
  // The two share the projections from here (half each once the holder hands the surplus over).
  const projections = allProjections.length;
  let killedAt = 0;
  let takeover: Promise<number> | undefined;
  let slowestMs = 0;
  const writes = await runLoad(CLIENTS, WRITES, async (i) => {
    const started = performance.now();
    await createCampaign(apis[i % apis.length]!.baseUrl, orgs[i % ORGS]!, `Failover ${i}`);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    if (i === Math.floor(WRITES / 5)) {
      killedAt = performance.now();
      takeover = stack.kill(holder).then(async () => {
        while ((await stack.projectionsHeldBy(standby)).length < projections) await new Promise((r) => setTimeout(r, 50));
        return (performance.now() - killedAt) / 1000;
      });
    }
  });
  if (!takeover) throw new Error('the holder was never killed');
  return { takeoverSeconds: await takeover, writes, slowestMs };
}

export async function benchScale(): Promise<{ one: LoadResult; two: LoadResult; ratio: number; writes: LoadResult; browseRatio: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'scout-bench-scale-'));
  const { PLAN_CATALOGUE } = benchEnv('postgres://unused');
  const stack = await startScaleStack({
    dir,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PLAN_CATALOGUE: PLAN_CATALOGUE ?? '',
      READ_YOUR_WRITES_TIMEOUT_MS: '10000',
      PROJECTION_LEASE_MS: String(LEASE_MS),
    },
  });
  try {
    const holder = await stack.start('projections', 'projections');
    await stack.start('worker', 'worker');
    const apis = [await stack.start('api-1', 'api', { replica: 0 }), await stack.start('api-2', 'api', { replica: 1 })];
    const [first] = apis;
    if (!first) throw new Error('no api process');
    const orgs: Org[] = [];
    for (let n = 0; n < ORGS; n += 1) {
      const res = await call(first.baseUrl, null, 'POST', '/customer/auth/signup', {
        email: `bench-scale-${n}-${Date.now()}@example.com`,
        password: 'a bench password of decent length',
        fullName: `Bench ${n}`,
        orgName: `Bench Agency ${n}`,
      });
      const org: Org = { token: ((await res.json()) as { token: string }).token, campaigns: [] };
      for (let c = 0; c < 20; c += 1) await createCampaign(first.baseUrl, org, `Seed ${c}`);
      orgs.push(org);
    }
    // Warm both processes (JIT, pools), then the measured runs.
    await runLoad(CLIENTS, 400, mixed(apis, orgs));
    const byRole = (role: string) => () => stack.processes.filter((p) => p.role === role).reduce((sum, p) => sum + cpuSecondsOf(p.pid), 0);
    const groups = {
      api: byRole('api'),
      projections: byRole('projections'),
      worker: byRole('worker'),
      postgres: () => cpuSecondsOfAll('postgres'),
      'load generator': () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1e6;
      },
    };
    // Alternated rounds, so a slow moment of this shared machine falls on both sides.
    const oneRuns: Measured[] = [];
    const twoRuns: Measured[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      oneRuns.push(await measured(groups, () => runLoad(CLIENTS, OPS, mixed([first], orgs))));
      twoRuns.push(await measured(groups, () => runLoad(CLIENTS, OPS, mixed(apis, orgs))));
    }
    const [oneRun, twoRun] = [combined(oneRuns), combined(twoRuns)];
    const browseOne: Measured[] = [];
    const browseTwo: Measured[] = [];
    await runLoad(CLIENTS, 400, browsing(apis, orgs));
    for (let round = 0; round < ROUNDS; round += 1) {
      browseOne.push(await measured(groups, () => runLoad(CLIENTS, OPS, browsing([first], orgs))));
      browseTwo.push(await measured(groups, () => runLoad(CLIENTS, OPS, browsing(apis, orgs))));
    }
    const [browseOneRun, browseTwoRun] = [combined(browseOne), combined(browseTwo)];
    const browseRatio = browseTwoRun.result.perSecond / browseOneRun.result.perSecond;
    const writeRun = await measured(groups, () =>
      runLoad(CLIENTS, WRITES, (i) => createCampaign(first.baseUrl, orgs[i % ORGS]!, `Write ${i}`)),
    );
    const [one, two, writes] = [oneRun.result, twoRun.result, writeRun.result];
    const ratio = two.perSecond / one.perSecond;
    printTable(`Scale: ${CLIENTS} clients, 9 reads to 1 write, ${ORGS} organisations, ${cpus().length} CPUs`, [
      ['one api process (baseline)', one],
      ['two api processes (each on its own replica)', two],
      ['writes only, one api process', writes],
      ['bank browsing, one api process (baseline)', browseOneRun.result],
      ['bank browsing, two api processes', browseTwoRun.result],
    ]);
    console.log(`throughput ratio, two api processes / one: ${fmt(ratio)} (agency mix), ${fmt(browseRatio)} (bank browsing)`);
    console.log("\nCPU milliseconds per operation (all processes share this machine's cores):");
    cpuLine('one api process', oneRun.cpuMsPerOp);
    cpuLine('two api processes', twoRun.cpuMsPerOp);
    cpuLine('writes only', writeRun.cpuMsPerOp);
    cpuLine('bank browsing, one api process', browseOneRun.cpuMsPerOp);
    cpuLine('bank browsing, two api processes', browseTwoRun.cpuMsPerOp);
    const failover = await projectionsFailover(stack, holder, apis, orgs);
    console.log(
      `\nprojections failover (PROJECTION_LEASE_MS ${LEASE_MS}): of two processes sharing the projections, the first killed (SIGKILL) ` +
        `under ${CLIENTS} writing clients; the second held every projection ${fmt(failover.takeoverSeconds, 1)} s later; ${failover.writes.operations} writes, all answered, ` +
        `p50 ${fmt(failover.writes.p50)} ms, p99 ${fmt(failover.writes.p99)} ms, slowest ${fmt(failover.slowestMs)} ms`,
    );
    return { one, two, ratio, writes, browseRatio };
  } finally {
    await stack.close();
    await rm(dir, { recursive: true, force: true });
  }
}
