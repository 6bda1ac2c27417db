/**
 * Benchmark (b): saved-profile list p50/p99 with 100,000 profiles in one organisation (filter +
 * sort + page + count), against the same query in raw SQL on a plain relational table, same run.
 *   npm run bench -- list-profiles       (BENCH_PROFILES=100000, BENCH_QUERIES=2000 by default)
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { createScout } from '@scout/backend/app';
import { loadConfig } from '@scout/backend/platform/config';
import { createPool } from '@scout/backend/platform/postgres/pool';
import { listProfiles } from '@scout/backend/profiles/queries';
import { savedProfileId, savedProfileStream } from '@scout/backend/profiles/routes';
import { slugify } from '@scout/contracts/platform/slug';
import { listProfilesQuerySchema, type ListProfilesQuery } from '@scout/contracts/profiles';
import { fmt, openBenchDatabase, printTable, runLoad, type LoadResult, benchEnv } from './lib';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;

/** A repeatable stream of list queries of the kinds the screen sends. */
function queries(count: number): ListProfilesQuery[] {
  let seed = 42;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  return Array.from({ length: count }, () =>
    listProfilesQuerySchema.parse({
      platform: PLATFORMS[rand(3)],
      page: 1 + rand(50),
      limit: 20,
      sortBy: (['createdAt', 'username'] as const)[rand(2)],
      orderBy: (['desc', 'asc'] as const)[rand(2)],
      ...(rand(4) === 0 ? { search: `user${rand(1000)}` } : {}),
    }),
  );
}

export async function benchListProfiles(): Promise<{ p99: number; raw: LoadResult; model: LoadResult }> {
  const db = await openBenchDatabase('list');
  const pool = createPool(db.url, { max: 16 });
  const config = loadConfig(benchEnv(db.url));
  const scout = await createScout({ config, pool, logger: pino({ level: 'silent' }) });
  try {
    const server = scout.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    const signup = await fetch(`${base}/customer/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', fullName: 'Bench' }),
    });
    const { token, user } = (await signup.json()) as { token: string; user: { orgInfo: { _id: string } } };
    const orgId = user.orgInfo._id;
    const start = Date.parse('2024-01-01T00:00:00Z');
    const profile = (i: number) => {
      const platform = PLATFORMS[i % 3]!;
      const username = `user${i}`;
      return { platform, username, profileId: savedProfileId(orgId, platform, username), savedAt: new Date(start + i * 60_000).toISOString() };
    };

    let t0 = performance.now();
    await runLoad(16, PROFILES, async (i) => {
      const p = profile(i);
      await scout.ctx.eventStore.append(
        savedProfileStream(p.profileId),
        [
          {
            id: randomUUID(),
            type: 'ProfileSaved',
            data: { profileId: p.profileId, platform: p.platform, username: p.username, slug: slugify(`${p.username} ${p.platform}`), savedAt: p.savedAt },
            metadata: { orgId, actor: { userId: null, role: 'owner', via: 'system' }, correlationId: 'bench', causationId: null, occurredAt: p.savedAt },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    });
    const appendSeconds = (performance.now() - t0) / 1000;
    t0 = performance.now();
    const head = await scout.ctx.eventStore.headPosition();
    if (!head || !(await scout.runner.waitFor(head, 600_000))) throw new Error('projections did not catch up');
    const projectSeconds = (performance.now() - t0) / 1000;
    console.log(`seeded ${PROFILES} profiles: appended in ${fmt(appendSeconds, 1)} s, projected (caught up) in ${fmt(projectSeconds, 1)} s`);

    await pool.query(
      `create table raw_profiles (org_id text not null, id uuid not null, platform text not null, username text not null,
       created_at timestamptz not null, primary key (org_id, id))`,
    );
    await pool.query(
      `insert into raw_profiles select $1, gen_random_uuid(), (array['instagram','tiktok','youtube'])[i % 3 + 1], 'user' || i,
       timestamptz '2024-01-01' + i * interval '1 minute' from generate_series(0, $2 - 1) i`,
      [orgId, PROFILES],
    );
    await pool.query(`create index on raw_profiles (org_id, platform, created_at desc)`);
    await pool.query(`create index on raw_profiles (org_id, platform, username)`);
    await pool.query(`create extension if not exists pg_trgm`);
    await pool.query(`create index on raw_profiles using gin (lower(username) gin_trgm_ops)`);
    await pool.query('vacuum analyze');

    const qs = queries(QUERIES);
    const rawQuery = async (q: ListProfilesQuery) => {
      const params: unknown[] = [orgId, q.platform];
      let where = 'org_id = $1 and platform = $2';
      if (q.search) {
        params.push(`%${q.search}%`);
        where += ` and lower(username) like $${params.length}`;
      }
      const order = `${q.sortBy === 'createdAt' ? 'created_at' : 'username'} ${q.orderBy}, id`;
      await Promise.all([
        pool.query(`select * from raw_profiles where ${where} order by ${order} limit ${q.limit} offset ${(q.page - 1) * q.limit}`, params),
        pool.query(`select count(*) from raw_profiles where ${where}`, params),
      ]);
    };


    await runLoad(1, 200, (i) => rawQuery(qs[i]!));
    await runLoad(1, 200, (i) => listProfiles(scout.ctx, orgId, qs[i]!));
    const raw = await runLoad(1, QUERIES, (i) => rawQuery(qs[i]!));
    const model = await runLoad(1, QUERIES, (i) => listProfiles(scout.ctx, orgId, qs[i]!));
    const http = await runLoad(1, QUERIES, async (i) => {
      const q = qs[i]!;
      const params = new URLSearchParams({ page: String(q.page), limit: String(q.limit), sortBy: q.sortBy, orderBy: q.orderBy, platform: String(q.platform) });
      if (q.search) params.set('search', q.search);
      const res = await fetch(`${base}/customer/socialProfiles?${params}`, { headers: { 'x-access-token': token } });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    });
    server.close();

    printTable(`saved-profile list, ${PROFILES} profiles in one organisation, ${QUERIES} queries (page of 20 + count)`, [
      ['baseline: raw SQL on a relational table', raw],
      ['read model query (listProfiles)', model],
      ['HTTP GET /socialProfiles (auth + JSON)', http],
    ]);
    console.log(`ratio p99 read model/raw SQL: ${fmt(model.p99 / raw.p99, 2)}x; HTTP/raw SQL: ${fmt(http.p99 / raw.p99, 2)}x`);
    console.log(`list p99: read model ${fmt(model.p99)} ms, HTTP ${fmt(http.p99)} ms (target ≤ 20 ms)`);
    return { p99: http.p99, raw, model };
  } finally {
    await scout.close();
    await pool.end();
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchListProfiles().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
