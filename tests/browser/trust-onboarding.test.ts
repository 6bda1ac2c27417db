/**
 * Issue 24, items 7 ("Onboarding and the trial") and 8 ("The shipped sample, honestly"), in Chromium:
 * a new sign-up lands on the dashboard's first-run checklist (English and German), which ticks a step
 * once it is done; the trial countdown there is the end date Billing shows; the setup guide's entries
 * open their screens; plan-gated actions show their lock before use; an empty Discover result says
 * which filter emptied it and what the bank holds, counted from the bank; implausible engagement is
 * flagged.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DEFAULT_PLAN_CATALOGUE } from '@scout/contracts/billing/plans';
import { filterNamesOf } from '@scout/contracts/discovery/explain';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { billingEnglish } from '../../frontend/src/billing/messages';
import { billingGerman } from '../../frontend/src/billing/messagesGerman';
import { planGateTestIds, trialTestIds, upgradeTestIds } from '../../frontend/src/billing/testIds';
import { trialDaysLeft } from '../../frontend/src/billing/trialCountdown';
import { setupTestIds } from '../../frontend/src/accounts/setupTestIds';
import { signupTestIds } from '../../frontend/src/accounts/testIds';
import { FIRST_STEPS } from '@scout/contracts/dashboard/firstStepNames';
import { firstStepsEnglish, firstStepsGerman } from '../../frontend/src/dashboard/firstStepsMessages';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { explainGerman } from '../../frontend/src/discovery/explainMessages';
import { searchUrl } from '../../frontend/src/discovery/searchStorage';
import { discoverTestIds } from '../../frontend/src/discovery/testIds';
import { formatDate } from '../../frontend/src/platform/dates';
import { countText, numberText } from '../../frontend/src/platform/numbers';
import { implausibleReasons } from '../../frontend/src/socialProfile/analytics/plausibility';
import { analyticsTestIds } from '../../frontend/src/socialProfile/analytics/testIds';
import { shippedBankLoaded } from '../support/app';
import {
  addProfileInBrowser,
  chooseGerman,
  inPage,
  inSignedInPage,
  inputByTestId,
  screenshot,
  settled,
  startBrowserApp,
  type BrowserApp,
} from '../support/browser';

const WAIT = { timeout: 20_000 };
const PASSWORD = 'a long password';
const ENGLISH_OWNER = { fullName: 'Anna Weber', orgName: 'Weber Talent', email: 'anna@weber-talent.example' };
const GERMAN_OWNER = { fullName: 'Jakob Leitner', orgName: 'Leitner Agentur', email: 'jakob@leitner.example' };
/** A DACH agency's first search: it finds nothing in the shipped bank. */
const DACH_SEARCH: DiscoverFilter = {
  platform: 'instagram',
  followers: { min: 50_000, max: 500_000 },
  country: ['DE'],
  categories: ['Fashion'],
  sortBy: 'followers',
  orderBy: 'desc',
};
/** TikTok's highest engagement first: the bank's implausible figures. */
const HIGHEST_ENGAGEMENT: DiscoverFilter = { platform: 'tiktok', sortBy: 'engagementRate', orderBy: 'desc' };

let harness: BrowserApp;

beforeAll(async () => {
  harness = await startBrowserApp();
  // The shipped bank loads in the background on first start: the counts below are the loaded bank's.
  await shippedBankLoaded(harness.app);
}, 120_000);

afterAll(async () => harness?.close());

