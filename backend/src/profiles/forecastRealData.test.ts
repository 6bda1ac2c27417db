/**
 * Issue 29's done-when on shipped real data: the forecast's walk-forward backtest per creator of the
 * TikTok video fixture (36 creators of tiktok-videos-2025) and of a YouTube channel of the 2017 US
 * trending videos, through Scout's path (each post recorded and counted on its own content stream →
 * the savedProfiles projection). Prints the error and coverage per creator: docs/forecasts.md gives them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import type { SocialPost } from '@scout/contracts/socialData';
import {
  FORECAST_BACKTEST_POSTS,
  FORECAST_GROWN_DAYS,
  FORECAST_METRICS,
  FORECAST_MIN_POSTS,
  type CreatorForecast,
  type ForecastMetric,
} from '@scout/contracts/profiles/forecasts';
import { backtestFigures, median, walkForward, type BacktestOutcome } from '@scout/projections/profiles/forecasts/backtest';
import { postRecordedEvents } from '@scout/projections/testing/contentEvents';
import { projectionSpec, recorded, testMetadata } from '@scout/projections/testing/projectionSpec';
import { savedProfilesProjection, type SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';
import { readTiktokVideosCsv, tiktokPostTimeToUtc } from '../socialData/datasets/tiktokVideos';
import { cellText, readCsvRows } from '../socialData/datasets/csv';
import { parseCount } from '../socialData/datasets/numbers';

const fixture = (path: string) => readFileSync(new URL(`../socialData/fixtures/${path}`, import.meta.url), 'utf8');
const orgId = '11111111-1111-4111-8111-111111111111';
const metadata = testMetadata(orgId);

interface Creator {
  platform: string;
  username: string;
  /** Each post with when its counts were observed. */
  posts: Array<{ post: SocialPost; observedAt: string }>;
}

/** The forecast Scout's read model keeps for the creator after every post was recorded and counted. */
function forecastOf(creator: Creator, index: number): CreatorForecast {
  const profileId = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  const events = creator.posts.flatMap(({ post, observedAt }, p) => {
    const contentId = `${String(index).padStart(8, '0')}-0000-4000-8000-${String(p).padStart(12, '0')}`;
    const item: ScoutEvent[] = postRecordedEvents({ ...creator, contentId, profileId, post, followers: null, at: observedAt });
    return recorded(`content-${contentId}`, metadata, item);
  });
  const saved = recorded(`savedProfile-${profileId}`, metadata, [
    {
      type: 'ProfileSaved',
      data: {
        profileId,
        platform: creator.platform,
        username: creator.username,
        slug: `${creator.username}-${creator.platform}`,
        savedAt: '2025-06-06T00:00:00.000Z',
      },
    },
  ]);
  const [doc] = projectionSpec<SavedProfileDoc>(savedProfilesProjection)
    .given([...saved, ...events])
    .docs();
  return doc!.forecast!;
}

/**
 * TikTok creators of the fixture (or of the file FORECAST_TIKTOK_CSV names, such as the whole
 * `users_videos.csv` of the shared data), each video counted when it was scraped.
 */
function tiktokCreators(): Creator[] {
  const path = process.env.FORECAST_TIKTOK_CSV;
  const text = path ? readFileSync(path, 'utf8') : fixture('tiktok-analytics/tiktok-users-videos-sample.csv');
  const [header, ...rows] = readCsvRows(text);
  const [id, scraped] = ['vid_id', 'vid_scrapeTime'].map((name) => header!.indexOf(name));
  const scrapedAt = new Map(rows.map((row) => [cellText(row, id), tiktokPostTimeToUtc(row[scraped!] ?? '')]));
  return readTiktokVideosCsv(text).map((snapshot) => ({
    platform: 'tiktok',
    username: snapshot.username,
    posts: snapshot.recentPosts.map((post) => ({ post, observedAt: scrapedAt.get(post.postId)! })),
  }));
}

/** The YouTube channel of the fixture: each video with its counts of its last trending day ("17.14.11": 2017, 14 November). */
function youtubeChannel(): Creator {
  const [header, ...rows] = readCsvRows(fixture('youtube-trending/theellenshow-us-trending-2017.csv'));
  const col = (name: string) => header!.indexOf(name);
  const posts = new Map<string, { post: SocialPost; observedAt: string }>();
  for (const row of rows) {
    const [year, dayOfMonth, month] = row[col('trending_date')]!.split('.');
    const observedAt = `20${year}-${month}-${dayOfMonth}T23:59:59.000Z`;
    const videoId = row[col('video_id')]!;
    if ((posts.get(videoId)?.observedAt ?? '') > observedAt) continue;
    posts.set(videoId, {
      observedAt,
      post: {
        postId: videoId,
        url: `https://www.youtube.com/watch?v=${videoId}`,
        type: 'video',
        publishedAt: row[col('publish_time')]!,
        caption: row[col('title')]!,
        views: parseCount(row[col('views')]),
        likes: parseCount(row[col('likes')]),
        comments: parseCount(row[col('comment_count')]),
        shares: null,
        saves: null,
        hashtags: [],
        mentions: [],
      },
    });
  }
  return { platform: 'youtube', username: row0Channel(header!, rows), posts: [...posts.values()] };
}
const row0Channel = (header: string[], rows: string[][]) => rows[0]![header.indexOf('channel_title')]!;

