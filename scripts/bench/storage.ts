/**
 * Benchmark (issue 16): what one saved profile costs on disk in PostgreSQL, for docs/benchmarks.md's
 * capacity on paper. A realistic history (tests/support/seedHistory.ts, `realisticHistory`, as the
 * rebuild benchmark seeds it) up to the Nth saved profile, with the slug reservation a save writes,
 * is inserted into the event store's table; the live projections catch up with Scout's page size,
 * then VACUUM ANALYZE. Measured: every table of the event store and the read store (heap, TOAST,
 * indexes), the database against its size when empty; then the read models again after a full
 * rebuild (compact, no space left by updates); and a plain relational table of the same profiles,
 * with the analytics document Scout keeps for each as its jsonb, as the baseline.
 *   npm run bench -- storage             (BENCH_STORAGE_PROFILES=20000 by default)
 */
import { performance } from 'node:perf_hooks';
import { profileSlugStream } from '@scout/contracts/platform/streams';
import { createPostgresEventStore } from '@scout/platform/eventstore/postgres';
import type { EventStore } from '@scout/platform/eventstore/port';
import { createPool, type Pool } from '@scout/platform/postgres/pool';
import { createPostgresReadStore } from '@scout/platform/readstore/postgres';
import { quoteIdentifier, tableName } from '@scout/platform/readstore/postgres-expressions';
import type { ReadStore } from '@scout/platform/readstore/port';
import { allProjections } from '@scout/projections';
import { rebuildAll } from '@scout/projections/runner/rebuildAll';
import { ProjectionRunner } from '@scout/projections/runner/runner';
import { realisticHistory, type SeedAppend, toNew } from '../../tests/support/seedHistory';
import { insertHistory } from './insertHistory';
import { fmt, openBenchDatabase } from './lib';

const PROFILES = Number(process.env.BENCH_STORAGE_PROFILES ?? 20_000);
/** The deployment on paper: 10,000 organisations, 100 million saved profiles, so 10,000 each. */
const TARGET_PROFILES = 100_000_000;
const PROFILES_PER_ORGANISATION = 10_000;
const ORGANISATIONS = Math.max(1, Math.ceil(PROFILES / PROFILES_PER_ORGANISATION));
const quiet = { info: () => undefined, error: () => undefined };
const savedProfilePrefix = 'savedProfile-';

interface Seeded {
  events: number;
  streams: number;
}

/**
 * The realistic history with the slug reservations that saving, renaming and removing a profile
 * append (one stream per slug), up to and including the `profiles`th saved profile.
 */
function* historyOf(profiles: number): Generator<SeedAppend> {
  let saved = 0;
  for (const append of realisticHistory(ORGANISATIONS)) {
    yield append;
    if (!append.streamId.startsWith(savedProfilePrefix)) continue;
    const orgId = append.events[0]!.metadata.orgId!;
    const at = append.events[0]!.metadata.occurredAt;
    let slug = '';
    let profileId = '';
    for (const event of append.events) {
      const data = event.data as { profileId: string; slug?: string };
      if (event.type === 'ProfileSaved' || event.type === 'ProfileSlugChanged') {
        const released = slug;
        slug = data.slug!;
        profileId = data.profileId;
        yield {
          streamId: profileSlugStream(slug),
          events: toNew(orgId, [{ type: 'ProfileSlugReserved', data: { slug, profileId, orgId } }], at),
        };
        if (released)
          yield {
            streamId: profileSlugStream(released),
            events: toNew(orgId, [{ type: 'ProfileSlugReleased', data: { slug: released, profileId } }], at),
          };
      }
      if (event.type === 'ProfileRemoved')
        yield { streamId: profileSlugStream(slug), events: toNew(orgId, [{ type: 'ProfileSlugReleased', data: { slug, profileId } }], at) };
    }
    saved += 1;
    if (saved >= profiles) return;
  }
}

/** Inserts the history into es_events. */
async function seed(pool: Pool, profiles: number): Promise<Seeded> {
  const { events, streams } = await insertHistory(pool, historyOf(profiles));
  return { events, streams };
}

/** Catches the live projections up on everything stored, with the runner's default page size as Scout runs it. */
async function projectLive(eventStore: EventStore, readStore: ReadStore): Promise<void> {
  const runner = new ProjectionRunner(eventStore, readStore, allProjections, quiet);
  const head = await eventStore.headPosition();
  await runner.start();
  const reached = head === null || (await runner.waitFor(head, 3_600_000));
  await runner.stop();
  if (!reached) throw new Error('the live projections did not catch up');
}

interface RelationSize {
  name: string;
  rows: number;
  /** Rows with a document (read models keep tombstones); equals rows elsewhere. */
  live: number;
  heap: number;
  toast: number;
  indexes: number;
  total: number;
}

