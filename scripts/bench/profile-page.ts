/**
 * Benchmark (c): the profile page, `GET /customer/socialProfile/:id` (the saved profile and its
 * analytics read model), p50/p99 over HTTP with 100,000 saved profiles in one organisation, against
 * baselines measured in the same run: the same two documents fetched by primary key in raw SQL, and a
 * plain Express route answering {} over the same HTTP client. Then creators with many posts
 * (BENCH_POST_CREATORS of BENCH_POSTS content items each, recorded and counted on their own streams):
 * their pages at 8 clients against the pages of creators without posts, in the same run.
 *   npm run bench -- profile-page   (BENCH_PROFILES=100000, BENCH_OBSERVED=20000, BENCH_QUERIES=2000,
 *   BENCH_POST_CREATORS=20, BENCH_POSTS=2000; about 9 minutes, most of it the projections catching up
 *   with the seeded events)
 */
import { randomUUID } from 'node:crypto';
import { contentStream } from '@scout/contracts/platform/streams';
import type { NewEvent } from '@scout/platform/eventstore/port';
import type { Scout } from '../../backend/src/app';
import { contentItemId } from '../../backend/src/content/recordContent';
import { postRecordedEvents } from '@scout/projections/testing/contentEvents';
import express from 'express';
import { quoteIdentifier, tableName } from '@scout/platform/readstore/postgres-expressions';
import { profileStatisticsObservedSchema } from '@scout/contracts/profiles';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { savedProfilesCollection } from '@scout/projections/profiles/savedProfiles';
import { contentsCollection } from '@scout/projections/content/contents';
import { profileAnalyticsCollection } from '@scout/projections/profiles/profileAnalytics';
import {
  fmt,
  LastPosition,
  listen,
  printTable,
  profileSavedEvent,
  projectionsCaughtUp,
  random,
  runLoad,
  seededProfile,
  seedMetadata,
  seedProfiles,
  startBenchScout,
} from './lib';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
/** Profiles that also get a ProfileStatisticsObserved (12 posts, follower history); the page asks only for these. */
const OBSERVED = Math.min(PROFILES, Number(process.env.BENCH_OBSERVED ?? 20_000));
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const POST_CREATORS = Math.min(OBSERVED, Number(process.env.BENCH_POST_CREATORS ?? 20));
const POSTS = Number(process.env.BENCH_POSTS ?? 2000);
const CLIENTS = 8;
const PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;

function snapshotOf(platform: string, username: string, i: number): ProfileSnapshot {
  const rand = random(i + 1);
  const followers = 10_000 + rand(5_000_000);
  return {
    platform,
    username,
    identity: {
      fullName: `Creator ${i}`,
      imageUrl: null,
      bio: 'bench creator',
      category: 'Lifestyle',
      country: 'AT',
      city: 'Vienna',
      verified: false,
      profileUrl: null,
    },
    statistics: {
      followers,
      following: rand(2000),
      posts: 100 + rand(2000),
      averageLikes: null,
      averageComments: null,
      averageViews: null,
      providerEngagementRate: null,
    },
    recentPosts: Array.from({ length: 12 }, (_, p) => ({
      postId: `${i}-${p}`,
      url: null,
      type: 'video' as const,
      publishedAt: new Date(Date.UTC(2025, 5, 30) - p * 86_400_000 - rand(86_400) * 1000).toISOString(),
      caption: `post ${p} #travel #food @friend${rand(20)}`,
      likes: rand(Math.floor(followers / 10)),
      comments: rand(Math.floor(followers / 100)),
      views: rand(followers * 2),
      shares: null,
      saves: null,
      hashtags: ['travel', 'food'],
      mentions: [`friend${rand(20)}`],
    })),
    followerHistory: Array.from({ length: 6 }, (_, m) => ({
      date: `2025-0${m + 1}-01`,
      followers: Math.round(followers * (0.8 + m * 0.03)),
    })),
  };
}

