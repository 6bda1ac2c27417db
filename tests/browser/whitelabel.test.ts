import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { SESSION_COOKIE } from '../../frontend/src/session/cookie';
import { whitelabelTestIds } from '../../frontend/src/whitelabel/testIds';
import { signUp } from '../support/app';
import { screenshot, startBrowserApp, type BrowserApp } from '../support/browser';
import { startFakeDns } from '../support/fakeDns';

const SCOUT_HOST = 'scout.example.test';
let harness: BrowserApp;
let dataDir: string;
let dns: Awaited<ReturnType<typeof startFakeDns>>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-whitelabel-browser-'));
  dns = await startFakeDns();
  harness = await startBrowserApp({ env: { DATA_DIR: dataDir, WHITELABEL_DNS_SERVER: dns.server, PUBLIC_URL: `https://${SCOUT_HOST}` } });
});

afterAll(async () => {
  await harness?.close();
  await dns?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><rect width="32" height="32" rx="8" fill="#0a7c4a"/><circle cx="16" cy="16" r="8" fill="#ffd400"/></svg>',
);

/** Signs the page in with a session made through the API (the sign-in screens have their own tests). */
async function signedIn(page: Page, token: string): Promise<void> {
  const { hostname } = new URL(harness.base);
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: encodeURIComponent(JSON.stringify({ loggedIn: true, token })), domain: hostname, path: '/' },
    ]);
}

describe('a white-labelled host', () => {
  it('shows the TXT record to set while the domain waits for DNS, then the agency’s name, colours and logo, and Scout’s again after removal', async () => {
    const { app, base, browser } = harness;
    const owner = await signUp(app);
    const { host, hostname } = new URL(base);
    const set = await app.http
      .put('/api/v1/customer/account/config-whitelabel')
      .set('X-Access-Token', owner.token)
      .field('agencyName', 'Brandly Studio')
      .field('domain', host)
      .field('colors', JSON.stringify({ primary: '#0a7c4a', navbarBackground: '#fff4d6', appBackground: '#f3faf6', textDark: '#0b2e1f' }))
      .attach('logo', LOGO, 'logo.svg');
    expect(set.status).toBe(200);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await signedIn(page, owner.token);
      await page.goto(`${base}/whitelabel`);
      const brand = page.getByTestId(whitelabelTestIds.brandName);
      await brand.waitFor({ state: 'visible', timeout: 20_000 });
      // Not proven yet: the host shows Scout, and the page says which TXT record proves the domain.
      const value = page.getByTestId(whitelabelTestIds.domainChallengeValue);
      await value.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await brand.textContent()).toContain('Scout');
      expect(await page.getByTestId(whitelabelTestIds.domainStatus).textContent()).toBe('Waiting for DNS');
      expect(await page.getByTestId(whitelabelTestIds.domainChallengeType).textContent()).toBe('TXT');
      const name = (await page.getByTestId(whitelabelTestIds.domainChallengeName).textContent()) ?? '';
      const token = (await value.textContent()) ?? '';
      expect(name).toBe(`_scout-challenge.${hostname}`);
      expect(token).toMatch(/^scout-verify=[0-9A-Za-z]{22}$/);
      await screenshot(page, 'whitelabel-dns-pending');

      // The agency sets the records the page showed; the next status check proves the domain.
      dns.records.set(hostname, { cname: SCOUT_HOST });
      dns.records.set(name, { txt: [token] });
      expect((await app.http.get('/api/v1/customer/account/domain-status').set('X-Access-Token', owner.token)).body.status).toBe(
        'verified',
      );
      await page.reload();
      await page.waitForFunction(
        (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes('Brandly Studio'),
        whitelabelTestIds.brandName,
        {
          timeout: 20_000,
        },
      );
      expect(await page.title()).toBe('Brandly Studio');
      await page.getByTestId(whitelabelTestIds.preview).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByTestId(whitelabelTestIds.agencyName).inputValue()).toBe('Brandly Studio');
      const nameColour = await brand.locator('span').evaluate((el) => getComputedStyle(el).color);
      expect(nameColour).toBe('rgb(10, 124, 74)');
      const appBar = await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(appBar).toBe('rgb(255, 244, 214)');
      await page.getByTestId(whitelabelTestIds.domainStatus).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByTestId(whitelabelTestIds.domainStatus).textContent()).toBe('Verified');
      expect(await page.getByTestId(whitelabelTestIds.domainChallenge).count()).toBe(0);
      await screenshot(page, 'whitelabel-applied');

      await page.getByTestId(whitelabelTestIds.remove).click();
      await page.getByTestId(`${whitelabelTestIds.confirmRemove}-confirm`).click();
      await page.waitForFunction(
        (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes('Scout'),
        whitelabelTestIds.brandName,
        { timeout: 20_000 },
      );
      expect(await page.title()).toBe('Scout');
      await screenshot(page, 'whitelabel-removed');
    } catch (error) {
      await screenshot(page, 'failure-whitelabel');
      throw error;
    } finally {
      await page.close();
    }
    expect(errors).toEqual([]);
  });
});
