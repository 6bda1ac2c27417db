import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { campaignTestIds as ids } from '../../frontend/src/campaigns/testIds';
import { planGateTestIds, upgradeTestIds } from '../../frontend/src/billing/testIds';
import { integrationsTestIds } from '../../frontend/src/integrations/testIds';
import { analyticsTestIds } from '../../frontend/src/socialProfile/analytics/testIds';
import { saveProfile, signUp } from '../support/app';
import {
  inPage,
  inSignedInPage,
  inputByTestId,
  screenshot,
  settled,
  startBrowserApp,
  type BrowserApp,
  chooseLanguage,
} from '../support/browser';
import { FAKE_BITLY_CLIENT_ID, startFakeBitly, type FakeBitly } from '../support/fakeBitly';

/** TikTok creators of the embedded provider's sample (backend/src/socialData/sample/creators.json). */
const CREATORS = ['tiin.vn', 'atom2255'] as const;
const OWNER = 'Jonas Berger';
const CAMPAIGN = 'Spring Launch';
const POST_URL = 'https://www.tiktok.com/@tiin.vn/video/7300000000000000001';
const LINK_URL = 'https://shop.example.com/spring';
const WAIT = { timeout: 20_000 };
/** The trial plan with Bitly but without UGC campaigns. */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 }, features: { integrations: true, bitly: true } },
});

let bitly: FakeBitly;
let harness: BrowserApp;

beforeAll(async () => {
  bitly = await startFakeBitly();
  harness = await startBrowserApp({ env: { ...bitly.env, PLAN_CATALOGUE } });
});

afterAll(async () => {
  await harness?.close();
  await bitly?.close();
});

describe('a campaign in the browser', () => {
  it('is created, gets influencers, a post, a payment, a link and a file, changes status, shows its history and is opened logged out', async () => {
    const { token } = await signUp(harness.app, { fullName: OWNER, orgName: 'Berger Media' });
    for (const username of CREATORS) await saveProfile(harness.app, token, 'tiktok', username);

    let publicUrl = '';
    await inSignedInPage(harness, token, 'campaign', async (page) => {
      await createCampaign(page);
      await addInfluencers(page);
      await addPost(page);
      await addPayment(page);
      await addLink(page);
      await uploadBrief(page);
      await changeStatus(page);
      await seeMetrics(page);
      await seeHistory(page);
      publicUrl = await generatePublicUrl(page);
      await seeCampaignList(page);
    });

    // A fresh context holds no session cookie: this is a logged-out visitor.
    await inPage(harness, 'campaign-public', async (publicPage) => {
      await openPublicReport(publicPage, publicUrl);
    });
  }, 180_000);
});

