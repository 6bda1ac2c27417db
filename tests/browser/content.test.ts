/**
 * Issue 13, item 8 (the content screens) in the browser against the real API: the TikTok creators
 * of the tiktok-videos-2025 fixture sample are saved through the provider port, then the content
 * list is filtered, sorted, reset, paged, live-tracked, put into a list and trimmed; a content's
 * page draws its metric history; a story is uploaded on a profile page and shows on the campaign page.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Response } from 'playwright-core';
import type { ContentListResponse, StoryListResponse } from '@scout/contracts/content';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { readTiktokVideosCsv } from '../../backend/src/socialData/datasets/tiktokVideos';
import { EmbeddedSocialData } from '../../backend/src/socialData/embedded';
import { campaignTestIds } from '../../frontend/src/campaigns/testIds';
import { contentTestIds as ids } from '../../frontend/src/content/testIds';
import { profilePageTestIds } from '../../frontend/src/profiles/page/testIds';
import { confirmButtonIds } from '../../frontend/src/platform/confirmTestIds';
import { numberText } from '../../frontend/src/platform/numbers';
import { saveProfile, signUp } from '../support/app';
import { eventually } from '../support/eventually';
import { inSignedInPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

const csvText = readFileSync(new URL('../../backend/src/socialData/fixtures/tiktok-users-videos.sample.csv', import.meta.url), 'utf8');
/** The sample's creators: 6, 7, 7 and 1 videos, 21 items, so the list has two pages of 20. */
const CREATORS = ['chi.nese_', 'dinvitg02', 'lehaphuongboutique', 'y13.hn_'] as const;
const FILTERED = 'dinvitg02';
const LIST = 'Spring picks';
const WAIT = { timeout: 20_000 };
/** A 1 × 1 PNG: the story upload checks the bytes, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let harness: BrowserApp;
let snapshots: ProfileSnapshot[];

beforeAll(async () => {
  harness = await startBrowserApp();
  snapshots = readTiktokVideosCsv(csvText);
  harness.app.scout.ctx.socialData = new EmbeddedSocialData(snapshots);
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

function apiAs(token: string) {
  const get = async <T>(path: string): Promise<T> => {
    const res = await harness.app.http.get(`/api/v1${path}`).set('X-Access-Token', token);
    expect([path, res.status]).toEqual([path, 200]);
    return res.body as T;
  };
  return {
    get,
    contents: (query: string) => get<ContentListResponse>(`/customer/contents?${query}`),
    put: (path: string, body: object) => harness.app.http.put(`/api/v1${path}`).set('X-Access-Token', token).send(body),
    post: (path: string, body: object) => harness.app.http.post(`/api/v1${path}`).set('X-Access-Token', token).send(body),
  };
}

/** The content ids of the rows on screen, top to bottom. */
async function shownIds(page: Page): Promise<string[]> {
  return page
    .getByTestId(ids.row)
    .evaluateAll(
      (rows, creator) => rows.map((row) => row.querySelector(`[data-testid="${creator}"]`)?.getAttribute('data-content-id') ?? ''),
      ids.creator,
    );
}

/** Waits until the rows are the given items in this order (the list refetches after each change). */
async function rowsBecome(page: Page, expected: string[]): Promise<void> {
  await eventually(
    'the rows to match the API',
    async () => ((await shownIds(page)).join() === expected.join() ? true : undefined),
    200,
    100,
  ).catch(() => undefined);
  expect(await shownIds(page)).toEqual(expected);
}

const listAnswer = (page: Page, match: (url: URL) => boolean): Promise<Response> =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/v1/customer/contents' && match(url);
  });

async function pickOption(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).locator('[role="combobox"]').click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

