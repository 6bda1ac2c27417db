import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { connectTestIds } from '../../frontend/src/connect/testIds';
import { profilePageTestIds } from '../../frontend/src/profiles/page/testIds';
import { signUp } from '../support/app';
import { inPage, inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

/** A TikTok creator of the embedded provider's sample whose posts show views (so reach has an estimate). */
const CREATOR = 'tiin.vn';

let harness: BrowserApp;
let token: string;
let slug: string;

beforeAll(async () => {
  harness = await startBrowserApp();
  ({ token } = await signUp(harness.app, { orgName: 'Alpen Talent' }));
  const saved = await harness.app.http
    .post('/api/v1/customer/socialProfile')
    .set('X-Access-Token', token)
    .send({ platform: 'tiktok', username: CREATOR });
  expect(saved.status).toBe(201);
  slug = saved.body.profile.slug as string;
});

afterAll(async () => harness?.close());

describe('creator connect on the embedded provider', () => {
  it('the team makes a link, the creator opens it logged out, consents, lands on the redirect page, and the profile shows the simulated connection and private reach', async () => {
    let link = '';
    await inSignedInPage(harness, token, 'creator-connect-team', async (page) => {
      await openProfile(page);
      const reach = page.getByTestId(connectTestIds.cardReach);
      expect(await reach.getAttribute('data-source')).toBe('estimate');
      await page.getByTestId(connectTestIds.cardReadComments).locator('input').check();
      await page.getByTestId(connectTestIds.cardStart).click();
      const field = page.getByTestId(connectTestIds.cardLink);
      await field.waitFor({ state: 'visible', timeout: 20_000 });
      link = await field.inputValue();
      expect(link).toMatch(/\/connect\?token=[A-Za-z0-9_-]{43}$/);
      await settled(page);
      await screenshot(page, 'creator-connect-link');
    });

    // The creator: a fresh browser context without a session, on this test server's address.
    const creatorUrl = `${harness.base}/connect?token=${new URL(link).searchParams.get('token')}`;
    await inPage(harness, 'creator-connect-creator', async (page) => {
      await page.goto(creatorUrl);
      await page.getByTestId(connectTestIds.page).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByTestId(connectTestIds.organisation).textContent()).toContain('Alpen Talent');
      expect(await page.getByTestId(connectTestIds.organisation).textContent()).toContain(`@${CREATOR}`);
      expect(await page.getByTestId(connectTestIds.readComments).getAttribute('data-read-comments')).toBe('true');
      await page.getByTestId(connectTestIds.simulatedNotice).waitFor({ state: 'visible' });
      await screenshot(page, 'creator-connect-consent');

      await page.getByTestId(connectTestIds.connect).click();
      await page.getByTestId(connectTestIds.allow).waitFor({ state: 'visible' });
      await settled(page);
      await screenshot(page, 'creator-connect-simulated-login');
      await page.getByTestId(connectTestIds.allow).click();

      await page.waitForURL(/\/connect\/redirect\?/, { timeout: 20_000 });
      const redirect = page.getByTestId(connectTestIds.redirect);
      await redirect.waitFor({ state: 'visible' });
      expect(await redirect.textContent()).toContain(`@${CREATOR}`);
      await settled(page);
      await screenshot(page, 'creator-connect-redirect');

      // The link is single use: opening it again says so.
      await page.goto(creatorUrl);
      await page.getByTestId(connectTestIds.invalid).waitFor({ state: 'visible', timeout: 20_000 });
    });

    await inSignedInPage(harness, token, 'creator-connect-connected', async (page) => {
      await openProfile(page);
      await page.getByTestId(connectTestIds.cardConnected).waitFor({ state: 'visible', timeout: 20_000 });
      await page.getByTestId(connectTestIds.cardSimulated).waitFor({ state: 'visible' });
      const reach = page.getByTestId(connectTestIds.cardReach);
      expect(await reach.getAttribute('data-source')).toBe('private');
      expect(await reach.getAttribute('data-simulated')).toBe('true');
      expect(await reach.textContent()).toMatch(/\d/);
      expect(await page.getByTestId(connectTestIds.cardImpressions).getAttribute('data-source')).toBe('private');
      await page.getByTestId(connectTestIds.card).scrollIntoViewIfNeeded();
      await settled(page);
      await screenshot(page, 'creator-connect-profile-connected');
    });
  }, 120_000);
});

async function openProfile(page: Page): Promise<void> {
  await page.goto(`${harness.base}/profile/${slug}`);
  await page.getByTestId(profilePageTestIds.page).waitFor({ state: 'visible', timeout: 20_000 });
  await page.getByTestId(connectTestIds.card).waitFor({ state: 'visible' });
}