/** Sizes of every table of the public schema, after VACUUM ANALYZE; rows counted exactly. */
async function relationSizes(pool: Pool): Promise<RelationSize[]> {
  await pool.query('VACUUM ANALYZE');
  const { rows } = await pool.query<Omit<RelationSize, 'rows' | 'live'> & { hasDoc: boolean }>(
    `SELECT c.relname AS name,
       pg_relation_size(c.oid)::float8 AS heap,
       coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0)::float8 AS toast,
       pg_indexes_size(c.oid)::float8 AS indexes,
       pg_total_relation_size(c.oid)::float8 AS total,
       EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'doc' AND NOT a.attisdropped) AS "hasDoc"
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r'
     ORDER BY pg_total_relation_size(c.oid) DESC, c.relname`,
  );
  const sizes: RelationSize[] = [];
  for (const { hasDoc, ...row } of rows) {
    const { rows: counted } = await pool.query<{ rows: number; live: number }>(
      `SELECT count(*)::int AS rows, ${hasDoc ? 'count(doc)' : 'count(*)'}::int AS live FROM ${quoteIdentifier(row.name)}`,
    );
    sizes.push({ ...row, ...counted[0]! });
  }
  return sizes;
}

const databaseSize = async (pool: Pool): Promise<number> =>
  Number((await pool.query<{ size: string }>('SELECT pg_database_size(current_database())::text AS size')).rows[0]!.size);

const mb = (bytes: number) => fmt(bytes / 1024 ** 2, 1);
const perProfile = (bytes: number) => fmt(bytes / PROFILES, 0);
const sum = (sizes: readonly RelationSize[], of: (s: RelationSize) => number = (s) => s.total) => sizes.reduce((n, s) => n + of(s), 0);

function printSizes(title: string, sizes: readonly RelationSize[]): void {
  console.log(`\n${title}`);
  const header = ['rows', 'live', 'heap MB', 'toast MB', 'index MB', 'total MB', 'B/profile'];
  console.log('relation'.padEnd(34) + header.map((h) => h.padStart(10)).join(''));
  for (const s of sizes) {
    const cells = [String(s.rows), String(s.live), mb(s.heap), mb(s.toast), mb(s.indexes), mb(s.total), perProfile(s.total)];
    console.log(s.name.padEnd(34) + cells.map((c) => c.padStart(10)).join(''));
  }
  const all = [String(sum(sizes, (s) => s.rows)), String(sum(sizes, (s) => s.live))];
  const bytes = [sum(sizes, (s) => s.heap), sum(sizes, (s) => s.toast), sum(sizes, (s) => s.indexes), sum(sizes)].map(mb);
  console.log('(sum)'.padEnd(34) + [...all, ...bytes, perProfile(sum(sizes))].map((c) => c.padStart(10)).join(''));
}

/** The events by the kind of stream they belong to (the prefix of the stream id): count and bytes of their rows. */
async function eventsByStreamKind(pool: Pool): Promise<Array<{ kind: string; events: number; streams: number; bytes: number }>> {
  const { rows } = await pool.query<{ kind: string; events: number; streams: number; bytes: number }>(
    `SELECT split_part(stream_id, '-', 1) AS kind, count(*)::int AS events, count(DISTINCT stream_id)::int AS streams,
       sum(pg_column_size(e.*))::float8 AS bytes
     FROM es_events e GROUP BY 1 ORDER BY 4 DESC`,
  );
  return rows;
}

