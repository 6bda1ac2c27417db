/**
 * Issue 24, item 5 (charts mislead) and item 10's mixed dates, in the browser: a creator observed
 * at uneven dates draws its followers on real time (pixels proportional to time, year ticks with
 * four digits), a creator observed once shows its figure and date in words, a flat line gets padded
 * Y ticks that all differ; a content item's history is labelled (axes with units, legend) and one
 * observed once shows its figures; the dashboard's bars sit on a time axis; the campaign list writes
 * every date in one style. English and German.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator } from 'playwright-core';
import type { ContentListResponse } from '@scout/contracts/content';
import type { ScoutEvent } from '@scout/contracts/events';
import { contentStream, savedProfileStream } from '@scout/contracts/platform/streams';
import { profileResponseSchema } from '@scout/contracts/profiles/responses';
import type { ProfileSnapshot, SocialPost } from '@scout/contracts/socialData';
import { EmbeddedSocialData } from '../../backend/src/socialData/embedded';
import { campaignTestIds } from '../../frontend/src/campaigns/testIds';
import { contentTestIds } from '../../frontend/src/content/testIds';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { chartTestIds } from '../../frontend/src/platform/charts/chartTestIds';
import { profilePageTestIds } from '../../frontend/src/profiles/page/testIds';
import { analyticsTestIds } from '../../frontend/src/socialProfile/analytics/testIds';
import { saveProfile, signUp } from '../support/app';
import { inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp, chooseGerman } from '../support/browser';
import { campaignApi } from '../support/campaignApi';
import { bareCreator } from '../support/knownCreators';
import { toNew } from '../support/seedHistory';

const WAIT = { timeout: 20_000 };
const TODAY_FOLLOWERS = 13_500_000;
/** The dates: Jun 22 → Sep 22 → Nov 22 → Dec 22 → Nov 26, drawn equally apart before. */
const UNEVEN_DAYS: Array<[string, number]> = [
  ['2022-06-22', 9_800_000],
  ['2022-09-22', 10_400_000],
  ['2022-11-22', 10_900_000],
  ['2022-12-22', 11_200_000],
  ['2026-11-26', 13_400_000],
];
/** Earlier observations of one post, hours and days apart. */
const CONTENT_TIMES = ['2026-11-20T09:00:00.000Z', '2026-11-21T18:30:00.000Z', '2026-11-25T07:00:00.000Z'];
/** A date written as "Nov 28, 26", "Nov 28, 2026" or "11/28/2026": none may show. */
const OTHER_DATE_STYLES = [
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}, \d{2,4}\b/,
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/,
  /\b\d{1,2}\.? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mär|Mai|Okt|Dez)[a-z]*\.? \d{2}(?!\d)/,
];

let harness: BrowserApp;
let token = '';
let orgId = '';

const post = (postId: string, likes: number): SocialPost => ({
  postId,
  url: null,
  type: 'image',
  publishedAt: '2026-11-19T12:00:00.000Z',
  caption: `post ${postId}`,
  likes,
  comments: Math.round(likes / 20),
  views: likes * 12,
  shares: null,
  saves: null,
  hashtags: [],
  mentions: [],
});

function creator(username: string, posts: SocialPost[]): ProfileSnapshot {
  const snapshot = bareCreator('instagram', username);
  return { ...snapshot, statistics: { ...snapshot.statistics, followers: TODAY_FOLLOWERS }, recentPosts: posts };
}

const UNEVEN = creator('uneven.dates', [post('uneven-1', 40_000)]);
const SINGLE = creator('single.point', [post('single-1', 9_000)]);
const FLAT = creator('flat.line', []);

/** Appends events to a stream as the system would, and waits until the read models show them. */
async function append(streamId: string, events: ScoutEvent[]): Promise<void> {
  const { position } = await harness.app.scout.ctx.eventStore.append(streamId, toNew(orgId, events), { expectedRevision: 'any' });
  await harness.app.scout.runner.waitFor(position, 10_000);
}