const api = () => harness.app.http;
async function tokenOf(email: string): Promise<string> {
  const res = await api().post('/api/v1/customer/auth/login').send({ email, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token as string;
}
async function trialEnd(token: string): Promise<string> {
  const billing = await api().get('/api/v1/customer/billing').set('X-Access-Token', token);
  expect(billing.status).toBe(200);
  return billing.body.trialEndsAt as string;
}

async function signUpHere(page: Page, who: typeof ENGLISH_OWNER, german = false): Promise<void> {
  await page.goto(`${harness.base}/signup`);
  if (german) await chooseGerman(page);
  await (await inputByTestId(page, signupTestIds.fullName)).fill(who.fullName);
  await (await inputByTestId(page, signupTestIds.orgName)).fill(who.orgName);
  await (await inputByTestId(page, signupTestIds.email)).fill(who.email);
  await (await inputByTestId(page, signupTestIds.password)).fill(PASSWORD);
  await page.getByTestId(signupTestIds.submit).click();
  await page.getByTestId(dashboardTestIds.checklist).waitFor({ state: 'visible', ...WAIT });
  expect(new URL(page.url()).pathname).toBe('/dashboard');
}

const stepsDone = (page: Page) =>
  Promise.all(
    FIRST_STEPS.map(async (step) => [step, await page.getByTestId(dashboardTestIds.checklistStep(step)).getAttribute('data-done')]),
  );

describe('onboarding and the trial', () => {
  it('lands a new sign-up on the checklist with the trial countdown Billing shows; saving a profile ticks its step', async () => {
    await inPage(harness, 'trust-onboarding-checklist-en', async (page) => {
      await signUpHere(page, ENGLISH_OWNER);
      expect(await stepsDone(page)).toEqual(FIRST_STEPS.map((step) => [step, 'false']));
      const checklist = page.getByTestId(dashboardTestIds.checklist);
      expect(await checklist.textContent()).toContain(firstStepsEnglish.scout.dashboard.firstSteps.steps.discover.title);

      const endsAt = await trialEnd(await tokenOf(ENGLISH_OWNER.email));
      const countdown = page.getByTestId(trialTestIds.countdown);
      expect(await countdown.getAttribute('data-ends-at')).toBe(endsAt);
      const days = trialDaysLeft(endsAt, new Date());
      const countdownText = `Trial: ${days} days left — ends ${formatDate(endsAt, 'en')}`;
      expect(await countdown.textContent()).toContain(countdownText);
      expect(await page.getByTestId(trialTestIds.link).getAttribute('href')).toBe('/billing');
      expect(await page.getByTestId(dashboardTestIds.usage).textContent()).toContain(
        `Your plan: ${billingEnglish.scout.billing.planNames.free}`,
      );
      await settled(page);
      await screenshot(page, 'trust-onboarding-checklist-en');

      // The step's link opens the (empty) profile list; saving a creator there ticks it.
      await page.getByTestId(dashboardTestIds.checklistStep('saveProfile')).click();
      await addProfileInBrowser(page, 'instagram', 'cristiano');
      await page.goto(`${harness.base}/dashboard`);
      const saved = page.locator(`[data-testid="${dashboardTestIds.checklistStep('saveProfile')}"][data-done="true"]`);
      await saved.waitFor({ state: 'visible', ...WAIT });
      expect((await stepsDone(page)).filter(([, done]) => done === 'true')).toEqual([['saveProfile', 'true']]);
      expect(await page.getByTestId(dashboardTestIds.checklistProgress).textContent()).toBe(`1 of ${FIRST_STEPS.length} done`);
      await settled(page);
      await screenshot(page, 'trust-onboarding-ticked-en');

      // Billing counts down to the same day.
      await page.getByTestId(trialTestIds.link).click();
      const onBilling = page.getByTestId(trialTestIds.countdown);
      await onBilling.waitFor({ state: 'visible', ...WAIT });
      expect(await onBilling.getAttribute('data-ends-at')).toBe(endsAt);
      expect(await onBilling.textContent()).toBe(countdownText);
      await settled(page);
      await screenshot(page, 'trust-onboarding-billing-en');
    });
  }, 90_000);

  it('lands a German sign-up on the German checklist, which can be hidden for good; the setup guide opens its screens', async () => {
    await inPage(harness, 'trust-onboarding-checklist-de', async (page) => {
      await signUpHere(page, GERMAN_OWNER, true);
      const german = firstStepsGerman.scout.dashboard.firstSteps;
      const checklist = page.getByTestId(dashboardTestIds.checklist);
      expect(await checklist.textContent()).toContain(german.title);
      expect(await checklist.textContent()).toContain(german.steps.saveProfile.title);
      const endsAt = await trialEnd(await tokenOf(GERMAN_OWNER.email));
      expect(await page.getByTestId(trialTestIds.countdown).textContent()).toContain(
        `Testzeitraum: noch ${trialDaysLeft(endsAt, new Date())} Tage – endet am ${formatDate(endsAt, 'de')}`,
      );
      expect(await page.getByTestId(dashboardTestIds.usage).textContent()).toContain(
        `Ihr Paket: ${billingGerman.scout.billing.planNames.free}`,
      );
      await settled(page);
      await screenshot(page, 'trust-onboarding-checklist-de');

      // The setup guide: every entry opens the screen it explains; no "coming soon".
      await page.goto(`${harness.base}/setup`);
      await page.getByTestId(setupTestIds.page).waitFor({ state: 'visible', ...WAIT });
      const opens = page.locator(`[data-testid$="-open"][data-path]`);
      expect(await opens.count()).toBe(15);
      expect(await page.getByTestId(setupTestIds.page).textContent()).not.toMatch(/folgt in Kürze|coming soon/i);
      await settled(page);
      await screenshot(page, 'trust-onboarding-setup-de');
      await page.getByTestId(setupTestIds.open(setupTestIds.step('discover'))).click();
      await page.getByTestId(discoverTestIds.page).waitFor({ state: 'visible', ...WAIT });

      // Hidden for this user, on the server: it stays hidden on the next visit.
      await page.goto(`${harness.base}/dashboard`);
      await page.getByTestId(dashboardTestIds.checklistDismiss).click();
      await checklist.waitFor({ state: 'hidden', ...WAIT });
      const me = await api()
        .get('/api/v1/customer/account/me')
        .set('X-Access-Token', await tokenOf(GERMAN_OWNER.email));
      expect(me.body.user.statusFlags.hideChecklist).toBe(true);
      await page.reload();
      await page.getByTestId(dashboardTestIds.usage).waitFor({ state: 'visible', ...WAIT });
      await page.waitForLoadState('networkidle');
      expect(await checklist.count()).toBe(0);
    });
  }, 90_000);
});

describe('the trial plan’s gates and the shipped sample', () => {
  it('locks gated actions before use, explains an empty DACH search from the bank, and flags implausible engagement', async () => {
    const token = await tokenOf(ENGLISH_OWNER.email);
    const { bank } = harness.app.scout.ctx;
    const count = async (filter: DiscoverFilter) => (await bank.search(filter, { offset: 0, limit: 0 })).total;

    await inSignedInPage(harness, token, 'trust-onboarding-discover', async (page) => {
      await page.goto(`${harness.base}${searchUrl(DACH_SEARCH)}`);
      const empty = page.locator(`[data-testid="${discoverTestIds.empty}"][data-explained="true"]`);
      await empty.waitFor({ state: 'visible', ...WAIT });

      // Each filter counted in the bank: on its own and with the others but without it.
      const names = filterNamesOf(DACH_SEARCH);
      const expected = await Promise.all(
        names.map(async (name) => {
          const { [name]: _dropped, ...others } = DACH_SEARCH;
          return {
            name,
            alone: await count({ sortBy: 'followers', orderBy: 'desc', [name]: DACH_SEARCH[name] }),
            without: await count(others),
          };
        }),
      );
      for (const { name, alone, without } of expected) {
        const row = page.getByTestId(discoverTestIds.explainFilter(name));
        expect([name, await row.getAttribute('data-alone'), await row.getAttribute('data-without')]).toEqual([
          name,
          String(alone),
          String(without),
        ]);
      }
      const best = [...expected].sort((a, b) => b.without - a.without)[0]!;
      expect(await page.getByTestId(discoverTestIds.explainCulprit).getAttribute('data-filter')).toBe(best.without > 0 ? best.name : '');
      const instagram = await bank.search(
        { platform: 'instagram', followers: { min: 0 }, sortBy: 'followers', orderBy: 'asc' },
        { offset: 0, limit: 1 },
      );
      const bankText = await page.getByTestId(discoverTestIds.explainBank).textContent();
      expect(bankText).toContain(`The profile bank holds ${numberText(await bank.count(), 'en')} creators`);
      expect(bankText).toContain(`Instagram creators in the bank have ${countText(instagram.entries[0]?.followers, 'en')} to`);
      expect(await page.getByTestId(discoverTestIds.explainFilter('country')).textContent()).toContain('Germany');

      // Plan-gated, and marked before use: export opens the upgrade popup, not the export form.
      const exportButton = page.getByTestId(discoverTestIds.export);
      expect(await exportButton.getAttribute('data-locked')).toBe('true');
      expect(await exportButton.getByTestId(planGateTestIds.lock).count()).toBe(1);
      await exportButton.hover();
      const offering = Object.entries(DEFAULT_PLAN_CATALOGUE)
        .filter(([, plan]) => plan.prices.length > 0 && plan.features.searchExport)
        .map(([name]) => billingEnglish.scout.billing.planNames[name as keyof typeof billingEnglish.scout.billing.planNames]);
      const tooltip = page.getByRole('tooltip');
      await tooltip.waitFor({ state: 'visible', ...WAIT });
      for (const name of offering) expect(await tooltip.textContent()).toContain(name);
      await page.getByTestId(discoverTestIds.section('location')).getByText('Location and audience').click();
      await page.getByTestId(planGateTestIds.notice).waitFor({ state: 'visible', ...WAIT });
      await settled(page);
      await screenshot(page, 'trust-onboarding-discover-empty-en');
      await exportButton.click();
      await page.getByTestId(upgradeTestIds.popup).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(upgradeTestIds.field).getAttribute('data-field')).toBe('searchExport');
      expect(await page.getByTestId(discoverTestIds.exportDialog).count()).toBe(0);
      await settled(page);
      await screenshot(page, 'trust-onboarding-lock-en');
      await page.getByTestId(upgradeTestIds.close).click();

      await chooseGerman(page);
      await page.getByText(explainGerman.scout.discover.explain.bankTitle).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(discoverTestIds.explainBank).textContent()).toContain(
        `Die Profil-Datenbank enthält ${numberText(await bank.count(), 'de')} Creator`,
      );
      expect(await page.getByTestId(discoverTestIds.explainFilter('country')).textContent()).toContain('Deutschland');
      await settled(page);
      await screenshot(page, 'trust-onboarding-discover-empty-de');
    });

    // Implausible engagement: flagged on exactly the rows whose figures cannot be true, with the reason on hover.
    const page1 = await bank.search(HIGHEST_ENGAGEMENT, { offset: 0, limit: 20 });
    const implausible = page1.entries
      .filter(
        (entry) =>
          implausibleReasons({
            followers: entry.followers,
            engagementRate: entry.engagementRate,
            averageLikes: entry.averageLikes,
            averageViews: entry.averageViews,
          }).length > 0,
      )
      .map((entry) => entry.username);
    expect(implausible.length).toBeGreaterThan(0);
    for (const language of ['en', 'de'] as const) {
      await inSignedInPage(harness, token, `trust-onboarding-implausible-${language}`, async (page) => {
        await page.goto(`${harness.base}${searchUrl(HIGHEST_ENGAGEMENT)}`);
        if (language === 'de') await chooseGerman(page);
        const rows = page.getByTestId(discoverTestIds.row);
        await rows.first().waitFor({ state: 'visible', ...WAIT });
        const flagged = await page
          .locator(`[data-testid="${discoverTestIds.row}"]:has([data-testid="${analyticsTestIds.implausible}"])`)
          .evaluateAll((found) => found.map((row) => row.getAttribute('data-username')));
        expect(flagged).toEqual(implausible);
        // The trial plan answers the first page only: "Load more" is locked before use.
        expect(await page.getByTestId(discoverTestIds.loadMore).getAttribute('data-locked')).toBe('true');
        await page.getByTestId(analyticsTestIds.implausible).first().hover();
        const tooltip = page.getByRole('tooltip');
        await tooltip.waitFor({ state: 'visible', ...WAIT });
        expect(await tooltip.textContent()).toMatch(
          language === 'de' ? /^Unplausibel: Likes und Kommentare/ : /^Implausible: likes and comments/,
        );
        await settled(page);
        await screenshot(page, `trust-onboarding-implausible-${language}`);
      });
    }
  }, 120_000);
});
