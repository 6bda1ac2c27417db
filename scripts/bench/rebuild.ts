/**
 * Benchmark (issue 10): a full rebuild of every read model from a realistic history, in events per
 * second, against raw batched upserts of the same rows into plain tables, measured in the same run.
 * The history (tests/support/seedHistory.ts, `realisticHistory`) is inserted straight into the
 * event store's table in large batches; the live projections then catch up on it (untimed, for the
 * comparison), and every projection of `allProjections` is rebuilt in one pass over the log through
 * `rebuildAll`, as `npm run projections -- rebuild --all` does. The rebuilt read models must hold
 * exactly the rows the live projections wrote.
 *   npm run bench -- rebuild             (BENCH_EVENTS=1000000, BENCH_BATCH=5000 by default)
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Pool } from '@scout/platform/postgres/pool';
import { createPool } from '@scout/platform/postgres/pool';
import { createPostgresEventStore } from '@scout/platform/eventstore/postgres';
import type { EventStore } from '@scout/platform/eventstore/port';
import { createPostgresReadStore } from '@scout/platform/readstore/postgres';
import { quoteIdentifier, tableName } from '@scout/platform/readstore/postgres-expressions';
import type { ReadStore } from '@scout/platform/readstore/port';
import { allProjections } from '@scout/projections';
import { toProjected } from '@scout/projections/runner/applyEvents';
import { rebuildAll, type PassTimings, type RebuildTimings } from '@scout/projections/runner/rebuildAll';
import type { DocumentProjection } from '@scout/projections/runner/projection';
import { ProjectionRunner } from '@scout/projections/runner/runner';
import { realisticHistory } from '../../tests/support/seedHistory';
import { startCpuMeter, type CpuMeter } from './breakdown';
import { insertHistory, type InsertedHistory } from './insertHistory';
import { fmt, openBenchDatabase, percentile, printTable, type LoadResult } from './lib';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 5000);
const ORGANISATIONS = 8;
/** Pages applied at once, as the runner's limiter allows. */
const CONCURRENCY = 2;

const quiet = { info: () => undefined, error: () => undefined };

/** Inserts the first `total` events of the realistic history into es_events. */
export async function seedEvents(pool: Pool, total: number): Promise<InsertedHistory> {
  const inserted = await insertHistory(pool, realisticHistory(ORGANISATIONS), total);
  await pool.query('VACUUM ANALYZE es_events');
  return inserted;
}

interface Checksum {
  rows: number;
  live: number;
  sum: string;
}

/** Rows, live documents and an order-free checksum of every row (key, document, revision) of a collection. */
async function checksum(pool: Pool, projection: DocumentProjection): Promise<Checksum> {
  const { rows } = await pool.query<{ rows: number; live: number; sum: string }>(
    `SELECT count(*)::int AS rows, count(doc)::int AS live,
       coalesce(sum(hashtextextended(org_id || '/' || id || '/' || coalesce(doc::text, '~') || '/' || coalesce(revision::text, '~'), 0)), 0)::text AS sum
     FROM ${quoteIdentifier(tableName(projection.collection.name))}`,
  );
  return rows[0]!;
}

/** Catches the live projections up on everything stored (untimed: the reference the rebuild must equal). */
async function projectLive(eventStore: EventStore, readStore: ReadStore): Promise<LoadResult> {
  const runner = new ProjectionRunner(eventStore, readStore, allProjections, quiet, { batchSize: BATCH, concurrency: CONCURRENCY });
  const head = await eventStore.headPosition();
  const started = performance.now();
  await runner.start();
  const reached = head === null || (await runner.waitFor(head, 3_600_000));
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  if (!reached) throw new Error('the live projections did not catch up');
  return { operations: EVENTS, seconds, perSecond: EVENTS / seconds, p50: Number.NaN, p99: Number.NaN };
}

