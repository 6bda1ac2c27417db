/**
 * Issue 24, item 10 ("Smaller"), in the browser against the real API: generated passwords are long
 * and can be copied; an invitation needs no name and a disabled Send says why; Reset works while a
 * list filter is set; campaign dates out of order are caught in the form; bank paging starts at the
 * top of the results; the public-profile switch and its text agree; the starter plan allows no fewer
 * members than the trial; "Counts refreshed" comes with a fresh timestamp; the API docs show an
 * example answer for every call.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET } from '@scout/contracts/accounts/passwordGenerator';
import { DEFAULT_PLAN_CATALOGUE, TRIAL_PLAN } from '@scout/contracts/billing/plans';
import type { ContentListResponse } from '@scout/contracts/content';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { readTiktokVideosCsv } from '../../backend/src/socialData/datasets/tiktokVideos';
import { EmbeddedSocialData } from '../../backend/src/socialData/embedded';
import { accountTestIds, passwordTestIds, signupTestIds } from '../../frontend/src/accounts/testIds';
import { apiDocsTestIds } from '../../frontend/src/apiDocs/testIds';
import { planCardsTestIds } from '../../frontend/src/billing/testIds';
import { campaignTestIds } from '../../frontend/src/campaigns/testIds';
import { contentTestIds } from '../../frontend/src/content/testIds';
import { discoverTestIds } from '../../frontend/src/discovery/testIds';
import { profileTestIds } from '../../frontend/src/profiles/testIds';
import { teamTestIds } from '../../frontend/src/team/testIds';
import { saveProfile, signUp } from '../support/app';
import {
  artifactsDir,
  chooseGerman,
  inPage,
  inSignedInPage,
  inputByTestId,
  screenshot,
  settled,
  startBrowserApp,
  type BrowserApp,
} from '../support/browser';

const WAIT = { timeout: 20_000 } as const;
const HOUR = 3_600_000;

let harness: BrowserApp;
/** How far the server's clock lags behind: the content item is recorded hours ago, refreshed now. */
let clockLagMs = 0;
let token = '';

