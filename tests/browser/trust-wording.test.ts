/**
 * Issue 24, item 6: no developer wording on the screens agency staff and their clients read. A
 * campaign with a post, payments in two currencies (one without cost) and a link is built through
 * the API; its public report opens logged out with plain tiles (no unknown figure first, formulas
 * only behind "How is this computed?", in German too); the signed-in metrics show money as money;
 * the history reads in sentences in English and German; a refused link names its field by label,
 * once; the Columns menu and the white-label preview show no keys.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { campaignTestIds as ids } from '../../frontend/src/campaigns/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { analyticsTestIds } from '../../frontend/src/socialProfile/analytics/testIds';
import { whitelabelTestIds } from '../../frontend/src/whitelabel/testIds';
import { signUp } from '../support/app';
import { inPage, inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp, chooseLanguage } from '../support/browser';
import { campaignApi } from '../support/campaignApi';

const WAIT = { timeout: 20_000 };
/** A developer's `key: value`: a camelCase key before a colon, or a line opening with one word and a colon. */
const KEY_VALUE = [/\b[a-z]+[A-Z][a-zA-Z]*:/, /^\w+: /];
const CAMEL_CASE = /\b[a-z]+[A-Z][a-zA-Z]*\b/;

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

/** A campaign with an Instagram post (no reach), a paid USD payment, a EUR payment of 0 and a link; answers its id and public slug. */
async function buildCampaign(token: string): Promise<{ campaignId: string; slug: string }> {
  const api = campaignApi(harness.app, token);
  const { _id: campaignId } = await api.created({ name: 'Autumn launch', brand: 'Acme' });
  const anna = await api.influencer(campaignId, 'anna.autumn');
  const act = async (body: object) => {
    const res = await api.act(campaignId, body);
    expect(res.status).toBe(200);
    return res.body.campaign as {
      posts: Array<{ postId: string }>;
      payments: Array<{ paymentId: string; currency: string }>;
      publicSlug: string | null;
    };
  };
  const { posts } = await act({
    action: 'addPost',
    influencerId: anna,
    url: 'https://www.instagram.com/p/autumn1/',
    platform: 'instagram',
    likes: 1200,
    comments: 80,
    views: 25000,
    enableTracking: true,
  });
  await act({ action: 'editPost', postId: posts[0]?.postId, changes: { enableTracking: false } });
  const { payments } = await act({ action: 'addPayment', influencerId: anna, amountCents: 373456, currency: 'USD' });
  await act({ action: 'editPayment', paymentId: payments[0]?.paymentId, changes: { status: 'paid', dueDate: '2026-12-12' } });
  await act({ action: 'addPayment', influencerId: anna, amountCents: 0, currency: 'EUR' });
  await act({ action: 'addLink', url: 'https://shop.example.com/autumn', linkText: 'Autumn shop' });
  await act({ action: 'updateCampaign', changes: { budgetCents: 1250000, currency: 'EUR' } });
  const { publicSlug } = await act({ action: 'generatePublicUrl' });
  return { campaignId, slug: publicSlug ?? '' };
}

/** A screenshot of the whole page as the user ends up seeing it, from its top (the app bar hides while scrolled). */
async function show(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await screenshot(page, name);
}

const tile = (page: Page, metric: string): Locator => page.locator(`[data-testid="${ids.metric}"][data-metric="${metric}"]`);
const shownValue = async (card: Locator): Promise<string> => ((await card.getByTestId(ids.metricValue).textContent()) ?? '').trim();

/** Every formula is in the page but none is visible, nor any visible monospace text, until a tile is opened. */
async function formulasHidden(page: Page): Promise<void> {
  const formulas = page.getByTestId(analyticsTestIds.formula);
  expect(await formulas.count()).toBeGreaterThan(0);
  for (const formula of await formulas.all()) expect(await formula.isVisible()).toBe(false);
  const visibleMonospace = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (el) =>
          el.checkVisibility({ visibilityProperty: true }) &&
          el.getBoundingClientRect().height > 0 &&
          getComputedStyle(el).fontFamily.includes('monospace') &&
          el.textContent?.trim(),
      ).length,
  );
  expect(visibleMonospace).toBe(0);
}

