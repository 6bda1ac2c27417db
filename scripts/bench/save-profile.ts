/**
 * Benchmark (a): save-profile commands per second and p99 at 8 concurrent clients, against raw
 * single-row INSERTs into the same PostgreSQL at the same concurrency, measured in the same run.
 * The command rounds run first on the event store alone (the write path), then once more while
 * Scout's projections keep up with them (both cores shared), then two HTTP rounds.
 * A last round, outside the figures, breaks an HTTP save down (breakdown.ts).
 *   npm run bench -- save-profile        (BENCH_OPS=4000 by default)
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Server } from 'node:http';
import { createScout, type Scout } from '@scout/backend/app';
import type { EventStore } from '@scout/platform/eventstore/port';
import { openStores } from '@scout/platform/stores';
import { loadConfig } from '@scout/platform/config';
import { handleCommand } from '@scout/platform/commandHandler';
import { createPool } from '@scout/platform/postgres/pool';
import { savedProfileDecider } from '@scout/backend/profiles/savedProfile';
import { newShareKey } from '@scout/backend/profiles/shareKey';
import { savedProfileId, savedProfileStream } from '@scout/backend/profiles/routes';
import { startBreakdown, startCpuMeter, type CpuMeter } from './breakdown';
import { knowCreators } from '../../tests/support/knownCreators';
import {
  fmt,
  listen,
  openBenchDatabase,
  printTable,
  projectionsCaughtUp,
  runLoad,
  type LoadResult,
  benchEnv,
  benchLogger,
  postJson,
} from './lib';

const CLIENTS = 8;
const OPS = Number(process.env.BENCH_OPS ?? 4000);

export async function benchSaveProfile(): Promise<{ ratio: number; command: LoadResult; raw: LoadResult }> {
  const db = await openBenchDatabase('save');
  const pool = createPool(db.url, { max: CLIENTS + 4 });
  const rawPool = createPool(db.url, { max: CLIENTS });
  const config = loadConfig(benchEnv(db.url, { READ_YOUR_WRITES_TIMEOUT_MS: '10000' }));
  const writeOnly = await openStores(config, pool);
  let scout: Scout | undefined;
  let server: Server | undefined;

  try {
    await rawPool.query(
      `create table raw_profiles (id uuid primary key, org_id text not null, platform text not null, username text not null,
       created_at timestamptz not null default now(), unique (org_id, platform, username))`,
    );
    const orgId = randomUUID();
    const metadata = () => ({
      orgId,
      actor: { userId: randomUUID(), role: 'owner', via: 'session' as const },
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    });
    const rawInsert = (prefix: string) => (i: number) =>
      rawPool.query('insert into raw_profiles (id, org_id, platform, username) values ($1, $2, $3, $4)', [
        randomUUID(),
        orgId,
        'instagram',
        `${prefix}${i}`,
      ]);
    const command =
      (prefix: string, eventStore: EventStore = writeOnly.eventStore) =>
      (i: number) => {
        const username = `${prefix}${i}`;
        const profileId = savedProfileId(orgId, 'instagram', username);
        return handleCommand(
          eventStore,
          savedProfileDecider,
          savedProfileStream(profileId),
          {
            type: 'SaveProfile',
            profileId,
            platform: 'instagram',
            username,
            slug: `${username}-instagram`,
            shareKey: newShareKey(),
            now: new Date().toISOString(),
          },
          metadata(),
        );
      };

    await runLoad(CLIENTS, 300, rawInsert('warm'));
    await runLoad(CLIENTS, 300, command('warm'));
    // Each round's CPU per operation, of this process and of PostgreSQL: on 2 cores they share, a
    // ratio of rates is at best the inverse ratio of the CPU each operation takes.
    const cpu: Array<[string, ReturnType<CpuMeter['per']>]> = [];
    const metered = async (label: string, round: () => Promise<LoadResult>) => {
      const meter = await startCpuMeter(pool);
      const result = await round();
      cpu.push([label, meter.per(result.operations)]);
      return result;
    };
    const raw1 = await metered('raw INSERT', () => runLoad(CLIENTS, OPS, rawInsert('a')));
    const cmd1 = await metered('command', () => runLoad(CLIENTS, OPS, command('a')));
    const raw2 = await runLoad(CLIENTS, OPS, rawInsert('b'));
    const cmd2 = await runLoad(CLIENTS, OPS, command('b'));

    scout = await createScout({ config, pool, logger: benchLogger() });
    const listening = await listen(scout.app);
    server = listening.server;
    const base = `${listening.base}/api/v1`;
    await projectionsCaughtUp(scout, 600_000);
    const projectingMeter = await startCpuMeter(pool);
    const withProjections = await runLoad(CLIENTS, OPS, command('c', scout.ctx.eventStore));
    // Until the projections applied the round's events, so their CPU is counted; the session of the
    // sign-up must be projected before it is used too.
    await projectionsCaughtUp(scout, 600_000);
    cpu.push(['command while projecting, until the projections caught up', projectingMeter.per(OPS)]);
    const signup = await fetch(`${base}/customer/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', fullName: 'Bench' }),
    });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
    const { token } = (await signup.json()) as { token: string };
    // Saving asks the provider, which must know each creator: the shipped sample is far smaller than a round.
    for (const prefix of ['http-a', 'http-b', 'http-c'])
      knowCreators(
        { scout },
        ...Array.from({ length: Math.min(OPS, 2000) }, (_, i) => ({ platform: 'tiktok', username: `${prefix}${i}` })),
      );
    // As a browser elsewhere would: the answer's bytes are read, not unpacked in Scout's process.
    const httpSave = (prefix: string) => (i: number) =>
      postJson(`${base}/customer/socialProfile`, { platform: 'tiktok', username: `${prefix}${i}` }, { 'x-access-token': token }).then(
        (status) => {
          if (status !== 201) throw new Error(`HTTP ${status}`);
        },
      );
    const http1 = await metered('HTTP save with read-your-writes', () => runLoad(CLIENTS, Math.min(OPS, 2000), httpSave('http-a')));
    const http2 = await runLoad(CLIENTS, Math.min(OPS, 2000), httpSave('http-b'));

    const raw: LoadResult = raw1.perSecond > raw2.perSecond ? raw1 : raw2;
    const cmd: LoadResult = cmd1.perSecond > cmd2.perSecond ? cmd1 : cmd2;
    const http: LoadResult = http1.perSecond > http2.perSecond ? http1 : http2;
    printTable(`save-profile at ${CLIENTS} concurrent clients (best of two rounds each)`, [
      ['baseline: raw single-row INSERT', raw],
      ['command handler: (read) + decide + append', cmd],
      ['the same while the projections keep up', withProjections],
      ['HTTP POST /socialProfile (+ read-your-writes)', http],
    ]);
    const ratio = cmd.perSecond / raw.perSecond;
    console.log(
      `rounds: raw ${fmt(raw1.perSecond, 0)}/${fmt(raw2.perSecond, 0)} ops/s, command ${fmt(cmd1.perSecond, 0)}/${fmt(cmd2.perSecond, 0)} ops/s, ` +
        `HTTP ${fmt(http1.perSecond, 0)}/${fmt(http2.perSecond, 0)} requests/s`,
    );
    // Not part of the figures above: the wrappers that time each port cost a little.
    const breakdownOps = Math.min(OPS, 400);
    const breakdown = await startBreakdown(scout.ctx, pool, 'save');
    const b = await runLoad(CLIENTS, breakdownOps, httpSave('http-c'));
    console.log(`\nbreakdown of the HTTP save, ${breakdownOps} more at ${CLIENTS} clients (p50 ${fmt(b.p50)} ms, p99 ${fmt(b.p99)} ms):`);
    for (const line of breakdown.finish(breakdownOps).lines) console.log(line);
    console.log('\nCPU per operation (first rounds; this process includes the bench clients):');
    const cores = availableParallelism();
    for (const [label, { processMs, postgresMs }] of cpu) {
      // Even with every core busy on it, an operation runs at most cores ÷ its CPU per second.
      const ceiling = (cores * 1000) / (processMs + postgresMs) / raw.perSecond;
      console.log(
        `  ${label.padEnd(58)} Scout's process ${fmt(processMs, 3)} ms + PostgreSQL ${fmt(postgresMs, 3)} ms = ${fmt(processMs + postgresMs, 3)} ms` +
          (label === 'raw INSERT'
            ? ''
            : `; at this CPU at most ${fmt(ceiling * 100, 1)}% of raw INSERT's ${fmt(raw.perSecond, 0)}/s on ${cores} cores`),
      );
    }
    console.log(`ratio command/raw INSERT: ${fmt(ratio * 100, 1)}% (target ≥ 70%)`);
    console.log(`ratio command while projecting/raw INSERT: ${fmt((withProjections.perSecond / raw.perSecond) * 100, 1)}% (target ≥ 50%)`);
    console.log(
      `ratio HTTP end-to-end/raw INSERT: ${fmt((http.perSecond / raw.perSecond) * 100, 1)}% at p99 ${fmt(http.p99, 1)} ms (target ≥ 10%, p99 ≤ 25 ms)`,
    );
    return { ratio, command: cmd, raw };
  } finally {
    server?.close();
    await scout?.close();
    await writeOnly.close();
    await pool.end();
    await rawPool.end();
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchSaveProfile().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
