import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { organizationStream } from '@scout/contracts/platform/streams';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeStripe, type FakeStripe } from '../../../tests/support/fakeStripe';

/**
 * Billing over HTTP, on the real `stripe` library talking to a fake Stripe on loopback: Checkout,
 * cards with and without 3-D Secure, plan changes with their preview, cancelling and the offer,
 * webhooks (signature, replay, any order), roles and other organisations.
 */
const DAY = 86_400_000;
let now = new Date('2026-11-22T10:00:00.000Z');
let fake: FakeStripe;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => now.getTime() });
  app = await startTestApp({
    clock: () => now,
    env: {
      ...fake.env,
      TRIAL_DAYS: '3',
      PUBLIC_URL: 'http://scout.test',
      STRIPE_RETENTION_COUPON: 'scout_stay_offer',
      REFERRAL_PROMOTERS: JSON.stringify({ anna: 'Anna Gruber' }),
    },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

type Session = { token: string; orgId: string };
async function owner(): Promise<Session> {
  const { token, user } = await signUp(app);
  return { token, orgId: user.orgInfo._id };
}

const as = (token: string) => ({
  get: (path: string) => app.http.get(`/api/v1${path}`).set('X-Access-Token', token),
  post: (path: string, body: object = {}) => app.http.post(`/api/v1${path}`).set('X-Access-Token', token).send(body),
  put: (path: string, body: object = {}) => app.http.put(`/api/v1${path}`).set('X-Access-Token', token).send(body),
  delete: (path: string) => app.http.delete(`/api/v1${path}`).set('X-Access-Token', token),
});

const orgEvents = async (orgId: string) => (await app.scout.ctx.eventStore.readStream(organizationStream(orgId))).length;

/** Pays a Checkout session on the fake's hosted page, as the customer would; answers the session id Stripe sends back. */
async function payOnCheckout(url: string): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  const back = new URL(paid.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe('http://scout.test/checkout/return');
  return back.searchParams.get('session_id') ?? '';
}

async function subscribeByCheckout(session: Session, plan = 'basic'): Promise<string> {
  const started = await as(session.token).post('/customer/stripe-checkout', { plan });
  expect(started.status).toBe(201);
  const sessionId = await payOnCheckout(started.body.url as string);
  const verified = await as(session.token).put('/customer/stripe-checkout/verify', { sessionId });
  expect(verified.status).toBe(200);
  return verified.body.subscription.id as string;
}

/** Posts a Stripe event to the webhook as Stripe would: its exact bytes and their signature. */
const deliver = (event: FakeStripe['events'][number], options?: { secret?: string; timestamp?: number }) => {
  const { payload, header } = fake.signed(event, options);
  return app.http
    .post('/api/v1/customer/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', header)
    .send(payload);
};

describe('the plans', () => {
  it('shows every plan with its prices to anyone signed in, and marks the current one', async () => {
    const session = await owner();
    const member = await memberWithSession(app, session.orgId, 'member');
    const res = await as(member).get('/customer/billing/plans');
    expect(res.status).toBe(200);
    expect(res.body.current).toBe('free');
    expect(res.body.billingEnabled).toBe(true);
    const basic = (res.body.plans as Array<{ name: string; prices: unknown[]; limits: { profiles: unknown } }>).find(
      (p) => p.name === 'basic',
    );
    expect(basic?.prices).toEqual([
      { interval: 'month', currency: 'EUR', amountCents: 7900, stripePriceId: 'price_scout_basic_month' },
      { interval: 'year', currency: 'EUR', amountCents: 79000, stripePriceId: 'price_scout_basic_year' },
    ]);
    expect(
      (res.body.plans as Array<{ name: string; limits: { profiles: unknown } }>).find((p) => p.name === 'agency')?.limits.profiles,
    ).toBe('Infinity');
    expect((await as(member).get('/customer/billing/plans?plan=basic')).status).toBe(400);
  });
});

describe('a trial that ended', () => {
  it('answers 402 until Checkout is paid, then 2xx on the same session, with no new login', async () => {
    const session = await owner();
    now = new Date(now.getTime() + 4 * DAY);
    expect((await as(session.token).get('/customer/socialProfiles')).status).toBe(402);
    const me = await as(session.token).get('/customer/account/me');
    expect(me.body.user.accessBlocked).toBe(true);

    await subscribeByCheckout(session);

    expect((await as(session.token).get('/customer/socialProfiles')).status).toBe(200);
    const after = await as(session.token).get('/customer/account/me');
    expect(after.body.user.accessBlocked).toBe(false);
    expect(after.body.user.orgInfo.package).toBe('basic');
    const billing = await as(session.token).get('/customer/billing');
    expect(billing.body).toMatchObject({
      plan: 'basic',
      accessBlocked: false,
      subscription: { status: 'active', plan: 'basic', interval: 'month', cancelAtPeriodEnd: false },
    });
    expect(billing.body.invoices).toHaveLength(1);
    expect(billing.body.invoices[0]).toMatchObject({ amountPaidCents: 7900, currency: 'EUR', status: 'paid' });
    expect(billing.body.nextInvoice).toMatchObject({ amountDueCents: 7900, currency: 'EUR' });
  });

  it('verifies a session once paid only, and only for its own organisation', async () => {
    const session = await owner();
    const other = await owner();
    const started = await as(session.token).post('/customer/stripe-checkout', { plan: 'agency', interval: 'year' });
    expect((await as(session.token).put('/customer/stripe-checkout/verify', { sessionId: started.body.sessionId })).status).toBe(400);
    const sessionId = await payOnCheckout(started.body.url as string);
    expect((await as(other.token).put('/customer/stripe-checkout/verify', { sessionId })).status).toBe(404);
    expect((await as(other.token).get('/customer/account/me')).body.user.orgInfo.package).toBe('free');
    const verified = await as(session.token).put('/customer/stripe-checkout/verify', { sessionId });
    expect(verified.body.subscription).toMatchObject({ plan: 'agency', interval: 'year', status: 'active' });
    // A second checkout beside a live subscription is refused: change the plan instead.
    expect((await as(session.token).post('/customer/stripe-checkout', { plan: 'basic' })).body).toMatchObject({
      name: 'Conflict',
      field: 'plan',
    });
  });
});

describe('a card subscription', () => {
  it('subscribes with a card that needs nothing more, and lists the card', async () => {
    const session = await owner();
    const res = await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'starter', referralId: 'anna' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('active');
    expect(res.body.billing).toMatchObject({ plan: 'starter', subscription: { status: 'active', plan: 'starter' } });
    expect(fake.subscription(res.body.billing.subscription.id as string)?.metadata).toMatchObject({
      orgId: session.orgId,
      plan: 'starter',
      referralId: 'anna',
    });
    const methods = await as(session.token).get('/customer/payment-methods');
    expect(methods.body.paymentMethods).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
  });

  it('goes through confirm when the card asks for 3-D Secure; the plan changes only then', async () => {
    const session = await owner();
    const res = await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_authenticationRequired', plan: 'basic' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'requires_action', paymentIntent: expect.stringMatching(/^pi_/) });
    expect((await as(session.token).get('/customer/account/me')).body.user.orgInfo.package).toBe('free');
    const other = await owner();
    expect((await as(other.token).post('/customer/subscribe/confirm', { paymentIntent: res.body.paymentIntent })).status).toBe(404);

    fake.authenticate(res.body.paymentIntent as string);
    const confirmed = await as(session.token).post('/customer/subscribe/confirm', { paymentIntent: res.body.paymentIntent });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'active', billing: { plan: 'basic', subscription: { status: 'active' } } });
  });

  it('refuses a declined card with a clear 400 and leaves the plan as it was', async () => {
    const session = await owner();
    const res = await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_chargeDeclined', plan: 'basic' });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
    expect((await as(session.token).get('/customer/account/me')).body.user.orgInfo.package).toBe('free');
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const session = await owner();
    const before = await orgEvents(session.orgId);
    for (const body of [
      { paymentId: 'pm_card_visa', plan: 'basic', coupon: 'FREE' },
      { paymentId: 'pm_card_visa', plan: 'gold' },
      { paymentId: 'pm_card_visa', plan: 'free' },
      { paymentId: '<script>', plan: 'basic' },
      { paymentId: 'pm_card_visa', plan: 'basic', referralId: 'nobody' },
      { paymentId: 'pm_card_visa', plan: 'basic', promoCode: 'NOPE' },
      { paymentId: 'pm_card_visa', plan: 'basic', interval: 'week' },
    ]) {
      const res = await as(session.token).post('/customer/subscribe', body);
      expect({ body, status: res.status, name: res.body.name }).toEqual({ body, status: 400, name: 'ValidationError' });
    }
    expect(await orgEvents(session.orgId)).toBe(before);
  });
});

