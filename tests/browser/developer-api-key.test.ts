import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { accountTestIds, forgotPasswordTestIds, resetPasswordTestIds, verifyEmailTestIds } from '../../frontend/src/accounts/testIds';
import { createAndRevokeApiKey } from '../support/apiKeyFlow';
import {
  inPage as inBrowserPage,
  inputByTestId,
  screenshot,
  settled,
  signUpInBrowser,
  startBrowserApp,
  type BrowserApp,
} from '../support/browser';

let base: string;
let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
  ({ base } = harness);
});

afterAll(async () => harness?.close());

/** Runs a browser scenario at 1280 × 800 (see {@link inBrowserPage}). */
const inPage = (name: string, scenario: (page: Page) => Promise<void>) =>
  inBrowserPage(harness, name, scenario, { viewport: { width: 1280, height: 800 } });

describe('the developer page', () => {
  it('creates an API key that works, shows it once, and revokes it', async () => {
    await inPage('developer', async (page) => {
      await signUp(page, 'mara@example.com');

      await createAndRevokeApiKey(page, base);
    });
  }, 90_000);
});

describe('the forgot-password page', () => {
  it('is linked from the login page and answers the same neutral message', async () => {
    await inPage('forgot-password', async (page) => {
      await page.goto(`${base}/login`);
      await page.getByTestId(forgotPasswordTestIds.link).click();
      await (await inputByTestId(page, forgotPasswordTestIds.email)).fill('nobody@example.com');
      await page.getByTestId(forgotPasswordTestIds.submit).click();

      const sent = page.getByTestId(forgotPasswordTestIds.sent);
      await sent.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await sent.textContent()).toContain('If an account exists for this email');
      expect(new URL(page.url()).pathname).toBe('/forgot-password');
      await settled(page);
      await screenshot(page, 'forgot-password-sent');
    });
  }, 60_000);
});

describe('links from emails', () => {
  it('say so when their token is unknown', async () => {
    await inPage('email-links', async (page) => {
      await page.goto(`${base}/reset-password?token=not-a-real-token`);
      const invalid = page.getByTestId(resetPasswordTestIds.invalid);
      await invalid.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await invalid.textContent()).toBe('This link has expired or was used');

      await page.goto(`${base}/verify-email?token=not-a-real-token`);
      await page.getByTestId(verifyEmailTestIds.error).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByTestId(verifyEmailTestIds.success).count()).toBe(0);
    });
  }, 60_000);
});

describe('the account page', () => {
  it("shows who is signed in and puts the server's complaint under the current-password field", async () => {
    await inPage('account', async (page) => {
      await signUp(page, 'timo@example.com');
      await page.getByTestId(accountTestIds.menuItem).click();
      await page.getByTestId(accountTestIds.email).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByTestId(accountTestIds.fullName).textContent()).toBe('Mara Developer');
      expect(await page.getByTestId(accountTestIds.orgName).textContent()).toBe('Mara Integrations');

      await (await inputByTestId(page, accountTestIds.oldPassword)).fill('not my password');
      await (await inputByTestId(page, accountTestIds.newPassword)).fill('another long password');
      await (await inputByTestId(page, accountTestIds.passwordConfirm)).fill('another long password');
      await page.getByTestId(accountTestIds.submit).click();
      await page.locator('#account-oldPassword-helper-text').waitFor({ state: 'visible', timeout: 20_000 });
      // A wrong password is a form error, not a reason to end the session.
      expect(new URL(page.url()).pathname).toBe('/account');
      await settled(page);
      await screenshot(page, 'account-wrong-password');
    });
  }, 90_000);
});

async function signUp(page: Page, email: string): Promise<void> {
  await signUpInBrowser(page, base, { fullName: 'Mara Developer', orgName: 'Mara Integrations', email });
}
