import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { developerTestIds } from '../../frontend/src/developer/testIds';
import { confirmButtonIds } from '../../frontend/src/platform/confirmTestIds';
import { screenshot, settled } from './browser';

/** What an API client sees when it lists saved profiles with this key. */
export async function listProfilesStatus(base: string, key: string): Promise<number> {
  const response = await fetch(`${base}/api/v1/customer/socialProfiles`, { headers: { 'X-Api-Key': key } });
  await response.body?.cancel();
  return response.status;
}

/**
 * From anywhere in the app: opens Developer, creates a key, checks a client can use it and that it
 * is shown only once, revokes it in the UI and checks the client is refused.
 */
export async function createAndRevokeApiKey(page: Page, base: string, screenshotPrefix = 'developer'): Promise<void> {
  await page.getByTestId(developerTestIds.menuItem).click();
  await page.getByTestId(developerTestIds.noKey).waitFor({ state: 'visible', timeout: 20_000 });
  await page.getByTestId(developerTestIds.createButton).click();

  const shown = page.getByTestId(developerTestIds.newKey);
  await shown.waitFor({ state: 'visible', timeout: 20_000 });
  const key = (await shown.textContent())?.trim() ?? '';
  expect(key).toMatch(/^sk_scout_\S{20,}$/);
  expect(await listProfilesStatus(base, key)).toBe(200);
  await settled(page);
  await screenshot(page, `${screenshotPrefix}-key-created`);

  // Once the dialog is closed only the prefix is left, and the button now replaces the key.
  await page.getByTestId(developerTestIds.newKeyClose).click();
  await shown.waitFor({ state: 'detached' });
  const prefix = (await page.getByTestId(developerTestIds.keyPrefix).textContent())?.replace('…', '') ?? '';
  expect(prefix.length).toBeGreaterThan(0);
  expect(key.startsWith(prefix)).toBe(true);
  expect(await page.content()).not.toContain(key);
  expect(await page.getByTestId(developerTestIds.createButton).textContent()).toBe('Replace API key');

  await page.getByTestId(developerTestIds.revokeButton).click();
  await page.getByTestId(confirmButtonIds(developerTestIds.confirmRevoke).confirm).click();
  await page.getByTestId(developerTestIds.noKey).waitFor({ state: 'visible', timeout: 20_000 });
  await page.getByTestId(developerTestIds.confirmRevoke).waitFor({ state: 'detached' });
  expect(await listProfilesStatus(base, key)).toBe(401);
  await settled(page);
  await screenshot(page, `${screenshotPrefix}-key-revoked`);
}