describe('the content screens in the browser', () => {
  let token = '';
  const profiles = new Map<string, { _id: string; slug: string }>();

  beforeAll(async () => {
    ({ token } = await signUp(harness.app, { fullName: 'Lena Hofer', orgName: 'Hofer Social' }));
    for (const username of CREATORS) profiles.set(username, await saveProfile(harness.app, token, 'tiktok', username));
  }, 60_000);

  it('lists the content with platform tabs, a filter, sorts, reset and paging as the API answers, live-tracks an item, adds two to a list and deletes one', async () => {
    const api = apiAs(token);
    const all = await api.contents('platform=tiktok&limit=100');
    expect(all.totalCount).toBe(21);
    const newestFirst = (await api.contents('platform=tiktok')).contents.map((c) => c._id);

    await inSignedInPage(harness, token, 'content-list', async (page) => {
      await page.goto(`${harness.base}/dashboard`);
      await page.getByTestId(ids.menuItem).click();
      await page.getByTestId(ids.listPage).waitFor({ state: 'visible', ...WAIT });
      // Every platform by default (issue 24): these creators' items show at once.
      await page
        .getByTestId(ids.row)
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      await expect(page.getByTestId(ids.platformTab('all')).getAttribute('aria-selected')).resolves.toBe('true');
      await page.getByTestId(ids.platformTab('tiktok')).click();
      await rowsBecome(page, newestFirst);
      await page.getByText('1-20 of 21').waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await screenshot(page, 'content-list');

      // Filter by creator: exactly that creator's items, newest first.
      const filtered = listAnswer(page, (url) => url.searchParams.has('profileId'));
      await pickOption(page, ids.profileFilter, FILTERED);
      const filterQuery = new URL((await filtered).url()).searchParams;
      expect(Object.fromEntries(filterQuery)).toEqual({
        page: '1',
        limit: '20',
        platform: 'tiktok',
        profileId: profiles.get(FILTERED)!._id,
        sortBy: 'publishedAt',
        orderBy: 'desc',
      });
      const byCreator = await api.contents(`platform=tiktok&profileId=${profiles.get(FILTERED)!._id}`);
      expect(byCreator.totalCount).toBe(7);
      await rowsBecome(
        page,
        byCreator.contents.map((c) => c._id),
      );
      expect(await page.getByTestId(ids.creator).allTextContents()).toEqual(Array(7).fill(FILTERED));
      await settled(page);
      await screenshot(page, 'content-list-filtered');

      // Sort by views: ascending first, then descending.
      const ascending = listAnswer(page, (url) => url.searchParams.get('sortBy') === 'views');
      await page
        .locator('thead th')
        .filter({ hasText: /^Views$/ })
        .locator('.MuiTableSortLabel-root')
        .click();
      const ascendingOrder = new URL((await ascending).url()).searchParams.get('orderBy');
      const viewsSorted = await api.contents(
        `platform=tiktok&profileId=${profiles.get(FILTERED)!._id}&sortBy=views&orderBy=${ascendingOrder}`,
      );
      await rowsBecome(
        page,
        viewsSorted.contents.map((c) => c._id),
      );
      const values = await page
        .getByTestId(ids.count('views'))
        .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
      expect(values).toEqual([...values].sort((a, b) => (ascendingOrder === 'asc' ? a - b : b - a)));
      const flipped = listAnswer(
        page,
        (url) => url.searchParams.get('sortBy') === 'views' && url.searchParams.get('orderBy') !== ascendingOrder,
      );
      await page
        .locator('thead th')
        .filter({ hasText: /^Views$/ })
        .locator('.MuiTableSortLabel-root')
        .click();
      const flippedOrder = new URL((await flipped).url()).searchParams.get('orderBy')!;
      expect([ascendingOrder, flippedOrder].sort()).toEqual(['asc', 'desc']);
      await rowsBecome(
        page,
        (await api.contents(`platform=tiktok&profileId=${profiles.get(FILTERED)!._id}&sortBy=views&orderBy=${flippedOrder}`)).contents.map(
          (c) => c._id,
        ),
      );

      // Live-track the top row: stored, and the tracked filter finds it alone.
      const tracked = (await shownIds(page))[0]!;
      const toggle = page.locator(`[data-testid="${ids.liveTrack}"][data-content-id="${tracked}"]`);
      await toggle.locator('input').click();
      await page
        .locator(`[data-testid="${ids.liveTrack}"][data-content-id="${tracked}"][data-checked="true"]`)
        .waitFor({ state: 'visible', ...WAIT });
      const stored = await api.contents('platform=tiktok&tracked=true');
      expect(stored.contents.map((c) => c._id)).toEqual([tracked]);
      await pickOption(page, ids.trackedFilter, 'Yes');
      await rowsBecome(page, [tracked]);

      // Reset: the filters go, the TikTok tab and the views sort stay.
      const reset = listAnswer(page, (url) => !url.searchParams.has('profileId') && !url.searchParams.has('tracked'));
      await page.getByTestId(ids.reset).click();
      const resetQuery = new URL((await reset).url()).searchParams;
      expect(Object.fromEntries(resetQuery)).toEqual({
        page: '1',
        limit: '20',
        platform: 'tiktok',
        sortBy: 'views',
        orderBy: flippedOrder,
      });
      await expect(page.getByTestId(ids.platformTab('tiktok')).getAttribute('aria-selected')).resolves.toBe('true');
      const firstPage = (await api.contents(`platform=tiktok&sortBy=views&orderBy=${flippedOrder}`)).contents.map((c) => c._id);
      await rowsBecome(page, firstPage);

      // Page 2 holds the 21st item.
      await page.getByRole('button', { name: /next page/i }).click();
      await rowsBecome(
        page,
        (await api.contents(`platform=tiktok&sortBy=views&orderBy=${flippedOrder}&page=2`)).contents.map((c) => c._id),
      );
      await page.getByRole('button', { name: /previous page/i }).click();
      await rowsBecome(page, firstPage);

      // Two rows into a content list; the list filter shows just them.
      const [first, second] = await shownIds(page);
      for (const id of [first, second])
        await page
          .getByTestId(ids.row)
          .filter({ has: page.locator(`[data-content-id="${id}"]`) })
          .locator('input[type="checkbox"]')
          .first()
          .check();
      await page.getByTestId(ids.bulkAddToList).click();
      await (await inputByTestId(page, ids.addInput)).fill(LIST);
      await page.getByTestId(ids.addSubmit).click();
      await page.getByTestId(ids.addDialog).waitFor({ state: 'detached', ...WAIT });
      const inList = await api.contents(`platform=tiktok&list=${encodeURIComponent(LIST)}`);
      expect(inList.contents.map((c) => c._id).sort()).toEqual([first, second].sort());
      expect(inList.contents.every((c) => c.lists.includes(LIST))).toBe(true);
      await (await inputByTestId(page, ids.listFilter)).fill(LIST);
      await rowsBecome(
        page,
        (await api.contents(`platform=tiktok&list=${encodeURIComponent(LIST)}&sortBy=views&orderBy=${flippedOrder}`)).contents.map(
          (c) => c._id,
        ),
      );

      // Delete one of them, after the confirmation.
      await page
        .getByTestId(ids.row)
        .filter({ has: page.locator(`[data-content-id="${first}"]`) })
        .locator('input[type="checkbox"]')
        .first()
        .check();
      await page.getByTestId(ids.bulkDelete).click();
      await page.getByTestId(ids.deleteConfirm).waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await screenshot(page, 'content-delete-confirm');
      await page.getByTestId(confirmButtonIds(ids.deleteConfirm).confirm).click();
      await rowsBecome(page, [second!]);
    });

    expect((await api.contents('platform=tiktok')).totalCount).toBe(20);
  }, 180_000);

  it('opens a content page whose chart draws views, likes and comments over the observations, a second one coming from Refresh counts', async () => {
    const api = apiAs(token);
    const { contents } = await api.contents(`platform=tiktok&profileId=${profiles.get('chi.nese_')!._id}`);
    const item = contents[0]!;
    expect(item.history).toHaveLength(1);

    await inSignedInPage(harness, token, 'content-page', async (page) => {
      await page.goto(`${harness.base}/contents`);
      await page.getByTestId(ids.platformTab('tiktok')).click();
      await page.locator(`[data-testid="${ids.creator}"][data-content-id="${item._id}"]`).click();
      await page.getByTestId(ids.page).waitFor({ state: 'visible', ...WAIT });
      expect(page.url()).toBe(`${harness.base}/content/${item._id}`);
      await page.locator(`[data-testid="${ids.chart}"][data-points="1"]`).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(ids.count('views')).getAttribute('title')).toBe(numberText(item.views, 'en'));

      // The provider now reports more views, likes and comments: Refresh counts records them.
      const bumped = structuredClone(snapshots);
      const post = bumped.find((s) => s.username === item.username)!.recentPosts.find((p) => p.postId === item.providerPostId)!;
      post.views = (post.views ?? 0) + 50_000;
      post.likes = (post.likes ?? 0) + 4_000;
      post.comments = (post.comments ?? 0) + 300;
      harness.app.scout.ctx.socialData = new EmbeddedSocialData(bumped);
      try {
        await page.getByTestId(ids.refresh).click();
        await page.locator(`[data-testid="${ids.chart}"][data-points="2"]`).waitFor({ state: 'visible', ...WAIT });
      } finally {
        harness.app.scout.ctx.socialData = new EmbeddedSocialData(snapshots);
      }
      const chart = page.getByTestId(ids.chart);
      expect(await chart.getAttribute('data-lines')).toBe('views,likes,comments');
      // Three drawn lines, each through two points.
      await chart
        .locator('.recharts-line-curve')
        .nth(2)
        .waitFor({ state: 'visible', ...WAIT });
      const curves = await chart.locator('.recharts-line-curve').evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''));
      expect(curves).toHaveLength(3);
      for (const d of curves) expect(d).toMatch(/^M[\d.,-]+[LC]/);
      expect(await chart.locator('.recharts-line-dot, .recharts-dot').count()).toBe(6);
      await settled(page);
      await screenshot(page, 'content-page-chart');

      const content = (await api.contents(`platform=tiktok&profileId=${profiles.get('chi.nese_')!._id}`)).contents.find(
        (c) => c._id === item._id,
      )!;
      expect(content.history.map((h) => h.views)).toEqual([item.views, post.views]);
      await expect(page.getByTestId(ids.count('views')).getAttribute('title')).resolves.toBe(numberText(post.views, 'en'));
      await expect(page.getByTestId(ids.count('likes')).getAttribute('title')).resolves.toBe(numberText(post.likes, 'en'));
    });
  }, 120_000);

  it('uploads a story on the profile page, edits its views, and shows it on the campaign page of its creator', async () => {
    const api = apiAs(token);
    const creator = profiles.get('chi.nese_')!;
    const created = await api.post('/customer/campaign', { name: 'Story week' });
    expect(created.status).toBe(201);
    const campaignId = (created.body as { campaign: { _id: string } }).campaign._id;
    expect((await api.put(`/customer/campaign/${campaignId}`, { action: 'addProfile', profileIds: [creator._id] })).status).toBe(200);

    await inSignedInPage(harness, token, 'content-story', async (page) => {
      await page.goto(`${harness.base}/profile/${encodeURIComponent(creator.slug)}`);
      await page.getByTestId(profilePageTestIds.page).waitFor({ state: 'visible', ...WAIT });
      await page.getByTestId(ids.storiesEmpty).waitFor({ state: 'visible', ...WAIT });
      await page.getByTestId(ids.storyUpload).click();
      await page.getByTestId(ids.uploadDialog).waitFor({ state: 'visible', ...WAIT });
      await page.getByTestId(ids.uploadFile).setInputFiles({ name: 'story.png', mimeType: 'image/png', buffer: PNG });
      await (await inputByTestId(page, ids.uploadViews)).fill('1500');
      await page.getByTestId(ids.uploadSubmit).click();
      await page.getByTestId(ids.uploadDialog).waitFor({ state: 'detached', ...WAIT });
      const card = page.getByTestId(ids.story);
      await card.waitFor({ state: 'visible', ...WAIT });
      expect(await card.getByTestId(ids.storyViews).getAttribute('data-value')).toBe('1500');

      const stories = await api.get<StoryListResponse>(`/customer/socialProfile/stories?profileId=${creator._id}`);
      expect(stories.stories).toHaveLength(1);
      expect(stories.stories[0]).toMatchObject({
        profileId: creator._id,
        username: 'chi.nese_',
        views: 1500,
        mediaType: 'image',
        source: 'upload',
      });
      expect(await card.getAttribute('data-story-id')).toBe(stories.stories[0]!._id);

      await card.getByTestId(ids.storyEditViews).click();
      await (await inputByTestId(page, ids.storyViewsInput)).fill('2000');
      await page.getByTestId(ids.storyViewsSave).click();
      await page.locator(`[data-testid="${ids.storyViews}"][data-value="2000"]`).waitFor({ state: 'visible', ...WAIT });
      const edited = await api.get<StoryListResponse>(`/customer/socialProfile/stories?profileId=${creator._id}`);
      expect(edited.stories[0]!.views).toBe(2000);
      await settled(page);
      await screenshot(page, 'content-profile-stories');

      await page.goto(`${harness.base}/campaign/${campaignId}?tab=stories`);
      await page.getByTestId(campaignTestIds.page).waitFor({ state: 'visible', ...WAIT });
      await page.locator(`[data-testid="${ids.story}"][data-story-id="${stories.stories[0]!._id}"]`).waitFor({ state: 'visible', ...WAIT });
      const forCampaign = await api.get<StoryListResponse>(`/customer/story?profileIds=${creator._id}`);
      expect(forCampaign.stories.map((s) => s._id)).toEqual([stories.stories[0]!._id]);
      await settled(page);
      await screenshot(page, 'content-campaign-stories');
    });
  }, 120_000);
});
