/**
 * Issue 24, item 2: an outage must not look like lost data. A signed-in page has its saved profiles
 * and campaigns (with a payment) on screen; then the app's HTTP listener is really closed mid-session.
 * Every screen visited meanwhile shows the one connection banner and says its read failed, with no
 * empty state, no made-up "(0)" count or pagination, and no react-admin error page for a screen whose
 * code had not loaded yet; adding a profile says the server did not answer. When the listener is back
 * the banner goes by itself (or on Retry) and the data shows again, without the page being reloaded.
 * English first, then the same outage in German, then the device offline for a moment.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { campaignTestIds } from '../../frontend/src/campaigns/testIds';
import { listTestIds } from '../../frontend/src/lists/testIds';
import { connectionTestIds } from '../../frontend/src/platform/connection/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { englishCatalogue } from '../../frontend/src/shell/i18n/en';
import { germanCatalogue } from '../../frontend/src/shell/i18n/de';
import { signUp } from '../support/app';
import { chooseGerman, inputByTestId, inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';
import { campaignApi } from '../support/campaignApi';
import { serverOutage } from '../support/outage';

const WAIT = { timeout: 20_000 };
/** The banner's own retries back off up to 30 s; the first outage is short, so the next try comes sooner. */
const AUTOMATIC_RETURN = { timeout: 35_000 };
const CAMPAIGN = 'Autumn launch';
const CREATOR = 'atom2255';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

type Catalogue = typeof englishCatalogue;

/** A text of the web app's catalogue by its dotted key. */
function text(catalogue: Catalogue, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return found;
}

/** Texts that would pass a failed read off as data: empty states, zero counts, a pagination. */
function madeUpData(catalogue: Catalogue): Array<string | RegExp> {
  return [
    text(catalogue, 'scout.campaigns.none'),
    text(catalogue, 'scout.campaigns.payments.none'),
    text(catalogue, 'scout.profiles.empty'),
    text(catalogue, 'scout.lists.none'),
    text(catalogue, 'ra.page.error'),
    text(catalogue, 'ra.message.error'),
    /\(0\)/,
    /\d+[–-]\d+ (?:of|von) \d+/,
  ];
}

async function expectNoMadeUpData(page: Page, catalogue: Catalogue): Promise<void> {
  const shown = ((await page.locator('#main-content').textContent()) ?? '').replace(/\s+/g, ' ');
  for (const wrong of madeUpData(catalogue)) {
    if (typeof wrong === 'string') expect(shown).not.toContain(wrong);
    else expect(shown).not.toMatch(wrong);
  }
}

const menu = (page: Page, name: string): Locator => page.getByRole('menuitem', { name, exact: true });

/** The failure a screen shows in place of a read, with what could not be loaded. */
async function failureShown(page: Page, title: string): Promise<void> {
  await page
    .getByTestId(connectionTestIds.readFailure)
    .filter({ hasText: title })
    .first()
    .waitFor({ state: 'visible', ...WAIT });
}

/** The campaigns screen with its data: the campaign's row, its status count and the payment total. */
async function campaignsShown(page: Page, total: RegExp): Promise<void> {
  await page
    .getByTestId(campaignTestIds.row)
    .filter({ hasText: CAMPAIGN })
    .waitFor({ state: 'visible', ...WAIT });
  await page
    .getByTestId(campaignTestIds.paymentTotal)
    .filter({ hasText: total })
    .waitFor({ state: 'visible', ...WAIT });
  expect(await page.getByTestId(`${campaignTestIds.statusCount}-draft`).textContent()).toMatch(/\(1\)/);
}

