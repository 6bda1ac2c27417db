import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from './fakeStripe';
import { startLoopbackServer } from './loopbackServer';

/**
 * The fake Stripe driven through the real `stripe` library: its answers parse as the library's
 * types, its errors become the library's typed errors, its events verify as Stripe's.
 */
const DAY_MS = 86_400_000;
let now = Date.parse('2026-11-22T10:00:00.000Z');
let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => now });
  stripe = new Stripe(FAKE_STRIPE_SECRET_KEY, { host: '127.0.0.1', port: fake.server.port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(async () => {
  await fake?.close();
});

const seconds = () => Math.floor(now / 1000);

async function customerWithCard(token: string): Promise<{ customer: string; card: string }> {
  const customer = await stripe.customers.create({ email: 'owner@scout.test', name: 'Acme', metadata: { orgId: 'org_1' } });
  const card = await stripe.paymentMethods.attach(token, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
  return { customer: customer.id, card: card.id };
}

const paymentIntentOf = (invoice: Stripe.Invoice | string | null): string | undefined => {
  if (!invoice || typeof invoice === 'string') return undefined;
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  return typeof intent === 'string' ? intent : intent?.id;
};

describe('customers and cards', () => {
  it('creates a customer, attaches a test card as a new payment method and makes it the default', async () => {
    const { customer, card } = await customerWithCard('pm_card_visa');
    expect(card).toMatch(/^pm_/);
    expect(card).not.toBe('pm_card_visa');
    const read = await stripe.customers.retrieve(customer);
    expect(read).toMatchObject({
      id: customer,
      object: 'customer',
      email: 'owner@scout.test',
      name: 'Acme',
      metadata: { orgId: 'org_1' },
      livemode: false,
    });
    expect(!read.deleted && read.invoice_settings.default_payment_method).toBe(card);
    const listed = await stripe.paymentMethods.list({ customer, type: 'card' });
    expect(listed.object).toBe('list');
    expect(listed.data.map((method) => [method.id, method.type, method.card?.brand, method.card?.last4])).toEqual([
      [card, 'card', 'visa', '4242'],
    ]);
    expect((await stripe.customers.listPaymentMethods(customer)).data.map((method) => method.id)).toEqual([card]);
    expect(
      fake.events.filter((event) => event.type === 'customer.created').map((event) => (event.data.object as Stripe.Customer).id),
    ).toContain(customer);
  });

  it('answers the first answer again for the same idempotency key', async () => {
    const first = await stripe.customers.create({ email: 'once@scout.test' }, { idempotencyKey: 'scout-customer-org_once' });
    const second = await stripe.customers.create({ email: 'once@scout.test' }, { idempotencyKey: 'scout-customer-org_once' });
    expect(second.id).toBe(first.id);
    const created = fake.events.filter(
      (event) => event.type === 'customer.created' && (event.data.object as Stripe.Customer).email === 'once@scout.test',
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.request).toEqual({ id: expect.stringMatching(/^req_/), idempotency_key: 'scout-customer-org_once' });
    await expect(
      stripe.customers.create({ email: 'other@scout.test' }, { idempotencyKey: 'scout-customer-org_once' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('refuses an unknown test token with 404', async () => {
    const customer = await stripe.customers.create({});
    const error: unknown = await stripe.paymentMethods.attach('pm_card_nonsense', { customer: customer.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('subscriptions', () => {
  it('creates one subscription and one invoice for parallel creates with the same idempotency key, all answered alike', async () => {
    const { customer, card } = await customerWithCard('pm_card_visa');
    const create = () =>
      stripe.subscriptions.create(
        { customer, items: [{ price: 'price_scout_basic_month' }], default_payment_method: card, payment_behavior: 'allow_incomplete' },
        { idempotencyKey: `scout-subscribe-${customer}` },
      );
    const answers = await Promise.all(Array.from({ length: 5 }, create));
    expect(new Set(answers.map((subscription) => subscription.id)).size).toBe(1);
    const createdFor = (type: string) =>
      fake.events.filter((event) => event.type === type && (event.data.object as { customer: string }).customer === customer);
    expect(createdFor('customer.subscription.created')).toHaveLength(1);
    expect(createdFor('invoice.created')).toHaveLength(1);
  });

  it('fails the next calls it is told to fail with a 500 that the library does not retry, then serves again', async () => {
    const { customer, card } = await customerWithCard('pm_card_visa');
    const params = { customer, items: [{ price: 'price_scout_basic_month' }], default_payment_method: card };
    fake.failNext('POST', '/v1/subscriptions');
    const retrying = new Stripe(FAKE_STRIPE_SECRET_KEY, {
      host: '127.0.0.1',
      port: fake.server.port,
      protocol: 'http',
      maxNetworkRetries: 2,
    });
    await expect(retrying.subscriptions.create(params)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((await stripe.subscriptions.list({ customer })).data).toHaveLength(0);
    expect((await retrying.subscriptions.create(params)).status).toBe('active');
  });

  it('subscribes with a visa card: active, the item with its price and period, the first invoice paid', async () => {
    const { customer, card } = await customerWithCard('pm_card_visa');
    const before = fake.events.length;
    const subscription = await stripe.subscriptions.create({
      customer,
      items: [{ price: 'price_scout_basic_month' }],
      default_payment_method: card,
      payment_behavior: 'allow_incomplete',
      metadata: { orgId: 'org_1', plan: 'basic' },
      expand: ['latest_invoice.payments'],
    });
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer,
      default_payment_method: card,
      metadata: { orgId: 'org_1', plan: 'basic' },
      cancel_at_period_end: false,
    });
    const item = subscription.items.data[0];
    expect(item?.price.id).toBe('price_scout_basic_month');
    expect(item?.price.unit_amount).toBe(7900);
    expect(item?.price.recurring?.interval).toBe('month');
    expect(item?.current_period_start).toBe(seconds());
    expect(item?.current_period_end).toBe(seconds() + 30 * 86_400);

    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string') throw new Error('latest_invoice was not expanded');
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_due: 7900,
      amount_paid: 7900,
      amount_remaining: 0,
      total: 7900,
      currency: 'eur',
      billing_reason: 'subscription_create',
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.number).toMatch(/^[A-F0-9]{8}-0001$/);
    expect(invoice.hosted_invoice_url).toBe(`${fake.server.origin}/invoices/${invoice.id}`);
    expect(invoice.lines.data.map((line) => [line.amount, line.description, line.period.start, line.period.end])).toEqual([
      [7900, '1 × Scout Basic (at €79.00 / month)', seconds(), seconds() + 30 * 86_400],
    ]);
    const intent = await stripe.paymentIntents.retrieve(paymentIntentOf(invoice) ?? '');
    expect(intent).toMatchObject({ status: 'succeeded', amount: 7900, currency: 'eur', customer, payment_method: card });

    const pdf = await fetch(invoice.invoice_pdf ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    const listed = await stripe.subscriptions.list({ customer, status: 'all' });
    expect(listed.data.map((s) => s.id)).toEqual([subscription.id]);
    expect(fake.events.slice(before).map((event) => event.type)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'payment_intent.succeeded',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.created',
    ]);
    expect(fake.subscription(subscription.id)?.status).toBe('active');
  });

  it('leaves a 3-D Secure card incomplete with an intent requiring action until the customer authenticates', async () => {
    const { customer } = await customerWithCard('pm_card_authenticationRequired');
    const subscription = await stripe.subscriptions.create({
      customer,
      items: [{ price: 'price_scout_agency_month' }],
      expand: ['latest_invoice.payments'],
    });
    expect(subscription.status).toBe('incomplete');
    // Charged with the customer's default card; the subscription has none of its own.
    expect(subscription.default_payment_method).toBeNull();
    const intentId = paymentIntentOf(subscription.latest_invoice) ?? '';
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({
      status: 'requires_action',
      amount: 19900,
      next_action: { type: 'use_stripe_sdk' },
      client_secret: expect.stringMatching(new RegExp(`^${intentId}_secret_`)),
    });
    expect(
      fake.events.some(
        (event) => event.type === 'invoice.payment_action_required' && JSON.stringify(event.data.object).includes(subscription.id),
      ),
    ).toBe(true);

    fake.authenticate(intentId);

    expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe('succeeded');
    const after = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(after.status).toBe('active');
    expect(after.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 19900 });
    const invoices = await stripe.invoices.list({ customer, limit: 10, expand: ['data.payments'] });
    expect(invoices.data.find((invoice) => paymentIntentOf(invoice) === intentId)?.parent?.subscription_details?.subscription).toBe(
      subscription.id,
    );
  });

  it('refuses a declined card with StripeCardError when the payment must succeed, and creates nothing', async () => {
    const { customer } = await customerWithCard('pm_card_chargeDeclined');
    const error: unknown = await stripe.subscriptions
      .create({ customer, items: [{ price: 'price_scout_basic_month' }], payment_behavior: 'error_if_incomplete' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect((await stripe.subscriptions.list({ customer, status: 'all' })).data).toEqual([]);

    const incomplete = await stripe.subscriptions.create({
      customer,
      items: [{ price: 'price_scout_basic_month' }],
      expand: ['latest_invoice.payments'],
    });
    expect(incomplete.status).toBe('incomplete');
    const intent = await stripe.paymentIntents.retrieve(paymentIntentOf(incomplete.latest_invoice) ?? '');
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
  });

  it('answers a 3-D Secure card with authentication_required when the payment must succeed', async () => {
    const { customer } = await customerWithCard('pm_card_authenticationRequired');
    const error: unknown = await stripe.subscriptions
      .create({ customer, items: [{ price: 'price_scout_basic_month' }], payment_behavior: 'error_if_incomplete' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'authentication_required' });
  });

  it('leaves the first invoice open for the client with default_incomplete', async () => {
    const { customer } = await customerWithCard('pm_card_visa');
    const subscription = await stripe.subscriptions.create({
      customer,
      items: [{ price: 'price_scout_starter_year' }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.payments', 'latest_invoice.confirmation_secret'],
    });
    expect(subscription.status).toBe('incomplete');
    expect(subscription.items.data[0]?.current_period_end).toBe(seconds() + 365 * 86_400);
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string') throw new Error('latest_invoice was not expanded');
    expect(invoice).toMatchObject({ status: 'open', amount_due: 29000 });
    const intent = await stripe.paymentIntents.retrieve(paymentIntentOf(invoice) ?? '');
    expect(intent.status).toBe('requires_payment_method');
    expect(invoice.confirmation_secret).toEqual({ type: 'payment_intent', client_secret: intent.client_secret });
  });

  it('refuses what Stripe refuses: an unknown price, a missing one, an expansion this API version does not have', async () => {
    const { customer } = await customerWithCard('pm_card_visa');
    await expect(stripe.subscriptions.create({ customer, items: [{ price: 'price_nope' }] })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'items[0][price]',
    });
    await expect(stripe.subscriptions.create({ customer, items: [] })).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
    });
    await expect(
      stripe.subscriptions.create({ customer: 'cus_nope', items: [{ price: 'price_scout_basic_month' }] }),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'customer' });
    await expect(
      stripe.subscriptions.create({ customer, items: [{ price: 'price_scout_basic_month' }], expand: ['latest_invoice.payment_intent'] }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('cancels at the period end, and ends at once when deleted', async () => {
    const { customer } = await customerWithCard('pm_card_visa');
    const subscription = await stripe.subscriptions.create({ customer, items: [{ price: 'price_scout_basic_month' }] });
    const periodEnd = subscription.items.data[0]?.current_period_end;
    const cancelling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodEnd, canceled_at: seconds() });
    const updated = fake.events
      .filter(
        (event) => event.type === 'customer.subscription.updated' && (event.data.object as Stripe.Subscription).id === subscription.id,
      )
      .at(-1);
    expect(updated?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    await expect(stripe.invoices.createPreview({ customer, subscription: subscription.id })).rejects.toMatchObject({
      code: 'invoice_upcoming_none',
    });

    const ended = await stripe.subscriptions.cancel(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', canceled_at: seconds(), ended_at: seconds() });
    expect(fake.events.at(-1)).toMatchObject({
      type: 'customer.subscription.deleted',
      data: { object: { id: subscription.id, status: 'canceled' } },
    });
    expect((await stripe.subscriptions.list({ customer })).data).toEqual([]);
  });
});

describe('changing the plan', () => {
  it('charges exactly what the preview showed for the same proration date', async () => {
    const { customer } = await customerWithCard('pm_card_visa');
    const subscription = await stripe.subscriptions.create({ customer, items: [{ price: 'price_scout_basic_month' }] });
    const item = subscription.items.data[0];
    if (!item) throw new Error('no item');
    now += 10 * DAY_MS;
    const prorationDate = seconds();
    const change = { items: [{ id: item.id, price: 'price_scout_agency_month' }], proration_date: prorationDate };

    const preview = await stripe.invoices.createPreview({
      customer,
      subscription: subscription.id,
      subscription_details: { ...change, proration_behavior: 'always_invoice' },
    });
    // 20 of 30 days left: credit 2/3 of 79 €, charge 2/3 of 199 €.
    expect(preview.lines.data.map((line) => [line.amount, line.parent?.subscription_item_details?.proration])).toEqual([
      [-5267, true],
      [13267, true],
    ]);
    expect(preview.amount_due).toBe(8000);
    expect(preview.lines.data[0]?.description).toBe('Unused time on Scout Basic after 02 Dec 2026');
    const next = await stripe.invoices.createPreview({
      customer,
      subscription: subscription.id,
      subscription_details: { ...change, proration_behavior: 'none' },
    });
    expect(next.amount_due).toBe(19900);
    expect(next.next_payment_attempt).toBe(item.current_period_end);
    expect(next.period_end).toBe(item.current_period_end);
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.price.id).toBe('price_scout_basic_month');

    now += 60_000; // applied a minute later, at the preview's proration date
    const updated = await stripe.subscriptions.update(
      subscription.id,
      { ...change, proration_behavior: 'always_invoice', metadata: { plan: 'agency' } },
      { idempotencyKey: `plan-${prorationDate}` },
    );
    expect(updated.items.data[0]?.price.id).toBe('price_scout_agency_month');
    expect(updated.items.data[0]?.id).toBe(item.id);
    expect(updated.metadata).toEqual({ plan: 'agency' });
    const latest = await stripe.invoices.retrieve(typeof updated.latest_invoice === 'string' ? updated.latest_invoice : '');
    expect(latest).toMatchObject({
      amount_due: preview.amount_due,
      amount_paid: preview.amount_due,
      status: 'paid',
      billing_reason: 'subscription_update',
    });
    expect((await stripe.invoices.list({ customer, limit: 1 })).data[0]?.id).toBe(latest.id);
  });

  it('keeps prorations for the next renewal with create_prorations', async () => {
    const { customer } = await customerWithCard('pm_card_visa');
    const subscription = await stripe.subscriptions.create({ customer, items: [{ price: 'price_scout_agency_month' }] });
    const item = subscription.items.data[0];
    if (!item) throw new Error('no item');
    now += 15 * DAY_MS;
    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: 'price_scout_basic_month' }],
      proration_date: seconds(),
    });
    const next = await stripe.invoices.createPreview({ customer, subscription: subscription.id });
    // Half the period left: credit 99.50 €, charge 39.50 €, then a month of basic.
    expect(next.lines.data.map((line) => line.amount)).toEqual([-9950, 3950, 7900]);
    expect(next.amount_due).toBe(1900);
  });
});

describe('checkout', () => {
  it('pays on the hosted page, redirects to the success url with the session id, and completes the session', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'checkout@scout.test',
      client_reference_id: 'org_9',
      line_items: [{ price: 'price_scout_basic_month', quantity: 1 }],
      success_url: 'http://scout.test/checkout/return?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://scout.test/plans?checkout=canceled',
      allow_promotion_codes: true,
      metadata: { orgId: 'org_9' },
      subscription_data: { metadata: { orgId: 'org_9', plan: 'basic' } },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      url: `${fake.server.origin}/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);

    const page = await fetch(session.url ?? '');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<button type="submit" data-testid="fake-stripe-pay">Pay</button>');
    expect(html).toContain(`action="/checkout/${session.id}/pay"`);
    expect(html).toContain('€79.00');
    expect(html).toContain('href="http://scout.test/plans?checkout=canceled"');

    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://scout.test/checkout/return?session_id=${session.id}`);
    const again = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(again.headers.get('location')).toBe(`http://scout.test/checkout/return?session_id=${session.id}`);

    const complete = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(complete).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'org_9',
      metadata: { orgId: 'org_9' },
    });
    const subscription = complete.subscription;
    if (!subscription || typeof subscription === 'string') throw new Error('subscription was not expanded');
    expect(subscription).toMatchObject({ status: 'active', customer: complete.customer, metadata: { orgId: 'org_9', plan: 'basic' } });
    expect(subscription.items.data[0]?.price.id).toBe('price_scout_basic_month');
    expect((await stripe.subscriptions.list({ customer: String(complete.customer), status: 'all' })).data).toHaveLength(1);
    const customer = fake.customer(String(complete.customer));
    expect(customer?.email).toBe('checkout@scout.test');
    expect(customer?.invoice_settings.default_payment_method).toBe(subscription.default_payment_method);
    const completed = fake.events.filter((event) => event.type === 'checkout.session.completed');
    expect(completed.at(-1)?.data.object).toMatchObject({ id: session.id, subscription: subscription.id, status: 'complete' });
  });

  it('takes a promotion code entered on the hosted page', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_scout_basic_month', quantity: 1 }],
      success_url: 'http://scout.test/ok',
      allow_promotion_codes: true,
    });
    const wrong = await fetch(`${session.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ promotion_code: 'NOPE' }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('This code is invalid.');
    const paid = await fetch(`${session.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ promotion_code: 'welcome20' }),
    });
    expect(paid.status).toBe(303);
    const complete = await stripe.checkout.sessions.retrieve(session.id, { expand: ['invoice'] });
    expect(complete.invoice).toMatchObject({ amount_paid: 6320, subtotal: 7900, total: 6320 });
  });
});

