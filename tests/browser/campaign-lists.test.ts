import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { campaignTestIds as ids } from '../../frontend/src/campaigns/testIds';
import { confirmButtonIds } from '../../frontend/src/platform/confirmTestIds';
import { saveProfile, signUp } from '../support/app';
import { inSignedInPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

/** TikTok creators of the embedded provider's sample (backend/src/socialData/sample/creators.json). */
const CREATORS = ['tiin.vn', 'atom2255'] as const;
const CAMPAIGN = 'Winter Wave';
const OTHER_CAMPAIGN = 'Keep Me';
const FILE_NAME = 'rate card 2027.txt';
const FILE_TEXT = 'Rates: one reel 400 EUR, one story 120 EUR.\n';
const WAIT = { timeout: 20_000 };
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 }, features: {} },
});

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp({ env: { PLAN_CATALOGUE } });
});

afterAll(async () => {
  await harness?.close();
});

describe('campaign uploads, lists and deletion in the browser', () => {
  it('downloads an upload under its name, makes a list from an influencer and renames it, and deletes the campaign', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Mara Falk', orgName: 'Falk Talent' });
    const api = (method: 'post' | 'put' | 'get', path: string) => harness.app.http[method](`/api/v1${path}`).set('X-Access-Token', token);
    const profileIds: string[] = [];
    for (const username of CREATORS) profileIds.push((await saveProfile(harness.app, token, 'tiktok', username))._id);
    expect((await api('post', '/customer/campaign').send({ name: OTHER_CAMPAIGN })).status).toBe(201);
    const created = await api('post', '/customer/campaign').send({ name: CAMPAIGN });
    expect(created.status).toBe(201);
    const campaignId = (created.body as { campaign: { _id: string } }).campaign._id;
    expect((await api('put', `/customer/campaign/${campaignId}`).send({ action: 'addProfile', profileIds })).status).toBe(200);
    const uploaded = await api('put', '/customer/campaign/upload')
      .field('campaignId', campaignId)
      .attach('files', Buffer.from(FILE_TEXT), FILE_NAME);
    expect(uploaded.status).toBe(201);

    await inSignedInPage(harness, token, 'campaign-lists', async (page) => {
      await page.goto(`${harness.base}/campaign/${campaignId}?tab=uploads`);
      await page.getByTestId(ids.page).waitFor({ state: 'visible', ...WAIT });
      await downloadUpload(page, campaignId);
      await makeAndRenameList(page);
      await deleteCampaign(page, campaignId);
    });
    expect((await api('get', `/customer/campaign/${campaignId}`)).status).toBe(404);
  }, 120_000);
});

async function downloadUpload(page: Page, campaignId: string): Promise<void> {
  const row = page.getByTestId(ids.uploadRow);
  await row.first().waitFor({ state: 'visible', ...WAIT });
  expect(await row.first().textContent()).toContain(FILE_NAME);
  // Fetched with the session header from the download route, then saved under the upload's name.
  const answered = page.waitForResponse((r) => r.url().includes(`/customer/campaign/${campaignId}/upload/`));
  const download = page.waitForEvent('download');
  await row.first().getByTestId(ids.uploadDownload).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="${FILE_NAME}"`);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const file = await download;
  expect(file.suggestedFilename()).toBe(FILE_NAME);
  expect(await readFile(await file.path(), 'utf8')).toBe(FILE_TEXT);
  await settled(page);
  await screenshot(page, 'campaign-upload-download');
}

async function makeAndRenameList(page: Page): Promise<void> {
  await page.getByTestId(`${ids.tab}-influencers`).click();
  const influencer = page.locator(`[data-testid="${ids.influencerRow}"][data-username="${CREATORS[0]}"]`);
  const other = page.locator(`[data-testid="${ids.influencerRow}"][data-username="${CREATORS[1]}"]`);
  await influencer.waitFor({ state: 'visible', ...WAIT });
  await page.getByText('No lists yet.').waitFor({ state: 'visible', ...WAIT });

  // A list of the one ticked influencer.
  await influencer.getByTestId(ids.listSelect).locator('input').check();
  await (await inputByTestId(page, ids.listName)).fill('Shortlist');
  expect(await page.getByTestId(ids.listCreate).textContent()).toBe('Create list (1 selected)');
  await page.getByTestId(ids.listCreate).click();
  const list = page.getByTestId(ids.listRow);
  await list.first().waitFor({ state: 'visible', ...WAIT });
  expect(await list.count()).toBe(1);
  expect(await list.first().getAttribute('data-list-name')).toBe('Shortlist');
  expect(await list.first().textContent()).toContain(`@${CREATORS[0]}`);
  expect(await list.first().textContent()).not.toContain(`@${CREATORS[1]}`);
  await influencer
    .getByTestId(ids.influencerLists)
    .getByText('Shortlist')
    .waitFor({ state: 'visible', ...WAIT });
  expect(await other.getByTestId(ids.influencerLists).textContent()).toBe('');
  // The ticks are cleared for the next list.
  expect(await influencer.getByTestId(ids.listSelect).locator('input').isChecked()).toBe(false);

  // Renamed in place: the list and the influencer's lists show the new name.
  await list.first().getByTestId(ids.listRename).click();
  const input = await inputByTestId(page, ids.listRenameInput);
  await input.fill('Final picks');
  await page.getByTestId(ids.listRenameSave).click();
  await page.locator(`[data-testid="${ids.listRow}"][data-list-name="Final picks"]`).waitFor({ state: 'visible', ...WAIT });
  await influencer
    .getByTestId(ids.influencerLists)
    .getByText('Final picks')
    .waitFor({ state: 'visible', ...WAIT });
  expect(await influencer.getByTestId(ids.influencerLists).textContent()).not.toContain('Shortlist');
  await settled(page);
  await screenshot(page, 'campaign-lists');
}

async function deleteCampaign(page: Page, campaignId: string): Promise<void> {
  const buttons = confirmButtonIds(ids.deleteDialog);
  await page.getByTestId(ids.deleteCampaign).click();
  await page
    .getByTestId(ids.deleteDialog)
    .getByText('Delete this campaign?')
    .waitFor({ state: 'visible', ...WAIT });
  await settled(page);
  await screenshot(page, 'campaign-delete-confirm');
  // Cancelled: nothing happens.
  await page.getByTestId(buttons.cancel).click();
  await page.getByTestId(ids.deleteDialog).waitFor({ state: 'hidden', ...WAIT });
  expect(new URL(page.url()).pathname).toBe(`/campaign/${campaignId}`);

  await page.getByTestId(ids.deleteCampaign).click();
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/customer/campaign/${campaignId}`));
  await page.getByTestId(buttons.confirm).click();
  expect((await deleted).status()).toBe(200);
  await page.getByTestId(ids.listPage).waitFor({ state: 'visible', ...WAIT });
  expect(new URL(page.url()).pathname).toBe('/campaigns');
  const rows = page.getByTestId(ids.row);
  await rows
    .first()
    .getByText(OTHER_CAMPAIGN)
    .waitFor({ state: 'visible', ...WAIT });
  expect(await rows.count()).toBe(1);
  expect((await rows.allTextContents()).join(' ')).not.toContain(CAMPAIGN);
  await page.getByText('The campaign has been deleted').waitFor({ state: 'visible', ...WAIT });
  await settled(page);
  await screenshot(page, 'campaign-deleted');
}
