/**
 * Benchmark (issue 11): discover among 1,000,000 bank creators. The creators come from the
 * synthetic generator (scripts/bench/bankGenerator.ts, benchmark data only), written to a JSON
 * Lines file (untimed) and imported through `importBankFiles`, what `npm run bank:import` runs,
 * timed against raw multi-row INSERTs of the same rows into a plain table with a primary key.
 * Then ten typical filter combinations, each run QUERIES times over HTTP
 * (`POST /customer/discoverProfiles`: session, plan checks, search-count usage, JSON) and as the
 * same query written by hand in raw SQL on the same table (the page of 20 and the total count,
 * both at once), one after the other, at one client. Each line: p50/p95 of both and the p95 ratio.
 * The app answers from its in-memory index (built from the table before the searches, timed), so
 * the table holds no search index; for comparison the raw SQL is then timed again with the
 * indexes a search in SQL would want.
 *   npm run bench -- discover          (BENCH_CREATORS=1000000, BENCH_QUERIES=60)
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { createScout, type Scout } from '@scout/backend/app';
import { loadConfig } from '@scout/platform/config';
import { createPool, type Pool } from '@scout/platform/postgres/pool';
import { createPostgresBankStore } from '@scout/backend/discovery/bank/postgres';
import { PLAN_FEATURES } from '@scout/contracts/billing/plans';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { importBankFiles } from '../src/bank/importer';
import { generateBankCreators } from './bankGenerator';
import { benchDiscoverProvider } from './discoverProvider';
import { benchEnv, benchLogger, fmt, listen, openBenchDatabase, percentile } from './lib';

const CREATORS = Number(process.env.BENCH_CREATORS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 60);
const PAGE = 20;

type FilterInput = Partial<DiscoverFilter>;

interface Combination {
  name: string;
  filter: FilterInput;
  /** The same search by hand: the WHERE clause, its values and the ORDER BY. */
  where: string;
  values: unknown[];
  order: string;
}

/** The indexes the bank had for searching in SQL, before the in-memory index (for the comparison). */
const SQL_SEARCH_INDEXES = [
  ...['followers', 'engagement_rate', 'average_likes', 'average_views', 'follower_growth'].map(
    (column) => `CREATE INDEX ON bank_creators (platform, ${column} DESC NULLS LAST, id)`,
  ),
  'CREATE INDEX ON bank_creators (followers DESC NULLS LAST, id)',
  'CREATE INDEX ON bank_creators (country, followers DESC NULLS LAST)',
  'CREATE INDEX ON bank_creators (city_folded) WHERE city_folded IS NOT NULL',
  ...['categories', 'hashtags', 'mentions'].map((column) => `CREATE INDEX ON bank_creators USING gin (${column})`),
  'CREATE INDEX ON bank_creators USING gin (search_text gin_trgm_ops)',
];

