import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { discoverTestIds as ids } from '../../frontend/src/discovery/testIds';
import { signUp } from '../support/app';
import { chooseGerman, inSignedInPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';
import { startFakeSocialData } from '../support/fakeSocialData';

const WAIT = { timeout: 30_000 };
const PLAN_CATALOGUE = JSON.stringify({
  free: {
    paid: false,
    limits: { profiles: 10, members: 3, searchCount: 100, reports: 2 },
    features: { loadMoreResults: true, unlockContacts: true },
  },
});

/**
 * Discover searching the data provider's creator database: the InsightIQ fake with its million
 * synthetic creators. An agency's first realistic search (Instagram, 50K–500K followers, Fashion,
 * Germany) finds creators, pages, unlocks and saves one, and the screen says where it searched.
 */
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let harness: BrowserApp;

beforeAll(async () => {
  fake = await startFakeSocialData();
  fake.creatorSearch.warm();
  harness = await startBrowserApp({ env: { PLAN_CATALOGUE, ...fake.env(10_000) } });
}, 120_000);

afterAll(async () => {
  await harness?.close();
  await fake?.close();
});

const rows = (page: Page) => page.getByTestId(ids.row);
const discoverAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/customer/discoverProfiles') && r.request().method() === 'POST');

describe("discover with the data provider's creator search", () => {
  it('searches with four filters, loads more, unlocks, saves and shows the source, in English and German', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Lena Brandt', orgName: 'Brandt Talent' });
    await inSignedInPage(harness, token, 'discover-provider', async (page) => {
      await page.goto(`${harness.base}/discover`);
      await page.getByTestId(ids.page).waitFor({ state: 'visible', ...WAIT });

      await page.getByRole('combobox', { name: 'Platform' }).click();
      await page.getByRole('option', { name: 'Instagram' }).click();
      await (await inputByTestId(page, ids.range('followers', 'min'))).fill('50000');
      await (await inputByTestId(page, ids.range('followers', 'max'))).fill('500000');
      const categories = await inputByTestId(page, ids.categories);
      await categories.fill('Fashion');
      await categories.press('Enter');
      await page.getByTestId(ids.section('location')).getByText('Location and audience').click();
      await (await inputByTestId(page, ids.country)).fill('Germany');
      await page
        .getByRole('option', { name: /Germany/ })
        .first()
        .click();
      await settled(page);

      const answered = discoverAnswer(page);
      await page.getByTestId(ids.search).click();
      const response = await answered;
      expect(response.request().postDataJSON()).toEqual({
        filter: {
          sortBy: 'followers',
          orderBy: 'desc',
          platform: 'instagram',
          followers: { min: 50_000, max: 500_000 },
          country: ['DE'],
          categories: ['Fashion'],
        },
        offset: 0,
      });
      const body = (await response.json()) as { source: string; metadata: { total_results: number } };
      expect(body.source).toBe('provider');
      await rows(page)
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      expect(await rows(page).count()).toBe(20);
      expect(await page.getByTestId(ids.total).getAttribute('data-total')).toBe(String(body.metadata.total_results));
      const source = page.getByTestId(ids.source);
      expect(await source.getAttribute('data-source')).toBe('provider');
      expect(await source.textContent()).toBe("Searched in the data provider's creator database");
      // Generated creators say so in every row.
      expect(await rows(page).first().getByTestId(ids.synthetic).count()).toBe(1);
      // What the provider was asked: the four filters as its search names them.
      expect(fake.creatorSearch.searches.at(-1)).toMatchObject({
        follower_count: { min: 50_000, max: 500_000 },
        creator_interests: ['Fashion'],
        creator_locations: ['loc-DE'],
      });
      await screenshot(page, 'discover-provider-results');

      const more = discoverAnswer(page);
      await page.getByTestId(ids.loadMore).click();
      expect(((await more).request().postDataJSON() as { nextPageToken?: string }).nextPageToken).toEqual(expect.any(String));
      await page.waitForFunction((id) => document.querySelectorAll(`[data-testid="${id}"]`).length === 40, ids.row);
      const usernames = await rows(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-username')));
      expect(new Set(usernames).size).toBe(40);

      const withContacts = rows(page)
        .filter({ has: page.getByTestId(ids.unlock) })
        .first();
      const unlockedName = await withContacts.getAttribute('data-username');
      await withContacts.scrollIntoViewIfNeeded();
      await withContacts.getByTestId(ids.unlock).click();
      const unlockedRow = page.locator(`[data-testid="${ids.row}"][data-username="${unlockedName}"]`);
      await unlockedRow.getByTestId(ids.contacts).waitFor({ state: 'visible', ...WAIT });
      expect(await unlockedRow.getByTestId(ids.contacts).textContent()).toContain(`${unlockedName}@example.invalid`);

      const toSave = rows(page).nth(1);
      await toSave.getByTestId(ids.save).click();
      await toSave.getByTestId(ids.openSaved).waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await screenshot(page, 'discover-provider-unlocked-saved');

      await chooseGerman(page);
      await page.getByText('Gesucht in der Creator-Datenbank des Datenanbieters').waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await screenshot(page, 'discover-provider-results-de');
    });
    // The saved creator is in the organisation's profiles.
    const profiles = await harness.app.http.get('/api/v1/customer/socialProfile/all').set('X-Access-Token', token);
    expect(JSON.stringify(profiles.body)).toContain('synthetic.');
  }, 240_000);
});