describe('Bitly and the plan in the browser', () => {
  it('connects Bitly through the callback page, shortens a link, collects its clicks, and sends UGC to the upgrade popup', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Petra Lang', orgName: 'Lang Social' });
    const created = await harness.app.http.post('/api/v1/customer/campaign').set('X-Access-Token', token).send({ name: 'Autumn Drop' });
    expect(created.status).toBe(201);
    const campaignId = (created.body as { campaign: { _id: string } }).campaign._id;

    await inSignedInPage(harness, token, 'campaign-bitly', async (page) => {
      await page.goto(`${harness.base}/campaign/${campaignId}?tab=links`);
      await page.getByTestId(ids.page).waitFor({ state: 'visible', ...WAIT });
      // Not connected: the button leads to Bitly's authorize page with Scout's client, callback and a fresh state.
      await page.getByTestId(integrationsTestIds.connectBitly).waitFor({ state: 'visible', ...WAIT });
      const authorizations: URL[] = [];
      let nextCode = 'not-issued';
      // Bitly's authorize page, played here: it sends the user back to the callback with a code and the state.
      await page.route('https://bitly.com/oauth/authorize**', async (route) => {
        const authorize = new URL(route.request().url());
        authorizations.push(authorize);
        // The callback address is under PUBLIC_URL; this test's server listens on a port of its own.
        const back = new URL(new URL(authorize.searchParams.get('redirect_uri') ?? '').pathname, harness.base);
        back.searchParams.set('code', nextCode);
        back.searchParams.set('state', authorize.searchParams.get('state') ?? '');
        await route.fulfill({ status: 302, headers: { location: back.toString() } });
      });

      // A callback this browser did not start (forged state) connects nothing and asks Bitly nothing.
      await page.goto(`${harness.base}/bitly/callback/?code=forged&state=forged`);
      await page
        .getByTestId(integrationsTestIds.callbackFailed)
        .getByText('not started from this browser', { exact: false })
        .waitFor({ state: 'visible', ...WAIT });
      expect(bitly.server.requests.filter((r) => r.path.startsWith('/oauth/'))).toHaveLength(0);

      // A code Bitly did not issue fails on the server.
      await page.goto(`${harness.base}/campaign/${campaignId}?tab=links`);
      await page.getByTestId(integrationsTestIds.connectBitly).click();
      await page
        .getByTestId(integrationsTestIds.callbackFailed)
        .getByText('could not be connected', { exact: false })
        .waitFor({ state: 'visible', ...WAIT });

      // One it issued connects.
      bitly.grant('code-42', 'token-42', 'lang-social');
      nextCode = 'code-42';
      await page.goto(`${harness.base}/campaign/${campaignId}?tab=links`);
      await page.getByTestId(integrationsTestIds.connectBitly).click();
      await page.getByTestId(integrationsTestIds.callbackDone).waitFor({ state: 'visible', ...WAIT });
      expect(authorizations).toHaveLength(2);
      for (const authorize of authorizations) {
        expect(authorize.searchParams.get('client_id')).toBe(FAKE_BITLY_CLIENT_ID);
        expect(new URL(authorize.searchParams.get('redirect_uri') ?? '').pathname).toBe('/bitly/callback/');
        expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(authorizations[0]?.searchParams.get('state')).not.toBe(authorizations[1]?.searchParams.get('state'));
      await settled(page);
      await screenshot(page, 'campaign-bitly-callback');

      await page.goto(`${harness.base}/campaign/${campaignId}?tab=links`);
      await page.getByTestId(integrationsTestIds.bitlyConnected).waitFor({ state: 'visible', ...WAIT });
      await (await inputByTestId(page, ids.linkUrl)).fill(LINK_URL);
      await (await inputByTestId(page, ids.linkText)).fill('Autumn shop');
      await page.getByTestId(ids.linkAdd).click();
      const row = page.getByTestId(ids.linkRow).first();
      await row.getByText('https://bit.ly/scout1').waitFor({ state: 'visible', ...WAIT });
      expect(await row.textContent()).toContain('Autumn shop');

      // Clicks are collected by a job; the page reads the campaign again until they are there.
      bitly.setClicks('bit.ly/scout1', 42);
      await page.getByTestId(ids.collectClicks).click();
      await row
        .locator('td')
        .nth(4)
        .getByText('42', { exact: true })
        .waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await screenshot(page, 'campaign-links-bitly');

      // UGC is not in this plan: the tab says so with a lock before anything is typed, its form is
      // off, and "See plans" opens the upgrade popup for ugcCampaigns; nothing is sent or added.
      await openTab(page, 'ugc');
      const notice = page.getByTestId(planGateTestIds.notice);
      await notice.waitFor({ state: 'visible', ...WAIT });
      expect(await notice.textContent()).toContain('UGC campaigns');
      expect(await page.getByLabel('Creator').isDisabled()).toBe(true);
      expect(await page.getByTestId(ids.ugcAdd).isDisabled()).toBe(true);
      await notice.getByRole('button').click();
      await page.getByTestId(upgradeTestIds.popup).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(upgradeTestIds.field).getAttribute('data-field')).toBe('ugcCampaigns');
      await settled(page);
      await screenshot(page, 'campaign-ugc-upgrade');
      await page.getByTestId(upgradeTestIds.close).click();
      expect(await page.getByTestId(ids.ugcRow).count()).toBe(0);
    });
  }, 120_000);
});

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId(`${ids.tab}-${tab}`).click();
  expect(new URL(page.url()).searchParams.get('tab')).toBe(tab);
}

