/**
 * Benchmark (issue 26): discover searching the data provider's creator database. The provider is
 * the InsightIQ fake (tests/support/fakeCreatorSearch.ts) over 1,000,000 synthetic creators; it runs
 * in a process of its own with the bench's client (providerProcess.ts), as the real provider and the
 * browser are elsewhere, so neither computing a page nor sending a search holds Scout's event loop.
 * Scout runs in this process with SOCIAL_DATA_PROVIDER=insightiq on its own database. Four typical
 * searches, warmed together, then each run QUERIES times over HTTP (`POST /customer/discoverProfiles`),
 * every run a page not asked before (so the page cache never answers and each run asks the provider
 * once). Scout's overhead of a run is its HTTP answer time minus the fake's own answer time for the
 * provider call it made (computing the page); it holds the session and plan checks, the search
 * count, the call to the provider and reading its answer, writing the creators into the bank and
 * the JSON. Printed: the fake's p50/p95, Scout's p50/p95 and the overhead's p50/p95 (target ≤ 15 ms).
 *   npm run bench -- discover-provider   (also run by `npm run bench -- discover`)
 *   BENCH_PROVIDER_CREATORS=1000000 BENCH_PROVIDER_QUERIES=60
 */
import { performance } from 'node:perf_hooks';
import type { Server } from 'node:http';
import { createScout, type Scout } from '@scout/backend/app';
import { loadConfig } from '@scout/platform/config';
import { createPool } from '@scout/platform/postgres/pool';
import { PLAN_FEATURES } from '@scout/contracts/billing/plans';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { fork } from 'node:child_process';
import type { ProviderSearch, ProviderSearchResult } from './providerProcess';
import { benchEnv, benchLogger, fmt, listen, openBenchDatabase, percentile } from './lib';

const CREATORS = Number(process.env.BENCH_PROVIDER_CREATORS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_PROVIDER_QUERIES ?? 60);
const PAGE = 20;
const WARM_PAGES = 8;

const SEARCHES: Array<{ name: string; filter: Partial<DiscoverFilter> }> = [
  {
    name: 'instagram, DE, Fashion, 50K–500K',
    filter: { platform: 'instagram', country: ['DE'], categories: ['Fashion'], followers: { min: 50_000, max: 500_000 } },
  },
  { name: 'tiktok, ER ≥ 5 %, by ER', filter: { platform: 'tiktok', engagementRate: { min: 5 }, sortBy: 'engagementRate' } },
  { name: 'youtube, US, by average views', filter: { platform: 'youtube', country: ['US'], sortBy: 'averageViews' } },
  {
    name: 'instagram, DACH, German, ≥ 10K, contacts',
    filter: { platform: 'instagram', country: ['DE', 'AT', 'CH'], language: ['de'], followers: { min: 10_000 }, hasContacts: true },
  },
];

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The fake and the client in their own process (providerProcess.ts): the fake's env once its creators are built, and searches. */
async function startProviderProcess() {
  const child = fork(new URL('./providerProcess.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PROVIDER_CREATORS: String(CREATORS) },
  });
  let waiting: { resolve: (message: unknown) => void; reject: (error: Error) => void } | undefined;
  child.on('message', (message) => waiting?.resolve(message));
  child.on('exit', (code) => waiting?.reject(new Error(`the provider process ended (${code})`)));
  const next = <T>(): Promise<T> =>
    new Promise((resolve, reject) => {
      waiting = { resolve: (message) => resolve(message as T), reject };
    });
  const { env } = await next<{ env: Record<string, string> }>();
  return {
    env,
    /** One search sent by the provider process's client. */
    search: (search: ProviderSearch) => {
      child.send({ search });
      return next<ProviderSearchResult>();
    },
    close: () =>
      new Promise<void>((resolve) => {
        waiting = { resolve: () => undefined, reject: () => resolve() };
        child.send('close');
      }),
  };
}

