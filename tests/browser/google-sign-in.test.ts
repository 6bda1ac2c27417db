import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginTestIds } from '../../frontend/src/accounts/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { signUp } from '../support/app';
import { screenshot, startBrowserApp, type BrowserApp } from '../support/browser';

let harness: BrowserApp;
beforeAll(async () => {
  harness = await startBrowserApp({ env: { GOOGLE_CLIENT_ID: 'scout-test.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' } });
});
afterAll(async () => harness?.close());

describe('sign-in with Google in the browser', () => {
  it('offers the button on the login page when Google is configured', async () => {
    const page = await harness.browser.newPage();
    await page.goto(`${harness.base}/login`);
    await page.getByTestId(loginTestIds.submit).waitFor({ state: 'visible' });
    const button = page.getByTestId('login-google');
    await button.waitFor({ state: 'visible' });
    expect(await button.getAttribute('href')).toBe('/api/v1/customer/auth/google');
    await screenshot(page, 'login-with-google');
  });

  it('enters the app with the token the redirect flow hands over, and drops it from the address', async () => {
    const { token } = await signUp(harness.app);
    const page = await harness.browser.newPage();
    await page.goto(`${harness.base}/auth/google/done#token=${token}`);
    await page.getByTestId(profileTestIds.addButton).waitFor({ state: 'visible', timeout: 20_000 });
    expect(page.url()).not.toContain(token);
  });

  it('says so when the redirect flow failed', async () => {
    const page = await harness.browser.newPage();
    await page.goto(`${harness.base}/auth/google/done#error=google_sign_in_failed`);
    await page.getByText('Google sign-in did not work', { exact: false }).waitFor({ state: 'visible' });
    expect(page.url()).not.toContain('error=');
  });
});
