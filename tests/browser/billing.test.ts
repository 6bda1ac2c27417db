import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Response } from 'playwright-core';
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
import { confirmButtonIds } from '../../frontend/src/platform/confirmTestIds';
import { SESSION_COOKIE } from '../../frontend/src/session/cookie';
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
  harness = await startBrowserApp({
    clock: () => now,
    env: { ...fake.env, TRIAL_DAYS: '3', PUBLIC_URL, STRIPE_RETENTION_COUPON: 'scout_stay_offer' },
  });
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
});

/**
 * Answers Stripe gives rarely — a saved card whose bank asks for 3-D Secure, a saved card that is
 * declined, a downgrade below what the team already uses — played for real: the app under test
 * talks to the fake Stripe this file starts, the browser to the app. Nothing of Scout's API is
 * answered in the browser; the page's own network answers are only observed.
 */
describe('a saved card, a failed payment and a refused downgrade, against (the fake) Stripe', () => {
  const api = (token: string) => ({
    get: (path: string) => app.http.get(`/api/v1${path}`).set('X-Access-Token', token),
    post: (path: string, body: object) => app.http.post(`/api/v1${path}`).set('X-Access-Token', token).send(body),
  });
  const isSubscribe = (response: Response) =>
    new URL(response.url()).pathname === '/api/v1/customer/subscribe' && response.request().method() === 'POST';

  it('pays with the saved card through a bank confirmation; a failure shows its message, and the upgrade popup comes back 1 s after the notice is closed; a downgrade below the team is refused', async () => {
    // An owner whose first payment, with a card that asks for 3-D Secure, was left waiting: the card is saved as the default.
    const mia = await signUp(app, { fullName: 'Mia Maier', password: 'a long password' });
    const waiting = await api(mia.token).post('/customer/subscribe', { paymentId: 'pm_card_authenticationRequired', plan: 'basic' });
    expect(waiting.status).toBe(200);
    expect(waiting.body).toMatchObject({ status: 'requires_action', paymentIntent: expect.stringMatching(/^pi_/) });
    const miaCards = await api(mia.token).get('/customer/payment-methods');
    expect(miaCards.status).toBe(200);
    expect(miaCards.body.paymentMethods).toEqual([expect.objectContaining({ brand: 'visa', last4: '3184', isDefault: true })]);

    await inSignedInPage(harness, mia.token, 'billing-saved-card', async (page) => {
      await page.goto(`${base}/billing`);
      const plan = page.getByTestId(billingTestIds.plan);
      await plan.waitFor({ state: 'visible', ...WAIT });
      // No live subscription: still on the trial's plan, the first one incomplete.
      expect(await plan.getAttribute('data-plan')).toBe('free');
      expect(await page.getByTestId(billingTestIds.status).getAttribute('data-status')).toBe('incomplete');
      const cards = page.getByTestId(billingTestIds.paymentMethod);
      await cards.first().waitFor({ state: 'visible', ...WAIT });
      expect(await cards.count()).toBe(1);
      expect(await cards.first().textContent()).toContain('Visa •••• 3184');
      expect(await cards.first().getAttribute('data-default')).toBe('true');

      await page.getByTestId(billingTestIds.payWithSavedCard).click();
      const savedCard = page.getByTestId(subscribeTestIds.savedCard);
      await savedCard.waitFor({ state: 'visible', ...WAIT });
      expect(await savedCard.textContent()).toContain('Pay with your saved card Visa •••• 3184');
      const subscribed = page.waitForResponse(isSubscribe, WAIT);
      await savedCard.click();
      const answered = await subscribed;
      expect(answered.status()).toBe(200);
      const pending = (await answered.json()) as { status: string; paymentIntent: string; hostedInvoiceUrl: string | null };
      expect(pending).toMatchObject({ status: 'requires_action', paymentIntent: expect.stringMatching(/^pi_/) });
      // A new payment of its own, not the one left waiting before.
      expect(pending.paymentIntent).not.toBe(waiting.body.paymentIntent);

      // The bank asks for a confirmation: the link to Stripe's invoice page (a new tab) and "I have confirmed".
      const requiresAction = page.getByTestId(subscribeTestIds.requiresAction);
      await requiresAction.waitFor({ state: 'visible', ...WAIT });
      expect(await requiresAction.textContent()).toContain('Your bank asks you to confirm this payment.');
      const invoiceLink = page.getByTestId(subscribeTestIds.hostedInvoice);
      expect(await invoiceLink.textContent()).toBe('Confirm the payment (opens in a new tab)');
      expect(await invoiceLink.getAttribute('href')).toBe(pending.hostedInvoiceUrl);
      expect(pending.hostedInvoiceUrl).toMatch(/\/invoices\/in_/);
      expect(new URL(pending.hostedInvoiceUrl ?? '').origin).toBe(fake.env.STRIPE_API_URL);
      expect(await invoiceLink.getAttribute('target')).toBe('_blank');
      const confirmed = page.getByTestId(subscribeTestIds.confirmed);
      expect(await confirmed.textContent()).toBe('I have confirmed');
      expect(await confirmed.isEnabled()).toBe(true);
      await settled(page);
      await screenshot(page, 'billing-bank-confirmation');

      // The customer confirms with the bank (on Stripe's side), then says so.
      fake.authenticate(pending.paymentIntent);
      await confirmed.click();
      await page.getByTestId(subscribeTestIds.dialog).waitFor({ state: 'hidden', ...WAIT });
      await page.locator(`[data-testid="${billingTestIds.status}"][data-status="active"]`).waitFor({ state: 'visible', ...WAIT });
      expect(await plan.getAttribute('data-plan')).toBe('basic');
      expect(await plan.textContent()).toBe('Basic');
      expect(await page.getByTestId(billingTestIds.payWithSavedCard).count()).toBe(0);
      expect(await page.getByTestId(billingTestIds.cancel).isVisible()).toBe(true);
    });
    expect((await api(mia.token).get('/customer/billing')).body).toMatchObject({
      plan: 'basic',
      subscription: { status: 'active', plan: 'basic' },
    });

    // An owner whose saved default card is declined (the first try through the API already was).
    const lena = await signUp(app, { fullName: 'Lena Lang', password: 'a long password' });
    const declined = await api(lena.token).post('/customer/subscribe', { paymentId: 'pm_card_chargeDeclined', plan: 'basic' });
    expect(declined.status).toBe(400);
    const declinedMessage = declined.body.message as string;
    expect(declinedMessage).toBeTruthy();
    const lenaCards = await api(lena.token).get('/customer/payment-methods');
    expect(lenaCards.body.paymentMethods).toEqual([expect.objectContaining({ brand: 'visa', last4: '0002', isDefault: true })]);

    await inSignedInPage(harness, lena.token, 'billing-declined-card', async (page) => {
      await page.goto(`${base}/billing`);
      await page.getByTestId(billingTestIds.plan).waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(billingTestIds.plan).getAttribute('data-plan')).toBe('free');
      await page.getByTestId(billingTestIds.payWithSavedCard).click();
      const savedCard = page.getByTestId(subscribeTestIds.savedCard);
      await savedCard.waitFor({ state: 'visible', ...WAIT });
      expect(await savedCard.textContent()).toContain('Pay with your saved card Visa •••• 0002');
      const subscribed = page.waitForResponse(isSubscribe, WAIT);
      await savedCard.click();
      expect((await subscribed).status()).toBe(400);

      // The failure notice, with the server's message; the dialog is gone.
      const notice = page.getByTestId(upgradeFailedTestIds.notice);
      await notice.waitFor({ state: 'visible', ...WAIT });
      expect(await notice.textContent()).toContain('The payment or plan change did not go through');
      expect(await page.getByTestId(upgradeFailedTestIds.message).textContent()).toBe(declinedMessage);
      expect(await page.getByTestId(subscribeTestIds.dialog).count()).toBe(0);
      expect(await page.getByTestId(billingTestIds.plan).getAttribute('data-plan')).toBe('free');

      // "Try again" closes the notice; the upgrade popup is not there at once, it opens a second later, for the plan.
      const popup = page.getByTestId(upgradeTestIds.popup);
      await page.getByTestId(upgradeFailedTestIds.retry).click();
      expect(await popup.isVisible()).toBe(false);
      await notice.waitFor({ state: 'hidden', ...WAIT });
      await popup.waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(upgradeTestIds.field).getAttribute('data-field')).toBe('plan');
      await page.getByTestId(upgradeTestIds.contact).click();
      await page.waitForURL((url) => url.pathname === '/plans', WAIT);
      await popup.waitFor({ state: 'hidden', ...WAIT });
    });

    // An owner on basic with three more team members (four in all; starter allows three).
    const jonas = await signUp(app, { fullName: 'Jonas Berger', password: 'a long password' });
    const paid = await api(jonas.token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'basic' });
    expect(paid.status).toBe(201);
    await memberWithSession(app, jonas.user.orgInfo._id, 'admin');
    await memberWithSession(app, jonas.user.orgInfo._id, 'member');
    await memberWithSession(app, jonas.user.orgInfo._id, 'member');

    await inSignedInPage(harness, jonas.token, 'billing-downgrade-conflict', async (page) => {
      await page.goto(`${base}/plans`);
      await page.locator(`[data-testid="${planCardsTestIds.card('basic')}"][data-current="true"]`).waitFor({ state: 'visible', ...WAIT });
      await expectEnabled(page, planCardsTestIds.choose('starter'));
      const previewed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v1/customer/preview-plan-change',
        WAIT,
      );
      await page.getByTestId(planCardsTestIds.choose('starter')).click();
      expect((await previewed).status()).toBe(409);
      const notice = page.getByTestId(upgradeFailedTestIds.notice);
      await notice.waitFor({ state: 'visible', ...WAIT });
      expect(await page.getByTestId(upgradeFailedTestIds.message).textContent()).toBe(
        'You have 4 members; the starter plan allows 3. Remove some first.',
      );
      await page.getByTestId(planChangeTestIds.dialog).waitFor({ state: 'hidden', ...WAIT });
      // While the notice shows, no new attempt starts; the plan stays basic.
      expect(await page.getByTestId(planCardsTestIds.choose('agency')).isDisabled()).toBe(true);
      expect(await page.getByTestId(planCardsTestIds.card('basic')).getAttribute('data-current')).toBe('true');
    });
    expect((await api(jonas.token).get('/customer/billing')).body).toMatchObject({
      plan: 'basic',
      subscription: { status: 'active', plan: 'basic' },
    });
  }, 120_000);
});

/** Waits for the button to be enabled (the choice waits for the owner's billing to load). */
async function expectEnabled(page: Page, testId: string): Promise<void> {
  await page.locator(`[data-testid="${testId}"]:enabled`).waitFor({ state: 'visible', ...WAIT });
}