export async function benchDiscoverProvider(): Promise<{ worstOverheadP95: number }> {
  const t0 = performance.now();
  const fake = await startProviderProcess();
  console.log(
    `\nprovider case: the InsightIQ fake, in its own process, generated ${CREATORS} synthetic creators in ${fmt((performance.now() - t0) / 1000, 1)} s`,
  );
  const db = await openBenchDatabase('discover_provider').catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  const pool = createPool(db.url, { max: 12 });
  let scout: Scout | undefined;
  let server: Server | undefined;
  try {
    const unlimited = { profiles: 'Infinity', members: 'Infinity', searchCount: 'Infinity', reports: 'Infinity' };
    const everything = Object.fromEntries(PLAN_FEATURES.map((f) => [f, true]));
    const config = loadConfig({
      ...benchEnv(db.url),
      ...fake.env,
      PLAN_CATALOGUE: JSON.stringify({ free: { paid: true, limits: unlimited, features: everything } }),
    });
    scout = await createScout({ config, pool, logger: benchLogger() });
    // The shipped bank loads in the background on a first start: measured once it is in.
    let last = -1;
    for (;;) {
      const count = await scout.bank.count();
      if (count > 0 && count === last) break;
      last = count;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const listening = await listen(scout.app);
    server = listening.server;
    const api = `${listening.base}/api/v1`;
    const signup = await fetch(`${api}/customer/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-provider@example.com', password: 'bench password', fullName: 'Bench' }),
    });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
    const { token } = (await signup.json()) as { token: string };

    /** The content encoding of the last answer (the client asks for br, gzip or deflate, as a browser does). */
    let encoding = 'none';
    /** One page not asked before: Scout's answer time and the fake's own time for it. */
    const run = async (filter: Partial<DiscoverFilter>, offset: number): Promise<{ scout: number; fake: number; total: number }> => {
      const measured = await fake.search({
        url: `${api}/customer/discoverProfiles`,
        token,
        body: JSON.stringify({ filter, offset, limit: PAGE }),
      });
      if (measured.status !== 200 || measured.source !== 'provider')
        throw new Error(`HTTP ${measured.status} ${measured.text ?? measured.source}`);
      if (measured.fakeMs.length !== 1) throw new Error(`expected one provider search, saw ${measured.fakeMs.length}`);
      encoding = measured.encoding ?? 'none';
      return { scout: measured.scoutMs, fake: measured.fakeMs[0]!, total: measured.total! };
    };

    console.log(`discover at the provider over ${CREATORS} creators: ${QUERIES} pages of each search, one client, no page cached`);
    console.log(
      'search'.padEnd(42) +
        'matches'.padStart(9) +
        'fake p50'.padStart(10) +
        'p95'.padStart(8) +
        'Scout p50'.padStart(11) +
        'p95'.padStart(8) +
        'overhead p50'.padStart(14) +
        'p95'.padStart(8),
    );
    let worstOverheadP95 = 0;
    const allOverheads: number[] = [];
    // Warm, every search before any is measured: the provider's sort orders and location dictionary,
    // Scout's plans and compiled code; pages past those measured.
    const totals = new Map<string, number>();
    for (let i = 0; i < WARM_PAGES; i += 1) {
      for (const search of SEARCHES) totals.set(search.name, (await run(search.filter, (QUERIES + i) * PAGE)).total);
    }
    for (const search of SEARCHES) {
      const total = totals.get(search.name)!;
      if (total < QUERIES * PAGE) throw new Error(`${search.name}: only ${total} matches for ${QUERIES} pages`);
      const fakeMs: number[] = [];
      const scoutMs: number[] = [];
      const overhead: number[] = [];
      for (let i = 0; i < QUERIES; i += 1) {
        const measured = await run(search.filter, i * PAGE);
        fakeMs.push(measured.fake);
        scoutMs.push(measured.scout);
        overhead.push(measured.scout - measured.fake);
      }
      allOverheads.push(...overhead);
      const f = sorted(fakeMs);
      const s = sorted(scoutMs);
      const o = sorted(overhead);
      worstOverheadP95 = Math.max(worstOverheadP95, percentile(o, 95));
      console.log(
        search.name.padEnd(42) +
          String(total).padStart(9) +
          fmt(percentile(f, 50), 1).padStart(10) +
          fmt(percentile(f, 95), 1).padStart(8) +
          fmt(percentile(s, 50), 1).padStart(11) +
          fmt(percentile(s, 95), 1).padStart(8) +
          fmt(percentile(o, 50), 1).padStart(14) +
          fmt(percentile(o, 95), 1).padStart(8),
      );
    }
    console.log(
      `Scout's overhead over the provider's own answer time: p95 ${fmt(percentile(sorted(allOverheads), 95), 1)} ms over all runs, ` +
        `worst search p95 ${fmt(worstOverheadP95, 1)} ms (target ≤ 15 ms); answers sent ${encoding}`,
    );
    return { worstOverheadP95 };
  } finally {
    server?.close();
    await scout?.close();
    await pool.end();
    await db.stop();
    await fake.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchDiscoverProvider().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