/** What Stripe created for the organisation, by the fake's events: its customers, subscriptions and their invoices. */
function createdAtStripe(orgId: string) {
  const ofType = <T>(type: string) => fake.events.filter((event) => event.type === type).map((event) => event.data.object as T);
  const customers = ofType<{ id: string; metadata: Record<string, string> }>('customer.created')
    .filter((customer) => customer.metadata.orgId === orgId)
    .map((customer) => customer.id);
  return {
    customers,
    subscriptions: ofType<{ id: string; metadata: Record<string, string> }>('customer.subscription.created').filter(
      (subscription) => subscription.metadata.orgId === orgId,
    ),
    invoices: ofType<{ id: string; customer: string }>('invoice.created').filter((invoice) => customers.includes(invoice.customer)),
  };
}

const orgEventTypes = async (orgId: string) =>
  (await app.scout.ctx.eventStore.readStream(organizationStream(orgId))).map((event) => event.type);

describe('one subscription per organisation', () => {
  it('10 parallel subscribe calls give one 201 and 409s, one subscription and one invoice at Stripe; a replay creates nothing', async () => {
    const session = await owner();
    const body = { paymentId: 'pm_card_visa', plan: 'basic', interval: 'month' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => as(session.token).post('/customer/subscribe', body)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((answer) => answer.status === 409)) expect(res.body.name).toBe('Conflict');
    const created = createdAtStripe(session.orgId);
    expect(created.customers).toHaveLength(1);
    expect(created.subscriptions).toHaveLength(1);
    expect(created.invoices).toHaveLength(1);
    const recorded = (await as(session.token).get('/customer/billing')).body.subscription;
    expect(recorded).toMatchObject({ id: created.subscriptions[0]?.id, status: 'active', plan: 'basic' });
    const keys = fake.server.requests
      .filter((req) => req.method === 'POST' && req.path === '/v1/subscriptions')
      .map((req) => req.headers['idempotency-key']);
    const attempts = (await app.scout.ctx.eventStore.readStream(organizationStream(session.orgId)))
      .filter((event) => event.type === 'SubscriptionAttemptStarted')
      .map((event) => (event.data as { attemptId: string }).attemptId);
    expect(attempts).toHaveLength(1);
    expect(keys).toContain(`scout-subscribe-${attempts[0]}`);

    const seenByStripe = fake.server.requests.length;
    const replay = await as(session.token).post('/customer/subscribe', body);
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ name: 'Conflict', field: 'plan' });
    expect(fake.server.requests.length).toBe(seenByStripe);
    expect(createdAtStripe(session.orgId).subscriptions).toHaveLength(1);
  });

  it('releases the attempt when Stripe fails, so a later subscribe works and creates one subscription', async () => {
    const session = await owner();
    fake.failNext('POST', '/v1/subscriptions');
    const failed = await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'starter' });
    expect(failed.status).toBe(503);
    expect(failed.body.name).toBe('ServiceUnavailable');
    expect(await orgEventTypes(session.orgId)).toEqual(
      expect.arrayContaining(['SubscriptionAttemptStarted', 'SubscriptionAttemptReleased']),
    );
    expect(createdAtStripe(session.orgId).subscriptions).toHaveLength(0);

    const retried = await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'starter' });
    expect(retried.status).toBe(201);
    expect(retried.body.billing).toMatchObject({ plan: 'starter', subscription: { status: 'active' } });
    expect(createdAtStripe(session.orgId).subscriptions).toHaveLength(1);
    expect((await orgEventTypes(session.orgId)).filter((type) => type === 'SubscriptionAttemptCompleted')).toHaveLength(1);
  });
});