describe('promotion codes and coupons', () => {
  it('finds a promotion code by its text and discounts the first invoice only', async () => {
    const codes = await stripe.promotionCodes.list({ code: 'WELCOME20', active: true, limit: 1 });
    const promotion = codes.data[0];
    expect(promotion).toMatchObject({ object: 'promotion_code', code: 'WELCOME20', active: true, promotion: { type: 'coupon' } });
    expect((await stripe.promotionCodes.list({ code: 'NOPE', active: true })).data).toEqual([]);
    const coupon = await stripe.coupons.retrieve(String(promotion?.promotion.coupon));
    expect(coupon).toMatchObject({ percent_off: 20, duration: 'once' });

    const { customer } = await customerWithCard('pm_card_visa');
    const subscription = await stripe.subscriptions.create({
      customer,
      items: [{ price: 'price_scout_basic_month' }],
      discounts: [{ promotion_code: promotion?.id ?? '' }],
      expand: ['latest_invoice'],
    });
    expect(subscription.latest_invoice).toMatchObject({
      subtotal: 7900,
      total: 6320,
      amount_paid: 6320,
      total_discount_amounts: [{ amount: 1580 }],
    });
    expect(subscription.discounts).toEqual([]);
    expect((await stripe.invoices.createPreview({ customer, subscription: subscription.id })).amount_due).toBe(7900);
  });

  it('serves the retention coupon and applies it to the next invoices', async () => {
    expect(await stripe.coupons.retrieve('scout_stay_offer')).toMatchObject({
      id: 'scout_stay_offer',
      percent_off: 30,
      duration: 'repeating',
      duration_in_months: 3,
    });
    const { customer } = await customerWithCard('pm_card_visa');
    const subscription = await stripe.subscriptions.create({ customer, items: [{ price: 'price_scout_basic_month' }] });
    const offered = await stripe.subscriptions.update(subscription.id, {
      discounts: [{ coupon: 'scout_stay_offer' }],
      expand: ['discounts'],
    });
    expect(offered.discounts).toEqual([
      expect.objectContaining({ object: 'discount', source: { type: 'coupon', coupon: 'scout_stay_offer' } }),
    ]);
    expect((await stripe.invoices.createPreview({ customer, subscription: subscription.id })).amount_due).toBe(5530);
  });
});