/** Every read model rebuilt in one pass over the log (`npm run projections -- rebuild --all`); p50/p99 are the time per page read. */
async function rebuildEverything(
  eventStore: EventStore,
  readStore: ReadStore,
  events: number,
): Promise<{ result: LoadResult; perProjection: Map<string, number>; timings: RebuildTimings }> {
  const pages: number[] = [];
  const started = performance.now();
  let last = started;
  const result = await rebuildAll(eventStore, readStore, allProjections, {
    batchSize: BATCH,
    onProgress() {
      const now = performance.now();
      pages.push(now - last);
      last = now;
    },
  });
  if (!result.onePass) throw new Error('the event store cannot read in stream order');
  const seconds = (performance.now() - started) / 1000;
  pages.sort((a, b) => a - b);
  return {
    result: { operations: events, seconds, perSecond: events / seconds, p50: percentile(pages, 50), p99: percentile(pages, 99) },
    perProjection: result.applied,
    timings: result.timings,
  };
}

/** Where the rebuild's time went: each pass's phases per page, and the work around them. */
function printTimings(timings: RebuildTimings, ms: number): void {
  const s = (ms: number) => `${fmt(ms / 1000, 1)} s`;
  const pass = (label: string, t: PassTimings) => {
    const perPage = (ms: number) => `${s(ms)} (${fmt(ms / Math.max(t.pages, 1), 1)} ms/page)`;
    return (
      `  ${label}: ${s(t.total)}, ${t.pages} pages: waiting to read ${perPage(t.read)}, parsing and folding ${perPage(t.fold)}, ` +
      `waiting for the writes ${perPage(t.write)}; then made durable, indexed and swapped in ${s(t.finish)}`
    );
  };
  console.log(
    [
      `where the rebuild's ${s(ms)} went (the two passes run side by side):`,
      `  staging copies made ${s(timings.prepare)}`,
      pass('pass in stream order (documents fed by one stream)', timings.inStreamOrder),
      pass("pass in the log's order (documents fed by many streams)", timings.inLogOrder),
      `  the bulk writes (COPY) ran ${s(timings.writing)} in all, summed over the writers, beside the folds`,
    ].join('\n'),
  );
}

/**
 * The baseline: the rows the rebuild produced (the same documents, JSON and revisions), written as
 * multi-row INSERT ... ON CONFLICT DO UPDATE in batches of the page size into plain tables with
 * only a primary key, CONCURRENCY statements at once. Rated in events of the history per second.
 */