/** Picks an option of a MUI select whose display element carries `testId`. */
async function choose(page: Page, testId: string, option: RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

async function createCampaign(page: Page): Promise<void> {
  await page.goto(`${harness.base}/dashboard`);
  await page.getByTestId(ids.menuItem).click();
  await page.getByTestId(ids.listPage).waitFor({ state: 'visible', ...WAIT });
  await page.getByText('No campaigns here yet', { exact: false }).waitFor({ state: 'visible', ...WAIT });
  await page.getByTestId(ids.create).click();
  await page.getByTestId(ids.createDialog).waitFor({ state: 'visible' });
  await (await inputByTestId(page, ids.createName)).fill(CAMPAIGN);
  await (await inputByTestId(page, ids.createBrand)).fill('Alpenquell');
  await page.getByTestId(ids.createSubmit).click();

  await page.getByTestId(ids.page).waitFor({ state: 'visible', ...WAIT });
  expect(new URL(page.url()).pathname).toMatch(/^\/campaign\/[0-9a-f-]{36}$/);
  expect(await page.getByTestId(ids.name).textContent()).toBe(CAMPAIGN);
  expect(await page.getByTestId(ids.statusChip).getAttribute('data-status')).toBe('draft');
}

async function addInfluencers(page: Page): Promise<void> {
  const picker = page.getByTestId(ids.influencerPicker);
  for (const username of CREATORS) {
    await picker.locator('input').click();
    await picker.locator('input').fill(username);
    await page.getByRole('option', { name: new RegExp(`@${username.replace('.', '\\.')}`) }).click();
  }
  await page.getByTestId(ids.influencerAdd).click();
  const rows = page.getByTestId(ids.influencerRow);
  await rows.nth(1).waitFor({ state: 'visible', ...WAIT });
  expect(await rows.count()).toBe(2);
  expect((await rows.allTextContents()).join(' ')).toContain(`@${CREATORS[0]}`);
  // Saved profiles already taking part are no longer offered.
  await picker.locator('input').click();
  expect(await page.getByRole('option').count()).toBe(0);
  await page.keyboard.press('Escape');
  await settled(page);
  await screenshot(page, 'campaign-influencers');
}

async function addPost(page: Page): Promise<void> {
  await openTab(page, 'posts');
  await page.getByTestId(ids.postAdd).click();
  await page.getByTestId(ids.postDialog).waitFor({ state: 'visible' });
  await choose(page, ids.postInfluencer, /@tiin\.vn/);
  await (await inputByTestId(page, ids.postUrl)).fill(POST_URL);
  await (await inputByTestId(page, ids.postLikes)).fill('1200');
  await (await inputByTestId(page, ids.postComments)).fill('80');
  await (await inputByTestId(page, ids.postViews)).fill('25000');
  await page.getByTestId(ids.postSubmit).click();
  const row = page.getByTestId(ids.postRow);
  await row.first().waitFor({ state: 'visible', ...WAIT });
  expect(await row.first().textContent()).toContain('@tiin.vn');
  expect(await row.first().textContent()).toContain('1.2K');
  await settled(page);
  await screenshot(page, 'campaign-posts');
}

async function addPayment(page: Page): Promise<void> {
  await openTab(page, 'payments');
  await page.getByTestId(ids.paymentAdd).click();
  await page.getByTestId(ids.paymentDialog).waitFor({ state: 'visible' });
  await choose(page, ids.paymentInfluencer, /@atom2255/);
  await (await inputByTestId(page, ids.paymentAmount)).fill('250.50');
  await page.getByTestId(ids.paymentSubmit).click();
  const row = page.getByTestId(ids.paymentRow);
  await row.first().waitFor({ state: 'visible', ...WAIT });
  expect(await row.first().textContent()).toContain('@atom2255');
  expect(await row.first().textContent()).toContain('€250.50');
  // Pending: counted as open and in the total, not as paid.
  await page
    .getByTestId(`${ids.paymentTotals}-totalCents`)
    .getByText('€250.50')
    .waitFor({ state: 'visible', ...WAIT });
  expect(await page.getByTestId(`${ids.paymentTotals}-pendingCents`).textContent()).toContain('€250.50');
  expect(await page.getByTestId(`${ids.paymentTotals}-paidCents`).textContent()).toBe('€0.00');

  // Marked paid: the same amount moves from open to paid.
  await page.getByTestId(ids.paymentEdit).first().click();
  await page.getByTestId(ids.paymentDialog).waitFor({ state: 'visible' });
  await choose(page, ids.paymentStatus, /^Paid$/);
  await page.getByTestId(ids.paymentSubmit).click();
  await page
    .getByTestId(`${ids.paymentTotals}-paidCents`)
    .getByText('€250.50')
    .waitFor({ state: 'visible', ...WAIT });
  expect(await page.getByTestId(`${ids.paymentTotals}-pendingCents`).textContent()).toBe('€0.00');
  expect(await row.first().textContent()).toContain('Paid');
  await settled(page);
  await screenshot(page, 'campaign-payments');
}

async function uploadBrief(page: Page): Promise<void> {
  await openTab(page, 'uploads');
  await page
    .getByTestId(ids.uploadInput)
    .setInputFiles({ name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('Spring Launch brief: two reels per creator.\n') });
  const row = page.getByTestId(ids.uploadRow);
  await row.first().waitFor({ state: 'visible', ...WAIT });
  expect(await row.first().textContent()).toContain('brief.txt');
}

async function addLink(page: Page): Promise<void> {
  await openTab(page, 'links');
  await (await inputByTestId(page, ids.linkUrl)).fill(LINK_URL);
  await page.getByTestId(ids.linkAdd).click();
  const row = page.getByTestId(ids.linkRow);
  await row.first().waitFor({ state: 'visible', ...WAIT });
  // No link text given: the default; no Bitly connected: not shortened.
  expect(await row.first().textContent()).toContain('Product Link');
  expect(await row.first().textContent()).toContain(LINK_URL);
  expect(await row.first().textContent()).toContain('Not shortened');
  await settled(page);
  await screenshot(page, 'campaign-links');
}

async function changeStatus(page: Page): Promise<void> {
  await page.getByTestId(ids.statusMenuButton).click();
  // From draft, only the transitions of CAMPAIGN_TRANSITIONS are offered.
  const options = page.locator(`[data-testid^="${ids.statusOption}-"]`);
  await options.first().waitFor({ state: 'visible' });
  expect(await options.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')))).toEqual([
    `${ids.statusOption}-active`,
    `${ids.statusOption}-archived`,
  ]);
  await page.getByTestId(`${ids.statusOption}-active`).click();
  await page.locator(`[data-testid="${ids.statusChip}"][data-status="active"]`).waitFor({ state: 'visible', ...WAIT });
}