describe('the web app while its server is away', () => {
  it('shows one banner and failed reads, never an empty list, and recovers without a reload', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Lena Hofer', orgName: 'Hofer Media' });
    const campaigns = campaignApi(harness.app, token);
    const campaign = await campaigns.created({ name: CAMPAIGN });
    const influencerId = await campaigns.influencer(campaign._id, CREATOR);
    const paid = await campaigns.act(campaign._id, {
      action: 'addPayment',
      influencerId,
      amountCents: 125050,
      currency: 'EUR',
      status: 'paid',
    });
    expect(paid.status).toBe(200);
    const outage = serverOutage(harness.server);

    await inSignedInPage(harness, token, 'trust-connection', async (page) => {
      const en = englishCatalogue;
      const de = germanCatalogue;
      await page.goto(`${harness.base}/profiles`);
      await page
        .getByTestId(profileTestIds.row)
        .filter({ hasText: CREATOR })
        .waitFor({ state: 'visible', ...WAIT });
      await menu(page, text(en, 'scout.menu.campaigns')).click();
      await campaignsShown(page, /€1,250\.50/);
      // Marks this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { scoutNotReloaded: true }));

      // --- The listener closes: saved profiles, adding a profile, campaigns and a screen never opened.
      await outage.takeAway();
      await menu(page, text(en, 'resources.profiles.name').split(' |||| ')[1] ?? '').click();
      await failureShown(page, text(en, 'scout.connection.failed.profiles'));
      const banner = page.getByTestId(connectionTestIds.banner);
      await banner.waitFor({ state: 'visible', ...WAIT });
      expect(await banner.textContent()).toContain(text(en, 'scout.connection.away'));
      await expectNoMadeUpData(page, en);

      await page.getByTestId(profileTestIds.addButton).click();
      await page.getByTestId(profileTestIds.dialog).waitFor({ state: 'visible', ...WAIT });
      await (await inputByTestId(page, profileTestIds.dialogUsername)).fill('@khaby.lame');
      await page.getByTestId(profileTestIds.dialogSubmit).click();
      const toast = page.getByTestId('toast');
      await toast.filter({ hasText: text(en, 'scout.connection.noAnswer') }).waitFor({ state: 'visible', ...WAIT });
      expect(await toast.textContent()).not.toContain('Something went wrong');
      await page.getByTestId(profileTestIds.dialogCancel).click();

      await menu(page, text(en, 'scout.menu.campaigns')).click();
      await failureShown(page, text(en, 'scout.connection.failed.campaigns'));
      await expectNoMadeUpData(page, en);
      expect(await page.getByTestId(connectionTestIds.banner).count()).toBe(1);
      await settled(page);
      await screenshot(page, 'trust-connection-banner-en');

      await menu(page, text(en, 'scout.menu.lists')).click();
      await page.getByTestId(connectionTestIds.screenFailure).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(connectionTestIds.screenFailure).textContent()).toContain(text(en, 'scout.connection.screenFailed'));
      await expectNoMadeUpData(page, en);
      await settled(page);
      await screenshot(page, 'trust-connection-screen-en');

      // --- The listener is back: Scout notices by itself, loads the screen's code and its data.
      await outage.bringBack();
      await banner.waitFor({ state: 'hidden', ...AUTOMATIC_RETURN });
      await page.getByTestId(listTestIds.page).waitFor({ state: 'visible', ...WAIT });
      await menu(page, text(en, 'scout.menu.campaigns')).click();
      await campaignsShown(page, /€1,250\.50/);

      // --- The same outage in German; this time Retry brings the data back.
      await chooseGerman(page);
      await menu(page, text(de, 'scout.menu.campaigns')).waitFor({ state: 'visible', ...WAIT });
      await page
        .getByTestId(campaignTestIds.paymentTotal)
        .filter({ hasText: /1\.250,50\s*€/ })
        .waitFor({ state: 'visible', ...WAIT });
      await outage.takeAway();
      await menu(page, text(de, 'scout.menu.dashboard')).click();
      await menu(page, text(de, 'scout.menu.campaigns')).click();
      await failureShown(page, text(de, 'scout.connection.failed.campaigns'));
      // The figures read before the outage stay until their own read fails too, then say so.
      await failureShown(page, text(de, 'scout.connection.failed.paymentTotals'));
      await banner.waitFor({ state: 'visible', ...WAIT });
      expect(await banner.textContent()).toContain(text(de, 'scout.connection.away'));
      await expectNoMadeUpData(page, de);
      await settled(page);
      await screenshot(page, 'trust-connection-banner-de');

      // Retry, while the next automatic try is still seconds away.
      await banner.filter({ hasText: /(?:[3-9]|\d{2,}) (?:seconds|Sekunden)/ }).waitFor({ state: 'visible', ...AUTOMATIC_RETURN });
      await outage.bringBack();
      await page.getByTestId(connectionTestIds.bannerRetry).click();
      await banner.waitFor({ state: 'hidden', ...WAIT });
      await campaignsShown(page, /1\.250,50\s*€/);

      // --- The device loses its network: the banner says so, and goes when the network is back.
      await page.context().setOffline(true);
      await banner.filter({ hasText: text(de, 'scout.connection.offline') }).waitFor({ state: 'visible', ...WAIT });
      await page.context().setOffline(false);
      await banner.waitFor({ state: 'hidden', ...WAIT });
      await campaignsShown(page, /1\.250,50\s*€/);
      expect(await page.evaluate(() => (window as unknown as { scoutNotReloaded?: boolean }).scoutNotReloaded)).toBe(true);
    });
  }, 180_000);
});