async function rawUpserts(
  pool: Pool,
  events: number,
): Promise<{ result: LoadResult; documents: number; cpu: ReturnType<CpuMeter['per']> }> {
  const batches: Array<{ table: string; rows: unknown[][] }> = [];
  let documents = 0;
  for (const projection of allProjections) {
    const table = `raw_${projection.collection.name}`;
    await pool.query(
      `CREATE TABLE ${table} (org_id text NOT NULL, id text NOT NULL, doc jsonb, revision bigint, PRIMARY KEY (org_id, id))`,
    );
    // The documents as JSON text, as the rebuild had them in memory.
    const { rows } = await pool.query<{ org_id: string; id: string; doc: string | null; revision: number }>(
      `SELECT org_id, id, doc::text AS doc, revision FROM ${quoteIdentifier(tableName(projection.collection.name))}`,
    );
    documents += rows.length;
    for (let n = 0; n < rows.length; n += BATCH) {
      batches.push({ table, rows: rows.slice(n, n + BATCH).map((row) => [row.org_id, row.id, row.doc, row.revision]) });
    }
  }
  const latencies: number[] = [];
  let next = 0;
  const meter = await startCpuMeter(pool);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < batches.length; i = next++) {
        const { table, rows } = batches[i]!;
        const values = rows.map((_, r) => `($${r * 4 + 1}, $${r * 4 + 2}, $${r * 4 + 3}::jsonb, $${r * 4 + 4})`).join(', ');
        const t0 = performance.now();
        await pool.query(
          `INSERT INTO ${table} AS t (org_id, id, doc, revision) VALUES ${values}
           ON CONFLICT (org_id, id) DO UPDATE SET doc = EXCLUDED.doc, revision = EXCLUDED.revision WHERE t.revision < EXCLUDED.revision`,
          rows.flat(),
        );
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = meter.per(events / 1000);
  latencies.sort((a, b) => a - b);
  return {
    result: { operations: events, seconds, perSecond: events / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
    documents,
    cpu,
  };
}

/**
 * Two parts of the rebuild alone, as bounds on this machine: reading every event the read models
 * handle and parsing it by its contract (no read model, no write), and PostgreSQL turning the
 * rebuilt documents' JSON text (set aside beforehand) into jsonb rows of unlogged tables without
 * indexes (no client, no event), CONCURRENCY tables at once. Each rated in events of the history per second.
 */
async function bounds(
  pool: Pool,
  eventStore: EventStore,
  events: number,
): Promise<{ readAndParse: LoadResult; readAndParseCpu: ReturnType<CpuMeter['per']>; documentsAlone: LoadResult }> {
  const types = [...new Set(allProjections.flatMap((p) => p.handles))];
  const head = await eventStore.headPosition();
  const meter = await startCpuMeter(pool);
  let started = performance.now();
  let after: { streamId: string; revision: number } | null = null;
  for (;;) {
    const page = await eventStore.readInStreamOrder!({ after, through: head!, limit: BATCH, types });
    for (const event of page) toProjected(event);
    const last = page.at(-1);
    if (!last || page.length < BATCH) break;
    after = { streamId: last.streamId, revision: last.revision };
  }
  const rate = (seconds: number): LoadResult => ({
    operations: events,
    seconds,
    perSecond: events / seconds,
    p50: Number.NaN,
    p99: Number.NaN,
  });
  const readAndParse = rate((performance.now() - started) / 1000);
  const readAndParseCpu = meter.per(events / 1000);

  // The documents' JSON text, set aside first (untimed), so that only parsing and storing is timed.
  const tables = allProjections.map((p) => quoteIdentifier(tableName(p.collection.name)));
  for (const [i, table] of tables.entries()) {
    await pool.query(`CREATE UNLOGGED TABLE "bound_text_${i}" AS SELECT org_id, id, doc::text AS doc, revision FROM ${table}`);
  }
  let next = 0;
  started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < tables.length; i = next++) {
        await pool.query(`CREATE UNLOGGED TABLE "bound_${i}" AS SELECT org_id, id, doc::jsonb AS doc, revision FROM "bound_text_${i}"`);
      }
    }),
  );
  const documentsAlone = rate((performance.now() - started) / 1000);
  for (let i = 0; i < tables.length; i += 1) await pool.query(`DROP TABLE "bound_${i}", "bound_text_${i}"`);
  return { readAndParse, readAndParseCpu, documentsAlone };
}

