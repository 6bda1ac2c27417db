/**
 * Issue 17, item 2 (spec section 4): the saved-profile list's Reset clears every filter but keeps
 * the platform, the sort, the list and favourite. Profiles, a list, favourites and a custom field
 * are set up through the API; the filters and a sort are set in the browser, then reset; the list
 * state in the address and the rows shown are checked against what the API answers for that state.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Response } from 'playwright-core';
import type { ProfileListResponse } from '@scout/contracts/profiles/responses';
import { profileTestIds as ids } from '../../frontend/src/profiles/testIds';
import { saveProfile, signUp } from '../support/app';
import { eventually } from '../support/eventually';
import { inSignedInPage, inputByTestId, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';

const TIKTOK = ['khaby.lame', 'atom2255', 'lykio.98', 'boy38170', 'tiin.vn'] as const;
const LISTED = ['khaby.lame', 'atom2255', 'lykio.98', 'boy38170'] as const;
const FAVOURITES = ['khaby.lame', 'atom2255', 'lykio.98'] as const;
const LIST = 'Spring shortlist';
const FIELD = 'Tier';
const WAIT = { timeout: 20_000 };

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

function apiAs(token: string) {
  const send = async (method: 'post' | 'put', path: string, body: object) => {
    const res = await harness.app.http[method](`/api/v1${path}`).set('X-Access-Token', token).send(body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, unknown>;
  };
  return {
    post: (path: string, body: object) => send('post', path, body),
    put: (path: string, body: object) => send('put', path, body),
    profiles: async (query: string) => {
      const res = await harness.app.http.get(`/api/v1/customer/socialProfiles?${query}`).set('X-Access-Token', token);
      expect(res.status).toBe(200);
      return res.body as ProfileListResponse;
    },
  };
}

/** The usernames of the rows on screen, top to bottom. */
const shownUsernames = (page: Page): Promise<string[]> => page.getByTestId(ids.row).getByTestId(ids.username).allTextContents();

async function rowsBecome(page: Page, expected: string[]): Promise<void> {
  await eventually(
    'the rows to match the API',
    async () => ((await shownUsernames(page)).join() === expected.join() ? true : undefined),
    200,
    100,
  ).catch(() => undefined);
  expect(await shownUsernames(page)).toEqual(expected);
}

const listAnswer = (page: Page, match: (query: URLSearchParams) => boolean): Promise<Response> =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/v1/customer/socialProfiles' && match(url.searchParams);
  }, WAIT);

/** The react-admin list state in the page's address: its filter object and sort. */
function listState(page: Page): { filter: Record<string, unknown>; sort: string | null; order: string | null } {
  const params = new URL(page.url()).searchParams;
  return {
    filter: JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>,
    sort: params.get('sort'),
    order: params.get('order'),
  };
}

/** Waits until Reset has nothing to clear. */
const resetDisabled = (page: Page) => page.locator(`[data-testid="${ids.reset}"]:disabled`).waitFor({ state: 'visible', ...WAIT });

async function pickOption(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).locator('[role="combobox"]').first().click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