beforeAll(async () => {
  harness = await startBrowserApp({ clock: () => new Date(Date.now() - clockLagMs) });
  token = (await signUp(harness.app, { fullName: 'Lena Hofer', orgName: 'Hofer Talent' })).token;
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

const api = {
  get: async <T>(path: string): Promise<T> => {
    const res = await harness.app.http.get(`/api/v1${path}`).set('X-Access-Token', token);
    expect([path, res.status]).toEqual([path, 200]);
    return res.body as T;
  },
  put: async (path: string, body: object) => {
    const res = await harness.app.http.put(`/api/v1${path}`).set('X-Access-Token', token).send(body);
    expect([path, res.status]).toEqual([path, 200]);
    return res.body as Record<string, unknown>;
  },
};

/** Screenshots of the screen in English, then German (the language menu of the app bar); `check` runs in both. */
async function inBothLanguages(page: Page, name: string, check: (language: 'en' | 'de') => Promise<void>): Promise<void> {
  await check('en');
  await settled(page);
  await screenshot(page, `trust-smaller-${name}-en`);
  await chooseGerman(page);
  await check('de');
  await settled(page);
  await screenshot(page, `trust-smaller-${name}-de`);
}

describe('smaller things agency staff meet (issue 24, item 10)', () => {
  it('generates a long password from the alphabet, copies it to the clipboard and says "Copied"', async () => {
    await inPage(harness, 'trust-smaller-password', async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.base });
      await page.goto(`${harness.base}/signup`);
      const password = await inputByTestId(page, signupTestIds.password);
      expect(await page.getByTestId(passwordTestIds.copy).count()).toBe(0);
      await page.getByTestId(signupTestIds.generatePassword).click();
      const copy = page.getByTestId(passwordTestIds.copy);
      await copy.waitFor({ state: 'visible', ...WAIT });
      const generated = await password.inputValue();
      expect(generated).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(GENERATED_PASSWORD_LENGTH).toBeGreaterThanOrEqual(16);
      expect([...generated].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
      expect(await copy.textContent()).toBe('Copy');

      await copy.click();
      await page.locator(`[data-testid="${passwordTestIds.copy}"][data-copied="true"]`).waitFor({ state: 'visible', ...WAIT });
      expect(await copy.textContent()).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);
      await settled(page);
      await screenshot(page, 'trust-smaller-password-en');
    });
  }, 60_000);

  it('invites without a name; a disabled Send says what is missing, a wrong email is named under its field', async () => {
    const email = `no-name-${Date.now()}@example.com`;
    await inSignedInPage(harness, token, 'trust-smaller-invite', async (page) => {
      await page.goto(`${harness.base}/team`);
      await page.getByTestId(teamTestIds.inviteButton).click();
      await page.getByTestId(teamTestIds.inviteDialog).waitFor({ state: 'visible', ...WAIT });
      const submit = page.getByTestId(teamTestIds.inviteSubmit);
      const why = page.getByTestId(teamTestIds.inviteWhyDisabled);
      expect(await submit.isDisabled()).toBe(true);
      expect(await why.textContent()).toBe('Enter the email address of the person to invite');
      expect(await submit.getAttribute('aria-describedby')).toBe(teamTestIds.inviteWhyDisabled);
      await settled(page);
      await screenshot(page, 'trust-smaller-invite-empty-en');

      const emailInput = await inputByTestId(page, teamTestIds.inviteEmail);
      await emailInput.fill('lena@');
      expect(await why.textContent()).toBe('Enter a valid email address, such as lena@agency.com');
      await (await inputByTestId(page, teamTestIds.inviteFullName)).click();
      // Left the field: the error shows under it, once, and the button's note gives way to it.
      await page
        .getByTestId(teamTestIds.inviteDialog)
        .getByText('Must be a valid email')
        .waitFor({ state: 'visible', ...WAIT });
      expect(await why.count()).toBe(0);
      await settled(page);
      await screenshot(page, 'trust-smaller-invite-invalid-en');

      await emailInput.fill(email);
      expect(await submit.isEnabled()).toBe(true);
      expect(await why.count()).toBe(0);
      await submit.click();
      const row = page.getByTestId(teamTestIds.member(email));
      await row.waitFor({ state: 'visible', ...WAIT });
      expect(await row.textContent()).toContain('No name yet');
      await chooseGerman(page);
      await row.getByText('Noch kein Name').waitFor({ state: 'visible', ...WAIT });
      await page.getByTestId(teamTestIds.inviteButton).click();
      await page.getByTestId(teamTestIds.inviteDialog).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(teamTestIds.inviteWhyDisabled).textContent()).toBe(
        'Geben Sie die E-Mail-Adresse der einzuladenden Person ein',
      );
      await settled(page);
      await screenshot(page, 'trust-smaller-invite-empty-de');
    });
    const { members } = await api.get<{ members: Array<{ email: string; fullName: string; status: string }> }>('/customer/account/list');
    expect(members.find((member) => member.email === email)).toMatchObject({ fullName: '', status: 'invited' });
  }, 90_000);

  it('keeps Reset enabled while the list filter is set; the next Reset clears the list', async () => {
    const saved = [
      await saveProfile(harness.app, token, 'instagram', 'reset.one'),
      await saveProfile(harness.app, token, 'instagram', 'reset.two'),
    ];
    const { lists } = (await api.put('/customer/addListItem', { items: [saved[0]!._id], listNames: ['Shortlist'] })) as {
      lists: Array<{ _id: string; name: string }>;
    };
    const listId = lists.find((list) => list.name === 'Shortlist')?._id ?? '';
    expect(listId).not.toBe('');
    await inSignedInPage(harness, token, 'trust-smaller-reset', async (page) => {
      const filter = encodeURIComponent(JSON.stringify({ platform: 'instagram', listId }));
      await page.goto(`${harness.base}/profiles?filter=${filter}`);
      const rows = page.getByTestId(profileTestIds.row);
      await rows.first().waitFor({ state: 'visible', ...WAIT });
      expect(await rows.getByTestId(profileTestIds.username).allTextContents()).toEqual(['reset.one']);
      const reset = page.getByTestId(profileTestIds.reset);
      expect(await reset.isEnabled()).toBe(true);
      await settled(page);
      await screenshot(page, 'trust-smaller-reset-list-en');

      await reset.click();
      await page.waitForURL((url) => !(url.searchParams.get('filter') ?? '').includes('listId'), WAIT);
      await rows.nth(1).waitFor({ state: 'visible', ...WAIT });
      expect((await rows.getByTestId(profileTestIds.username).allTextContents()).sort()).toEqual(['reset.one', 'reset.two']);
      await page.locator(`[data-testid="${profileTestIds.reset}"]:disabled`).waitFor({ state: 'visible', ...WAIT });
    });
  }, 90_000);

  it('catches a campaign ending before it starts in the form, under the end date, before anything is sent', async () => {
    await inSignedInPage(harness, token, 'trust-smaller-dates', async (page) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/customer/campaign') sent.push(request.url());
      });
      await page.goto(`${harness.base}/campaigns`);
      await page.getByTestId(campaignTestIds.create).click();
      await page.getByTestId(campaignTestIds.createDialog).waitFor({ state: 'visible', ...WAIT });
      await (await inputByTestId(page, campaignTestIds.createName)).fill('Autumn drop');
      await (await inputByTestId(page, campaignTestIds.startDate)).fill('2026-10-20');
      await (await inputByTestId(page, campaignTestIds.endDate)).fill('2026-10-05');
      const dialog = page.getByTestId(campaignTestIds.createDialog);
      const submit = page.getByTestId(campaignTestIds.createSubmit);
      await dialog.getByText('The end date is before the start date').waitFor({ state: 'visible', ...WAIT });
      expect(await submit.isDisabled()).toBe(true);
      await (await inputByTestId(page, campaignTestIds.endDate)).press('Enter');
      await settled(page);
      await screenshot(page, 'trust-smaller-dates-en');
      expect(sent).toEqual([]);

      await (await inputByTestId(page, campaignTestIds.endDate)).fill('2026-10-20');
      expect(await dialog.getByText('The end date is before the start date').count()).toBe(0);
      await (await inputByTestId(page, campaignTestIds.endDate)).fill('2026-10-05');
      await page.keyboard.press('Escape');
      await chooseGerman(page);
      await page.getByTestId(campaignTestIds.create).click();
      await (await inputByTestId(page, campaignTestIds.createName)).fill('Herbst');
      await (await inputByTestId(page, campaignTestIds.startDate)).fill('2026-10-20');
      await (await inputByTestId(page, campaignTestIds.endDate)).fill('2026-10-05');
      await dialog.getByText('Das Enddatum liegt vor dem Startdatum').waitFor({ state: 'visible', ...WAIT });
      expect(await submit.isDisabled()).toBe(true);
      await settled(page);
      await screenshot(page, 'trust-smaller-dates-de');
      expect(sent).toEqual([]);
    });
  }, 90_000);

  it('starts the next bank page at the top of the results', async () => {
    const first = await api.get<{ total: number; totalPages: number }>('/customer/profileBank?page=1&platform=instagram');
    expect(first.totalPages).toBeGreaterThan(1);
    await inSignedInPage(harness, token, 'trust-smaller-bank', async (page) => {
      await page.goto(`${harness.base}/profile-bank`);
      const pagination = page.getByTestId(discoverTestIds.bankPagination);
      await pagination.waitFor({ state: 'visible', ...WAIT });
      await pagination.scrollIntoViewIfNeeded();
      const resultsTop = () => page.getByTestId(discoverTestIds.bankPage).evaluate((el) => Math.round(el.getBoundingClientRect().top));
      expect(await resultsTop()).toBeLessThan(0);

      const second = page.waitForResponse((r) => new URL(r.url()).searchParams.get('page') === '2', WAIT);
      await pagination.getByRole('button', { name: 'Go to page 2' }).click();
      await second;
      await pagination
        .getByRole('button', { name: 'page 2' })
        .and(page.locator('[aria-current="page"]'))
        .waitFor({ state: 'visible', ...WAIT });
      const top = await resultsTop();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
      await settled(page);
      // The viewport, not the whole page: it shows where the user is.
      await page.screenshot({ path: path.join(artifactsDir, 'trust-smaller-bank-page2-en.png') });
    });
  }, 90_000);

  it('says what the public-profile switch does in the state it shows, on and off', async () => {
    await inSignedInPage(harness, token, 'trust-smaller-public-profiles', async (page) => {
      await page.goto(`${harness.base}/account`);
      const toggle = page.getByTestId(accountTestIds.publicProfiles);
      const state = page.getByTestId(accountTestIds.publicProfilesState);
      await state.waitFor({ state: 'visible', ...WAIT });
      const input = toggle.locator('input');
      expect(await input.isChecked()).toBe(true);
      expect(await state.getAttribute('data-on')).toBe('true');
      expect(await state.textContent()).toMatch(/^On: every saved profile can be opened by its public link/);
      await state.scrollIntoViewIfNeeded();
      await settled(page);
      await screenshot(page, 'trust-smaller-public-profiles-on-en');

      // The text follows the switch while the change is on its way: the test waits for its answer too.
      const savedConfig = () =>
        page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/customer/account/config') && r.request().method() === 'PUT', WAIT);
      let saved = savedConfig();
      await input.click();
      expect((await saved).ok()).toBe(true);
      await page.locator(`[data-testid="${accountTestIds.publicProfilesState}"][data-on="false"]`).waitFor({ state: 'visible', ...WAIT });
      expect(await input.isChecked()).toBe(false);
      expect(await state.textContent()).toMatch(/^Off: no saved profile of your organisation can be opened/);
      await inBothLanguages(page, 'public-profiles-off', async (language) => {
        if (language === 'de') await state.filter({ hasText: /^Aus: Kein gespeichertes Profil/ }).waitFor({ state: 'visible', ...WAIT });
      });
      saved = savedConfig();
      await input.click();
      expect((await saved).ok()).toBe(true);
      await page.locator(`[data-testid="${accountTestIds.publicProfilesState}"][data-on="true"]`).waitFor({ state: 'visible', ...WAIT });
      expect(await state.textContent()).toMatch(/^An: Jedes gespeicherte Profil/);
    });
    const { user } = await api.get<{ user: { orgInfo: { accountConfig: { publicProfiles?: boolean } } } }>('/customer/account/me');
    expect(user.orgInfo.accountConfig.publicProfiles).not.toBe(false);
  }, 90_000);

  it('shows the starter plan with no fewer team members than the trial', async () => {
    const trialMembers = DEFAULT_PLAN_CATALOGUE[TRIAL_PLAN]?.limits.members ?? Infinity;
    const starterMembers = DEFAULT_PLAN_CATALOGUE.starter?.limits.members ?? 0;
    expect(starterMembers).toBeGreaterThanOrEqual(trialMembers);
    await inSignedInPage(harness, token, 'trust-smaller-plans', async (page) => {
      await page.goto(`${harness.base}/plans`);
      const starter = page.getByTestId(planCardsTestIds.card('starter'));
      await starter.waitFor({ state: 'visible', ...WAIT });
      await inBothLanguages(page, 'plans', async (language) => {
        const members = language === 'en' ? `${starterMembers} team members` : `${starterMembers} Teammitglieder`;
        await starter.getByText(members, { exact: true }).waitFor({ state: 'visible', ...WAIT });
      });
    });
  }, 90_000);

  it('shows an example answer for every call of the API docs, made from its answer schema', async () => {
    const document = (await harness.app.http.get('/api/v1/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const callCount = Object.values(document.paths).reduce((count, operations) => count + Object.keys(operations).length, 0);
    await inPage(harness, 'trust-smaller-api-docs', async (page) => {
      await page.goto(`${harness.base}/api-docs`);
      const campaigns = page.getByTestId(apiDocsTestIds.call('getCustomerCampaigns'));
      await campaigns.waitFor({ state: 'visible', ...WAIT });
      expect(await page.locator('[data-testid^="api-docs-call-"]').count()).toBe(callCount);
      expect(await page.getByTestId(apiDocsTestIds.answer).count()).toBe(callCount);
      const download = page.getByTestId(apiDocsTestIds.call('getCustomerCampaignIdUploadUploadId'));
      expect(await download.getByTestId(apiDocsTestIds.answer).textContent()).toBe('Answers with a file to download (200)');

      for (const language of ['en', 'de'] as const) {
        if (language === 'de') await chooseGerman(page);
        const summary = campaigns.getByTestId(apiDocsTestIds.answer).locator('summary');
        await summary
          .getByText(language === 'en' ? 'Example answer (200)' : 'Beispielantwort (200)')
          .waitFor({ state: 'visible', ...WAIT });
        // Open it (switching the language may build the page anew, folded).
        const folded = await campaigns.getByTestId(apiDocsTestIds.answer).evaluate((details) => !(details as HTMLDetailsElement).open);
        if (folded) await summary.click();
        const example = JSON.parse((await campaigns.getByTestId(apiDocsTestIds.example).textContent()) ?? '') as {
          campaigns: Array<{ _id: string; status: string }>;
          total: number;
        };
        expect(example.campaigns).toHaveLength(1);
        expect(example.campaigns[0]?.status).toBe('draft');
        expect(typeof example.total).toBe('number');
        await campaigns.scrollIntoViewIfNeeded();
        await settled(page);
        // The viewport: the page holds every call.
        await page.screenshot({ path: path.join(artifactsDir, `trust-smaller-api-docs-${language}.png`) });
      }
    });
  }, 90_000);

  it('says "Counts refreshed" only with the new timestamp on screen, which moves even when the counts did not', async () => {
    const csv = readFileSync(new URL('../../backend/src/socialData/fixtures/tiktok-users-videos.sample.csv', import.meta.url), 'utf8');
    const snapshots: ProfileSnapshot[] = readTiktokVideosCsv(csv);
    const own = harness.app.scout.ctx.socialData;
    harness.app.scout.ctx.socialData = new EmbeddedSocialData(snapshots);
    try {
      clockLagMs = 3 * HOUR;
      await saveProfile(harness.app, token, 'tiktok', 'y13.hn_');
      clockLagMs = 0;
      const { contents } = await api.get<ContentListResponse>('/customer/contents?platform=tiktok');
      const item = contents.find((content) => content.username === 'y13.hn_');
      expect(item).toBeDefined();

      await inSignedInPage(harness, token, 'trust-smaller-refresh', async (page) => {
        await page.goto(`${harness.base}/content/${item?._id}`);
        const freshness = page.getByTestId(contentTestIds.freshness);
        await freshness.waitFor({ state: 'visible', ...WAIT });
        expect(await freshness.textContent()).toBe('updated 3 hours ago');
        // What the timestamp read at the moment the toast appeared.
        await page.evaluate(
          ([freshnessId, toast]) => {
            const seen = window as unknown as { freshnessAtToast?: string };
            new MutationObserver((_records, observer) => {
              if (document.body.textContent?.includes(toast)) {
                seen.freshnessAtToast = document.querySelector(`[data-testid="${freshnessId}"]`)?.textContent ?? '';
                observer.disconnect();
              }
            }).observe(document.body, { childList: true, subtree: true, characterData: true });
          },
          [contentTestIds.freshness, 'Counts refreshed'] as const,
        );
        await page.getByTestId(contentTestIds.refresh).click();
        await page.getByText('Counts refreshed').waitFor({ state: 'visible', ...WAIT });
        const atToast = await page.evaluate(() => (window as unknown as { freshnessAtToast?: string }).freshnessAtToast);
        expect(atToast).toBe('updated now');
        expect(await freshness.textContent()).toBe('updated now');
        await settled(page);
        await screenshot(page, 'trust-smaller-refresh-en');
      });
      const refreshed = await api.get<{ content: { updatedAt: string; observedAt: string; history: unknown[] } }>(
        `/customer/content/${item?._id}`,
      );
      expect(refreshed.content.history).toHaveLength(item?.history.length ?? -1);
      expect(Date.parse(refreshed.content.updatedAt)).toBeGreaterThan(Date.parse(refreshed.content.observedAt) + 2 * HOUR);
    } finally {
      harness.app.scout.ctx.socialData = own;
    }
  }, 90_000);
});