/** Ten searches an agency runs every day; the category, hashtag and audience country are the bank's most common ones. */
function combinations(category: string, hashtag: string, audience: string): Combination[] {
  return [
    {
      name: 'instagram, 10K–100K followers',
      filter: { platform: 'instagram', followers: { min: 10_000, max: 100_000 } },
      where: `platform = 'instagram' AND followers BETWEEN 10000 AND 100000`,
      values: [],
      order: 'followers DESC NULLS LAST, id',
    },
    {
      name: 'tiktok, ER ≥ 5 %, by ER',
      filter: { platform: 'tiktok', engagementRate: { min: 5 }, sortBy: 'engagementRate' },
      where: `platform = 'tiktok' AND engagement_rate >= 5`,
      values: [],
      order: 'engagement_rate DESC NULLS LAST, id',
    },
    {
      name: 'youtube, US, by average views',
      filter: { platform: 'youtube', country: ['US'], sortBy: 'averageViews' },
      where: `platform = 'youtube' AND country = ANY ($1::text[])`,
      values: [['US']],
      order: 'average_views DESC NULLS LAST, id',
    },
    {
      name: 'instagram, DACH, German, ≥ 10K',
      filter: { platform: 'instagram', country: ['DE', 'AT', 'CH'], language: ['de'], followers: { min: 10_000 } },
      where: `platform = 'instagram' AND country = ANY ($1::text[]) AND language = ANY ($2::text[]) AND followers >= 10000`,
      values: [['DE', 'AT', 'CH'], ['de']],
      order: 'followers DESC NULLS LAST, id',
    },
    {
      name: `instagram, category ${category}`,
      filter: { platform: 'instagram', categories: [category] },
      where: `platform = 'instagram' AND categories && $1::text[]`,
      values: [[category.toLowerCase()]],
      order: 'followers DESC NULLS LAST, id',
    },
    {
      name: 'tiktok, keyword "travel"',
      filter: { platform: 'tiktok', keywords: 'travel' },
      where: `platform = 'tiktok' AND search_text LIKE '%travel%'`,
      values: [],
      order: 'followers DESC NULLS LAST, id',
    },
    {
      name: `any platform, hashtag #${hashtag}`,
      filter: { hashtags: [hashtag] },
      where: `hashtags @> $1::text[]`,
      values: [[hashtag.toLowerCase()]],
      order: 'followers DESC NULLS LAST, id',
    },
    {
      name: 'verified, ≥ 1M, by growth',
      filter: { verified: true, followers: { min: 1_000_000 }, sortBy: 'followerGrowth' },
      where: `verified AND followers >= 1000000`,
      values: [],
      order: 'follower_growth DESC NULLS LAST, id',
    },
    {
      name: 'creators growing ≥ 5 %, by growth',
      filter: { accountType: ['creator'], followerGrowth: { min: 5 }, sortBy: 'followerGrowth' },
      where: `account_type = ANY ($1::text[]) AND follower_growth >= 5`,
      values: [['creator']],
      order: 'follower_growth DESC NULLS LAST, id',
    },
    {
      name: `instagram, audience ${audience}, by ER`,
      filter: { platform: 'instagram', audienceCountry: [audience], sortBy: 'engagementRate' },
      where: `platform = 'instagram' AND audience_country = ANY ($1::text[])`,
      values: [[audience]],
      order: 'engagement_rate DESC NULLS LAST, id',
    },
  ];
}

