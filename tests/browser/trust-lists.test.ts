/**
 * Issue 24, items 1 and 3, in the browser against the real API.
 * Item 1: the new custom field's Name box is usable at 1440 and 1920 px wide and in a narrow window;
 * "Add field" says what is missing instead of staying disabled; a field made through the form is listed
 * and answered by the API.
 * Item 3: Saved profiles and Content open on every platform, with the server's count on each tab: five
 * YouTube profiles show at once; 21 TikTok items show at once; an organisation with nothing recorded
 * reads where content comes from and is led to its saved profiles. English and German.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { ContentListWithCounts } from '@scout/contracts/content';
import type { CustomFieldsResponse } from '@scout/contracts/customFields/responses';
import type { ProfileListResponse } from '@scout/contracts/profiles/responses';
import { readTiktokVideosCsv } from '../../backend/src/socialData/datasets/tiktokVideos';
import { EmbeddedSocialData } from '../../backend/src/socialData/embedded';
import { contentTestIds } from '../../frontend/src/content/testIds';
import { customFieldTestIds } from '../../frontend/src/customFields/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { saveProfile, signUp } from '../support/app';
import { inPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp, chooseGerman } from '../support/browser';

const tiktokCsv = readFileSync(new URL('../../backend/src/socialData/fixtures/tiktok-users-videos.sample.csv', import.meta.url), 'utf8');
/** The TikTok sample's creators: 6, 7, 7 and 1 videos. */
const TIKTOK_CREATORS = ['chi.nese_', 'dinvitg02', 'lehaphuongboutique', 'y13.hn_'] as const;
const YOUTUBE_CREATORS = ['trust.tube.one', 'trust.tube.two', 'trust.tube.three', 'trust.tube.four', 'trust.tube.five'] as const;
const PLATFORMS = ['all', 'instagram', 'tiktok', 'youtube'] as const;
const WAIT = { timeout: 20_000 };
const DESKTOP = { width: 1440, height: 900 };
const WIDE = { width: 1920, height: 1080 };
const NARROW = { width: 700, height: 900 };
/** A usable text box holds a few words: 160 px at least. */
const MIN_NAME_WIDTH = 160;

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
  harness.app.scout.ctx.socialData = new EmbeddedSocialData(readTiktokVideosCsv(tiktokCsv));
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

async function apiGet<T>(token: string, path: string): Promise<T> {
  const res = await harness.app.http.get(`/api/v1${path}`).set('X-Access-Token', token);
  expect([path, res.status]).toEqual([path, 200]);
  return res.body as T;
}

/** Each tab's count as the page shows it, once every tab shows one. */
async function tabCounts(page: Page): Promise<Record<string, number>> {
  const tab = (platform: string) => page.getByTestId(profileTestIds.platformTab(platform));
  await page.locator(`[data-testid="${profileTestIds.platformTab('all')}"][data-count]`).waitFor({ state: 'visible', ...WAIT });
  const counts: Record<string, number> = {};
  for (const platform of PLATFORMS) counts[platform] = Number(await tab(platform).getAttribute('data-count'));
  return counts;
}

/** The counts the API answers for each tab: the total of the list on that platform. */
async function apiTabCounts(totalOn: (platform: string) => Promise<number>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const platform of PLATFORMS) counts[platform] = await totalOn(platform);
  return counts;
}

const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').getAttribute('data-testid');
const platformFilterInAddress = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}').platform as unknown;

