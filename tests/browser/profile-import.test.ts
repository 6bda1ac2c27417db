import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { importTestIds } from '../../frontend/src/imports/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { signUp } from '../support/app';
import { inSignedInPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
});

afterAll(async () => harness?.close());

/** Opens the import dialog on the profile list, on the given source tab. */
async function openImport(page: Page, tab: string): Promise<void> {
  await page.goto(`${harness.base}/profiles`);
  await page.getByTestId(importTestIds.button).click();
  await page.getByTestId(importTestIds.dialog).waitFor({ state: 'visible' });
  await page.getByTestId(tab).click();
  await page.getByTestId(importTestIds.platform).selectOption('tiktok');
}

/** Waits for the import to end and answers the dialog's counts. */
async function finishedCounts(page: Page): Promise<string> {
  await page.locator(`[data-testid="${importTestIds.status}"][data-status="completed"]`).waitFor({ state: 'visible', timeout: 60_000 });
  expect(await page.getByTestId(importTestIds.progress).getAttribute('aria-valuenow')).toBe('100');
  return (await page.getByTestId(importTestIds.counts).textContent()) ?? '';
}

describe('the import dialog', () => {
  it('imports typed handles into a list and shows the progress to the end', async () => {
    const owner = await signUp(harness.app);
    await inSignedInPage(harness, owner.token, 'import-text', async (page) => {
      await openImport(page, importTestIds.textTab);
      await (await inputByTestId(page, importTestIds.usernames)).fill('@atom2255\nlykio.98, boy38170\natom2255');
      await (await inputByTestId(page, importTestIds.list)).fill('Imported');
      await screenshot(page, 'import-dialog');
      await page.getByTestId(importTestIds.start).click();
      // The dialog dedupes what it sends; the server saves each handle once.
      expect(await finishedCounts(page)).toContain('3 saved');
      await settled(page);
      await screenshot(page, 'import-finished');

      // Closing the dialog shows the imported platform's profiles.
      await page.keyboard.press('Escape');
      const rows = page.getByTestId(profileTestIds.row);
      await rows.nth(2).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await rows.count()).toBe(3);

      const lists = await harness.app.http.get('/api/v1/customer/listwithCount').set('X-Access-Token', owner.token);
      expect(lists.body.lists.map((l: { name: string; count: number }) => [l.name, l.count])).toEqual([['Imported', 3]]);
    });
  }, 120_000);

  it('imports a CSV file, reporting the rows it could not save', async () => {
    const owner = await signUp(harness.app);
    await inSignedInPage(harness, owner.token, 'import-csv', async (page) => {
      await openImport(page, importTestIds.fileTab);
      const csv = 'username,followers\natom2255,13.5M\ntiin.vn,10.2M\nATOM2255,13.5M\n';
      await page.getByTestId(importTestIds.file).setInputFiles({ name: 'creators.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByTestId(importTestIds.start).click();
      const counts = await finishedCounts(page);
      expect(counts).toContain('2 saved');
      expect(counts).toContain('1 already saved');
      await settled(page);
      await screenshot(page, 'import-csv-finished');
    });
  }, 120_000);
});