/** A creator's post `p`: recorded, then counted, on the content item's own stream, as saving the creator writes them. */
function postEvents(orgId: string, creator: { platform: string; username: string; profileId: string }, p: number): NewEvent[] {
  const rand = random(p + 1);
  const contentId = contentItemId(orgId, creator.platform, `${creator.username}-${p}`);
  // Two posts a day or so: 2,000 posts reach back about three years, beyond the figures' window.
  const publishedAt = new Date(Date.UTC(2025, 5, 30) - p * 43_200_000 - rand(3600) * 1000).toISOString();
  const at = '2025-07-01T00:00:00.000Z';
  const post = {
    postId: `${creator.username}-${p}`,
    url: null,
    type: 'video' as const,
    publishedAt,
    caption: `post ${p} #travel`,
    likes: rand(50_000),
    comments: rand(2000),
    views: rand(1_000_000),
    shares: null,
    saves: null,
    hashtags: ['travel'],
    mentions: [],
  };
  return postRecordedEvents({ contentId, ...creator, post, followers: 1_000_000, at }).map((event) => ({
    ...event,
    id: randomUUID(),
    metadata: seedMetadata(orgId, at),
  }));
}

/** Seeds the posts of `creators`, each on its own stream, and waits for the read models. */
async function seedPosts(scout: Scout, orgId: string, creators: ReadonlyArray<{ platform: string; username: string; profileId: string }>) {
  let t0 = performance.now();
  const appended = new LastPosition();
  await runLoad(16, creators.length * POSTS, async (i) => {
    const creator = creators[i % creators.length]!;
    const events = postEvents(orgId, creator, Math.floor(i / creators.length));
    const contentId = (events[0]!.data as { contentId: string }).contentId;
    appended.saw(await scout.ctx.eventStore.append(contentStream(contentId), events, { expectedRevision: 'no_stream' }));
  });
  const appendSeconds = (performance.now() - t0) / 1000;
  t0 = performance.now();
  await projectionsCaughtUp(scout, 1_800_000, appended.position);
  return { appendSeconds, projectSeconds: (performance.now() - t0) / 1000 };
}

/** A plain Express app answering {}: the floor of any JSON route over HTTP. */
async function plainExpress() {
  const app = express();
  app.get('/ping/:id', (_req, res) => void res.json({}));
  const { server, base } = await listen(app);
  return { url: `${base}/ping`, close: () => server.close() };
}

