import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { listTestIds } from '../../frontend/src/lists/testIds';
import { chartTestIds } from '../../frontend/src/platform/charts/chartTestIds';
import { analyticsTestIds } from '../../frontend/src/socialProfile/analytics/testIds';
import { profilePageTestIds } from '../../frontend/src/profiles/page/testIds';
import { publicTestIds } from '../../frontend/src/public/testIds';
import {
  addProfileInBrowser,
  inPage,
  openProfileFromList,
  screenshot,
  settled,
  signUpInBrowser,
  startBrowserApp,
  type BrowserApp,
} from '../support/browser';

/** A TikTok creator of the embedded provider's sample, with posts (backend/src/socialData/sample/creators.json). */
const CREATOR = 'tiin.vn';
const LIST = 'Summer campaign';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
});

afterAll(async () => harness?.close());

describe('a saved profile in the browser', () => {
  it('is added, shows its heatmap and growth chart, joins a list that is shared and opened logged out', async () => {
    let publicUrl = '';
    await inPage(harness, 'profile-page', async (page) => {
      await signUpInBrowser(page, harness.base, { fullName: 'Mira Steiner', orgName: 'Steiner Creators', email: 'mira@example.com' });
      await addProfile(page);
      await openProfilePage(page);
      await seeAnalytics(page);
      await addToList(page);
      publicUrl = await shareList(page);
    });

    // A fresh context holds no session cookie: this is a logged-out visitor.
    await inPage(harness, 'shared-list', (publicPage) => openSharedList(publicPage, publicUrl));
  }, 120_000);
});

async function addProfile(page: Page): Promise<void> {
  const row = await addProfileInBrowser(page, 'tiktok', CREATOR);
  await settled(page);
  await screenshot(page, 'profile-list-with-figures');
  // The list shows the provider's followers abbreviated (K/M/B), not a dash.
  expect(await row.textContent()).toMatch(/\d(\.\d)?[KMB]/);
}

async function openProfilePage(page: Page): Promise<void> {
  await openProfileFromList(page, CREATOR);
  expect(new URL(page.url()).pathname).toMatch(/^\/profile\/[^/]+$/);
  expect(await page.getByTestId(profilePageTestIds.page).textContent()).toContain(`@${CREATOR}`);
}

async function seeAnalytics(page: Page): Promise<void> {
  const heatmap = page.getByTestId(analyticsTestIds.heatmap);
  await heatmap.waitFor({ state: 'visible', timeout: 20_000 });
  // 24 hourly rows × 7 weekdays, and the creator's posts fill some of them with a percentage.
  const cells = heatmap.getByTestId(analyticsTestIds.heatmapCell);
  expect(await cells.count()).toBe(24 * 7);
  const shares = (await cells.allTextContents()).filter((text) => text.trim() !== '');
  expect(shares.length).toBeGreaterThan(0);
  for (const share of shares) expect(share).toMatch(/^\d+\.\d{2}$/);

  // Saved just now, the creator has one day of follower history: its figure and date in words, not a lonely dot.
  const growth = page.getByTestId(analyticsTestIds.growthChart).getByTestId(chartTestIds.single);
  await growth.waitFor({ state: 'visible' });
  expect(await growth.textContent()).toMatch(/^\d+(\.\d)?[KMB]? followerson \d{1,2} [A-Z][a-z]{2,3} \d{4} — /);

  const engagement = page.getByTestId(analyticsTestIds.engagementValue);
  expect(await engagement.textContent()).toMatch(/^\d+\.\d{2} %$/);
  await page.getByTestId(analyticsTestIds.howComputed).click();
  const formula = page.getByTestId(analyticsTestIds.formula).first();
  await formula.waitFor({ state: 'visible' });
  expect((await formula.textContent())?.trim().length).toBeGreaterThan(10);
  await settled(page);
  await screenshot(page, 'profile-page');
}

async function addToList(page: Page): Promise<void> {
  await page.getByTestId(profilePageTestIds.addToList).click();
  await page.getByTestId(listTestIds.addDialog).waitFor({ state: 'visible' });
  await page.getByTestId(listTestIds.addInput).fill(LIST);
  await page.getByTestId(listTestIds.addSubmit).click();
  await page.getByTestId(listTestIds.addDialog).waitFor({ state: 'hidden' });
  await page.getByTestId(profilePageTestIds.lists).getByText(LIST).waitFor({ state: 'visible', timeout: 20_000 });
}

/** Shares the list on the lists page; answers its public address. */
async function shareList(page: Page): Promise<string> {
  await page.getByTestId('menu-lists').click();
  const row = page.getByTestId(listTestIds.row).filter({ hasText: LIST });
  await row.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await row.getByTestId(listTestIds.count).textContent()).toContain('1');
  // The switch follows the server: it turns on once the share exists, so it is clicked, not checked.
  await row.getByTestId(listTestIds.share).locator('input').click();
  const link = row.getByTestId(listTestIds.publicLink);
  await link.waitFor({ state: 'visible', timeout: 20_000 });
  await settled(page);
  await screenshot(page, 'lists-shared');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/sharedlist\/[0-9a-f-]{36}$/);
  return href ?? '';
}

async function openSharedList(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const shared = page.getByTestId(listTestIds.sharedPage);
  await shared.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await shared.textContent()).toContain(LIST);
  const rows = page.getByTestId(listTestIds.sharedProfile);
  expect(await rows.count()).toBe(1);
  expect(await rows.first().textContent()).toContain(CREATOR);
  await screenshot(page, 'shared-list-public');

  // The shared profile opens as a public page with the same heatmap, still logged out.
  await rows.first().getByRole('link').click();

  await page.getByTestId(publicTestIds.profilePage).waitFor({ state: 'visible', timeout: 20_000 });
  expect(await page.getByTestId(analyticsTestIds.heatmapCell).count()).toBe(24 * 7);
  await page.getByTestId(analyticsTestIds.growthChart).getByTestId(chartTestIds.single).waitFor({ state: 'visible' });
  await settled(page);
  await screenshot(page, 'public-profile');
}
