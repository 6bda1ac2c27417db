import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { bankCreatorSchema, type BankCreator } from '@scout/contracts/discovery/bank';
import { planGateTestIds, upgradeTestIds } from '../../frontend/src/billing/testIds';
import { discoverTestIds as ids } from '../../frontend/src/discovery/testIds';
import { listTestIds } from '../../frontend/src/lists/testIds';
import { SEARCH_URL_KEY } from '../../frontend/src/discovery/searchStorage';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { markEmailVerified } from '../support/accounts';
import { signUp, shippedBankLoaded } from '../support/app';
import { inSignedInPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

const WAIT = { timeout: 20_000 };
/** The trial plan with the discovery features (loading more, unlocking, export) but not the audience filter. */
const PLAN_CATALOGUE = JSON.stringify({
  free: {
    paid: false,
    limits: { profiles: 10, members: 3, searchCount: 100, reports: 2 },
    features: { loadMoreResults: true, unlockContacts: true, searchExport: true, audienceFilter: false },
  },
});
const LIST = 'Alpine kitchen';
const CAMPAIGN = 'Alpine summer';

/**
 * Test creators added to the shipped bank: 25 Austrian Instagram creators of a category the shipped
 * bank does not have (so three filters find exactly them), a few with contact details, and
 * neighbours each filter must leave out (TikTok, German, another category).
 */
const CATEGORY = 'Alpine cooking';
const FOUND = 25;
const fixture = (username: string, overrides: Partial<BankCreator> = {}): BankCreator =>
  bankCreatorSchema.parse({
    platform: 'instagram',
    username,
    fullName: username.replace(/[._]/g, ' '),
    categories: [CATEGORY],
    country: 'AT',
    city: 'Innsbruck',
    language: 'de',
    followers: 300_000,
    engagementRate: 3.1,
    averageLikes: 9_000,
    sources: ['browser test fixture'],
    ...overrides,
  });
const FIXTURES: BankCreator[] = [
  ...Array.from({ length: FOUND }, (_, index) =>
    fixture(`alpine.cook.${String(index + 1).padStart(2, '0')}`, {
      // 300,000 followers down to 12,000: the followers sort puts alpine.cook.01 first.
      followers: 300_000 - index * 12_000,
      engagementRate: 2 + (index % 5) * 0.5,
      contacts: index % 4 === 0 ? [{ type: 'email', value: `cook${index + 1}@alpine.example` }] : [],
    }),
  ),
  fixture('alpine.tiktok', { platform: 'tiktok' }),
  fixture('alpine.german', { country: 'DE' }),
  fixture('alpine.hiker', { categories: ['Travel'] }),
];
const FIRST = 'alpine.cook.01';
const WITH_CONTACTS = 'alpine.cook.05';
const TO_SAVE = 'alpine.cook.02';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp({ env: { PLAN_CATALOGUE } });
  const { bank } = harness.app.scout.ctx;
  // The shipped bank loads in the background on first start: the fixtures go in once it is in.
  await shippedBankLoaded(harness.app);
  await bank.upsert(FIXTURES);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe('discover in the browser', () => {
  it('searches with three filters, loads more, unlocks contacts, saves a creator into the profile list, a list and a campaign, opens a lookalike, exports the search and meets the plan gate of the audience filter', async () => {
    const { token, user } = await signUp(harness.app, { fullName: 'Vera Moser', orgName: 'Moser Creators' });
    // Exports need a verified email.
    await markEmailVerified(harness.app, user._id, user.orgInfo._id);
    const api = (method: 'get' | 'post', path: string) => harness.app.http[method](`/api/v1${path}`).set('X-Access-Token', token);
    const created = await api('post', '/customer/campaign').send({ name: CAMPAIGN });
    expect(created.status).toBe(201);
    const campaignId = (created.body as { campaign: { _id: string } }).campaign._id;

    await inSignedInPage(harness, token, 'discover', async (page) => {
      await page.goto(`${harness.base}/dashboard`);
      await page.getByTestId(ids.menuDiscover).click();
      await page.getByTestId(ids.page).waitFor({ state: 'visible', ...WAIT });

      await searchWithThreeFilters(page);
      await loadMore(page);
      await unlockContacts(page);
      await saveAndFindInProfileList(page);
      await addToListAndCampaign(page);
      await openLookalike(page);
      await exportSearch(page);
      await audienceFilterIsGated(page);
      await showProfileBank(page);
    });

    // What the screens did is what the API holds.
    const lists = (await api('get', '/customer/listwithCount')).body as { lists: Array<{ name: string; count: number }> };
    expect(lists.lists.find((list) => list.name === LIST)?.count).toBe(1);
    const campaign = (await api('get', `/customer/campaign/${campaignId}`)).body as {
      campaign: { influencers: Array<{ username: string }> };
    };
    expect(campaign.campaign.influencers.map((influencer) => influencer.username)).toEqual([TO_SAVE]);
  }, 180_000);
});

const rows = (page: Page) => page.getByTestId(ids.row);
const row = (page: Page, username: string) => page.locator(`[data-testid="${ids.row}"][data-username="${username}"]`);

async function searchWithThreeFilters(page: Page): Promise<void> {
  // Platform: Instagram.
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Instagram' }).click();
  // Category, from the values the bank holds.
  const categories = await inputByTestId(page, ids.categories);
  await categories.fill(CATEGORY);
  await categories.press('Enter');
  // Creator country, completed by the locations service.
  await page.getByTestId(ids.section('location')).getByText('Location and audience').click();
  await (await inputByTestId(page, ids.country)).fill('Österr');
  await page
    .getByRole('option', { name: /Austria/ })
    .first()
    .click();
  await settled(page);
  await screenshot(page, 'discover-filters');

  const answered = page.waitForResponse((r) => r.url().endsWith('/customer/discoverProfiles') && r.request().method() === 'POST');
  await page.getByTestId(ids.search).click();
  const request = (await answered).request().postDataJSON() as { filter: Record<string, unknown>; offset?: number };
  // Exactly what was set: no empty keys (the API refuses unknown ones).
  expect(request).toEqual({
    filter: { sortBy: 'followers', orderBy: 'desc', platform: 'instagram', country: ['AT'], categories: [CATEGORY] },
    offset: 0,
  });

  await rows(page)
    .first()
    .waitFor({ state: 'visible', ...WAIT });
  expect(await rows(page).count()).toBe(20);
  expect(await page.getByTestId(ids.total).getAttribute('data-total')).toBe(String(FOUND));
  expect(await rows(page).first().getAttribute('data-username')).toBe(FIRST);
  // The search is kept under search_url while the page lives.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SEARCH_URL_KEY)).toMatch(/^\/discover\?search=/);
  await screenshot(page, 'discover-results');
}

async function loadMore(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/customer/discoverProfiles') && r.request().method() === 'POST');
  await page.getByTestId(ids.loadMore).click();
  const body = (await answered).request().postDataJSON() as { nextPageToken?: string };
  expect(typeof body.nextPageToken).toBe('string');
  await page.getByTestId(ids.end).waitFor({ state: 'visible', ...WAIT });
  expect(await rows(page).count()).toBe(FOUND);
  expect(await page.getByTestId(ids.loadMore).count()).toBe(0);
  const usernames = await rows(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-username')));
  expect(new Set(usernames).size).toBe(FOUND);
  expect(usernames.every((username) => username?.startsWith('alpine.cook.'))).toBe(true);
  await screenshot(page, 'discover-load-more');
}

async function unlockContacts(page: Page): Promise<void> {
  const target = row(page, WITH_CONTACTS);
  await target.scrollIntoViewIfNeeded();
  await target.getByTestId(ids.unlock).click();
  await target.getByTestId(ids.contacts).waitFor({ state: 'visible', ...WAIT });
  expect(await target.getByTestId(ids.contacts).textContent()).toContain('cook5@alpine.example');
  // A creator without contacts offers no unlock.
  expect(await row(page, 'alpine.cook.02').getByTestId(ids.unlock).count()).toBe(0);
  await settled(page);
  await screenshot(page, 'discover-contacts-unlocked');
}

async function saveAndFindInProfileList(page: Page): Promise<void> {
  const target = row(page, TO_SAVE);
  await target.getByTestId(ids.save).click();
  const open = target.getByTestId(ids.openSaved);
  await open.waitFor({ state: 'visible', ...WAIT });
  await settled(page);
  await screenshot(page, 'discover-saved');

  // The saved creator is in the profile list.
  await page.locator('a[href="/profiles"]').first().click();
  const listed = page.getByTestId(profileTestIds.row).filter({ hasText: TO_SAVE });
  await listed.first().waitFor({ state: 'visible', ...WAIT });
  await screenshot(page, 'discover-saved-in-profile-list');

  // Back to Discover: the search of this visit shows again as it was, without asking again.
  let asked = 0;
  const count = (r: { url(): string }) => {
    if (r.url().endsWith('/customer/discoverProfiles')) asked += 1;
  };
  page.on('request', count);
  await page.getByTestId(ids.menuDiscover).click();
  await rows(page)
    .first()
    .waitFor({ state: 'visible', ...WAIT });
  expect(await rows(page).count()).toBe(FOUND);
  page.off('request', count);
  expect(asked).toBe(0);
}

/** The saved creator into a new list and into a campaign, from its row's menu. */
async function addToListAndCampaign(page: Page): Promise<void> {
  const target = row(page, TO_SAVE);
  // Saved in this visit: the row links to the profile.
  await target.getByTestId(ids.openSaved).waitFor({ state: 'visible', ...WAIT });

  await target.getByTestId(ids.more).click();
  await page.getByTestId(ids.addToList).click();
  await page.getByTestId(listTestIds.addDialog).waitFor({ state: 'visible', ...WAIT });
  await (await inputByTestId(page, listTestIds.addInput)).fill(LIST);
  const listed = page.waitForResponse((r) => r.url().endsWith('/customer/addListItem') && r.status() === 200);
  await page.getByTestId(listTestIds.addSubmit).click();
  await listed;
  await page.getByTestId(listTestIds.addDialog).waitFor({ state: 'hidden', ...WAIT });

  await target.getByTestId(ids.more).click();
  await page.getByTestId(ids.addToCampaign).click();
  const dialog = page.getByTestId(ids.campaignDialog);
  await dialog.waitFor({ state: 'visible', ...WAIT });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: CAMPAIGN }).click();
  await settled(page);
  await screenshot(page, 'discover-add-to-campaign');
  const added = page.waitForResponse((r) => r.url().includes('/customer/campaign/') && r.request().method() === 'PUT');
  await dialog.getByTestId(ids.campaignSubmit).click();
  expect((await added).status()).toBe(200);
  await dialog.waitFor({ state: 'hidden', ...WAIT });
}