describe('one payable Checkout Session per organisation', () => {
  it('10 parallel checkouts leave one session that can be paid, and paying it gives one subscription; a new checkout later expires the open one', async () => {
    const session = await owner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => as(session.token).post('/customer/stripe-checkout', { plan: 'basic' })),
    );
    const opened = answers.filter((res) => res.status === 201);
    expect(opened.length).toBeGreaterThanOrEqual(1);
    for (const res of answers.filter((answer) => answer.status !== 201))
      expect(res.body).toMatchObject({ name: 'Conflict', field: 'plan' });
    const urls = opened.map((res) => res.body.url as string);
    const payable: string[] = [];
    for (const url of urls) if ((await fetch(url)).status === 200) payable.push(url);
    expect(payable).toHaveLength(1);
    // An expired session's page refuses the payment.
    for (const url of urls.filter((url) => !payable.includes(url))) {
      expect((await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(400);
    }

    // The customer goes back and starts again: the session still open is expired first.
    const again = await as(session.token).post('/customer/stripe-checkout', { plan: 'agency' });
    expect(again.status).toBe(201);
    expect((await fetch(`${payable[0]}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(400);
    const sessionId = await payOnCheckout(again.body.url as string);
    expect((await as(session.token).put('/customer/stripe-checkout/verify', { sessionId })).status).toBe(200);
    expect(createdAtStripe(session.orgId).subscriptions).toHaveLength(1);
    expect((await as(session.token).get('/customer/billing')).body).toMatchObject({ plan: 'agency', subscription: { status: 'active' } });
    const keys = fake.server.requests
      .filter((req) => req.method === 'POST' && req.path === '/v1/checkout/sessions')
      .map((req) => req.headers['idempotency-key']);
    expect(keys.every((key) => typeof key === 'string' && key.startsWith('scout-checkout-'))).toBe(true);

    // Subscribed: a checkout or a card subscription is refused and creates nothing at Stripe.
    const seenByStripe = fake.server.requests.length;
    expect((await as(session.token).post('/customer/stripe-checkout', { plan: 'basic' })).status).toBe(409);
    expect((await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'basic' })).status).toBe(409);
    expect(fake.server.requests.length).toBe(seenByStripe);
  });

  it('a card subscription while a checkout is open expires the checkout first, so only the card pays', async () => {
    const session = await owner();
    const started = await as(session.token).post('/customer/stripe-checkout', { plan: 'basic' });
    expect(started.status).toBe(201);
    const card = await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'basic' });
    expect(card.status).toBe(201);
    expect((await fetch(`${started.body.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(400);
    expect(createdAtStripe(session.orgId).subscriptions).toHaveLength(1);
  });
});

describe('changing the plan', () => {
  it('previews the prorated amount, then charges exactly that with the same proration date', async () => {
    const session = await owner();
    await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'basic' });
    now = new Date(now.getTime() + 5 * DAY);
    const preview = await as(session.token).put('/customer/preview-plan-change', { plan: 'agency' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ plan: 'agency', interval: 'month', currency: 'EUR', nextInvoice: { amountDueCents: 19900 } });
    expect(preview.body.amountDueNowCents).toBeGreaterThan(0);
    expect(preview.body.amountDueNowCents).toBeLessThan(19900 - 7900);
    // Nothing changed by the preview.
    expect((await as(session.token).get('/customer/billing')).body.plan).toBe('basic');

    const applied = await as(session.token).put('/customer/subscription/plan', {
      plan: 'agency',
      prorationDate: preview.body.prorationDate,
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ plan: 'agency', subscription: { plan: 'agency' } });
    const latest = (applied.body.invoices as Array<{ amountDueCents: number }>)[0];
    expect(latest?.amountDueCents).toBe(preview.body.amountDueNowCents);
    expect(
      (await as(session.token).put('/customer/subscription/plan', { plan: 'agency', prorationDate: preview.body.prorationDate })).status,
    ).toBe(400);
  });

  it('refuses a downgrade below current usage, naming the field', async () => {
    const session = await owner();
    await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'basic' });
    // Four members in all; starter allows three.
    await memberWithSession(app, session.orgId, 'admin');
    await memberWithSession(app, session.orgId, 'member');
    await memberWithSession(app, session.orgId, 'member');
    const before = await orgEvents(session.orgId);
    for (const call of [
      () => as(session.token).put('/customer/preview-plan-change', { plan: 'starter' }),
      () => as(session.token).put('/customer/subscription/plan', { plan: 'starter', prorationDate: Math.floor(now.getTime() / 1000) }),
    ]) {
      const res = await call();
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ name: 'Conflict', field: 'members' });
      expect(res.body.message).toContain('starter');
    }
    expect(await orgEvents(session.orgId)).toBe(before);
    expect((await as(session.token).get('/customer/billing')).body.plan).toBe('basic');
  });
});

