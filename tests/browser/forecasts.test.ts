/**
 * Issue 29 in the browser: a saved creator's forecast card (median, 80 % interval, backtest error and
 * coverage, "how computed"), a creator with too few posts saying why, and a campaign's expected
 * totals once the planned posts are typed in. English and German.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { abbreviate } from '@scout/contracts/platform/abbreviate';
import type { CreatorForecast } from '@scout/contracts/profiles/forecasts';
import { campaignTestIds } from '../../frontend/src/campaigns/testIds';
import { planTestIds } from '../../frontend/src/campaigns/plan/testIds';
import { forecastTestIds } from '../../frontend/src/profiles/forecast/testIds';
import { saveProfile, signUp } from '../support/app';
import { artifactsDir, chooseGerman, inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';
import { campaignApi } from '../support/campaignApi';
import { startFakeSocialData } from '../support/fakeSocialData';
import { variedPosts } from '../support/forecastCreators';

const WAIT = { timeout: 20_000 };
let harness: BrowserApp;
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;

beforeAll(async () => {
  fake = await startFakeSocialData();
  const now = new Date();
  for (const [username, count] of [
    ['steady.creator', 40],
    ['young.creator', 5],
  ] as const) {
    const posts = variedPosts('tiktok', username, count, { now });
    fake.add('tiktok', username, { recent_contents: posts, top_contents: null });
    fake.setPosts('tiktok', username, posts);
  }
  harness = await startBrowserApp({ env: fake.env() });
});
afterAll(async () => {
  await harness?.close();
  await fake?.close();
});

/** Waits until the element shows the text. */
const showing = (locator: Locator, text: string) =>
  locator
    .filter({ hasText: text })
    .first()
    .waitFor({ state: 'visible', ...WAIT });
/** The full page, and the card alone (readable at full size). */
async function screenshots(page: Page, card: string, name: string) {
  await settled(page);
  await screenshot(page, name);
  // The card alone, without a command's toast that may sit over its corner (the full page shows it).
  await page
    .getByTestId(card)
    .screenshot({ path: path.join(artifactsDir, `${name}-card.png`), style: '[data-testid="toast"] { visibility: hidden; }' });
}
/** An expected count of many as the cards write it: abbreviated, whole. */
const count = (value: number, locale: string) => abbreviate(Math.round(value), 1, locale);
const textOf = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