/**
 * A plan without the audience filter: the audience country is off and locked before use, its notice
 * says so, and "See plans" opens the upgrade popup for it; no search is sent for it.
 */
async function audienceFilterIsGated(page: Page): Promise<void> {
  await page.getByTestId(ids.section('location')).getByText('Location and audience').click();
  const notice = page.getByTestId(ids.section('location')).getByTestId(planGateTestIds.notice);
  await notice.waitFor({ state: 'visible', ...WAIT });
  expect(await notice.textContent()).toContain('Audience filters');
  expect(await (await inputByTestId(page, ids.audienceCountry)).isDisabled()).toBe(true);
  let searched = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/customer/discoverProfiles')) searched += 1;
  });
  // The section's expansion may still be moving the button; a click then can land beside it.
  await settled(page);
  await notice.getByRole('button').click();
  const popup = page.getByTestId(upgradeTestIds.popup);
  await popup.waitFor({ state: 'visible', ...WAIT });
  expect(await page.getByTestId(upgradeTestIds.field).getAttribute('data-field')).toBe('audienceFilter');
  await settled(page);
  await screenshot(page, 'discover-audience-upgrade');
  await page.getByTestId(upgradeTestIds.close).click();
  await popup.waitFor({ state: 'hidden', ...WAIT });
  expect(searched).toBe(0);
}

