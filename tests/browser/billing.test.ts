import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { loginTestIds } from '../../frontend/src/accounts/testIds';
import {
  billingTestIds,
  checkoutReturnTestIds,
  planCardsTestIds,
  planChangeTestIds,
  subscribeTestIds,
  trialEndTestIds,
  upgradeFailedTestIds,
  upgradeTestIds,
} from '../../frontend/src/billing/testIds';
import { dashboardTestIds } from '../../frontend/src/dashboard/testIds';
import { confirmButtonIds } from '../../frontend/src/shell/confirmTestIds';
import { SESSION_COOKIE } from '../../frontend/src/shell/cookie';
import { memberWithSession } from '../support/accounts';
import { signUp, type TestApp } from '../support/app';
import { inPage, inputByTestId, inSignedInPage, screenshot, settled, startBrowserApp, type BrowserApp } from '../support/browser';
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe';

/**
 * Issue 12 in the browser: an owner whose trial is over lands on /trial-end, picks a plan from the
 * plan cards, pays on (the fake) Stripe's hosted Checkout, comes back to /checkout/return and is
 * let in at once — same session, no 402 — then sees the plan, the subscription and the invoice on /billing,
 * cancels, takes the retention offer instead, and moves to another plan through its preview.
 */
const DAY = 86_400_000;
/** Checkout sends the customer back to PUBLIC_URL; the browser is pointed from there to the app under test. */
const PUBLIC_URL = 'http://scout.test';
const WAIT = { timeout: 20_000 } as const;

let now = new Date('2026-11-22T10:00:00.000Z');
let fake: FakeStripe;
let harness: BrowserApp;
let app: TestApp;
let base: string;

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => now.getTime() });
  harness = await startBrowserApp({ clock: () => now, env: { ...fake.env, TRIAL_DAYS: '3', PUBLIC_URL, STRIPE_RETENTION_COUPON: 'scout_stay_offer' } });
  ({ app, base } = harness);
}, 60_000);

afterAll(async () => {
  await harness?.close();
  await fake?.close();
});

