/**
 * Issue 24: a new agency user's first visit, in English and in German. Signs up in the browser and
 * walks dashboard → discover → save → profile → campaign, as that user would. Fails on any raw
 * message key on a screen, any console error or uncaught page error, any API request that failed
 * (so no screen can have shown an empty state for one), and, in German, on any screen text left
 * in English.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signupTestIds } from '../../frontend/src/accounts/testIds';
import { campaignTestIds } from '../../frontend/src/campaigns/testIds';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { discoverTestIds } from '../../frontend/src/discovery/testIds';
import { profilePageTestIds } from '../../frontend/src/profiles/page/testIds';
import { shippedBankLoaded } from '../support/app';
import { inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp, chooseGerman } from '../support/browser';

const WAIT = { timeout: 30_000 };
const SCREENS = ['dashboard', 'discover', 'profile', 'campaign'] as const;
type Screen = (typeof SCREENS)[number];
type Locale = 'en' | 'de';

/** What the walk met on one screen: its text lines as shown. */
type Walk = Record<Screen, string[]>;

/** A catalogue key shown instead of its text: `scout.dashboard.title`, `ra.action.save`, `resources.x.name`. */
const RAW_KEY = /\b(?:scout|ra|resources)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+\b/g;

/**
 * Lines that read the same in both languages by nature: names of products and platforms, words
 * German takes from English (Team, Dashboard's "Follower", "Engagement", "Creator"), abbreviations.
 */
const SAME_IN_BOTH = new Set([
  'Scout',
  'Instagram',
  'TikTok',
  'YouTube',
  'Team',
  'White-label',
  'Follower',
  'Engagement',
  'Creator',
  'Status',
  'Budget',
  'Links',
  'Name',
  'Story',
  'Stories',
  'UGC',
  'EMV',
  'CPM',
  'CPE',
  'Reels',
  'Posts',
  'Shorts',
  'Videos',
  'Login',
  'Ø Likes',
  'Likes',
  'Tags',
]);

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
  // Discover searches the shipped bank, which loads in the background on a first start.
  await shippedBankLoaded(harness.app);
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

/** Everything on the page a user reads: its text, and the words of placeholders, labels and tooltips. */
async function shownText(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const attributes = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]')).flatMap((el) =>
      ['placeholder', 'aria-label', 'title'].map((name) => el.getAttribute(name) ?? '').filter((value) => value !== ''),
    ),
  );
  return [...text.split('\n'), ...attributes].map((line) => line.trim()).filter((line) => line !== '');
}

interface Watch {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

/** The texts of an answer (creators' names, bios, captions): data, the same in every language. */
function collectTexts(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim().length >= 3) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collectTexts(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectTexts(item, into);
  }
}

function watch(page: Page, data: Set<string>): Watch {
  const seen: Watch = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (response.status() >= 400) seen.failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
    else if (response.headers()['content-type']?.startsWith('application/json'))
      response.json().then(
        (body: unknown) => collectTexts(body, data),
        () => undefined,
      );
  });
  return seen;
}

/** The screen once its reads answered: a screenshot, its lines, and no raw key among them. */
async function look(page: Page, locale: Locale, screen: Screen, walk: Partial<Walk>): Promise<void> {
  await page.waitForLoadState('networkidle');
  await settled(page);
  await screenshot(page, `first-visit-${screen}-${locale}`);
  const lines = await shownText(page);
  expect({ screen, rawKeys: lines.flatMap((line) => line.match(RAW_KEY) ?? []) }).toEqual({ screen, rawKeys: [] });
  walk[screen] = lines;
}