/** The tiles open on known figures; an unknown one is said in words, never a dash. */
async function tilesInWords(page: Page, unknownText: string): Promise<void> {
  const tiles = page.getByTestId(ids.metric);
  await tiles.first().waitFor({ state: 'visible', ...WAIT });
  expect(await tiles.first().getAttribute('data-known')).toBe('true');
  const first = await shownValue(tiles.first());
  expect(first).not.toMatch(/^[–-]/);
  for (const card of await tiles.all()) expect(await shownValue(card)).not.toBe('–');
  // No post reports its reach: the tile says so in words, after the figures that are known.
  expect(await shownValue(tile(page, 'reach'))).toBe(unknownText);
  const order = await tiles.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-known')));
  expect(order.indexOf('false')).toBeGreaterThan(order.lastIndexOf('true'));
}

/** Opens one tile's computation: its formula shows, in the language asked. */
async function openComputation(page: Page, metric: string, formulaPart: string): Promise<void> {
  await tile(page, metric).getByTestId(ids.metricHow).click();
  const formula = tile(page, metric).getByTestId(analyticsTestIds.formula);
  await formula.waitFor({ state: 'visible', ...WAIT });
  expect(await formula.textContent()).toContain(formulaPart);
}

/** The history's lines: each entry's line, author and details, one string per line on screen. */
async function historyLines(page: Page): Promise<string[]> {
  const entries = page.getByTestId(ids.historyEntry);
  await entries.first().waitFor({ state: 'visible', ...WAIT });
  const texts = await entries.evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText));
  return texts.flatMap((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

function noKeys(lines: string[]): void {
  for (const line of lines) for (const pattern of KEY_VALUE) expect({ line, match: pattern.test(line) }).toEqual({ line, match: false });
}

describe('client-facing wording', () => {
  it('reads in plain words: the public report, money, history, a refused link, the Columns menu and the white-label preview', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Clara Weiss', orgName: 'Weiss Media' });
    const { campaignId, slug } = await buildCampaign(token);
    expect(slug).not.toBe('');

    // The client's view, logged out.
    await inPage(harness, 'trust-wording-public', async (page) => {
      await page.goto(`${harness.base}/public/campaign/${slug}`);
      await page.getByTestId(ids.publicPage).waitFor({ state: 'visible', ...WAIT });
      await tilesInWords(page, 'Not known yet');
      await formulasHidden(page);
      const text = (await page.getByTestId(ids.publicPage).textContent()) ?? '';
      expect(text).not.toContain('cost in cents');
      expect(text).not.toContain('$0.00');
      expect(await page.getByTestId('toast').count()).toBe(0);
      await show(page, 'trust-wording-public-en');
      await openComputation(page, 'likes', "Σ likes of the campaign's posts");

      await chooseLanguage(page, 'English', 'Deutsch');
      await tile(page, 'reach')
        .filter({ hasText: 'Noch nicht bekannt' })
        .waitFor({ state: 'visible', ...WAIT });
      // The language switch draws the page anew, the computations closed.
      expect(await tile(page, 'likes').getByTestId(ids.metricHow).textContent()).toBe('Wie wird das berechnet?');
      await formulasHidden(page);
      await openComputation(page, 'likes', 'Σ Likes der Beiträge der Kampagne');
      await show(page, 'trust-wording-public-de');
    });

    await inSignedInPage(harness, token, 'trust-wording-app', async (page) => {
      // Metrics: money as money, no cost said in words, the inputs of the cost as amounts.
      await page.goto(`${harness.base}/campaign/${campaignId}?tab=metrics`);
      await page.getByTestId(ids.metrics).waitFor({ state: 'visible', ...WAIT });
      await tilesInWords(page, 'Not known yet');
      await formulasHidden(page);
      const usdCost = page.locator(`[data-testid="${ids.metric}"][data-metric="cost"]`).filter({ hasText: 'USD' });
      expect(await shownValue(usdCost)).toBe('$3,734.56');
      await usdCost.getByTestId(ids.metricHow).click();
      await usdCost.getByTestId(analyticsTestIds.formula).waitFor({ state: 'visible', ...WAIT });
      const usdText = (await usdCost.innerText()).replace(/\s+/g, ' ');
      expect(usdText).toContain('sum of the payments $3,734.56');
      expect(usdText).not.toContain('373,456');
      for (const name of ['costPerEngagement', 'cpm']) {
        const eur = page.locator(`[data-testid="${ids.metric}"][data-metric="${name}"]`).filter({ hasText: 'EUR' });
        expect(await shownValue(eur)).toBe('No cost recorded');
      }
      expect(await page.getByTestId(ids.metrics).textContent()).not.toContain('cost in cents');
      for (const perEngagement of await tile(page, 'costPerEngagement').all())
        expect(await shownValue(perEngagement)).not.toMatch(/^\D*0[.,]00\D*$/);
      // The earned media value's CPM inputs are money too.
      await tile(page, 'earnedMediaValue').getByTestId(ids.metricHow).click();
      await tile(page, 'earnedMediaValue')
        .getByTestId(analyticsTestIds.formula)
        .waitFor({ state: 'visible', ...WAIT });
      expect((await tile(page, 'earnedMediaValue').innerText()).replace(/\s+/g, ' ')).toMatch(/CPM value on Instagram €\d+\.\d{2}/);
      await show(page, 'trust-wording-metrics-en');

      // History: sentences, no `key: value`.
      await page.goto(`${harness.base}/campaign/${campaignId}?tab=history`);
      const english = await historyLines(page);
      noKeys(english);
      for (const sentence of [
        'Payment marked paid',
        'Due date set to 12 Dec 2026',
        'Live tracking turned off',
        'Budget set to €12,500.00',
        'Address set to https://shop.example.com/autumn',
        'Post added (Instagram Post)',
      ])
        expect(english).toContain(sentence);
      await show(page, 'trust-wording-history-en');

      await chooseLanguage(page, 'English', 'Deutsch');
      await page.getByText('Zahlung als bezahlt markiert').waitFor({ state: 'visible', ...WAIT });
      const german = await historyLines(page);
      noKeys(german);
      for (const sentence of [
        'Fälligkeitsdatum auf 12. Dez. 2026 gesetzt',
        'Live-Verfolgung ausgeschaltet',
        'Budget auf 12.500,00 € gesetzt',
      ])
        expect(german).toContain(sentence.replace(' €', '\u00a0€'));
      await show(page, 'trust-wording-history-de');

      await page.goto(`${harness.base}/campaign/${campaignId}?tab=metrics`);
      await page.getByTestId(ids.metrics).waitFor({ state: 'visible', ...WAIT });
      const germanCost = page.locator(`[data-testid="${ids.metric}"][data-metric="cost"]`).filter({ hasText: 'USD' });
      expect(await shownValue(germanCost)).toBe('3.734,56\u00a0$');
      await germanCost.getByTestId(ids.metricHow).click();
      expect(await germanCost.getByTestId(analyticsTestIds.formula).textContent()).toContain('Zahlungen in USD');
      expect(await shownValue(tile(page, 'reach'))).toBe('Noch nicht bekannt');
      await show(page, 'trust-wording-metrics-de');
      await chooseLanguage(page, 'Deutsch', 'English');

      // A link the server refuses: one toast, naming the field by its label, not its path.
      await page.goto(`${harness.base}/campaign/${campaignId}?tab=links`);
      await page.getByTestId(ids.linkUrl).fill('ftp://example.com/autumn');
      await page.getByTestId(ids.linkAdd).click();
      const toast = page.getByTestId('toast');
      await toast.waitFor({ state: 'visible', ...WAIT });
      const message = ((await toast.textContent()) ?? '').trim();
      expect(message).toBe('Link: Only http and https links are allowed');
      expect(await toast.count()).toBe(1);
      expect(await page.locator('.Mui-error').count()).toBe(0);
      await show(page, 'trust-wording-toast-en');

      // The Columns menu of the saved profiles names every column.
      await page.goto(`${harness.base}/profiles`);
      await page
        .getByTestId(profileTestIds.row)
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      await page.getByTestId(profileTestIds.columns).click();
      const menu = page.locator('.MuiPopover-paper ul:not([role="menu"])');
      await menu.waitFor({ state: 'visible', ...WAIT });
      const columns = (await menu.innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      expect(columns.length).toBeGreaterThan(5);
      for (const column of columns) expect(column).not.toMatch(/unlabeled|#\d/i);
      expect(columns).toContain('Delete');
      await show(page, 'trust-wording-columns-en');
      await page.keyboard.press('Escape');

      // The white-label preview names its colours, in English and German.
      await page.goto(`${harness.base}/whitelabel`);
      const preview = page.getByTestId(whitelabelTestIds.preview);
      await preview.waitFor({ state: 'visible', ...WAIT });
      expect(await preview.innerText()).not.toMatch(CAMEL_CASE);
      expect(await preview.innerText()).toContain('Primary colour, light');
      await show(page, 'trust-wording-whitelabel-en');
      await chooseLanguage(page, 'English', 'Deutsch');
      await preview.getByText('Primärfarbe, hell').waitFor({ state: 'visible', ...WAIT });
      expect(await preview.innerText()).not.toMatch(CAMEL_CASE);
      await show(page, 'trust-wording-whitelabel-de');
    });
  }, 180_000);
});
