/**
 * Issue 28 (spec section 3): only `loggedIn` and the token persist in the browser (the session
 * cookie). React-admin's list state (platform, sort, page) and the chosen language live for the tab,
 * in its session storage: a reload keeps them, a new tab starts afresh, and local storage holds
 * nothing of them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { listTestIds } from '../../frontend/src/lists/testIds';
import { profileTestIds as ids } from '../../frontend/src/profiles/testIds';
import { saveProfile, signUp } from '../support/app';
import { chooseGerman, inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

const WAIT = { timeout: 20_000 };
/**
 * What local storage may hold: the spec's `search_url` (removed on page unload), and two things that
 * are no user state: the host's public branding (so a white-label overlay shows the agency's logo at
 * once) and a promoter's referral id from the sign-up link, kept until the first payment.
 */
const LOCAL_STORAGE_ALLOWED = new Set(['search_url', 'scout.branding', 'scout.referralId']);

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

const storageKeys = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(window.localStorage).sort(), session: Object.keys(window.sessionStorage).sort() }));

/** Opens the saved-profile list at its bare address (no list state in it) and answers the platforms its requests ask for. */
async function openProfilesAsking(page: Page, base: string): Promise<string[]> {
  const asked: string[] = [];
  const listen = (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/customer/socialProfiles') asked.push(url.searchParams.get('platform') ?? '');
  };
  page.on('request', listen);
  await page.goto(`${base}/profiles`);
  await page
    .getByTestId(ids.row)
    .first()
    .waitFor({ state: 'visible', ...WAIT });
  page.off('request', listen);
  return [...new Set(asked)].sort();
}

describe('what the browser keeps', () => {
  it('list state and language live for the tab; local storage holds none of them', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Lena Roth', orgName: 'Roth Media' });
    await saveProfile(harness.app, token, 'instagram', 'cristiano');
    await saveProfile(harness.app, token, 'tiktok', 'khaby.lame');

    await inSignedInPage(harness, token, 'browser-storage', async (page) => {
      // The list's first view: every platform.
      expect(await openProfilesAsking(page, harness.base)).toEqual(['all']);
      // Using the list: another platform, and the language.
      const tiktok = page.waitForResponse((r) => new URL(r.url()).searchParams.get('platform') === 'tiktok', WAIT);
      await page.getByTestId(ids.platformTab('tiktok')).click();
      await tiktok;
      await page
        .getByTestId(ids.row)
        .filter({ hasText: 'khaby.lame' })
        .waitFor({ state: 'visible', ...WAIT });
      await chooseGerman(page);
      await page.goto(`${harness.base}/lists`);
      await page.getByTestId(listTestIds.page).waitFor({ state: 'visible', ...WAIT });

      const used = await storageKeys(page);
      expect(used.local.filter((key) => !LOCAL_STORAGE_ALLOWED.has(key))).toEqual([]);
      expect(used.local.some((key) => key.startsWith('RaStore'))).toBe(false);
      expect(used.session).toEqual(expect.arrayContaining(['RaStoreScout.locale', 'RaStoreScout.profiles.listParams']));

      // The tab keeps them: the bare address asks for TikTok again, in German.
      expect(await openProfilesAsking(page, harness.base)).toEqual(['tiktok']);
      await page.getByRole('button', { name: 'Deutsch', exact: true }).waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await screenshot(page, 'browser-storage-tab-kept');

      // A new tab of the same browser is still signed in (the cookie) and starts from the defaults.
      const fresh = await page.context().newPage();
      expect(await openProfilesAsking(fresh, harness.base)).toEqual(['all']);
      await fresh.getByRole('button', { name: 'English', exact: true }).waitFor({ state: 'visible', ...WAIT });
      expect((await storageKeys(fresh)).local.filter((key) => !LOCAL_STORAGE_ALLOWED.has(key))).toEqual([]);
      await settled(fresh);
      await screenshot(fresh, 'browser-storage-new-tab');
    });
  });
});