async function firstVisit(locale: Locale, data: Set<string>): Promise<Walk> {
  const context = await harness.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const seen = watch(page, data);
  const walk: Partial<Walk> = {};
  const who =
    locale === 'en' ? { fullName: 'Nora Lindqvist', orgName: 'Lindqvist Social' } : { fullName: 'Jonas Bauer', orgName: 'Bauer Talente' };
  const campaignName = locale === 'en' ? 'Spring launch' : 'Frühjahrsstart';
  try {
    // Sign-up, in the user's language from the first screen.
    await page.goto(`${harness.base}/signup`);
    if (locale === 'de') {
      await chooseGerman(page);
    }
    await (await inputByTestId(page, signupTestIds.fullName)).fill(who.fullName);
    await (await inputByTestId(page, signupTestIds.orgName)).fill(who.orgName);
    await (await inputByTestId(page, signupTestIds.email)).fill(`${locale}.first.visit@example.com`);
    await (await inputByTestId(page, signupTestIds.password)).fill('a long password for a first visit');
    await page.getByTestId(signupTestIds.submit).click();

    // The dashboard, with the next steps.
    await page.getByTestId(dashboardTestIds.checklist).waitFor({ state: 'visible', ...WAIT });
    await look(page, locale, 'dashboard', walk);

    // Discover, from the checklist: the first search, and a creator saved from its results.
    await page.getByTestId(dashboardTestIds.checklistStep('discover')).click();
    await page.getByTestId(discoverTestIds.page).waitFor({ state: 'visible', ...WAIT });
    await page.getByTestId(discoverTestIds.search).click();
    const firstRow = page.getByTestId(discoverTestIds.row).first();
    await firstRow.waitFor({ state: 'visible', ...WAIT });
    const username = await firstRow.getAttribute('data-username');
    await firstRow.getByTestId(discoverTestIds.save).click();
    await firstRow.getByTestId(discoverTestIds.openSaved).waitFor({ state: 'visible', ...WAIT });
    await look(page, locale, 'discover', walk);

    // The saved creator's page.
    await firstRow.getByTestId(discoverTestIds.openSaved).click();
    await page.getByTestId(profilePageTestIds.page).waitFor({ state: 'visible', ...WAIT });
    await look(page, locale, 'profile', walk);

    // A campaign with that creator.
    await page.getByTestId(campaignTestIds.menuItem).click();
    await page.getByTestId(campaignTestIds.listPage).waitFor({ state: 'visible', ...WAIT });
    await page.getByTestId(campaignTestIds.create).click();
    await page.getByTestId(campaignTestIds.createDialog).waitFor({ state: 'visible', ...WAIT });
    await (await inputByTestId(page, campaignTestIds.createName)).fill(campaignName);
    await page.getByTestId(campaignTestIds.createSubmit).click();
    await page.getByTestId(campaignTestIds.page).waitFor({ state: 'visible', ...WAIT });
    const picker = page.getByTestId(campaignTestIds.influencerPicker);
    await picker.locator('input').click();
    await picker.locator('input').fill(String(username));
    await page.getByRole('option', { name: new RegExp(`@${String(username).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await page.getByTestId(campaignTestIds.influencerAdd).click();
    await page
      .getByTestId(campaignTestIds.influencerRow)
      .first()
      .waitFor({ state: 'visible', ...WAIT });
    await page.keyboard.press('Escape');
    await look(page, locale, 'campaign', walk);
  } catch (error) {
    await screenshot(page, `failure-first-visit-${locale}`);
    throw error;
  } finally {
    await context.close();
  }
  expect(seen).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
  return walk as Walk;
}

/** A line of English text: words of letters, not data the API answered, a handle, an address or a figure. */
function isWords(line: string, data: Set<string>): boolean {
  if (SAME_IN_BOTH.has(line) || data.has(line)) return false;
  // A longer text of data inside a line: "Jonas Bauer joined", a creator's name in a heading.
  for (const value of data) if (value.length >= 8 && line.includes(value)) return false;
  if (/[@/]|^\d|^[–-]$/.test(line)) return false;
  return /^[A-Za-z][A-Za-z ,.'’:!?()-]*[a-z][A-Za-z ,.'’:!?()-]*$/.test(line) && line.includes(' ');
}

describe('a first visit', () => {
  let english: Walk;
  /** Every text the API answered in both walks. */
  const data = new Set<string>();

  it('in English: sign-up, dashboard, discover, save, profile, campaign, with no raw key, no console error and no failed request', async () => {
    english = await firstVisit('en', data);
    for (const screen of SCREENS) expect(english[screen].length).toBeGreaterThan(5);
  }, 180_000);

  it('in German: the same walk, and no screen keeps a sentence of the English walk', async () => {
    const german = await firstVisit('de', data);
    const leftInEnglish = SCREENS.flatMap((screen) => {
      const englishLines = new Set(english[screen].filter((line) => isWords(line, data)));
      return german[screen].filter((line) => englishLines.has(line)).map((line) => `${screen}: ${line}`);
    });
    expect(leftInEnglish).toEqual([]);
  }, 180_000);
});