/** Every event type stored: its count and the mean size of its rows (pg_column_size, after compression). */
async function rowBytesByType(pool: Pool): Promise<Array<{ type: string; events: number; bytes: number }>> {
  const { rows } = await pool.query<{ type: string; events: number; bytes: number }>(
    `SELECT type, count(*)::int AS events, avg(pg_column_size(e.*))::float8 AS bytes FROM es_events e GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  return rows;
}

/**
 * The baseline: each saved profile still present as one row of a plain table (id, organisation,
 * platform, username, followers, the analytics document Scout keeps for it as its latest
 * statistics, saved at), with a primary key and an (org_id, created_at) index.
 */
async function baselineSize(pool: Pool): Promise<RelationSize> {
  const profiles = quoteIdentifier(tableName('savedProfiles'));
  const analytics = quoteIdentifier(tableName('profileAnalytics'));
  await pool.query(`CREATE TABLE baseline_profiles (
    id uuid PRIMARY KEY, org_id uuid NOT NULL, platform text NOT NULL, username text NOT NULL,
    followers bigint, statistics jsonb, created_at timestamptz NOT NULL)`);
  await pool.query('CREATE INDEX baseline_profiles_org_created ON baseline_profiles (org_id, created_at)');
  await pool.query(
    `INSERT INTO baseline_profiles
     SELECT p.id::uuid, p.org_id::uuid, p.doc->>'platform', p.doc->>'username', (p.doc->>'followers')::bigint, a.doc,
       (p.doc->>'createdAt')::timestamptz
     FROM ${profiles} p LEFT JOIN ${analytics} a ON a.org_id = p.org_id AND a.id = p.id AND a.doc IS NOT NULL
     WHERE p.doc IS NOT NULL ORDER BY random()`,
  );
  const sizes = await relationSizes(pool);
  return sizes.find((s) => s.name === 'baseline_profiles')!;
}

const gb = (bytesPerProfile: number) => fmt((bytesPerProfile * TARGET_PROFILES) / 1e9, 0);

export async function benchStorage(): Promise<{ eventsPerProfile: number; readModelsPerProfile: number; ratio: number }> {
  const db = await openBenchDatabase('storage');
  const pool = createPool(db.url, { max: 8 });
  let eventStore: EventStore | undefined;
  let readStore: ReadStore | undefined;
  try {
    const empty = await databaseSize(pool);
    eventStore = await createPostgresEventStore({ pool });
    readStore = await createPostgresReadStore({ pool });
    let t0 = performance.now();
    const seeded = await seed(pool, PROFILES);
    const seedSeconds = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await projectLive(eventStore, readStore);
    console.log(
      `seeded ${seeded.events} events on ${seeded.streams} streams for ${PROFILES} saved profiles of ${ORGANISATIONS} organisations ` +
        `in ${fmt(seedSeconds, 1)} s; live projections caught up in ${fmt((performance.now() - t0) / 1000, 1)} s`,
    );
    const types = await rowBytesByType(pool);
    console.log(
      `events per saved profile by type (mean bytes of the row): ${types.map((t) => `${t.type} ${fmt(t.events / PROFILES, 3)} (${fmt(t.bytes, 0)} B)`).join(', ')}`,
    );
    console.log('events by stream kind (count, streams, bytes of the rows per saved profile):');
    const kinds = await eventsByStreamKind(pool);
    for (const k of kinds)
      console.log(
        `  ${k.kind.padEnd(16)} ${String(k.events).padStart(8)} events ${String(k.streams).padStart(8)} streams ${perProfile(k.bytes).padStart(6)} B/profile`,
      );

    const live = await relationSizes(pool);
    const database = (await databaseSize(pool)) - empty;
    const eventStoreTables = live.filter((s) => s.name.startsWith('es_'));
    const events = live.find((s) => s.name === 'es_events')!;
    const collections = new Set(allProjections.map((p) => tableName(p.collection.name)));
    const readModels = live.filter((s) => collections.has(s.name));
    const other = live.filter((s) => !s.name.startsWith('es_') && !collections.has(s.name));
    printSizes(`event store after VACUUM ANALYZE (${PROFILES} saved profiles)`, eventStoreTables);
    printSizes('read models, live projections caught up, after VACUUM ANALYZE', readModels);
    printSizes('read store bookkeeping', other);

    await rebuildAll(eventStore, readStore, allProjections);
    const rebuilt = (await relationSizes(pool)).filter((s) => collections.has(s.name));
    printSizes('read models after a full rebuild (compact), after VACUUM ANALYZE', rebuilt);

    const baseline = await baselineSize(pool);
    printSizes('baseline: plain table, one row per saved profile present, primary key + (org_id, created_at)', [baseline]);

    const eventsPer = events.total / PROFILES;
    const eventStorePer = sum(eventStoreTables) / PROFILES;
    const readModelsPer = sum(readModels) / PROFILES;
    const rebuiltPer = sum(rebuilt) / PROFILES;
    const baselinePer = baseline.total / PROFILES;
    const databasePer = database / PROFILES;
    const ratio = databasePer / baselinePer;
    console.log(
      `\nper saved profile (${PROFILES} seeded, ${readModels.find((s) => s.name === tableName('savedProfiles'))?.live} still saved):`,
    );
    console.log(
      `  events per profile                     ${fmt(seeded.events / PROFILES, 2)} (on the profile's own stream ${fmt((kinds.find((k) => k.kind === 'savedProfile')?.events ?? 0) / PROFILES, 2)})`,
    );
    console.log(`  es_events with indexes and TOAST       ${fmt(eventsPer, 0)} B`);
    console.log(`  event store (es_ tables)               ${fmt(eventStorePer, 0)} B`);
    console.log(
      `  read models, live (${readModels.length} tables)         ${fmt(readModelsPer, 0)} B; after a rebuild ${fmt(rebuiltPer, 0)} B`,
    );
    console.log(`  database minus its empty size          ${fmt(databasePer, 0)} B (empty: ${mb(empty)} MB)`);
    console.log(`  baseline plain table                   ${fmt(baselinePer, 0)} B`);
    console.log(
      `  Scout / baseline                       ${fmt(ratio, 1)}x (database); events alone ${fmt(eventStorePer / baselinePer, 1)}x, read models alone ${fmt(readModelsPer / baselinePer, 1)}x`,
    );
    console.log(
      `extrapolated to ${TARGET_PROFILES.toLocaleString('en')} saved profiles: events ${gb(eventStorePer)} GB, read models ${gb(readModelsPer)} GB ` +
        `(${gb(rebuiltPer)} GB rebuilt), total ${gb(databasePer)} GB (baseline ${gb(baselinePer)} GB); without WAL, backups or replicas`,
    );
    return { eventsPerProfile: eventStorePer, readModelsPerProfile: readModelsPer, ratio };
  } finally {
    await eventStore?.close();
    await readStore?.close();
    await pool.end();
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchStorage().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
