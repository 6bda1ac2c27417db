/**
 * Done-when of issue 4 (and issue 23's window): engagement rate, averages and the posting-time
 * heatmap of real creators, computed here in plain code straight from the CSV over the figures'
 * window (the newest 1,000 posts published at most 365 days before the newest), equal Scout's read
 * model to 2 decimals. Scout's side runs its real path: the dataset reader → ProfileStatisticsObserved
 * and each post recorded and counted on its own content stream → the savedProfiles projection.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { readTiktokVideosCsv } from './tiktokVideos';
import { FIGURE_WINDOW_DAYS, FIGURE_WINDOW_POSTS, profileSavedSchema, profileStatisticsObservedSchema } from '@scout/contracts/profiles';
import { postRecordedEvents } from '@scout/projections/testing/contentEvents';
import { projectionSpec, recorded, testMetadata } from '@scout/projections/testing/projectionSpec';
import { savedProfilesProjection, type SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';

const csvText = readFileSync(new URL('../fixtures/tiktok-analytics/tiktok-users-videos-sample.csv', import.meta.url), 'utf8');

// ---- the independent computation: nothing of Scout's below this line until "Scout's path" ----

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cellText = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cellText += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cellText += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cellText);
      cellText = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cellText);
      rows.push(row);
      row = [];
      cellText = '';
    } else cellText += ch;
  }
  if (cellText !== '' || row.length) rows.push([...row, cellText]);
  return rows;
}

/** "353.1K" → 353100 in integer arithmetic; blank → null. */
function countOf(text: string): number | null {
  if (text.trim() === '') return null;
  const match = /^(\d+)(?:\.(\d+))?([KMB])?$/.exec(text.trim());
  if (!match) throw new Error(`not a count: ${text}`);
  const fraction = match[2] ?? '';
  const zeros = { '': 0, K: 3, M: 6, B: 9 }[match[3] ?? '']! - fraction.length;
  return Number(BigInt(match[1]! + fraction) * 10n ** BigInt(zeros));
}

/** numerator ÷ denominator × 100, rounded half up to 2 decimals, exactly (both non-negative integers). */
function percent2(numerator: bigint, denominator: bigint): number {
  const hundredths = (2n * numerator * 10_000n + denominator) / (2n * denominator);
  return Number(hundredths) / 100;
}

/** The last Sunday of a month at 01:00 UTC: when Europe switches clocks. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** "2025-02-23 10:48:59" in Ho Chi Minh City (UTC+7) → UTC milliseconds. */
function utcOf(localTime: string): number {
  const [date, time] = localTime.split(' ');
  const [y, mo, d] = date!.split('-').map(Number);
  const [h, mi, s] = time!.split(':').map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - 7 * 3_600_000;
}

/** "2025-02-23 10:48:59" in Ho Chi Minh City (UTC+7) → [hour, weekday Monday = 0] on a clock in Vienna. */
function viennaHourAndWeekday(localTime: string): [number, number] {
  const utc = utcOf(localTime);
  const y = new Date(utc).getUTCFullYear();
  const summer = utc >= lastSundayAt1Utc(y!, 2) && utc < lastSundayAt1Utc(y!, 9);
  const vienna = new Date(utc + (summer ? 2 : 1) * 3_600_000);
  return [vienna.getUTCHours(), (vienna.getUTCDay() + 6) % 7];
}

interface Expected {
  username: string;
  followers: number;
  engagementRate: number;
  viewEngagementRate: number | null;
  averageLikes: number;
  averageComments: number;
  heatmap: number[][];
  posts: number;
  recorded: number;
}