async function seeMetrics(page: Page): Promise<void> {
  await openTab(page, 'metrics');
  const metrics = page.getByTestId(ids.metrics);
  await metrics.waitFor({ state: 'visible', ...WAIT });
  const likes = metrics.locator(`[data-testid="${ids.metric}"][data-metric="likes"]`);
  expect(await likes.textContent()).toContain('1.2K');
  // Every figure shows its formula; the earned media value also the CPM values it used.
  const figures = await metrics.getByTestId(ids.metric).count();
  expect(await metrics.getByTestId(analyticsTestIds.formula).count()).toBe(figures);
  expect(await metrics.locator(`[data-metric="earnedMediaValue"]`).textContent()).toContain('CPM values');
  await settled(page);
  await screenshot(page, 'campaign-metrics');
}

async function seeHistory(page: Page): Promise<void> {
  await openTab(page, 'history');
  const entries = page.getByTestId(ids.historyEntry);
  await entries.first().waitFor({ state: 'visible', ...WAIT });
  const types = await entries.evaluateAll((items) => items.map((item) => item.getAttribute('data-type')));
  // Newest first: the status change, back to the creation; every entry names its author.
  expect(types[0]).toBe('CampaignStatusChanged');
  expect(types.at(-1)).toBe('CampaignCreated');
  for (const type of ['InfluencerAdded', 'CampaignPostAdded', 'PaymentAdded', 'PaymentEdited', 'CampaignLinkAdded', 'CampaignUploadsAdded'])
    expect(types).toContain(type);
  expect(types.filter((type) => type === 'InfluencerAdded')).toHaveLength(2);
  for (const text of await entries.allTextContents()) expect(text).toContain(OWNER);
  expect(await entries.first().textContent()).toContain('Status changed from Draft to Active');
  await settled(page);
  await screenshot(page, 'campaign-history');

  // The entries are stored as data (type and facts): in German the same history reads in German.
  await chooseLanguage(page, 'English', 'Deutsch');
  await entries
    .first()
    .filter({ hasText: 'Status von Entwurf zu Aktiv geändert' })
    .waitFor({ state: 'visible', ...WAIT });
  expect(await entries.last().textContent()).toMatch(/Kampagne „.+“ erstellt/);
  expect(await entries.filter({ hasText: 'Zahlung über' }).count()).toBeGreaterThan(0);
  await settled(page);
  await screenshot(page, 'campaign-history-german');
  await chooseLanguage(page, 'Deutsch', 'English');
  await entries
    .first()
    .filter({ hasText: 'Status changed from Draft to Active' })
    .waitFor({ state: 'visible', ...WAIT });
}