const pad = (text: string | number, width: number) => String(text).padStart(width);
const DAY_MS = 86_400_000;

/** A creator's counts of one kind, oldest post first, of the posts counted 7 days or more after publishing. */
function grownSeries(creator: Creator, metric: ForecastMetric): number[] {
  const countOf = ({ likes, comments, views }: SocialPost) =>
    metric === 'engagements' ? (likes === null || comments === null ? null : likes + comments) : { likes, comments, views }[metric];
  // Posts published at the same second: Scout orders them by content id (made from `p` here), the later id first.
  return creator.posts
    .map((item, p) => ({ ...item, p }))
    .filter(({ post, observedAt }) => Date.parse(observedAt) - Date.parse(post.publishedAt) >= FORECAST_GROWN_DAYS * DAY_MS)
    .sort((a, b) => a.post.publishedAt.localeCompare(b.post.publishedAt) || b.p - a.p)
    .flatMap(({ post }) => {
      const count = countOf(post);
      return count === null ? [] : [count];
    });
}

describe('the forecast backtested on real creators', () => {
  const tiktok = tiktokCreators();
  const youtube = youtubeChannel();
  const results = [...tiktok, youtube].map((creator, i) => ({ creator, forecast: forecastOf(creator, i) }));

  it('prints the backtest per creator and overall: views, likes, comments and engagements of all their posts', () => {
    const lines = ['creator                      posts  metric       backtested  MdAPE %  coverage %'];
    const pooled = new Map<string, { outcomes: BacktestOutcome[]; baselineErrors: number[] }>();
    for (const { creator, forecast } of results) {
      for (const metric of FORECAST_METRICS) {
        const figure = forecast.byType[0]!.metrics[metric];
        const { backtest } = figure;
        const name = `${creator.platform}/${creator.username}`;
        const why = figure.reason ? `no forecast: ${figure.reason} (${figure.postsAvailable} grown posts with the count)` : '';
        lines.push(
          `${name.padEnd(28)} ${pad(creator.posts.length, 5)}  ${metric.padEnd(12)} ${pad(backtest.posts, 10)}  ${pad(backtest.mdape ?? '–', 7)}  ${pad(backtest.coverage ?? '–', 10)}  ${why}`,
        );
        // The same walk-forward straight from the posts: Scout's read model answers exactly this.
        const series = grownSeries(creator, metric);
        const outcomes = walkForward(series);
        expect(backtestFigures(outcomes)).toEqual(backtest);
        const all = pooled.get(metric) ?? { outcomes: [], baselineErrors: [] };
        all.outcomes.push(...outcomes);
        // Baseline: the plain median of the (up to 30) posts before, no weights.
        for (let i = series.length - outcomes.length; i < series.length; i++) {
          if (series[i]! > 0) all.baselineErrors.push(Math.abs(median(series.slice(Math.max(0, i - 30), i)) - series[i]!) / series[i]!);
        }
        pooled.set(metric, all);
      }
    }
    for (const [metric, { outcomes, baselineErrors }] of pooled) {
      const figures = backtestFigures(outcomes);
      lines.push(
        `ALL: ${metric}: ${figures.posts} posts backtested, MdAPE ${figures.mdape} %, coverage ${figures.coverage} % ` +
          `(baseline, plain median of the posts before: MdAPE ${(median(baselineErrors) * 100).toFixed(2)} %)`,
      );
    }
    console.info(lines.join('\n'));
    expect(pooled.get('views')!.outcomes.length).toBeGreaterThan(50);
    expect(pooled.get('likes')!.outcomes.length).toBeGreaterThan(pooled.get('views')!.outcomes.length);
  });

  it('backtests every TikTok creator with more than 12 grown posts on its newest posts, and gives the others no forecast with the reason', () => {
    for (const { creator, forecast } of results.slice(0, tiktok.length)) {
      const likes = forecast.byType[0]!.metrics.likes;
      if (likes.postsAvailable >= FORECAST_MIN_POSTS) {
        expect(likes.next).not.toBeNull();
        expect(likes.next!.low).toBeLessThanOrEqual(likes.next!.median);
        expect(likes.next!.median).toBeLessThanOrEqual(likes.next!.high);
        expect(likes.backtest.posts).toBe(Math.min(FORECAST_BACKTEST_POSTS, likes.postsAvailable - FORECAST_MIN_POSTS));
      } else {
        expect({ creator: creator.username, next: likes.next, reason: likes.reason }).toEqual({
          creator: creator.username,
          next: null,
          reason: 'too_few_posts',
        });
      }
    }
    expect(results.filter(({ forecast }) => forecast.byType[0]!.metrics.views.next !== null).length).toBeGreaterThan(20);
  });

  it('gives the YouTube channel no forecast: 5 videos, each counted within days of publishing', () => {
    const { forecast } = results.at(-1)!;
    expect(youtube.posts).toHaveLength(5);
    expect(forecast.byType[0]!.metrics.views).toMatchObject({ next: null, reason: 'too_few_posts', postsAvailable: 0 });
  });
});