describe('item 1: creating a custom field', () => {
  let token = '';
  beforeAll(async () => {
    ({ token } = await signUp(harness.app, { fullName: 'Mara Feld', orgName: 'Feld Agentur' }));
  });

  it.each([
    ['1440', DESKTOP, 'en'],
    ['1920', WIDE, 'de'],
    ['narrow', NARROW, 'en'],
  ] as const)(
    'at %s px: the Name box is usable, Add says what is missing, and the new field is listed and answered by the API',
    async (label, viewport, language) => {
      const name = `Tier ${label}`;
      await inPage(
        harness,
        `trust-fields-${label}`,
        async (page) => {
          await page.goto(`${harness.base}/custom-fields`);
          const nameBox = await inputByTestId(page, customFieldTestIds.fieldName);
          await nameBox.waitFor({ state: 'visible', ...WAIT });
          if (language === 'de') {
            await chooseGerman(page);
            await page.getByText('Feld hinzufügen').waitFor({ state: 'visible', ...WAIT });
          }
          const box = await nameBox.boundingBox();
          expect(box?.width ?? 0).toBeGreaterThanOrEqual(MIN_NAME_WIDTH);

          // Add with no name: nothing is created, and the Name box says why.
          const add = page.getByTestId(customFieldTestIds.fieldAdd);
          expect(await add.isEnabled()).toBe(true);
          await add.click();
          await page
            .getByText(language === 'de' ? 'Geben Sie dem Feld einen Namen' : 'Enter a name for the field')
            .waitFor({ state: 'visible', ...WAIT });
          expect(await nameBox.getAttribute('aria-invalid')).toBe('true');
          expect((await apiGet<CustomFieldsResponse>(token, '/customer/custom-fields')).fields.map((f) => f.name)).not.toContain(name);
          await settled(page);
          if (label !== 'narrow') await screenshot(page, `trust-fields-name-missing-${language}`);

          await nameBox.fill(name);
          await add.click();
          await page
            .getByTestId(customFieldTestIds.field)
            .filter({ hasText: name })
            .waitFor({ state: 'visible', ...WAIT });
          expect(await nameBox.inputValue()).toBe('');
          expect(await nameBox.getAttribute('aria-invalid')).toBe('false');
          const { fields } = await apiGet<CustomFieldsResponse>(token, '/customer/custom-fields');
          expect(fields.filter((f) => f.name === name).map((f) => f.type)).toEqual(['text']);
          await settled(page);
          await screenshot(page, `trust-fields-created-${label}-${language}`);
        },
        { token, viewport },
      );
    },
    90_000,
  );
});

