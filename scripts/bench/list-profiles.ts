/**
 * Benchmark (b): saved-profile list p50/p99 with 100,000 profiles in one organisation (filter +
 * sort + page + count), against the same query in raw SQL on a plain relational table, same run.
 *   npm run bench -- list-profiles       (BENCH_PROFILES=100000, BENCH_QUERIES=2000 by default)
 */
import { listProfiles } from '@scout/backend/profiles/queries';
import { listProfilesQuerySchema, type ListProfilesQuery } from '@scout/contracts/profiles';
import { fmt, printTable, profileSavedEvent, random, runLoad, seededProfile, seedProfiles, startBenchScout, type LoadResult } from './lib';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;

/** A repeatable stream of list queries of the kinds the screen sends. */
function queries(count: number): ListProfilesQuery[] {
  const rand = random(42);
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
  const { scout, pool, api: base, token, orgId, close } = await startBenchScout('list');
  try {
    const start = Date.parse('2024-01-01T00:00:00Z');
    const { appendSeconds, projectSeconds } = await seedProfiles(scout, PROFILES, 600_000, (i) => {
      const p = seededProfile(orgId, PLATFORMS, i);
      return { profileId: p.profileId, events: [profileSavedEvent(orgId, p, new Date(start + i * 60_000).toISOString())] };
    });
    console.log(
      `seeded ${PROFILES} profiles: appended in ${fmt(appendSeconds, 1)} s, projected (caught up) in ${fmt(projectSeconds, 1)} s`,
    );

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
      const params = new URLSearchParams({
        page: String(q.page),
        limit: String(q.limit),
        sortBy: q.sortBy,
        orderBy: q.orderBy,
        platform: String(q.platform),
      });
      if (q.search) params.set('search', q.search);
      const res = await fetch(`${base}/customer/socialProfiles?${params}`, { headers: { 'x-access-token': token } });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
    });

    printTable(`saved-profile list, ${PROFILES} profiles in one organisation, ${QUERIES} queries (page of 20 + count)`, [
      ['baseline: raw SQL on a relational table', raw],
      ['read model query (listProfiles)', model],
      ['HTTP GET /socialProfiles (auth + JSON)', http],
    ]);
    console.log(`ratio p99 read model/raw SQL: ${fmt(model.p99 / raw.p99, 2)}x; HTTP/raw SQL: ${fmt(http.p99 / raw.p99, 2)}x`);
    console.log(`list p99: read model ${fmt(model.p99)} ms, HTTP ${fmt(http.p99)} ms (target ≤ 20 ms)`);
    return { p99: http.p99, raw, model };
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchListProfiles().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