/** Whatever the browser is sent to under PUBLIC_URL (Checkout's return address) opens on the app under test. */
async function publicUrlToApp(page: Page): Promise<void> {
  await page.context().route(`${PUBLIC_URL}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ status: 302, headers: { location: `${base}${url.pathname}${url.search}` } });
  });
}

async function sessionToken(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { token?: string }).token : undefined;
}

describe('plans, Checkout and billing', () => {
  it('a blocked owner pays for basic on Checkout from /trial-end and is let in at once; /billing shows the subscription and the invoice; cancel, offer and a plan change', async () => {
    await signUp(app, { fullName: 'Birgit Huber', email: 'birgit@example.com', password: 'a long password', orgName: 'Huber Media' });
    // The 3-day trial is over.
    now = new Date(now.getTime() + 4 * DAY);

    await inPage(harness, 'billing', async (page) => {
      await publicUrlToApp(page);
      await page.goto(`${base}/login`);
      await (await inputByTestId(page, loginTestIds.email)).fill('birgit@example.com');
      await (await inputByTestId(page, loginTestIds.password)).fill('a long password');
      await page.getByTestId(loginTestIds.submit).click();

      // 402: the trial-end screen, with the plan cards.
      await page.waitForURL((url) => url.pathname === '/trial-end', WAIT);
      await page.getByTestId(trialEndTestIds.page).waitFor({ state: 'visible', ...WAIT });
      const basicCard = page.getByTestId(planCardsTestIds.card('basic'));
      await basicCard.waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(planCardsTestIds.card('free')).getAttribute('data-current')).toBe('true');
      expect(await page.getByTestId(planCardsTestIds.price('basic')).textContent()).toContain('€79.00 / month');
      await page.getByTestId(planCardsTestIds.intervalYear).click();
      expect(await page.getByTestId(planCardsTestIds.price('basic')).textContent()).toContain('€790.00 / year');
      await page.getByTestId(planCardsTestIds.intervalMonth).click();
      expect(await basicCard.textContent()).toContain('250 saved profiles');
      expect(await page.getByTestId(planCardsTestIds.card('agency')).textContent()).toContain('Unlimited saved profiles');
      await settled(page);
      await screenshot(page, 'billing-trial-end');
      const tokenBefore = await sessionToken(page);

      // Basic, monthly, on Stripe's hosted Checkout (the fake's page).
      await expectEnabled(page, planCardsTestIds.choose('basic'));
      await page.getByTestId(planCardsTestIds.choose('basic')).click();
      await page.waitForURL((url) => url.origin !== base, WAIT);
      await page.getByTestId('fake-stripe-pay').click();

      // Back: the session is verified, the 402 lifted.
      await page.waitForURL((url) => url.origin === base && url.pathname === '/checkout/return', WAIT);
      const success = page.getByTestId(checkoutReturnTestIds.success);
      await success.waitFor({ state: 'visible', ...WAIT });
      expect(await success.textContent()).toContain('Payment received');
      expect(await success.getAttribute('data-plan')).toBe('basic');
      await settled(page);
      await screenshot(page, 'billing-checkout-return');

      // The dashboard opens on the same session, without the trial-end screen.
      await page.getByTestId(checkoutReturnTestIds.toDashboard).click();
      await page.getByTestId(dashboardTestIds.page).waitFor({ state: 'visible', ...WAIT });
      await page.getByTestId(dashboardTestIds.usage).waitFor({ state: 'visible', ...WAIT });
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      expect(await sessionToken(page)).toBe(tokenBefore);

      // /plans: basic is the plan now; another plan is a change of the subscription, previewed first.
      await page.goto(`${base}/plans`);
      await page.getByTestId(planCardsTestIds.card('basic')).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(planCardsTestIds.card('basic')).getAttribute('data-current')).toBe('true');
      await expectEnabled(page, planCardsTestIds.choose('agency'));
      await settled(page);
      await screenshot(page, 'billing-plans');
      await page.getByTestId(planCardsTestIds.choose('agency')).click();
      const dueNow = page.getByTestId(planChangeTestIds.dueNow);
      await dueNow.waitFor({ state: 'visible', ...WAIT });
      expect(await dueNow.textContent()).toMatch(/€\d/);
      expect(await page.getByTestId(planChangeTestIds.nextInvoice).textContent()).toMatch(/€\d/);
      await page.getByTestId(planChangeTestIds.cancel).click();
      await page.getByTestId(planChangeTestIds.dialog).waitFor({ state: 'hidden', ...WAIT });

      // /billing, from the owner's menu item.
      await page.getByTestId(billingTestIds.menuItem).click();
      await page.getByTestId(billingTestIds.page).waitFor({ state: 'visible', ...WAIT });
      const plan = page.getByTestId(billingTestIds.plan);
      await plan.waitFor({ state: 'visible', ...WAIT });
      expect(await plan.getAttribute('data-plan')).toBe('basic');
      expect(await page.getByTestId(billingTestIds.status).getAttribute('data-status')).toBe('active');
      expect(await page.getByTestId(billingTestIds.periodEnd).textContent()).toContain('Renews on');
      expect(await page.getByTestId(billingTestIds.nextInvoice).textContent()).toContain('€79.00');
      const invoices = page.getByTestId(billingTestIds.invoiceRow);
      expect(await invoices.count()).toBe(1);
      expect(await invoices.first().getByTestId(billingTestIds.invoiceAmount).textContent()).toBe('€79.00');
      expect(await invoices.first().getByTestId(billingTestIds.invoiceStatus).getAttribute('data-status')).toBe('paid');
      expect(await page.getByTestId(billingTestIds.cancel).isVisible()).toBe(true);
      await settled(page);
      await screenshot(page, 'billing-page');

      // Cancelling asks first, then ends the subscription at the period's end; the offer keeps it.
      await page.getByTestId(billingTestIds.cancel).click();
      await page.getByTestId(confirmButtonIds(billingTestIds.cancelDialog).confirm).click();
      const notice = page.getByTestId(billingTestIds.cancelNotice);
      await notice.waitFor({ state: 'visible', ...WAIT });
      expect(await notice.textContent()).toContain('Cancels on');
      await page.getByTestId(billingTestIds.offer).click();
      await notice.waitFor({ state: 'hidden', ...WAIT });
      await page.getByTestId(billingTestIds.cancel).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(billingTestIds.offer).count()).toBe(0);

      // A change of plan, applied as previewed.
      await page.getByTestId(billingTestIds.changePlan).click();
      await expectEnabled(page, planCardsTestIds.choose('agency'));
      await page.getByTestId(planCardsTestIds.choose('agency')).click();
      await page.getByTestId(planChangeTestIds.dueNow).waitFor({ state: 'visible', ...WAIT });
      await page.getByTestId(planChangeTestIds.confirm).click();
      await page.getByTestId(planChangeTestIds.dialog).waitFor({ state: 'hidden', ...WAIT });
      await page.locator(`[data-testid="${planCardsTestIds.card('agency')}"][data-current="true"]`).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(planCardsTestIds.card('basic')).getAttribute('data-current')).toBe('false');
    });
  }, 120_000);
});

describe('plans and billing on a server without Stripe, and for members', () => {
  let plain: BrowserApp;
  let clock = new Date('2026-11-22T10:00:00.000Z');

  beforeAll(async () => {
    plain = await startBrowserApp({ clock: () => clock, env: { TRIAL_DAYS: '3' } });
  }, 60_000);

  afterAll(async () => plain?.close());

  it('shows the plans, but choosing one says billing is not set up; members see the plans and are sent to the owner', async () => {
    const owner = await signUp(plain.app, { fullName: 'Nora Novak', password: 'a long password' });
    await inSignedInPage(plain, owner.token, 'billing-not-enabled', async (page) => {
      await page.goto(`${plain.base}/plans`);
      await expectEnabled(page, planCardsTestIds.choose('basic'));
      await page.getByTestId(planCardsTestIds.choose('basic')).click();
      await page.getByTestId(planCardsTestIds.notEnabled).waitFor({ state: 'visible', ...WAIT });
      expect(new URL(page.url()).pathname).toBe('/plans');
      await page.getByTestId(billingTestIds.menuItem).click();
      await page.getByTestId(billingTestIds.plan).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(billingTestIds.status).getAttribute('data-status')).toBe('none');
      expect(await page.getByTestId(billingTestIds.plan).getAttribute('data-plan')).toBe('free');
    });

    const member = await memberWithSession(plain.app, owner.user.orgInfo._id, 'member');
    await inSignedInPage(plain, member, 'billing-member', async (page) => {
      await page.goto(`${plain.base}/plans`);
      await page.getByTestId(planCardsTestIds.askOwner).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(planCardsTestIds.choose('basic')).isDisabled()).toBe(true);
      expect(await page.getByTestId(billingTestIds.menuItem).count()).toBe(0);
      // No call to the owner's billing (a 403 would end the session): the page says who may see it.
      await page.goto(`${plain.base}/billing`);
      await page.getByTestId(billingTestIds.notAllowed).waitFor({ state: 'visible', ...WAIT });
    });

    // Once the trial is over, a member is asked to get the owner to pay.
    clock = new Date(clock.getTime() + 4 * DAY);
    const blockedMember = await memberWithSession(plain.app, owner.user.orgInfo._id, 'member');
    await inSignedInPage(plain, blockedMember, 'billing-blocked-member', async (page) => {
      await page.goto(`${plain.base}/dashboard`);
      await page.waitForURL((url) => url.pathname === '/trial-end', WAIT);
      await page.getByTestId(trialEndTestIds.askOwner).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(planCardsTestIds.cards).count()).toBe(0);
    });
  }, 120_000);

  /**
   * Answers Stripe gives rarely (a card that asks for 3-D Secure, then is declined; a downgrade below
   * the usage) are played by the browser in place of the billing calls: what is checked is the screens' handling.
   */
  it('pays with the saved card through a bank confirmation; a failure shows its message, and the upgrade popup comes back 1 s after the notice is closed', async () => {
    const owner = await signUp(plain.app, { fullName: 'Mia Maier', password: 'a long password' });
    await inSignedInPage(plain, owner.token, 'billing-saved-card', async (page) => {
      let confirmations = 0;
      await playBilling(page, (path, method) => {
        if (path === '/customer/subscribe' && method === 'POST') return answer({ status: 'requires_action', paymentIntent: 'pi_3ds', clientSecret: null, hostedInvoiceUrl: 'https://invoice.stripe.test/i/1' });
        if (path === '/customer/subscribe/confirm') {
          confirmations += 1;
          return confirmations === 1
            ? answer({ status: 'requires_action', paymentIntent: 'pi_3ds', clientSecret: null, hostedInvoiceUrl: 'https://invoice.stripe.test/i/1' })
            : answer({ name: 'Conflict', message: 'Your card was declined.' }, 409);
        }
        return undefined;
      });
      await page.goto(`${plain.base}/billing`);
      await page.getByTestId(billingTestIds.payWithSavedCard).click();
      expect(await page.getByTestId(subscribeTestIds.savedCard).textContent()).toContain('Visa •••• 4242');
      await page.getByTestId(subscribeTestIds.savedCard).click();
      await page.getByTestId(subscribeTestIds.requiresAction).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(subscribeTestIds.hostedInvoice).getAttribute('href')).toBe('https://invoice.stripe.test/i/1');
      expect(await page.getByTestId(subscribeTestIds.hostedInvoice).getAttribute('target')).toBe('_blank');
      await page.getByTestId(subscribeTestIds.confirmed).click();
      await page.getByTestId(subscribeTestIds.confirmed).click();

      await page.getByTestId(upgradeFailedTestIds.notice).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(upgradeFailedTestIds.message).textContent()).toBe('Your card was declined.');
      await page.getByTestId(upgradeFailedTestIds.retry).click();
      const closedAt = Date.now();
      await page.getByTestId(upgradeTestIds.popup).waitFor({ state: 'visible', ...WAIT });
      expect(Date.now() - closedAt).toBeGreaterThanOrEqual(900);
      expect(await page.getByTestId(upgradeTestIds.field).getAttribute('data-field')).toBe('plan');
      await page.getByTestId(upgradeTestIds.contact).click();
      await page.waitForURL((url) => url.pathname === '/plans', WAIT);
    });

    await inSignedInPage(plain, owner.token, 'billing-downgrade-conflict', async (page) => {
      await playBilling(
        page,
        (path, method) => {
          if (path === '/customer/preview-plan-change') {
            return answer({
              plan: 'starter',
              interval: 'month',
              prorationDate: 1_795_000_000,
              currency: 'EUR',
              amountDueNowCents: 0,
              lines: [{ description: 'Unused time on Basic', amountCents: -5000 }],
              nextInvoice: { amountDueCents: 2900, date: '2026-12-22T10:00:00Z' },
            });
          }
          if (path === '/customer/subscription/plan' && method === 'PUT') {
            return answer({ name: 'Conflict', message: 'Your organisation has 120 saved profiles; starter allows 50.', field: 'profiles' }, 409);
          }
          return undefined;
        },
        { subscription: { id: 'sub_1', status: 'active', plan: 'basic', interval: 'month', currentPeriodEnd: '2026-12-22T10:00:00Z', cancelAtPeriodEnd: false }, plan: 'basic' },
      );
      await page.goto(`${plain.base}/plans`);
      await expectEnabled(page, planCardsTestIds.choose('starter'));
      await page.getByTestId(planCardsTestIds.choose('starter')).click();
      await page.getByTestId(planChangeTestIds.dueNow).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(planChangeTestIds.line).count()).toBe(1);
      await page.getByTestId(planChangeTestIds.confirm).click();
      await page.getByTestId(upgradeFailedTestIds.notice).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(upgradeFailedTestIds.message).textContent()).toBe('Your organisation has 120 saved profiles; starter allows 50.');
      // While the notice shows, no new attempt starts.
      expect(await page.getByTestId(planCardsTestIds.choose('agency')).isDisabled()).toBe(true);
    });
  }, 120_000);
});

type Played = { status: number; contentType: string; body: string };
const answer = (body: unknown, status = 200): Played => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * Plays the owner's billing calls in the browser: a saved Visa card, the given billing, and whatever
 * `play` answers; the plans come from the server, with billing switched on.
 */
async function playBilling(page: Page, play: (path: string, method: string) => Played | undefined, billing: object = {}): Promise<void> {
  const current = { plan: 'free', trialEndsAt: null, accessBlocked: false, subscription: null, offerAvailable: false, nextInvoice: null, invoices: [], stale: false, ...billing };
  await page.route('**/api/v1/customer/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/api/v1', '');
    const method = route.request().method();
    const played = play(path, method);
    if (played) return route.fulfill(played);
    if (path === '/customer/billing' && method === 'GET') return route.fulfill(answer(current));
    if (path === '/customer/payment-methods') {
      return route.fulfill(answer({ paymentMethods: [{ id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030, isDefault: true }] }));
    }
    if (path === '/customer/billing/plans') {
      const plans = (await (await route.fetch()).json()) as object;
      return route.fulfill(answer({ ...plans, current: current.plan, billingEnabled: true }));
    }
    return route.continue();
  });
}

/** Waits for the button to be enabled (the choice waits for the owner's billing to load). */
async function expectEnabled(page: Page, testId: string): Promise<void> {
  await page.locator(`[data-testid="${testId}"]:enabled`).waitFor({ state: 'visible', ...WAIT });
}