async function openLookalike(page: Page): Promise<void> {
  await row(page, FIRST).getByTestId(ids.more).click();
  await page.getByTestId(ids.lookalikes).click();
  const dialog = page.getByTestId(ids.lookalikesDialog);
  await dialog.waitFor({ state: 'visible', ...WAIT });
  const lookalike = dialog.getByTestId(ids.lookalike).first();
  await lookalike.waitFor({ state: 'visible', ...WAIT });
  expect(await lookalike.getAttribute('data-username')).not.toBe(FIRST);
  expect((await lookalike.getByTestId(ids.lookalikeReason).textContent())?.trim()).not.toBe('');
  await lookalike.click();
  await dialog.getByTestId(ids.lookalikeDetails).waitFor({ state: 'visible', ...WAIT });
  await settled(page);
  await screenshot(page, 'discover-lookalike');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
}

async function exportSearch(page: Page): Promise<void> {
  await page.getByTestId(ids.export).click();
  const dialog = page.getByTestId(ids.exportDialog);
  await dialog.waitFor({ state: 'visible', ...WAIT });
  await (await inputByTestId(page, ids.exportCount)).fill('10');
  await dialog.getByTestId(ids.exportStart).click();
  // Progress is read until the job is done; then the file is offered.
  await page.locator(`[data-testid="${ids.exportProgress}"][data-status="completed"]`).waitFor({ state: 'visible', timeout: 60_000 });
  await settled(page);
  await screenshot(page, 'discover-export');
  const download = page.waitForEvent('download');
  await dialog.getByTestId(ids.exportDownload).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  // A header and the first ten creators of the search, in its order.
  expect(lines).toHaveLength(11);
  expect(lines[1]).toContain(FIRST);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
}

async function showProfileBank(page: Page): Promise<void> {
  await page.getByTestId(ids.menuProfileBank).click();
  await page.getByTestId(ids.bankPage).waitFor({ state: 'visible', ...WAIT });
  await rows(page)
    .first()
    .waitFor({ state: 'visible', ...WAIT });
  expect(await rows(page).count()).toBe(20);
  await page.getByTestId(ids.bankTab('youtube')).click();
  await page.waitForFunction(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-selected') === 'true',
    ids.bankTab('youtube'),
  );
  await rows(page)
    .first()
    .waitFor({ state: 'visible', ...WAIT });
  await settled(page);
  await screenshot(page, 'profile-bank');
}