describe('item 3: lists that open on every platform with counts', () => {
  let youtubeOrg = '';
  let tiktokOrg = '';
  let emptyOrg = '';

  beforeAll(async () => {
    const tokenOf = async (orgName: string) => (await signUp(harness.app, { orgName })).token;
    [youtubeOrg, tiktokOrg, emptyOrg] = await Promise.all([tokenOf('YouTube Agency'), tokenOf('TikTok Agency'), tokenOf('New Agency')]);
    for (const username of YOUTUBE_CREATORS) await saveProfile(harness.app, youtubeOrg, 'youtube', username);
    for (const username of TIKTOK_CREATORS) await saveProfile(harness.app, tiktokOrg, 'tiktok', username);
  }, 60_000);

  const profilesOn = (token: string, platform: string) =>
    apiGet<ProfileListResponse>(token, `/customer/socialProfiles?platform=${platform}&limit=100&sortBy=createdAt&orderBy=desc`);
  const contentsOn = (token: string, platform: string) => apiGet<ContentListWithCounts>(token, `/customer/contents?platform=${platform}`);

  it('Saved profiles opens on All with the five YouTube profiles, the counts of every tab, and a tab kept in the address', async () => {
    const all = await profilesOn(youtubeOrg, 'all');
    expect(all.platformCounts).toEqual({ youtube: YOUTUBE_CREATORS.length });
    const expectedCounts = await apiTabCounts(async (platform) => (await profilesOn(youtubeOrg, platform)).totalProfiles);

    await inPage(
      harness,
      'trust-lists-profiles',
      async (page) => {
        await page.goto(`${harness.base}/profiles`);
        await page
          .getByTestId(profileTestIds.row)
          .first()
          .waitFor({ state: 'visible', ...WAIT });
        expect(await selectedTab(page)).toBe(profileTestIds.platformTab('all'));
        expect(await tabCounts(page)).toEqual(expectedCounts);
        expect(await page.getByTestId(profileTestIds.row).getByTestId(profileTestIds.username).allTextContents()).toEqual(
          all.profiles.map((p) => p.username),
        );
        expect(await page.getByTestId(profileTestIds.platformTab('youtube')).textContent()).toBe(`YouTube (${expectedCounts.youtube})`);
        await settled(page);
        await screenshot(page, 'trust-lists-profiles-en');

        // A tab is a filter value in the address: Instagram holds none, and a reload stays on it.
        await page.getByTestId(profileTestIds.platformTab('instagram')).click();
        await page.getByText('No saved profiles here yet').waitFor({ state: 'visible', ...WAIT });
        expect(platformFilterInAddress(page)).toBe('instagram');
        await page.reload();
        await page.getByText('No saved profiles here yet').waitFor({ state: 'visible', ...WAIT });
        expect(await selectedTab(page)).toBe(profileTestIds.platformTab('instagram'));
        expect(await tabCounts(page)).toEqual(expectedCounts);
        await page.getByTestId(profileTestIds.platformTab('all')).click();
        await page
          .getByTestId(profileTestIds.row)
          .nth(YOUTUBE_CREATORS.length - 1)
          .waitFor({ state: 'visible', ...WAIT });
        expect(platformFilterInAddress(page)).toBe('all');

        await chooseGerman(page);
        await page.getByText(`Alle (${expectedCounts.all})`).waitFor({ state: 'visible', ...WAIT });
        await settled(page);
        await screenshot(page, 'trust-lists-profiles-de');
      },
      { token: youtubeOrg, viewport: DESKTOP },
    );
  }, 90_000);

  it('Content with TikTok items only opens on All showing them, with the counts of every tab', async () => {
    const all = await contentsOn(tiktokOrg, 'all');
    expect(all.totalCount).toBeGreaterThan(20);
    expect(all.platformCounts).toEqual({ tiktok: all.totalCount });
    const expectedCounts = await apiTabCounts(async (platform) => (await contentsOn(tiktokOrg, platform)).totalCount);

    await inPage(
      harness,
      'trust-lists-content',
      async (page) => {
        await page.goto(`${harness.base}/contents`);
        await page
          .getByTestId(contentTestIds.row)
          .first()
          .waitFor({ state: 'visible', ...WAIT });
        expect(await selectedTab(page)).toBe(contentTestIds.platformTab('all'));
        expect(await tabCounts(page)).toEqual(expectedCounts);
        expect(await page.getByTestId(contentTestIds.row).count()).toBe(all.contents.length);
        await page.getByText(`1-${all.contents.length} of ${all.totalCount}`).waitFor({ state: 'visible', ...WAIT });
        await settled(page);
        await screenshot(page, 'trust-lists-content-en');

        await page.getByTestId(contentTestIds.platformTab('youtube')).click();
        await page.getByTestId(contentTestIds.empty).waitFor({ state: 'visible', ...WAIT });
        expect(platformFilterInAddress(page)).toBe('youtube');
        expect(await page.getByTestId(contentTestIds.nothingRecorded).count()).toBe(0);
        await page.getByTestId(contentTestIds.platformTab('all')).click();
        await page
          .getByTestId(contentTestIds.row)
          .first()
          .waitFor({ state: 'visible', ...WAIT });

        await chooseGerman(page);
        await page.getByText(`TikTok (${expectedCounts.tiktok})`).waitFor({ state: 'visible', ...WAIT });
        await page.getByText(`Alle (${expectedCounts.all})`).waitFor({ state: 'visible', ...WAIT });
        await settled(page);
        await screenshot(page, 'trust-lists-content-de');
      },
      { token: tiktokOrg, viewport: DESKTOP },
    );
  }, 90_000);

  it('an organisation with nothing reads where content comes from and is led to its saved profiles', async () => {
    expect((await contentsOn(emptyOrg, 'all')).platformCounts).toEqual({});
    for (const language of ['en', 'de'] as const) {
      await inPage(
        harness,
        `trust-lists-nothing-${language}`,
        async (page) => {
          await page.goto(`${harness.base}/contents`);
          if (language === 'de') await chooseGerman(page);
          // Waited for with its words: the page may show it in English a moment before the switch lands.
          const words = language === 'de' ? 'Inhalte stammen von Ihren gespeicherten Profilen' : 'Content comes from your saved profiles';
          await page
            .getByTestId(contentTestIds.nothingRecorded)
            .filter({ hasText: words })
            .waitFor({ state: 'visible', ...WAIT });
          expect(await tabCounts(page)).toEqual({ all: 0, instagram: 0, tiktok: 0, youtube: 0 });
          await settled(page);
          await screenshot(page, `trust-lists-content-nothing-${language}`);

          await page.getByTestId(contentTestIds.toSavedProfiles).click();
          await page.waitForURL((url) => url.pathname === '/profiles', WAIT);
          expect(await selectedTab(page)).toBe(profileTestIds.platformTab('all'));
        },
        { token: emptyOrg, viewport: DESKTOP },
      );
    }
  }, 90_000);
});
