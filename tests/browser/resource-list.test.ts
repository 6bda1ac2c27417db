import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { campaignTestIds as ids } from '../../frontend/src/campaigns/testIds';
import { signUp } from '../support/app';
import { eventually } from '../support/eventually';
import { inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

const WAIT = { timeout: 20_000 };
/** Two campaigns the search finds, one it does not. */
const CAMPAIGNS = [
  { name: 'Spring Stories', brand: 'Alpenquell' },
  { name: 'Autumn Reels', brand: 'Bergwerk' },
  { name: 'Spring Launch', brand: 'Alpenquell' },
] as const;
const CSV_HEADER = 'name,brand,status,startDate,endDate,influencers,posts,payments,createdAt,updatedAt';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
});

afterAll(async () => {
  await harness?.close();
});

describe('a Resource list in the browser (the campaigns, read through ra-data-simple-rest)', () => {
  it('filters by a search, sorts by a column, exports what it shows as CSV and deletes a selection in bulk', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Lena Vogt', orgName: 'Vogt Media' });
    const api = harness.app.http;
    const created = new Map<string, string>();
    for (const campaign of CAMPAIGNS) {
      const res = await api.post('/api/v1/customer/campaign').set('X-Access-Token', token).send(campaign);
      expect(res.status).toBe(201);
      created.set(campaign.name, (res.body as { campaign: { _id: string } }).campaign._id);
    }

    await inSignedInPage(harness, token, 'resource-list', async (page) => {
      await page.goto(`${harness.base}/campaigns`);
      await page.getByTestId(ids.listPage).waitFor({ state: 'visible', ...WAIT });
      await expectNames(page, ['Spring Launch', 'Autumn Reels', 'Spring Stories']);
      await settled(page);
      await screenshot(page, 'resource-list');

      // The list is read by ra-data-simple-rest: the search travels as its JSON filter, the total comes back in Content-Range.
      const searched = page.waitForResponse((r) => listCall(r.url())?.filter.q === 'Spring');
      await page.getByTestId(ids.search).fill('Spring');
      const searchAnswer = await searched;
      expect([searchAnswer.status(), await searchAnswer.headerValue('content-range')]).toEqual([200, 'campaigns 0-1/2']);
      expect(listCall(searchAnswer.url())?.range).toEqual([0, 49]);
      await expectNames(page, ['Spring Launch', 'Spring Stories']);

      // Sorting by name: ascending on the first click, descending on the second, done by the API.
      const ascending = page.waitForResponse((r) => listCall(r.url())?.sort.join() === 'name,ASC');
      await page.locator('thead [data-field="name"]').click();
      expect((await ascending).status()).toBe(200);
      await expectNames(page, ['Spring Launch', 'Spring Stories']);
      const descending = page.waitForResponse((r) => listCall(r.url())?.sort.join() === 'name,DESC');
      await page.locator('thead [data-field="name"]').click();
      expect((await descending).status()).toBe(200);
      await expectNames(page, ['Spring Stories', 'Spring Launch']);
      await settled(page);
      await screenshot(page, 'resource-list-filtered-sorted');

      // The export is what the list shows: the search's two campaigns, in the list's order.
      const download = page.waitForEvent('download');
      await page.getByTestId(ids.export).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('campaigns.csv');
      const [header, ...rows] = (await readFile(await file.path(), 'utf8')).split('\r\n');
      expect(header).toBe(CSV_HEADER);
      expect(rows.map((row) => row.split(',').slice(0, 7))).toEqual([
        ['Spring Stories', 'Alpenquell', 'draft', '', '', '0', '0'],
        ['Spring Launch', 'Alpenquell', 'draft', '', '', '0', '0'],
      ]);

      // Bulk delete of the selection, after the confirmation.
      await page.getByRole('checkbox', { name: 'Select all' }).check();
      await page.getByTestId(ids.bulkDelete).click();
      const confirm = page.getByRole('dialog');
      await confirm.waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await screenshot(page, 'resource-list-bulk-delete');
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('No campaigns here yet', { exact: false }).waitFor({ state: 'visible', ...WAIT });
      await page
        .getByTestId(`${ids.statusCount}-draft`)
        .getByText('Draft (1)')
        .waitFor({ state: 'visible', ...WAIT });

      // Without the search, the one campaign left.
      await page.getByTestId(ids.search).fill('');
      await expectNames(page, ['Autumn Reels']);
      await settled(page);
      await screenshot(page, 'resource-list-after-delete');
    });

    for (const name of ['Spring Stories', 'Spring Launch']) {
      expect((await api.get(`/api/v1/customer/campaign/${created.get(name)}`).set('X-Access-Token', token)).status).toBe(404);
    }
    expect((await api.get(`/api/v1/customer/campaign/${created.get('Autumn Reels')}`).set('X-Access-Token', token)).status).toBe(200);
  }, 120_000);
});

/** The query of a read of the campaigns' list call of react-admin's protocol (`range`, `sort`, `filter` as JSON); undefined for any other request. */
function listCall(address: string): { range: number[]; sort: string[]; filter: Record<string, unknown> } | undefined {
  const url = new URL(address);
  if (url.pathname !== '/api/v1/customer/resources/campaigns') return undefined;
  const json = (name: string) => JSON.parse(url.searchParams.get(name) ?? 'null') as unknown;
  return { range: json('range') as number[], sort: json('sort') as string[], filter: json('filter') as Record<string, unknown> };
}

/** Waits until the list's rows name exactly these campaigns, in this order. */
async function expectNames(page: Page, names: string[]): Promise<void> {
  const cells = page.getByTestId(ids.row).locator('td:nth-child(2)');
  const shown = async () => {
    const texts = await cells.allTextContents();
    return texts.join('|') === names.join('|') ? texts : undefined;
  };
  await eventually(`the rows ${names.join(', ')}`, shown, 400, 50);
}