async function observedOn(profileId: string, snapshot: ProfileSnapshot, days: Array<[string, number]>): Promise<void> {
  await append(
    savedProfileStream(profileId),
    days.map(([day, followers]) => ({
      type: 'ProfileStatisticsObserved',
      data: {
        profileId,
        observedAt: `${day}T10:00:00.000Z`,
        source: 'import',
        snapshot: { ...snapshot, statistics: { ...snapshot.statistics, followers }, recentPosts: [] },
      },
    })),
  );
}

async function contentsOf(profileId: string): Promise<ContentListResponse['contents']> {
  const res = await harness.app.http
    .get(`/api/v1/customer/contents?platform=instagram&profileId=${profileId}`)
    .set('X-Access-Token', token);
  expect(res.status).toBe(200);
  return (res.body as ContentListResponse).contents;
}

/** The X ticks of a chart, left to right: their labels and where they sit. */
async function xTicks(chart: Locator): Promise<Array<{ label: string; x: number }>> {
  return chart
    .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
    .evaluateAll((texts) =>
      texts.map((text) => ({ label: text.textContent ?? '', x: Number(text.getAttribute('x')) })).sort((a, b) => a.x - b.x),
    );
}

async function yLabels(chart: Locator): Promise<string[]> {
  return chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();
}

/** The x of each dot (of one line, by the class of its dots), left to right. */
async function dotsOf(chart: Locator, dots = '.recharts-line-dot'): Promise<number[]> {
  return chart.locator(dots).evaluateAll((dots) => dots.map((dot) => Number(dot.getAttribute('cx'))).sort((a, b) => a - b));
}

/** Each point's share of the way from the first to the last, on screen and in time, agree. */
function expectProportional(xs: number[], times: number[]): void {
  const shares = (values: number[]) => values.map((value) => (value - values[0]!) / (values.at(-1)! - values[0]!));
  expect(shares(xs)).toEqual(shares(times).map((share) => expect.closeTo(share, 2)));
}

function expectDistinct(labels: string[]): void {
  expect(labels.length).toBeGreaterThanOrEqual(2);
  expect(new Set(labels).size).toBe(labels.length);
}

function expectOneDateStyle(text: string): void {
  for (const style of OTHER_DATE_STYLES) expect(text).not.toMatch(style);
}

beforeAll(async () => {
  harness = await startBrowserApp();
  harness.app.scout.ctx.socialData = new EmbeddedSocialData([UNEVEN, SINGLE, FLAT]);
  const owner = await signUp(harness.app, { fullName: 'Klara Wimmer', orgName: 'Wimmer Media' });
  token = owner.token;
  orgId = owner.user.orgInfo._id;
}, 60_000);

afterAll(async () => harness?.close());

