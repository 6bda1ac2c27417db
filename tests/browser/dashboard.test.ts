import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { loginTestIds } from '../../frontend/src/accounts/testIds';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { signUp, type TestApp } from '../support/app';
import { inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

let app: TestApp;
let browser: Browser;
let base: string;
let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
  ({ app, browser, base } = harness);
});

afterAll(async () => harness?.close());

describe('the dashboard', () => {
  it('shows the counts, the chart, usage and the recent activity of the organisation', async () => {
    const owner = await signUp(app, { fullName: 'Sophie Gruber', email: 'sophie@example.com', password: 'a long password' });
    for (const username of ['cristiano', 'khaby00', 'zendaya']) {
      const res = await app.http
        .post('/api/v1/customer/socialProfile')
        .set('X-Access-Token', owner.token)
        .send({ platform: 'instagram', username });
      expect(res.status).toBe(201);
    }

    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${base}/login`);
      await (await inputByTestId(page, loginTestIds.email)).fill('sophie@example.com');
      await (await inputByTestId(page, loginTestIds.password)).fill('a long password');
      await page.getByTestId(loginTestIds.submit).click();
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
      await page.goto(`${base}/dashboard`);

      const items = page.getByTestId(dashboardTestIds.activityItem);
      await items.first().waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByTestId(dashboardTestIds.count('profiles')).textContent()).toContain('3');
      expect(await page.getByTestId(dashboardTestIds.count('campaigns')).textContent()).toContain('0');
      expect(await items.first().textContent()).toContain('Sophie Gruber saved zendaya on Instagram');
      expect(await page.getByTestId(dashboardTestIds.activityList).textContent()).toContain('created the organisation');
      expect(await page.getByTestId(dashboardTestIds.usage).textContent()).toContain('3 / 10');
      await page.getByTestId(dashboardTestIds.chart).locator('.recharts-bar-rectangle').first().waitFor({ state: 'visible' });
      await settled(page);
      await screenshot(page, 'dashboard');
    } catch (error) {
      await screenshot(page, 'failure-dashboard');
      throw error;
    } finally {
      await page.close();
    }
    expect(errors).toEqual([]);
  }, 90_000);
});
