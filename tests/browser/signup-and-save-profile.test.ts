import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { usersCollection, type UserDoc } from '../../projections/src/accounts/users';
import { savedProfilesCollection, type SavedProfileDoc } from '../../projections/src/profiles/savedProfiles';
import { signupTestIds } from '../../frontend/src/accounts/testIds';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import type { TestApp } from '../support/app';
import { inputByTestId, screenshot, startBrowserApp, type BrowserApp } from '../support/browser';

let app: TestApp;
let browser: Browser;
let base: string;
let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
  ({ app, browser, base } = harness);
});

afterAll(async () => harness?.close());

describe('a new user in the browser', () => {
  it('signs up, adds a profile and sees it listed', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    try {
      await signUpAndSaveProfile(page);
    } catch (error) {
      await screenshot(page, 'failure');
      throw error;
    }

    // What the browser showed is what the read model holds for this user's organisation.
    const user = await app.scout.ctx.readStore.global<UserDoc>(usersCollection).findOne({ email: 'lena@example.com' });
    const profiles = await app.scout.ctx.readStore
      .tenant<SavedProfileDoc>(savedProfilesCollection)
      .forOrg(user?.orgId ?? '-')
      .find();
    expect(profiles.map((p) => `${p.platform}/${p.username}`)).toEqual(['instagram/cristiano']);
    expect(errors).toEqual([]);
  }, 90_000);
});

async function signUpAndSaveProfile(page: Page): Promise<void> {
  await page.goto(`${base}/signup`);
  await (await inputByTestId(page, signupTestIds.fullName)).fill('Lena Huber');
  await (await inputByTestId(page, signupTestIds.orgName)).fill('Huber Social');
  await (await inputByTestId(page, signupTestIds.email)).fill('lena@example.com');
  await (await inputByTestId(page, signupTestIds.password)).fill('a long password');
  await screenshot(page, 'signup');
  await page.getByTestId(signupTestIds.submit).click();

  // Sign-up lands on the dashboard's checklist; its "Save your first profile" step opens the (empty) profile list.
  await page.getByTestId(dashboardTestIds.checklistStep('saveProfile')).click({ timeout: 20_000 });
  const addButton = page.getByTestId(profileTestIds.addButton);
  await addButton.waitFor({ state: 'visible', timeout: 20_000 });
  await screenshot(page, 'profiles-empty');
  await addButton.click();
  await page.getByTestId(profileTestIds.dialog).waitFor({ state: 'visible' });
  await (await inputByTestId(page, profileTestIds.dialogUsername)).fill('@Cristiano');
  await screenshot(page, 'add-profile-dialog');
  await page.getByTestId(profileTestIds.dialogSubmit).click();

  const row = page.getByTestId(profileTestIds.row).filter({ hasText: 'cristiano' });
  await row.first().waitFor({ state: 'visible', timeout: 20_000 });
  await screenshot(page, 'profiles-listed');
  expect(await page.getByTestId(profileTestIds.row).count()).toBe(1);
  expect(await row.first().textContent()).toContain('cristiano');
}
