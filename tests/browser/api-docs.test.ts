import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiDocsTestIds as ids } from '../../frontend/src/apiDocs/testIds';
import { developerTestIds } from '../../frontend/src/developer/testIds';
import { signUp } from '../support/app';
import { artifactsDir, inPage, settled, startBrowserApp, type BrowserApp, chooseLanguage } from '../support/browser';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
});

afterAll(async () => harness?.close());

const WAIT = { timeout: 20_000 };

describe('the API docs page', () => {
  it('lists every call of the OpenAPI document by tag, with its fields, roles and plan feature, in English and German', async () => {
    const document = (await harness.app.http.get('/api/v1/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const callCount = Object.values(document.paths).reduce((count, operations) => count + Object.keys(operations).length, 0);

    await inPage(harness, 'api-docs', async (page) => {
      // Public: no session needed.
      await page.goto(`${harness.base}/api-docs`);
      await page.getByTestId(ids.page).waitFor({ state: 'visible', ...WAIT });
      const campaigns = page.getByTestId(ids.call('getCustomerCampaigns'));
      await campaigns.waitFor({ state: 'visible', ...WAIT });
      expect(await page.locator('[data-testid^="api-docs-call-"]').count()).toBe(callCount);
      expect(await page.getByTestId(ids.group('Campaigns')).count()).toBe(1);

      expect(await campaigns.textContent()).toContain('/api/v1/customer/campaigns');
      expect(
        await campaigns
          .getByTestId(ids.roles)
          .getByText(/^(Owner|Admin|Member|API key)$/)
          .allTextContents(),
      ).toEqual(['Owner', 'Admin', 'Member', 'API key']);

      const update = page.getByTestId(ids.call('putCustomerCampaignId'));
      expect(await update.getByTestId(ids.planFeature).textContent()).toBe('UGC campaigns');
      const idRow = update.getByTestId(ids.field).filter({ hasText: /^id/ });
      expect(await idRow.locator('td').allTextContents()).toEqual(['id', 'path', 'string (uuid)', '✓']);
      expect(
        await update
          .getByTestId(ids.field)
          .filter({ hasText: /^action/ })
          .count(),
      ).toBe(1);

      const create = page.getByTestId(ids.call('postCustomerCampaign'));
      expect((await create.getByTestId(ids.field).filter({ hasText: /^name/ }).locator('td').allTextContents()).slice(1)).toEqual([
        'body',
        'string',
        '✓',
      ]);
      await campaigns.scrollIntoViewIfNeeded();
      await settled(page);
      await screenshotOfView(page, 'api-docs');

      await chooseLanguage(page, 'English', 'Deutsch');
      await campaigns.getByText('Wer darf aufrufen:').waitFor({ state: 'visible', ...WAIT });
      expect(
        await campaigns
          .getByTestId(ids.roles)
          .getByText(/^(Inhaber:in|Admin|Mitglied|API-Key)$/)
          .allTextContents(),
      ).toEqual(['Inhaber:in', 'Admin', 'Mitglied', 'API-Key']);
      expect(await update.getByTestId(ids.field).first().locator('td').nth(1).textContent()).toBe('Pfad');
      await campaigns.scrollIntoViewIfNeeded();
      await settled(page);
      await screenshotOfView(page, 'api-docs-german');
    });
  }, 90_000);

  it('is linked from the developer page', async () => {
    const { token } = await signUp(harness.app);
    await inPage(
      harness,
      'api-docs-link',
      async (page) => {
        await page.goto(`${harness.base}/developer`);
        await page.getByTestId(developerTestIds.page).waitFor({ state: 'visible', ...WAIT });
        await page.getByTestId(ids.developerLink).click();
        await page.getByTestId(ids.call('getCustomerCampaigns')).waitFor({ state: 'visible', ...WAIT });
        expect(new URL(page.url()).pathname).toBe('/api-docs');
      },
      { token },
    );
  }, 60_000);
});

/** What the window shows (the whole page is some 40,000 pixels tall). */
async function screenshotOfView(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}