describe('forecasts in the browser', () => {
  it('shows a creator’s forecast with its interval and backtest, and a campaign’s expected totals, in English and German', async () => {
    const { token } = await signUp(harness.app);
    const steady = await saveProfile(harness.app, token, 'tiktok', 'steady.creator');
    const young = await saveProfile(harness.app, token, 'tiktok', 'young.creator');
    const answer = await harness.app.http.get(`/api/v1/customer/socialProfile/${steady._id}`).set('X-Access-Token', token);
    const forecast = answer.body.profile.forecast as CreatorForecast;
    const views = forecast.byType[0]!.metrics.views;
    expect(views.next).not.toBeNull();

    const api = campaignApi(harness.app, token);
    const campaign = await api.created({ name: 'Spring launch' });
    await api.act(campaign._id, { action: 'addProfile', profileIds: [steady._id, young._id] });
    await api.act(campaign._id, { action: 'updateInfluencer', influencerId: steady._id, changes: { feeCents: 120_000, currency: 'EUR' } });
    await api.act(campaign._id, { action: 'updateInfluencer', influencerId: young._id, changes: { plannedPosts: 1 } });
    await api.act(campaign._id, { action: 'generatePublicUrl' });
    const slug = (await harness.app.http.get(`/api/v1/customer/campaign/${campaign._id}`).set('X-Access-Token', token)).body.campaign
      .publicSlug as string;

    await inSignedInPage(harness, token, 'forecasts', async (page) => {
      await page.goto(`${harness.base}/profile/${steady.slug}`);
      await page.getByTestId(forecastTestIds.card).waitFor({ state: 'visible', ...WAIT });
      expect(await textOf(page, forecastTestIds.median('views'))).toBe(count(views.next!.median, 'en'));
      expect(await textOf(page, forecastTestIds.interval('views'))).toBe(
        `${count(views.next!.low, 'en')} – ${count(views.next!.high, 'en')}`,
      );
      expect(await textOf(page, forecastTestIds.backtest('views'))).toBe(`${views.backtest.mdape!.toFixed(2)} %`);
      await showing(page.getByTestId(forecastTestIds.row('views')), `(of ${views.backtest.posts} posts)`);
      await page.getByTestId(forecastTestIds.howComputed).click();
      await showing(page.getByTestId(forecastTestIds.formula), 'weighted ½^(k ÷ 10)');
      await screenshots(page, forecastTestIds.card, 'forecasts-profile-en');

      await page.goto(`${harness.base}/profile/${young.slug}`);
      await page.getByTestId(forecastTestIds.none('views')).waitFor({ state: 'visible', ...WAIT });
      expect(await textOf(page, forecastTestIds.none('views'))).toBe('No forecast: 5 grown posts, at least 12 needed');
      await screenshots(page, forecastTestIds.card, 'forecasts-profile-too-few-en');

      await page.goto(`${harness.base}/campaign/${campaign._id}?tab=influencers`);
      const row = page.locator(`[data-testid="${campaignTestIds.influencerRow}"][data-username="steady.creator"]`);
      const planned = row.getByTestId(planTestIds.plannedPosts).locator('input');
      await planned.waitFor({ state: 'visible', ...WAIT });
      await planned.fill('3');
      await planned.press('Enter');
      const total = page.getByTestId(planTestIds.total('views'));
      const expectedMedian = count(3 * views.next!.median, 'en');
      await showing(total, expectedMedian);
      const youngRow = page.locator(`[data-testid="${planTestIds.influencer}"][data-username="young.creator"]`);
      await showing(youngRow, 'no forecast: too few grown posts');
      expect(await page.getByTestId(planTestIds.influencer).count()).toBe(2);
      expect(await textOf(page, planTestIds.costReason)).toContain('has no forecast');
      // Without the creator who has no forecast, the plan is complete: the fee gives the expected CPM.
      const youngPlanned = page
        .locator(`[data-testid="${campaignTestIds.influencerRow}"][data-username="young.creator"]`)
        .getByTestId(planTestIds.plannedPosts)
        .locator('input');
      await youngPlanned.fill('0');
      await youngPlanned.press('Enter');
      const cpm = (1200 / (3 * views.next!.median)) * 1000;
      await showing(page.getByTestId(planTestIds.total('cpm')), `€${cpm.toFixed(2)}`);
      expect(await page.getByTestId(planTestIds.costReason).count()).toBe(0);
      await page.getByTestId(planTestIds.reportSwitch).click();
      await page
        .getByTestId(planTestIds.reportSwitch)
        .locator('input:checked')
        .waitFor({ state: 'attached', ...WAIT });
      await screenshots(page, planTestIds.card, 'forecasts-campaign-en');

      await chooseGerman(page);
      await page
        .getByTestId(planTestIds.card)
        .getByText('Erwartete Summen')
        .waitFor({ state: 'visible', ...WAIT });
      await showing(total, 'Aufrufe');
      await showing(page.getByTestId(planTestIds.total('cpm')), cpm.toFixed(2).replace('.', ','));
      await screenshots(page, planTestIds.card, 'forecasts-campaign-de');

      await page.goto(`${harness.base}/profile/${steady.slug}`);
      await page
        .getByTestId(forecastTestIds.card)
        .getByText('Nächster Beitrag: Prognose')
        .waitFor({ state: 'visible', ...WAIT });
      expect(await textOf(page, forecastTestIds.median('views'))).toBe(count(views.next!.median, 'de'));
      await showing(page.getByTestId(forecastTestIds.row('views')), `(von ${views.backtest.posts} Beiträgen)`);
      await page.getByTestId(forecastTestIds.howComputed).click();
      await showing(page.getByTestId(forecastTestIds.formula), 'gewichtet mit ½^(k ÷ 10)');
      await screenshots(page, forecastTestIds.card, 'forecasts-profile-de');

      // The owner chose to show the expected totals in the public report: without fees, CPM or CPE.
      await page.goto(`${harness.base}/public/campaign/${slug}`);
      await page
        .getByTestId(planTestIds.card)
        .getByText('Erwartete Summen')
        .waitFor({ state: 'visible', ...WAIT });
      await showing(page.getByTestId(planTestIds.total('views')), count(3 * views.next!.median, 'de'));
      expect(await page.getByTestId(planTestIds.total('cpm')).count()).toBe(0);
      await screenshots(page, planTestIds.card, 'forecasts-public-report-de');
    });
  }, 90_000);
});