describe('cancelling and the offer', () => {
  it('cancels at the period end, takes the offer once, and a cancel then falls back to the trial plan', async () => {
    const session = await owner();
    const subscribed = await as(session.token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'basic' });
    const subscriptionId = subscribed.body.billing.subscription.id as string;
    const cancelled = await as(session.token).delete('/customer/subscribe');
    expect(cancelled.body).toMatchObject({
      plan: 'basic',
      subscription: { cancelAtPeriodEnd: true, status: 'active' },
      offerAvailable: true,
    });

    const [first, second] = await Promise.all([
      as(session.token).put('/customer/subscription/activate-offer'),
      as(session.token).put('/customer/subscription/activate-offer'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const billing = await as(session.token).get('/customer/billing');
    expect(billing.body).toMatchObject({ subscription: { cancelAtPeriodEnd: false }, offerAvailable: false });
    expect((await as(session.token).put('/customer/subscription/activate-offer')).status).toBe(409);

    fake.advance(subscriptionId, 'canceled');
    const deleted = fake.events.filter(
      (e) => e.type === 'customer.subscription.deleted' && (e.data.object as { id: string }).id === subscriptionId,
    );
    expect((await deliver(deleted.at(-1)!)).status).toBe(200);
    expect((await as(session.token).get('/customer/billing')).body).toMatchObject({ plan: 'free', subscription: { status: 'canceled' } });
    expect((await as(session.token).delete('/customer/subscribe')).status).toBe(404);
  });
});

describe('the webhook', () => {
  it('refuses a bad signature, an old one and an unsigned body with 400, and changes nothing', async () => {
    const session = await owner();
    const subscriptionId = await subscribeByCheckout(session);
    fake.advance(subscriptionId, 'past_due');
    const event = fake.events.filter((e) => e.type === 'customer.subscription.updated').at(-1)!;
    const before = await orgEvents(session.orgId);
    expect((await deliver(event, { secret: 'whsec_not_the_secret' })).status).toBe(400);
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const unsigned = await app.http
      .post('/api/v1/customer/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.name).toBe('ValidationError');
    expect(await orgEvents(session.orgId)).toBe(before);
    expect((await as(session.token).get('/customer/billing')).body.subscription.status).toBe('active');
  });

  it('handles each event once: a replay answers 200 and changes nothing; unknown types are ignored', async () => {
    const session = await owner();
    const subscriptionId = await subscribeByCheckout(session);
    fake.advance(subscriptionId, 'past_due');
    const event = fake.events.filter((e) => e.type === 'invoice.payment_failed').at(-1)!;
    expect((await deliver(event)).status).toBe(200);
    expect((await as(session.token).get('/customer/billing')).body.subscription.status).toBe('past_due');
    const after = await orgEvents(session.orgId);
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await orgEvents(session.orgId)).toBe(after);
    const unknown = { ...event, id: 'evt_unknown_type', type: 'radar.early_fraud_warning.created' } as unknown as typeof event;
    expect((await deliver(unknown)).body).toEqual({ received: true, ignored: true });
    expect(await orgEvents(session.orgId)).toBe(after);
  });

  it('ends in the same state whatever order the events of a subscription arrive in', async () => {
    const session = await owner();
    const subscriptionId = await subscribeByCheckout(session);
    fake.advance(subscriptionId, 'past_due');
    fake.advance(subscriptionId, 'active');
    fake.advance(subscriptionId, 'renewed');
    const ofSubscription = fake.events.filter((e) => JSON.stringify(e.data.object).includes(subscriptionId));
    expect(ofSubscription.length).toBeGreaterThan(5);
    const expected = fake.subscription(subscriptionId)!;
    const shuffled = [...ofSubscription].sort((a, b) => (a.id.split('').reverse().join('') < b.id.split('').reverse().join('') ? -1 : 1));
    for (const event of [...shuffled].reverse()) expect((await deliver(event)).status).toBe(200);
    for (const event of shuffled) expect((await deliver(event)).status).toBe(200);
    const billing = await as(session.token).get('/customer/billing');
    expect(billing.body.subscription).toMatchObject({
      id: subscriptionId,
      status: expected.status,
      cancelAtPeriodEnd: expected.cancel_at_period_end,
    });
    expect(billing.body.subscription.currentPeriodEnd).toBe(new Date(expected.items.data[0]!.current_period_end * 1000).toISOString());
    expect(billing.body.plan).toBe('basic');
  });
});

describe('who may', () => {
  it('lets the owner only manage billing: admins and members 403, and billing stays open while blocked', async () => {
    const session = await owner();
    const admin = await memberWithSession(app, session.orgId, 'admin');
    const member = await memberWithSession(app, session.orgId, 'member');
    for (const token of [admin, member]) {
      expect((await as(token).get('/customer/billing')).status).toBe(403);
      expect((await as(token).post('/customer/stripe-checkout', { plan: 'basic' })).status).toBe(403);
      expect((await as(token).delete('/customer/subscribe')).status).toBe(403);
    }
    expect((await as(session.token).get('/customer/billing')).status).toBe(200);
  });
});

describe('without Stripe', () => {
  it('answers the billing calls with 404 and the rest of Scout works', async () => {
    const plain = await startTestApp();
    try {
      const { token } = await signUp(plain);
      const call = (method: 'get' | 'post' | 'put', path: string, body: object = {}) =>
        plain.http[method](`/api/v1${path}`).set('X-Access-Token', token).send(body);
      expect((await call('get', '/customer/billing/plans')).body.billingEnabled).toBe(false);
      expect((await call('post', '/customer/stripe-checkout', { plan: 'basic' })).status).toBe(404);
      expect((await call('get', '/customer/payment-methods')).status).toBe(404);
      expect((await plain.http.post('/api/v1/customer/stripe/webhook').send({ id: 'evt_1' })).status).toBe(404);
      expect((await call('get', '/customer/billing')).body).toMatchObject({ plan: 'free', subscription: null, invoices: [] });
      expect((await call('get', '/customer/socialProfiles')).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
