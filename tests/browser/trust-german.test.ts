/**
 * Issue 24, item 4 ("German is half done"), its figures and money: in German every figure is written
 * the German way (counts "1.475", abbreviations "13,5M", the exact number on hover "13.456.789"),
 * react-admin's own buttons speak German ("Spalten"), a payment typed "1.234,56" is taken as
 * 1,234.56 and shown as "1.234,56 $", and no screen shows a raw message key. English for comparison.
 * The expected texts come from the API's figures written with Intl and the spec's abbreviation rule.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { abbreviate } from '@scout/contracts/platform/abbreviate';
import type { ProfileListResponse } from '@scout/contracts/profiles/responses';
import { campaignTestIds } from '../../frontend/src/campaigns/testIds';
import { contentTestIds } from '../../frontend/src/content/testIds';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { discoverTestIds } from '../../frontend/src/discovery/testIds';
import { listTestIds } from '../../frontend/src/lists/testIds';
import { profilePageTestIds } from '../../frontend/src/profiles/page/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { analyticsTestIds } from '../../frontend/src/socialProfile/analytics/testIds';
import { signUp, shippedBankLoaded } from '../support/app';
import { campaignApi } from '../support/campaignApi';
import { eventually } from '../support/eventually';
import { chooseGerman, inSignedInPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

const WAIT = { timeout: 20_000 };
/** Shipped sample creators with millions of followers. */
const CREATORS = ['cristiano', 'zendaya', 'khaby00'] as const;
/** A message key shown instead of its text, e.g. "scout.discover.total". */
const RAW_KEY = /^[a-z]+(\.[a-zA-Z_]+){2,}$/;

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
  // The shipped bank loads in the background on first start; its counts are the large ones shown.
  await shippedBankLoaded(harness.app);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const german = new Intl.NumberFormat('de');
const english = new Intl.NumberFormat('en');
/** Text as shown, with Intl's no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function apiAs(token: string) {
  return async <T>(path: string): Promise<T> => {
    const res = await harness.app.http.get(`/api/v1${path}`).set('X-Access-Token', token);
    expect([path, res.status]).toEqual([path, 200]);
    return res.body as T;
  };
}

/** Every text, placeholder, label and title on screen that is a message key rather than its text. */
async function rawKeysShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own) found.push(own);
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return texts.filter((text) => RAW_KEY.test(text));
}

async function noRawKeys(page: Page, screen: string): Promise<void> {
  expect({ screen, keys: await rawKeysShown(page) }).toEqual({ screen, keys: [] });
}

/** The profile list's followers cell of a creator. */
const followersCell = (page: Page, username: string): Locator =>
  page.getByTestId(profileTestIds.row).filter({ hasText: username }).first().locator('td.column-followers span').first();

