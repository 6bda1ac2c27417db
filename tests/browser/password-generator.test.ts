/**
 * Issue 17, item 3 (spec section 5): the sign-up page's Generate fills the password with one of the
 * generator's (GENERATED_PASSWORD_LENGTH characters: letters, digits, symbols) and shows it; the account made with it signs
 * in through the API with that password.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET } from '@scout/contracts/accounts/passwordGenerator';
import { signupTestIds } from '../../frontend/src/accounts/testIds';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { inPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

/** The sign-up password once it differs from `previous`. */
async function valueChangedFrom(page: Page, previous: string): Promise<string> {
  const handle = await page.waitForFunction(
    ([testId, old]) => {
      const value = document.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`)?.value ?? '';
      return value !== old ? value : false;
    },
    [signupTestIds.password, previous] as const,
    { timeout: 10_000 },
  );
  return (await handle.jsonValue()) as string;
}

describe('the password generator on the sign-up page', () => {
  it('fills and shows a generated password, and the new account signs in with it', async () => {
    const email = `generated-${Date.now()}@example.com`;
    let generated = '';
    await inPage(harness, 'signup-generated-password', async (page) => {
      await page.goto(`${harness.base}/signup`);
      await (await inputByTestId(page, signupTestIds.fullName)).fill('Jonas Berger');
      await (await inputByTestId(page, signupTestIds.orgName)).fill('Berger Media');
      await (await inputByTestId(page, signupTestIds.email)).fill(email);
      const password = await inputByTestId(page, signupTestIds.password);
      expect(await password.getAttribute('type')).toBe('password');

      await page.getByTestId(signupTestIds.generatePassword).click();
      // The generator loads on the first press: wait for the field to change.
      generated = await valueChangedFrom(page, '');
      expect(generated).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect([...generated].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
      // Shown, so it can be copied.
      expect(await password.getAttribute('type')).toBe('text');
      await page.getByText('A generated password: copy it somewhere safe before you continue').waitFor({ state: 'visible' });

      // A second press makes another one.
      await page.getByTestId(signupTestIds.generatePassword).click();
      generated = await valueChangedFrom(page, generated);
      expect(generated).toHaveLength(GENERATED_PASSWORD_LENGTH);
      await settled(page);
      await screenshot(page, 'signup-generated-password');

      await page.getByTestId(signupTestIds.submit).click();
      await page.getByTestId(dashboardTestIds.checklist).waitFor({ state: 'visible', timeout: 20_000 });
    });

    const login = await harness.app.http.post('/api/v1/customer/auth/login').send({ email, password: generated });
    expect(login.status).toBe(200);
    expect(typeof login.body.token).toBe('string');
    const wrong = await harness.app.http.post('/api/v1/customer/auth/login').send({ email, password: `${generated}x` });
    expect(wrong.status).toBe(401);
  }, 90_000);
});