/** The app bar's language menu: from the language shown to another. */
async function generatePublicUrl(page: Page): Promise<string> {
  await page.getByTestId(ids.generatePublicUrl).click();
  const link = page.getByTestId(ids.publicLink);
  await link.waitFor({ state: 'visible', ...WAIT });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${harness.base}/public/campaign/[^/]+$`));
  // The public slug is a secret of its own, not the campaign's id.
  const campaignId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect(href).not.toContain(campaignId);
  expect(await page.getByTestId(ids.shareSwitch).locator('input').isChecked()).toBe(true);
  await settled(page);
  await screenshot(page, 'campaign-page');
  return href;
}

async function seeCampaignList(page: Page): Promise<void> {
  await page.getByTestId(ids.menuItem).click();
  await page.getByTestId(ids.listPage).waitFor({ state: 'visible', ...WAIT });
  const row = page.getByTestId(ids.row);
  await row.first().waitFor({ state: 'visible', ...WAIT });
  expect(await row.first().textContent()).toContain(CAMPAIGN);
  // Counts per status and the payments of every campaign per currency.
  expect(await page.getByTestId(`${ids.statusCount}-active`).textContent()).toBe('Active (1)');
  expect(await page.getByTestId(`${ids.statusCount}-draft`).textContent()).toBe('Draft (0)');
  expect(await page.getByTestId(ids.paymentTotal).textContent()).toBe('€250.50');
  // The status filter asks the API for that status only.
  await page.getByTestId(`${ids.statusCount}-draft`).click();
  await page.getByText('No campaigns here yet', { exact: false }).waitFor({ state: 'visible', ...WAIT });
  await page.getByTestId(`${ids.statusCount}-active`).click();
  await row.first().waitFor({ state: 'visible', ...WAIT });
  await settled(page);
  await screenshot(page, 'campaign-list');
  await row.first().click();
  await page.getByTestId(ids.page).waitFor({ state: 'visible', ...WAIT });
}

async function openPublicReport(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const report = page.getByTestId(ids.publicPage);
  await report.waitFor({ state: 'visible', ...WAIT });
  const text = (await report.textContent()) ?? '';
  expect(text).toContain(CAMPAIGN);
  for (const username of CREATORS) expect(text).toContain(`@${username}`);
  expect(text).toContain('Product Link');
  await report.locator(`[data-testid="${ids.metric}"][data-metric="likes"]`).waitFor({ state: 'visible' });
  // Logged out: the public frame, no payments, no history, no commands.
  expect(await page.locator('header.MuiAppBar-root').count()).toBe(0);
  expect(text).not.toContain('250.50');
  expect(await page.getByTestId(ids.history).count()).toBe(0);
  expect(await page.getByTestId(ids.statusMenuButton).count()).toBe(0);
  await settled(page);
  await screenshot(page, 'campaign-public');
}