describe('German figures and money', () => {
  it('writes counts, abbreviations, exact numbers and money the German way, takes "1.234,56" as an amount and shows no raw key', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Lena Huber', orgName: 'Huber Media Wien' });
    const get = apiAs(token);
    for (const username of CREATORS) {
      const res = await harness.app.http
        .post('/api/v1/customer/socialProfile')
        .set('X-Access-Token', token)
        .send({ platform: 'instagram', username });
      expect(res.status).toBe(201);
    }
    const saved = await eventually('the saved profiles to have their followers', async () => {
      const list = await get<ProfileListResponse>('/customer/socialProfiles?platform=instagram');
      return list.profiles.length === CREATORS.length && list.profiles.every((p) => p.followers !== null) ? list.profiles : undefined;
    });
    // A creator whose abbreviation has a decimal, so that the decimal mark shows.
    const shown = saved.find((profile) => abbreviate(profile.followers).includes('.'));
    if (!shown?.followers) throw new Error(`no saved creator with a decimal abbreviation: ${saved.map((p) => p.followers).join()}`);
    const followers = shown.followers;

    const campaigns = campaignApi(harness.app, token);
    const campaign = await campaigns.created({ name: 'Sommer in Wien' });
    expect((await campaigns.act(campaign._id, { action: 'addProfile', profileIds: [shown._id] })).status).toBe(200);

    await inSignedInPage(harness, token, 'trust-german-en', async (page) => {
      await page.goto(`${harness.base}/profiles`);
      const cell = followersCell(page, shown.username);
      await cell.waitFor({ state: 'visible', ...WAIT });
      expect(await cell.textContent()).toBe(abbreviate(followers, 1, 'en'));
      expect(await cell.getAttribute('title')).toBe(english.format(followers));
      expect(plain(await page.getByTestId(profileTestIds.columns).textContent())).toBe('Columns');
      await settled(page);
      await screenshot(page, 'trust-german-profiles-en');
    });

    await inSignedInPage(harness, token, 'trust-german-de', async (page) => {
      await page.goto(`${harness.base}/dashboard`);
      await page.getByTestId(dashboardTestIds.count('profiles')).waitFor({ state: 'visible', ...WAIT });
      await chooseGerman(page);
      await page
        .getByText('Übersicht')
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await noRawKeys(page, 'dashboard');
      await screenshot(page, 'trust-german-dashboard-de');

      // The profile list: "650,5M" with "650.512.345" on hover, and react-admin's buttons in German.
      await page.goto(`${harness.base}/profiles`);
      const cell = followersCell(page, shown.username);
      await cell.waitFor({ state: 'visible', ...WAIT });
      const abbreviated = abbreviate(followers, 1, 'de');
      expect(abbreviated).toContain(',');
      expect(await cell.textContent()).toBe(abbreviated);
      expect(await cell.getAttribute('title')).toBe(german.format(followers));
      const columns = page.getByTestId(profileTestIds.columns);
      expect(plain(await columns.textContent())).toBe('Spalten');
      await columns.click();
      await page
        .locator('.MuiPopover-paper')
        .filter({ hasText: 'Benutzername' })
        .waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await noRawKeys(page, 'profiles');
      await screenshot(page, 'trust-german-profiles-de');
      await page.keyboard.press('Escape');

      // The profile page's followers card.
      await page.goto(`${harness.base}/profile/${encodeURIComponent(shown.slug)}`);
      await page.getByTestId(profilePageTestIds.page).waitFor({ state: 'visible', ...WAIT });
      const card = page.getByTestId(analyticsTestIds.statistic('followers')).locator('p').first();
      await card.waitFor({ state: 'visible', ...WAIT });
      expect(await card.textContent()).toBe(abbreviated);
      expect(await card.getAttribute('title')).toBe(german.format(followers));
      await settled(page);
      await noRawKeys(page, 'profile page');
      await screenshot(page, 'trust-german-profile-de');

      // The bank's count of Instagram creators: "1.475 Creator in der Datenbank".
      await page.goto(`${harness.base}/profile-bank`);
      const bankTotal = page.getByTestId(discoverTestIds.total);
      await bankTotal.waitFor({ state: 'visible', ...WAIT });
      await page
        .getByTestId(discoverTestIds.row)
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      const bank = await get<{ total: number }>('/customer/profileBank?page=1&limit=20&platform=instagram');
      expect(bank.total).toBeGreaterThanOrEqual(1000);
      expect(plain(await bankTotal.textContent())).toBe(`${german.format(bank.total)} Creator in der Datenbank`);
      await noRawKeys(page, 'profile bank');
      await screenshot(page, 'trust-german-bank-de');

      // A search over the whole bank: "N Creator gefunden", N grouped.
      await page.goto(`${harness.base}/discover`);
      await page.getByTestId(discoverTestIds.page).waitFor({ state: 'visible', ...WAIT });
      await page.getByTestId(discoverTestIds.search).click();
      await page
        .getByTestId(discoverTestIds.row)
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      const total = Number(await page.getByTestId(discoverTestIds.total).getAttribute('data-total'));
      expect(total).toBeGreaterThanOrEqual(1000);
      expect(plain(await page.getByTestId(discoverTestIds.total).textContent())).toBe(`${german.format(total)} Creator gefunden`);
      await settled(page);
      await noRawKeys(page, 'discover');
      await screenshot(page, 'trust-german-discover-de');

      // A payment typed the German way is 1,234.56 and reads "1.234,56 $".
      await page.goto(`${harness.base}/campaign/${encodeURIComponent(campaign._id)}?tab=payments`);
      await page.getByTestId(campaignTestIds.paymentAdd).click(WAIT);
      await page.getByTestId(campaignTestIds.paymentDialog).waitFor({ state: 'visible', ...WAIT });
      await (await inputByTestId(page, campaignTestIds.paymentAmount)).fill('1.234,56');
      await (await inputByTestId(page, campaignTestIds.paymentCurrency)).fill('USD');
      await page.getByTestId(campaignTestIds.paymentSubmit).click();
      const row = page.getByTestId(campaignTestIds.paymentRow).first();
      await row.waitFor({ state: 'visible', ...WAIT });
      const stored = await get<{ campaign: { payments: Array<{ amountCents: number; currency: string }> } }>(
        `/customer/campaign/${campaign._id}`,
      );
      expect(stored.campaign.payments.map(({ amountCents, currency }) => ({ amountCents, currency }))).toEqual([
        { amountCents: 123456, currency: 'USD' },
      ]);
      expect(plain(await row.textContent())).toContain('1.234,56 $');
      await settled(page);
      await noRawKeys(page, 'campaign payments');
      await screenshot(page, 'trust-german-payments-de');

      for (const [screen, path, testId] of [
        ['campaigns', '/campaigns', campaignTestIds.listPage],
        ['lists', '/lists', listTestIds.page],
        ['content', '/contents', contentTestIds.listPage],
      ] as const) {
        await page.goto(`${harness.base}${path}`);
        await page.getByTestId(testId).waitFor({ state: 'visible', ...WAIT });
        await page.waitForFunction(() => document.querySelector('.MuiLinearProgress-root, .MuiCircularProgress-root') === null, null, WAIT);
        await noRawKeys(page, screen);
      }
    });
  }, 240_000);
});