/** The million as a JSON Lines file, as an operator would import it (untimed). */
async function writeCreators(file: string): Promise<void> {
  const out = createWriteStream(file);
  for (const creator of generateBankCreators(CREATORS)) {
    if (!out.write(`${JSON.stringify(creator)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** The same rows as multi-row INSERTs of 5,000 into a table with a primary key only, one statement at a time. */
async function rawInsert(pool: Pool): Promise<number> {
  await pool.query('CREATE TABLE raw_bank (platform text, username text, entry jsonb, PRIMARY KEY (platform, username))');
  const started = performance.now();
  let batch: unknown[] = [];
  const flush = async () => {
    await pool.query(
      `INSERT INTO raw_bank SELECT c->>'platform', c->>'username', c FROM jsonb_array_elements($1::jsonb) AS c
       ON CONFLICT (platform, username) DO UPDATE SET entry = EXCLUDED.entry`,
      [JSON.stringify(batch)],
    );
    batch = [];
  };
  for (const creator of generateBankCreators(CREATORS)) {
    batch.push(creator);
    if (batch.length === 5000) await flush();
  }
  if (batch.length > 0) await flush();
  const seconds = (performance.now() - started) / 1000;
  await pool.query('DROP TABLE raw_bank');
  return CREATORS / seconds;
}

interface Timing {
  p50: number;
  p95: number;
  total: number;
}

const timing = (samples: number[], total: number): Timing => {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), total };
};

async function benchDiscoverBank(): Promise<{ worstRatio: number; worstP95: number; importRate: number }> {
  const db = await openBenchDatabase('discover');
  const pool = createPool(db.url, { max: 12 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scout-bank-'));
  let scout: Scout | undefined;
  let server: Server | undefined;
  try {
    const store = createPostgresBankStore(pool);
    await store.migrate();
    const file = path.join(dir, 'creators.jsonl');
    let t0 = performance.now();
    await writeCreators(file);
    console.log(`wrote ${CREATORS} synthetic creators to a JSON Lines file in ${fmt((performance.now() - t0) / 1000, 1)} s (untimed)`);

    const rawRate = await rawInsert(pool);
    t0 = performance.now();
    const report = await importBankFiles([file], store);
    const importSeconds = (performance.now() - t0) / 1000;
    const importRate = report.stored / importSeconds;
    if (report.stored !== CREATORS || report.refused !== 0) throw new Error(`imported ${report.stored}, refused ${report.refused}`);
    await pool.query('VACUUM ANALYZE bank_creators');
    console.log(
      `import of ${report.stored} creators (npm run bank:import): ${fmt(importRate, 0)} creators/s in ${fmt(importSeconds, 1)} s (target ≥ 20,000); ` +
        `raw multi-row INSERT of the same rows into a plain table: ${fmt(rawRate, 0)} creators/s; ratio ${fmt((importRate / rawRate) * 100, 1)}%`,
    );

    const unlimited = { profiles: 'Infinity', members: 'Infinity', searchCount: 'Infinity', reports: 'Infinity' };
    const everything = Object.fromEntries(PLAN_FEATURES.map((f) => [f, true]));
    const config = loadConfig({
      ...benchEnv(db.url),
      PLAN_CATALOGUE: JSON.stringify({ free: { paid: true, limits: unlimited, features: everything } }),
    });
    const heapBefore = process.memoryUsage();
    t0 = performance.now();
    scout = await createScout({ config, pool, logger: benchLogger() });
    await scout.bank.indexed();
    const heapAfter = process.memoryUsage();
    console.log(
      `search index of ${CREATORS} creators built from PostgreSQL in ${fmt((performance.now() - t0) / 1000, 1)} s ` +
        `(with the app's start); memory +${fmt((heapAfter.rss - heapBefore.rss) / 2 ** 20, 0)} MB RSS, ` +
        `+${fmt((heapAfter.arrayBuffers - heapBefore.arrayBuffers) / 2 ** 20, 0)} MB of typed arrays`,
    );
    const listening = await listen(scout.app);
    server = listening.server;
    const api = `${listening.base}/api/v1`;
    const signup = await fetch(`${api}/customer/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', fullName: 'Bench' }),
    });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
    const { token } = (await signup.json()) as { token: string };

    const { rows: top } = await pool.query<{ category: string; hashtag: string; audience: string }>(
      `SELECT (SELECT c FROM bank_creators, unnest(categories) c WHERE platform = 'instagram' GROUP BY c ORDER BY count(*) DESC LIMIT 1) AS category,
              (SELECT h FROM bank_creators, unnest(hashtags) h GROUP BY h ORDER BY count(*) DESC LIMIT 1) AS hashtag,
              (SELECT audience_country FROM bank_creators WHERE platform = 'instagram' AND audience_country IS NOT NULL
                GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS audience`,
    );
    const combos = combinations(top[0]!.category, top[0]!.hashtag, top[0]!.audience);

    const http = async (combo: Combination): Promise<number> => {
      const response = await fetch(`${api}/customer/discoverProfiles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': token },
        body: JSON.stringify({ filter: combo.filter, offset: 0, limit: PAGE }),
      });
      if (response.status !== 200) throw new Error(`${combo.name}: HTTP ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { metadata: { total_results: number } };
      return body.metadata.total_results;
    };
    const raw = async (combo: Combination): Promise<number> => {
      const [page, count] = await Promise.all([
        pool.query(`SELECT entry FROM bank_creators WHERE ${combo.where} ORDER BY ${combo.order} LIMIT ${PAGE}`, combo.values),
        pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM bank_creators WHERE ${combo.where}`, combo.values),
      ]);
      if (page.rows.length === 0 && count.rows[0]!.n > 0) throw new Error(`${combo.name}: raw page empty`);
      return count.rows[0]!.n;
    };

    console.log(`\ndiscover among ${CREATORS} creators: ${QUERIES} runs of each search, HTTP then raw SQL, one client`);
    console.log(
      'search'.padEnd(40) +
        'matches'.padStart(9) +
        'HTTP p50'.padStart(10) +
        'p95'.padStart(8) +
        'SQL p50'.padStart(9) +
        'p95'.padStart(8) +
        'p95 ratio'.padStart(11),
    );
    let worstRatio = 0;
    let worstP95 = 0;
    const httpP95 = new Map<string, number>();
    for (const combo of combos) {
      // Warm both paths (plans, caches) before measuring.
      for (let i = 0; i < 3; i += 1) {
        await http(combo);
        await raw(combo);
      }
      const httpMs: number[] = [];
      const rawMs: number[] = [];
      let total = 0;
      // The HTTP runs, then the raw SQL runs: a raw search reading the whole table (it has no
      // search index) would push out of PostgreSQL's cache what the next request reads.
      for (let i = 0; i < QUERIES; i += 1) {
        const t = performance.now();
        total = await http(combo);
        httpMs.push(performance.now() - t);
      }
      for (let i = 0; i < QUERIES; i += 1) {
        const t = performance.now();
        const rawTotal = await raw(combo);
        rawMs.push(performance.now() - t);
        if (rawTotal !== total) throw new Error(`${combo.name}: HTTP found ${total}, raw SQL ${rawTotal}`);
      }
      const h = timing(httpMs, total);
      const r = timing(rawMs, total);
      const ratio = h.p95 / r.p95;
      worstRatio = Math.max(worstRatio, ratio);
      worstP95 = Math.max(worstP95, h.p95);
      httpP95.set(combo.name, h.p95);
      console.log(
        combo.name.padEnd(40) +
          String(total).padStart(9) +
          fmt(h.p50, 1).padStart(10) +
          fmt(h.p95, 1).padStart(8) +
          fmt(r.p50, 1).padStart(9) +
          fmt(r.p95, 1).padStart(8) +
          `${fmt(ratio, 2)}×`.padStart(11),
      );
    }
    console.log(
      `worst HTTP p95 ${fmt(worstP95, 1)} ms (target ≤ 50 ms); worst p95 ratio to raw SQL ${fmt(worstRatio, 2)}× (target ≤ 1.5×)`,
    );

    // For comparison only: the same raw SQL once the table has the indexes a search in SQL would
    // want (those the bank had before its in-memory index), built untimed.
    t0 = performance.now();
    for (const sql of SQL_SEARCH_INDEXES) await pool.query(sql);
    await pool.query('VACUUM ANALYZE bank_creators');
    console.log(`\nraw SQL with search indexes (built untimed in ${fmt((performance.now() - t0) / 1000, 1)} s), for comparison`);
    console.log('search'.padEnd(40) + 'SQL p50'.padStart(9) + 'p95'.padStart(8) + 'HTTP p95 / SQL p95'.padStart(20));
    for (const combo of combos) {
      for (let i = 0; i < 3; i += 1) await raw(combo);
      const rawMs: number[] = [];
      for (let i = 0; i < QUERIES; i += 1) {
        const t = performance.now();
        await raw(combo);
        rawMs.push(performance.now() - t);
      }
      const r = timing(rawMs, 0);
      console.log(
        combo.name.padEnd(40) +
          fmt(r.p50, 1).padStart(9) +
          fmt(r.p95, 1).padStart(8) +
          `${fmt(httpP95.get(combo.name)! / r.p95, 2)}×`.padStart(20),
      );
    }
    return { worstRatio, worstP95, importRate };
  } finally {
    server?.close();
    await scout?.close();
    await pool.end();
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The bank's case, then the provider case (issue 26: discover searching the data provider's creator database). */
export async function benchDiscover(): Promise<{ worstRatio: number; worstP95: number; importRate: number; worstOverheadP95: number }> {
  const bank = await benchDiscoverBank();
  return { ...bank, ...(await benchDiscoverProvider()) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchDiscover().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