describe('resetting the saved-profile filters in the browser', () => {
  it('clears search and the custom-field filter, keeps the platform, list, favourite and sort, and shows what the API answers', async () => {
    const { token } = await signUp(harness.app, { fullName: 'Mara Egger', orgName: 'Egger Talent' });
    const api = apiAs(token);
    const saved = new Map<string, string>();
    for (const username of TIKTOK) saved.set(username, (await saveProfile(harness.app, token, 'tiktok', username))._id);
    const instagram = (await saveProfile(harness.app, token, 'instagram', 'cristiano'))._id;
    const id = (username: string) => saved.get(username) ?? '';

    const lists = (await api.put('/customer/addListItem', { items: [...LISTED.map(id), instagram], listNames: [LIST] })).lists as {
      _id: string;
      name: string;
    }[];
    const listId = lists.find((list) => list.name === LIST)?._id ?? '';
    expect(listId).not.toBe('');
    for (const profileId of [...FAVOURITES.map(id), instagram])
      await api.put(`/customer/socialProfile/${profileId}`, { action: 'updateFavourite', favourite: true });
    const field = (await api.post('/customer/custom-field', { name: FIELD, type: 'text' })).field as { _id: string };
    await api.put(`/customer/socialProfile/${id('khaby.lame')}/info`, { action: 'edit-field', fieldId: field._id, value: 'Gold' });
    await api.put(`/customer/socialProfile/${id('lykio.98')}/info`, { action: 'edit-field', fieldId: field._id, value: 'Silver' });

    // What the kept state answers: TikTok, the list, favourites, by followers.
    const kept = await api.profiles(`platform=tiktok&listId=${listId}&favourite=true&sortBy=followers&orderBy=desc&limit=20`);
    expect(kept.profiles.map((p) => p.username).sort()).toEqual([...FAVOURITES].sort());

    await inSignedInPage(harness, token, 'filter-reset', async (page) => {
      await page.goto(`${harness.base}/profiles`);
      await page
        .getByTestId(ids.row)
        .first()
        .waitFor({ state: 'visible', ...WAIT });
      await resetDisabled(page);

      // Platform, then the list, favourite, the custom field with a value, and a search.
      await page.getByTestId(ids.platformTab('tiktok')).click();
      await rowsBecome(
        page,
        (await api.profiles('platform=tiktok')).profiles.map((p) => p.username),
      );
      await pickOption(page, ids.listFilter, new RegExp(`^${LIST}`));
      await pickOption(page, ids.favouriteFilter, 'Yes');
      await pickOption(page, ids.customFieldFilter, FIELD);
      await (await inputByTestId(page, ids.customFieldValueFilter)).fill('gold');
      const searched = listAnswer(
        page,
        (q) => q.get('search') === 'a' && q.get('customFieldValue') === 'gold' && q.get('favourite') === 'true',
      );
      await (await inputByTestId(page, ids.search)).fill('a');
      await searched;

      // Sort by followers (the first click's direction is whatever the list chooses; the API is asked the same).
      const sorted = listAnswer(page, (q) => q.get('sortBy') === 'followers' && q.get('search') === 'a');
      await page
        .locator('thead th')
        .filter({ hasText: /^Followers$/ })
        .locator('.MuiTableSortLabel-root')
        .click();
      const sortedQuery = new URL((await sorted).url()).searchParams;
      const order = sortedQuery.get('orderBy') ?? 'desc';
      expect(Object.fromEntries(sortedQuery)).toEqual({
        page: '1',
        limit: '20',
        platform: 'tiktok',
        sortBy: 'followers',
        orderBy: order,
        search: 'a',
        favourite: 'true',
        listId,
        customField: field._id,
        customFieldValue: 'gold',
      });
      const filtered = await api.profiles(sortedQuery.toString());
      expect(filtered.profiles.map((p) => p.username)).toEqual(['khaby.lame']);
      await rowsBecome(
        page,
        filtered.profiles.map((p) => p.username),
      );
      expect(listState(page)).toEqual({
        filter: { platform: 'tiktok', listId, favourite: true, customField: field._id, customFieldValue: 'gold', q: 'a' },
        sort: 'followers',
        order: order.toUpperCase(),
      });
      await settled(page);
      await screenshot(page, 'profile-filters-set');

      // Reset: search and the custom field go; TikTok, the list, favourite and the followers sort stay.
      const reset = listAnswer(page, (q) => !q.has('search') && !q.has('customField'));
      await page.getByTestId(ids.reset).click();
      const resetQuery = new URL((await reset).url()).searchParams;
      expect(Object.fromEntries(resetQuery)).toEqual({
        page: '1',
        limit: '20',
        platform: 'tiktok',
        sortBy: 'followers',
        orderBy: order,
        favourite: 'true',
        listId,
      });
      await page.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes('customField'), WAIT);
      expect(listState(page)).toEqual({
        filter: { platform: 'tiktok', listId, favourite: true },
        sort: 'followers',
        order: order.toUpperCase(),
      });
      const afterReset = await api.profiles(resetQuery.toString());
      expect(afterReset.profiles.map((p) => p.username).sort()).toEqual([...FAVOURITES].sort());
      await rowsBecome(
        page,
        afterReset.profiles.map((p) => p.username),
      );
      // The cleared inputs are empty; the list and favourite are still set, so Reset stays enabled (issue 24).
      expect(await (await inputByTestId(page, ids.search)).inputValue()).toBe('');
      await page.getByTestId(ids.customFieldValueFilter).waitFor({ state: 'detached', ...WAIT });
      expect(await page.getByTestId(ids.reset).isEnabled()).toBe(true);
      await settled(page);
      await screenshot(page, 'profile-filters-reset');
    });
  }, 120_000);
});