export async function benchRebuild(): Promise<{ ratio: number; rebuild: LoadResult; raw: LoadResult }> {
  const db = await openBenchDatabase('rebuild');
  const pool = createPool(db.url, { max: 12 });
  let eventStore: EventStore | undefined;
  let readStore: ReadStore | undefined;
  try {
    eventStore = await createPostgresEventStore({ pool });
    readStore = await createPostgresReadStore({ pool });
    const t0 = performance.now();
    const seeded = await seedEvents(pool, EVENTS);
    const mix = [...seeded.types.entries()].sort((a, b) => b[1] - a[1]);
    console.log(
      `seeded ${seeded.events} events on ${seeded.streams} streams in ${fmt((performance.now() - t0) / 1000, 1)} s; ` +
        `${mix.length} types, most: ${mix
          .slice(0, 6)
          .map(([type, n]) => `${type} ${fmt((n / seeded.events) * 100, 1)}%`)
          .join(', ')}`,
    );

    const live = await projectLive(eventStore, readStore);
    const before = new Map<string, Checksum>();
    for (const projection of allProjections) before.set(projection.name, await checksum(pool, projection));

    const rebuildMeter = await startCpuMeter(pool);
    const { result: rebuild, perProjection, timings } = await rebuildEverything(eventStore, readStore, seeded.events);
    const rebuildCpu = rebuildMeter.per(seeded.events / 1000);

    let same = 0;
    let documents = 0;
    const differing: string[] = [];
    for (const projection of allProjections) {
      const after = await checksum(pool, projection);
      const expected = before.get(projection.name)!;
      documents += after.rows;
      if (after.rows === expected.rows && after.live === expected.live && after.sum === expected.sum) same += 1;
      else differing.push(`${projection.name} (rows ${after.rows} vs live ${expected.rows})`);
    }
    const parked = await readStore.parkedCounts();

    const { readAndParse, readAndParseCpu, documentsAlone } = await bounds(pool, eventStore, seeded.events);
    const raw = await rawUpserts(pool, seeded.events);
    if (raw.documents !== documents) throw new Error(`the baseline wrote ${raw.documents} documents, the rebuild ${documents}`);

    printTable(
      `full rebuild of ${allProjections.length} read models from ${seeded.events} events (rate in events/s; p50/p99 per page or batch of ${BATCH})`,
      [
        ['baseline: raw multi-row upserts, same rows', raw.result],
        ['Scout: one-pass rebuild of every read model', rebuild],
        ['(live projections catching up, untimed)', live],
        ['bound: read + parse the events, nothing else', readAndParse],
        ['bound: PostgreSQL parses the documents only', documentsAlone],
      ],
    );
    const applied = [...perProjection.values()].reduce((sum, n) => sum + n, 0);
    console.log(`the pass read each event once; the read models applied ${applied} events in all and wrote ${documents} documents`);
    console.log(
      `rebuilt read models equal the live projections' (rows, documents, checksum of every row): ${same}/${allProjections.length}${differing.length ? `; differ: ${differing.join(', ')}` : ''}`,
    );
    if (Object.keys(parked).length > 0) console.log(`parked: ${JSON.stringify(parked)}`);
    const ratio = rebuild.perSecond / raw.result.perSecond;
    console.log(
      `rebuild: ${fmt(rebuild.perSecond, 0)} events/s; raw upserts of the same rows: ${fmt(raw.result.perSecond, 0)} events/s; ratio ${fmt(ratio * 100, 1)}% (target ≥ 70%)`,
    );
    printTimings(timings, rebuild.seconds * 1000);
    console.log(
      `bounds on this machine: reading and parsing the events alone ${fmt(readAndParse.perSecond, 0)} events/s; ` +
        `PostgreSQL turning the rebuilt documents' JSON into rows alone ${fmt(documentsAlone.perSecond, 0)} events/s`,
    );
    // With every core busy, a rate is at most the cores divided by the CPU each event takes.
    const cores = os.availableParallelism();
    const percentOfRaw = (cpuMs: number) => `${fmt(((cores * 1000 * 1000) / cpuMs / raw.result.perSecond) * 100, 0)}%`;
    const cpuLine = (label: string, cpu: { processMs: number; postgresMs: number }, seconds: number) =>
      `  ${label}: this process ${fmt(cpu.processMs)} ms + PostgreSQL ${fmt(cpu.postgresMs)} ms per 1,000 events; ` +
      `${fmt((((cpu.processMs + cpu.postgresMs) * (seeded.events / 1000)) / 1000 / cores / seconds) * 100, 0)}% of ${cores} cores busy; ` +
      `at most ${fmt((cores * 1000 * 1000) / (cpu.processMs + cpu.postgresMs), 0)} events/s at this CPU per event`;
    console.log(
      [
        'CPU per 1,000 events (this process includes the bench itself):',
        cpuLine('rebuild', rebuildCpu, rebuild.seconds),
        cpuLine('raw upserts', raw.cpu, raw.result.seconds),
        cpuLine('reading and parsing the events alone', readAndParseCpu, readAndParse.seconds),
        `  so at this CPU per event the rebuild reaches at most ${percentOfRaw(rebuildCpu.processMs + rebuildCpu.postgresMs)} of the raw upserts' rate, every core busy; ` +
          `PostgreSQL's part of it and this process's reading and parsing alone allow at most ${percentOfRaw(rebuildCpu.postgresMs + readAndParseCpu.processMs)}`,
      ].join('\n'),
    );
    if (differing.length > 0) throw new Error('the rebuilt read models differ from the live ones');
    return { ratio, rebuild, raw: raw.result };
  } finally {
    await eventStore?.close();
    await readStore?.close();
    await pool.end();
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchRebuild().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