describe('events and webhooks', () => {
  it('signs events so that the library verifies them, and refuses another secret', async () => {
    const event = fake.events.at(-1);
    if (!event) throw new Error('no events');
    expect(event).toMatchObject({ id: expect.stringMatching(/^evt_/), object: 'event', livemode: false, api_version: Stripe.API_VERSION });
    const { payload, header } = fake.signed(event);
    const verified = stripe.webhooks.constructEvent(payload, header, FAKE_STRIPE_WEBHOOK_SECRET);
    expect(verified.id).toBe(event.id);
    expect(verified.type).toBe(event.type);
    const forged = fake.signed(event, { secret: 'whsec_not_the_secret' });
    expect(() => stripe.webhooks.constructEvent(forged.payload, forged.header, FAKE_STRIPE_WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const old = fake.signed(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => stripe.webhooks.constructEvent(old.payload, old.header, FAKE_STRIPE_WEBHOOK_SECRET, 300)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect((await stripe.events.retrieve(event.id)).type).toBe(event.type);
  });

  it('moves a subscription to past_due with a failed renewal, then back to active, then renews it', async () => {
    const { customer } = await customerWithCard('pm_card_visa');
    const subscription = await stripe.subscriptions.create({ customer, items: [{ price: 'price_scout_basic_month' }] });
    const firstEnd = subscription.items.data[0]?.current_period_end ?? 0;
    const before = fake.events.length;

    fake.advance(subscription.id, 'past_due');

    const pastDue = fake.events.slice(before);
    const failed = pastDue.find((event) => event.type === 'invoice.payment_failed');
    expect(failed?.data.object).toMatchObject({
      status: 'open',
      amount_due: 7900,
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const updated = pastDue.find((event) => event.type === 'customer.subscription.updated');
    expect(updated?.data.object).toMatchObject({ id: subscription.id, status: 'past_due' });
    expect(updated?.data.previous_attributes).toMatchObject({ status: 'active' });
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.current_period_start).toBe(firstEnd);

    fake.advance(subscription.id, 'active');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect((await stripe.invoices.list({ customer, limit: 1 })).data[0]).toMatchObject({ status: 'paid', amount_paid: 7900 });

    fake.advance(subscription.id, 'renewed');
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]?.current_period_end).toBe(firstEnd + 2 * 30 * 86_400);
    expect((await stripe.invoices.list({ customer })).data).toHaveLength(3);
  });

  it('delivers every event signed, in order, to a webhook url', async () => {
    const received: Array<{ type: string; verified: boolean }> = [];
    const endpoint = await startLoopbackServer((req, res) => {
      const event = JSON.parse(req.body) as Stripe.Event;
      const signature = String(req.headers['stripe-signature']);
      received.push({
        type: event.type,
        verified: stripe.webhooks.constructEvent(req.body, signature, FAKE_STRIPE_WEBHOOK_SECRET).id === event.id,
      });
      res.writeHead(200).end();
    });
    const delivering = await startFakeStripe({ webhookUrl: `${endpoint.origin}/api/v1/customer/stripe/webhook`, now: () => now });
    try {
      const client = new Stripe(FAKE_STRIPE_SECRET_KEY, {
        host: '127.0.0.1',
        port: delivering.server.port,
        protocol: 'http',
        maxNetworkRetries: 0,
      });
      const customer = await client.customers.create({ email: 'hook@scout.test' });
      await client.paymentMethods.attach('pm_card_visa', { customer: customer.id });
      await delivering.settled();
      expect(received).toEqual([
        { type: 'customer.created', verified: true },
        { type: 'payment_method.attached', verified: true },
      ]);
      expect(endpoint.requests.map((req) => [req.path, req.headers['content-type']])).toEqual([
        ['/api/v1/customer/stripe/webhook', 'application/json; charset=utf-8'],
        ['/api/v1/customer/stripe/webhook', 'application/json; charset=utf-8'],
      ]);
    } finally {
      await delivering.close();
      await endpoint.close();
    }
  });

  it('keeps working when the webhook url cannot be reached', async () => {
    const outcomes: unknown[] = [];
    const unreachable = await startFakeStripe({
      webhookUrl: 'http://127.0.0.1:9/webhook',
      onDelivery: (_, outcome) => outcomes.push(outcome),
    });
    try {
      const client = new Stripe(FAKE_STRIPE_SECRET_KEY, {
        host: '127.0.0.1',
        port: unreachable.server.port,
        protocol: 'http',
        maxNetworkRetries: 0,
      });
      expect((await client.customers.create({ email: 'lost@scout.test' })).email).toBe('lost@scout.test');
      await unreachable.settled();
      expect(outcomes).toEqual([{ error: expect.any(String) }]);
    } finally {
      await unreachable.close();
    }
  });
});

describe('errors', () => {
  it('answers a wrong key with StripeAuthenticationError', async () => {
    const wrong = new Stripe('sk_test_not_the_key', { host: '127.0.0.1', port: fake.server.port, protocol: 'http', maxNetworkRetries: 0 });
    const error: unknown = await wrong.customers.create({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' });
  });

  it('answers an unknown id with StripeInvalidRequestError resource_missing', async () => {
    const error: unknown = await stripe.subscriptions.retrieve('sub_unknown').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id', message: "No such subscription: 'sub_unknown'" });
    await expect(stripe.invoices.retrieve('in_unknown')).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