describe('charts agency staff can trust', () => {
  const saved: Record<'uneven' | 'single' | 'flat', { _id: string; slug: string }> = {} as never;

  beforeAll(async () => {
    saved.uneven = await saveProfile(harness.app, token, 'instagram', UNEVEN.username);
    saved.single = await saveProfile(harness.app, token, 'instagram', SINGLE.username);
    saved.flat = await saveProfile(harness.app, token, 'instagram', FLAT.username);
    await observedOn(saved.uneven._id, UNEVEN, UNEVEN_DAYS);
    await observedOn(saved.flat._id, FLAT, [['2026-10-01', TODAY_FOLLOWERS]]);
  }, 60_000);

  it('draws followers on real time, with four-digit years and Y labels that differ; one observation reads as a sentence; a flat line is padded', async () => {
    const res = await harness.app.http.get(`/api/v1/customer/socialProfile/${saved.uneven._id}`).set('X-Access-Token', token);
    const days = (profileResponseSchema.parse(res.body).analytics?.followerHistory ?? []).map((point) => point.date);
    expect(days.slice(0, UNEVEN_DAYS.length)).toEqual(UNEVEN_DAYS.map(([day]) => day));
    const times = days.map((day) => Date.parse(day));

    await inSignedInPage(harness, token, 'trust-charts-growth', async (page) => {
      for (const language of ['en', 'de'] as const) {
        await page.goto(`${harness.base}/profile/${saved.uneven.slug}`);
        if (language === 'de') await chooseGerman(page);
        const chart = page.getByTestId(analyticsTestIds.growthChart);
        await chart
          .locator('.recharts-line-dot')
          .nth(days.length - 1)
          .waitFor({ state: 'visible', ...WAIT });

        // Points and ticks sit where their dates are: Dec 22 → Nov 26 is four years, not one step.
        const dots = await dotsOf(chart);
        expectProportional(dots, times);
        expect(dots[4]! - dots[3]!).toBeGreaterThan(10 * (dots[1]! - dots[0]!));
        const ticks = await xTicks(chart);
        expect(ticks.map((tick) => tick.label)).toEqual(['2023', '2024', '2025', '2026']);
        expectProportional(
          [dots[0]!, ...ticks.map((tick) => tick.x), dots.at(-1)!],
          [times[0]!, ...ticks.map((tick) => Date.UTC(Number(tick.label), 0, 1)), times.at(-1)!],
        );
        expectDistinct(await yLabels(chart));
        expectOneDateStyle((await page.getByTestId(profilePageTestIds.page).textContent()) ?? '');
        await settled(page);
        await screenshot(page, `trust-charts-growth-uneven-${language}`);

        // One observation: the figure and its date in words, no chart.
        await page.goto(`${harness.base}/profile/${saved.single.slug}`);
        const single = page.getByTestId(analyticsTestIds.growthChart).getByTestId(chartTestIds.single);
        await single.waitFor({ state: 'visible', ...WAIT });
        expect(await single.textContent()).toMatch(
          language === 'en'
            ? /^13\.5M followerson \d{1,2} [A-Z][a-z]{2,3} \d{4} — the history starts when Scout observes this profile again\.$/
            : /^13,5M Followeram \d{1,2}\. [A-ZÄ][a-zä]{2,3}\.? \d{4} — der Verlauf beginnt, sobald Scout das Profil erneut beobachtet\.$/,
        );
        expect(await page.getByTestId(analyticsTestIds.growthChart).locator('svg').count()).toBe(0);
        await settled(page);
        await screenshot(page, `trust-charts-growth-single-${language}`);

        // The same count twice: padded, so no label repeats.
        await page.goto(`${harness.base}/profile/${saved.flat.slug}`);
        const flat = page.getByTestId(analyticsTestIds.growthChart);
        await flat
          .locator('.recharts-line-dot')
          .nth(1)
          .waitFor({ state: 'visible', ...WAIT });
        const flatLabels = await yLabels(flat);
        expectDistinct(flatLabels);
        expect(flatLabels.length).toBeGreaterThanOrEqual(3);
        for (const tick of await xTicks(flat)) expect(tick.label).not.toMatch(/(^|\D)\d{2}$/);
      }
    });
  }, 120_000);

  it('labels the content history (axes with units, a legend), draws it on real time, and shows one observation in words', async () => {
    const [unevenItem] = await contentsOf(saved.uneven._id);
    const [singleItem] = await contentsOf(saved.single._id);
    if (!unevenItem || !singleItem) throw new Error('the creators’ posts were not recorded');
    await append(
      contentStream(unevenItem._id),
      CONTENT_TIMES.map((observedAt, i) => ({
        type: 'ContentMetricsObserved',
        data: {
          contentId: unevenItem._id,
          profileId: saved.uneven._id,
          followers: TODAY_FOLLOWERS,
          observedAt,
          views: 100_000 * (i + 1),
          likes: 10_000 * (i + 1),
          comments: 500 * (i + 1),
          shares: null,
          saves: null,
        },
      })),
    );
    const [withHistory] = await contentsOf(saved.uneven._id);
    const times = withHistory!.history.map((point) => Date.parse(point.observedAt));
    expect(times).toHaveLength(CONTENT_TIMES.length + 1);

    await inSignedInPage(harness, token, 'trust-charts-content', async (page) => {
      for (const language of ['en', 'de'] as const) {
        await page.goto(`${harness.base}/content/${unevenItem._id}`);
        if (language === 'de') await chooseGerman(page);
        const chart = page.getByTestId(contentTestIds.chart);
        await chart
          .locator('.content-dot-comments')
          .nth(times.length - 1)
          .waitFor({ state: 'visible', ...WAIT });
        for (const metric of ['views', 'likes', 'comments']) expectProportional(await dotsOf(chart, `.content-dot-${metric}`), times);

        const text = (await chart.textContent()) ?? '';
        const labels =
          language === 'en'
            ? [
                'Views (right axis)',
                'Likes (left axis)',
                'Comments (left axis)',
                'Likes and Comments (count)',
                'Views (count)',
                'Observed (Europe/Vienna time)',
              ]
            : [
                'Aufrufe (rechte Achse)',
                'Likes (linke Achse)',
                'Kommentare (linke Achse)',
                'Likes und Kommentare (Anzahl)',
                'Aufrufe (Anzahl)',
                'Beobachtet (Zeitzone Europe/Vienna)',
              ];
        for (const label of labels) expect(text).toContain(label);
        const yAxes = chart.locator('.recharts-yAxis-tick-labels');
        expect(await yAxes.count()).toBe(2);
        for (const axis of await yAxes.all()) expectDistinct(await axis.locator('.recharts-cartesian-axis-tick-value').allTextContents());
        const ticks = await xTicks(chart);
        expectDistinct(ticks.map((tick) => tick.label));
        for (const tick of ticks) expect(tick.label).not.toMatch(/(^|\D)\d{2}$/);
        expectOneDateStyle((await page.getByTestId(contentTestIds.page).textContent()) ?? '');
        await settled(page);
        await screenshot(page, `trust-charts-content-history-${language}`);

        await page.goto(`${harness.base}/content/${singleItem._id}`);
        const single = page.getByTestId(contentTestIds.chart).getByTestId(chartTestIds.single);
        await single.waitFor({ state: 'visible', ...WAIT });
        expect(await single.textContent()).toMatch(
          language === 'en'
            ? /^Views: 108K · Likes: 9K · Comments: 450Observed once, on \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} — /
            : /^Aufrufe: 108K · Likes: 9K · Kommentare: 450Einmal beobachtet, am \d{1,2}\. [A-ZÄ][a-zä]{2,3}\.? \d{4}, \d{2}:\d{2} — /,
        );
        await settled(page);
        await screenshot(page, `trust-charts-content-single-${language}`);
      }
    });
  }, 120_000);

  it('puts the dashboard’s bars on a time axis and writes the campaign list’s dates in one style', async () => {
    const campaigns = campaignApi(harness.app, token);
    const campaign = await campaigns.created({ name: 'Winter launch', startDate: '2026-12-01', endDate: '2027-01-15' });
    const vienna = (language: string) =>
      new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Europe/Vienna',
      });

    await inSignedInPage(harness, token, 'trust-charts-dashboard-dates', async (page) => {
      await page.goto(`${harness.base}/dashboard`);
      const chart = page.getByTestId(dashboardTestIds.chart);
      await chart
        .locator('.recharts-bar-rectangle')
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      expectDistinct(await yLabels(chart));
      const ticks = await xTicks(chart);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      // Mondays, a week apart: equal steps on screen.
      const steps = ticks.slice(1).map((tick, i) => tick.x - ticks[i]!.x);
      for (const step of steps) expect(Math.abs(step - steps[0]!)).toBeLessThan(1.5);
      for (const tick of ticks) expect(tick.label).not.toMatch(/(^|\D)\d{2}$/);
      await settled(page);
      await screenshot(page, 'trust-charts-dashboard-en');

      for (const language of ['en', 'de'] as const) {
        await page.goto(`${harness.base}/campaigns`);
        if (language === 'de') await chooseGerman(page);
        const format = vienna(language);
        const dates = `${format.format(new Date('2026-12-01T12:00:00Z'))} – ${format.format(new Date('2027-01-15T12:00:00Z'))}`;
        // Waited for with its dates in this language: the row may show them in English a moment after the switch.
        const row = page.getByTestId(campaignTestIds.row).filter({ hasText: 'Winter launch' }).filter({ hasText: dates });
        await row.waitFor({ state: 'visible', ...WAIT });
        const text = (await row.textContent()) ?? '';
        // Created and updated: the same style as the campaign's dates, not the browser's "11/28/2026".
        expect(text.split(format.format(new Date(String(campaign.createdAt)))).length - 1).toBe(2);
        expectOneDateStyle((await page.getByTestId(campaignTestIds.listPage).textContent()) ?? '');
        await settled(page);
        await screenshot(page, `trust-dates-campaigns-${language}`);
      }
    });
  }, 120_000);
});