export async function benchProfilePage() {
  const { scout, pool, api: base, token, orgId, close } = await startBenchScout('page');
  const plain = await plainExpress();
  try {
    const profile = (i: number) => seededProfile(orgId, PLATFORMS, i);
    const { appendSeconds, projectSeconds } = await seedProfiles(scout, PROFILES, 1_800_000, (i) => {
      const p = profile(i);
      const at = new Date(Date.UTC(2025, 6, 1) + i * 1000).toISOString();
      const saved = profileSavedEvent(orgId, p, at);
      const observed = {
        id: randomUUID(),
        type: 'ProfileStatisticsObserved' as const,
        data: profileStatisticsObservedSchema.parse({
          profileId: p.profileId,
          observedAt: at,
          source: 'import',
          snapshot: snapshotOf(p.platform, p.username, i),
        }),
        metadata: seedMetadata(orgId, at),
      };
      return { profileId: p.profileId, events: i < OBSERVED ? [saved, observed] : [saved] };
    });
    console.log(
      `seeded ${PROFILES} profiles (${OBSERVED} with statistics): appended in ${fmt(appendSeconds, 1)} s, projected in ${fmt(projectSeconds, 1)} s`,
    );
    await pool.query('vacuum analyze');

    const rand = random(7);
    const ids = Array.from({ length: QUERIES }, () => profile(rand(OBSERVED)).profileId);
    const tables = [savedProfilesCollection, profileAnalyticsCollection].map((c) => quoteIdentifier(tableName(c.name)));
    const rawSql = async (id: string) => {
      for (const table of tables) {
        const { rowCount } = await pool.query(`select doc from ${table} where org_id = $1 and id = $2`, [orgId, id]);
        if (rowCount !== 1) throw new Error(`no document ${id} in ${table}`);
      }
    };
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`HTTP ${res.status} from ${url}`);
      return res.arrayBuffer();
    };
    const page = (id: string) => get(`${base}/customer/socialProfile/${id}`, { 'x-access-token': token });
    const { byteLength } = await page(ids[0]!);

    const id = (i: number) => ids[i % ids.length]!;
    const warmUp = Math.min(200, QUERIES);
    await runLoad(1, warmUp, (i) => rawSql(id(i)));
    await runLoad(1, warmUp, (i) => get(`${plain.url}/${id(i)}`));
    await runLoad(1, warmUp, (i) => page(id(i)));
    const raw = await runLoad(1, QUERIES, (i) => rawSql(id(i)));
    const floor = await runLoad(1, QUERIES, (i) => get(`${plain.url}/${id(i)}`));
    const http = await runLoad(1, QUERIES, (i) => page(id(i)));

    printTable(
      `profile page, ${PROFILES} profiles in one organisation, ${QUERIES} random profiles with analytics (~${Math.round(byteLength / 1024)} KB JSON)`,
      [
        ['baseline: raw SQL, both documents by key', raw],
        ['baseline: plain Express route answering {}', floor],
        ['HTTP GET /socialProfile/:id (auth + 2 docs)', http],
      ],
    );
    const both = { p50: raw.p50 + floor.p50, p99: raw.p99 + floor.p99 };
    console.log(
      `ratio HTTP/(raw SQL + plain Express): p50 ${fmt(http.p50 / both.p50)}x, p99 ${fmt(http.p99 / both.p99)}x; ` +
        `HTTP/raw SQL p99 ${fmt(http.p99 / raw.p99)}x; HTTP/plain Express p99 ${fmt(http.p99 / floor.p99)}x`,
    );

    // Creators with many posts: their figures are the read model's, kept as the posts arrived.
    const withPosts = Array.from({ length: POST_CREATORS }, (_, i) => profile(i));
    const withoutPosts = Array.from({ length: POST_CREATORS }, (_, i) => profile(POST_CREATORS + i));
    const seeded = await seedPosts(scout, orgId, withPosts);
    console.log(
      `\nseeded ${POST_CREATORS} creators × ${POSTS} posts (${2 * POST_CREATORS * POSTS} events): appended in ${fmt(seeded.appendSeconds, 1)} s, ` +
        `projected in ${fmt(seeded.projectSeconds, 1)} s`,
    );
    const recorded = await Promise.all(
      withPosts.map(async ({ profileId }) => {
        const body = JSON.parse(new TextDecoder().decode(await page(profileId))) as { analytics: { window: { recorded: number } } };
        return body.analytics.window.recorded;
      }),
    );
    const items = await Promise.all(
      withPosts.map(({ profileId }) => scout.ctx.readStore.tenant(contentsCollection).forOrg(orgId).count({ profileId })),
    );
    console.log(
      `posts kept per creator: ${[...new Set(recorded)].join(', ')}; content items: ${[...new Set(items)].join(', ')}; ` +
        `parked: ${JSON.stringify(await scout.ctx.readStore.parkedCounts())}`,
    );
    const pageOf = (creators: ReadonlyArray<{ profileId: string }>) => (i: number) => page(creators[i % creators.length]!.profileId);
    const sample = JSON.parse(new TextDecoder().decode(await page(withPosts[0]!.profileId))) as {
      analytics: { window: { posts: number; recorded: number } };
    };
    await runLoad(CLIENTS, warmUp, pageOf(withPosts));
    await runLoad(CLIENTS, warmUp, pageOf(withoutPosts));
    const noPosts = await runLoad(CLIENTS, QUERIES, pageOf(withoutPosts));
    const manyPosts = await runLoad(CLIENTS, QUERIES, pageOf(withPosts));
    printTable(
      `profile page at ${CLIENTS} clients: creators with ${POSTS} posts (figures over ${sample.analytics.window.posts} of ` +
        `${sample.analytics.window.recorded} kept) against creators without posts`,
      [
        ['baseline: HTTP GET, creators without posts', noPosts],
        [`HTTP GET, creators with ${POSTS} posts`, manyPosts],
      ],
    );
    console.log(
      `ratio with posts/without posts: p50 ${fmt(manyPosts.p50 / noPosts.p50)}x, p99 ${fmt(manyPosts.p99 / noPosts.p99)}x (target p99 ≤ 2x)`,
    );
    return { raw, floor, http, noPosts, manyPosts };
  } finally {
    plain.close();
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchProfilePage().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