function expectedPerCreator(text: string): Expected[] {
  const [header, ...rows] = parseCsv(text);
  const col = (name: string) => header!.indexOf(name);
  const [user, followers, postTime, scrapeTime, views, likes, comments] = [
    'user_name',
    'user_nfollower',
    'vid_postTime',
    'vid_scrapeTime',
    'vid_nview',
    'vid_nlike',
    'vid_ncomment',
  ].map(col) as [number, number, number, number, number, number, number];
  const byCreator = new Map<string, string[][]>();
  for (const row of rows) byCreator.set(row[user]!, [...(byCreator.get(row[user]!) ?? []), row]);
  return [...byCreator].map(([username, videos]) => {
    const lastScraped = [...videos].sort((a, b) => (a[scrapeTime]! < b[scrapeTime]! ? -1 : 1)).at(-1)!;
    const followerCount = countOf(lastScraped[followers]!)!;
    // The window: newest first, at most 365 days before the newest, at most 1,000.
    const newestFirst = [...videos].sort((a, b) => (a[postTime]! > b[postTime]! ? -1 : 1));
    const oldestAllowed = utcOf(newestFirst[0]![postTime]!) - FIGURE_WINDOW_DAYS * 86_400_000;
    const window = newestFirst.filter((v) => utcOf(v[postTime]!) >= oldestAllowed).slice(0, FIGURE_WINDOW_POSTS);
    const sum = (values: Array<number | null>) => values.reduce<bigint>((total, value) => total + BigInt(value ?? 0), 0n);
    const n = BigInt(window.length);
    const likesAndComments = sum(window.map((v) => countOf(v[likes]!))) + sum(window.map((v) => countOf(v[comments]!)));
    const withViews = window.filter((v) => countOf(v[views]!) !== null);
    const viewSum = sum(withViews.map((v) => countOf(v[views]!)));
    const cells = Array.from({ length: 24 }, () => [0, 0, 0, 0, 0, 0, 0]);
    for (const video of window) {
      const [hour, weekday] = viennaHourAndWeekday(video[postTime]!);
      cells[hour]![weekday]! += 1;
    }
    return {
      username,
      followers: followerCount,
      // (Σlikes/n + Σcomments/n) / followers × 100
      engagementRate: percent2(likesAndComments, n * BigInt(followerCount)),
      // (Σlikes/n + Σcomments/n) / (Σviews/n_views) × 100
      viewEngagementRate: withViews.length && viewSum > 0n ? percent2(likesAndComments * BigInt(withViews.length), n * viewSum) : null,
      averageLikes: percent2(sum(window.map((v) => countOf(v[likes]!))), n * 100n),
      averageComments: percent2(sum(window.map((v) => countOf(v[comments]!))), n * 100n),
      heatmap: cells.map((row) => row.map((count) => percent2(BigInt(count), BigInt(window.length)))),
      posts: window.length,
      recorded: videos.length,
    };
  });
}

// ---- Scout's path ----

const orgId = '11111111-1111-4111-8111-111111111111';
const observedAt = '2025-06-06T12:00:00.000Z';

function scoutEvents() {
  return readTiktokVideosCsv(csvText).flatMap((snapshot, i) => {
    const profileId = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const saved = profileSavedSchema.parse({
      profileId,
      platform: 'tiktok',
      username: snapshot.username,
      slug: `${snapshot.username}-tiktok`,
      savedAt: observedAt,
    });
    const observed = profileStatisticsObservedSchema.parse({ profileId, observedAt, source: 'import', snapshot });
    const posts = snapshot.recentPosts.flatMap((post, p) => {
      const contentId = `${String(i).padStart(8, '0')}-0000-4000-8000-${String(p).padStart(12, '0')}`;
      return recorded(
        `content-${contentId}`,
        testMetadata(orgId),
        postRecordedEvents({
          contentId,
          profileId,
          platform: 'tiktok',
          username: snapshot.username,
          post,
          followers: snapshot.statistics.followers,
          at: observedAt,
        }),
      );
    });
    return [
      ...recorded(`savedProfile-${profileId}`, testMetadata(orgId), [
        { type: 'ProfileSaved', data: saved },
        { type: 'ProfileStatisticsObserved', data: observed },
      ]),
      ...posts,
    ];
  });
}

describe('analytics of real TikTok creators (tiktok-videos-2025 sample)', () => {
  const expected = expectedPerCreator(csvText);

  it('reads the fixture independently: 36 creators, "353.1K" followers as 353100', () => {
    expect(expected).toHaveLength(36);
    expect(expected.find((creator) => creator.username === 'chi.nese_')?.followers).toBe(353_100);
    expect(expected.some((creator) => creator.viewEngagementRate === null || creator.posts < 12)).toBe(true);
    // Some creators posted over more than a year: the window leaves their oldest posts out.
    expect(expected.some((creator) => creator.posts < creator.recorded)).toBe(true);
  });

  it("Scout's read model matches engagement rate, rate per view, averages and the Vienna heatmap of every creator to 2 decimals", () => {
    projectionSpec<SavedProfileDoc>(savedProfilesProjection)
      .given(scoutEvents())
      .then(
        expected.map(
          (creator) =>
            expect.objectContaining({
              orgId,
              username: creator.username.toLowerCase(),
              dataStatus: 'available',
              followers: creator.followers,
              engagementRate: creator.engagementRate,
              figures: expect.objectContaining({
                engagementRate: expect.objectContaining({ value: creator.engagementRate, source: 'posts' }),
                viewEngagementRate: expect.objectContaining({ value: creator.viewEngagementRate }),
                averageLikes: expect.objectContaining({ value: creator.averageLikes }),
                averageComments: expect.objectContaining({ value: creator.averageComments }),
                window: expect.objectContaining({ posts: creator.posts, recorded: creator.recorded }),
              }),
              heatmap: expect.objectContaining({ timeZone: 'Europe/Vienna', postsConsidered: creator.posts, rows: creator.heatmap }),
            }) as unknown as SavedProfileDoc,
        ),
      );
  });
});
