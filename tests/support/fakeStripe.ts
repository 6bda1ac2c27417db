import { randomBytes } from 'node:crypto';
import qs from 'qs';
import Stripe from 'stripe';
import { DEFAULT_PLAN_CATALOGUE } from '@scout/contracts/billing/plans';
import { startLoopbackServer, type LoopbackServer, type SeenRequest } from './loopbackServer';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_scout_fake';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_scout_fake';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_scout_fake_secret';

export interface FakePrice {
  id: string;
  amountCents: number;
  /** In capitals, as Scout carries currencies (EUR); Stripe's objects carry it in lower case. */
  currency: string;
  interval: 'month' | 'year';
}

export interface FakeStripeOptions {
  /** Prices the fake knows; default: every price of DEFAULT_PLAN_CATALOGUE. */
  prices?: FakePrice[];
  /** Promotion codes customers may enter (each takes its percentage off the first invoice); default WELCOME20 (20 %). */
  promotionCodes?: Array<{ code: string; percentOff: number }>;
  /** Coupons by id (for retention offers): repeating for `durationInMonths`, else forever; default scout_stay_offer (30 %, 3 months). */
  coupons?: Array<{ id: string; percentOff: number; durationInMonths?: number }>;
  /** When set, each generated event is POSTed here signed, in order, one at a time. */
  webhookUrl?: string;
  /** Told of each webhook delivery: the HTTP status the endpoint answered, or why it could not be reached. */
  onDelivery?: (event: Stripe.Event, outcome: { status: number } | { error: string }) => void;
  /** The fake's clock in milliseconds (unix seconds come from it); default Date.now. */
  now?: () => number;
  /** The loopback port to listen on; default any free one. */
  port?: number;
}

export interface FakeStripe {
  server: LoopbackServer;
  /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL (the origin). */
  env: Record<string, string>;
  /** Every event the fake generated, oldest first. */
  events: Stripe.Event[];
  /** The event as Stripe would deliver it: its JSON payload and a valid `Stripe-Signature` header (now, unless `timestamp`). */
  signed(event: Stripe.Event, options?: { secret?: string; timestamp?: number }): { payload: string; header: string };
  /** Completes the 3-D Secure step of a payment intent in `requires_action`: the intent succeeds, its invoice is paid, its subscription becomes active. */
  authenticate(paymentIntentId: string): void;
  /** Moves a subscription as Stripe's own lifecycle would, generating the events Stripe sends. */
  advance(subscriptionId: string, to: 'past_due' | 'active' | 'canceled' | 'renewed'): void;
  subscription(id: string): Stripe.Subscription | undefined;
  customer(id: string): Stripe.Customer | undefined;
  /**
   * The next `times` API calls of `method` on `path` (`POST /v1/subscriptions`) fail with a 500 before
   * running, as in an outage; `Stripe-Should-Retry: false` keeps the library from retrying them.
   */
  failNext(method: string, path: string, times?: number): void;
  /**
   * The next `times` API calls of `method` on `path` run (a create happens) but are answered only
   * after `delayMs`, as when Stripe is slow: a client that gave up never learns the outcome.
   */
  answerLateNext(method: string, path: string, delayMs: number, times?: number): void;
  /** Resolves once every event generated so far was delivered to `webhookUrl` (or failed to be). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const DAY = 86_400;
const PERIOD_SECONDS: Record<FakePrice['interval'], number> = { month: 30 * DAY, year: 365 * DAY };
/** Stripe retries a failed renewal payment (Smart Retries) a few days later. */
const RETRY_SECONDS = 3 * DAY;
const CHECKOUT_SESSION_SECONDS = DAY;
const PAYMENT_DESCRIPTIONS: Partial<Record<string, string>> = {
  subscription_create: 'Subscription creation',
  subscription_update: 'Subscription update',
};

type CardBehaviour = 'succeeds' | 'requires_authentication' | 'declines';
interface TestCard {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
  fingerprint: string;
}
/** Stripe's test payment-method tokens; attaching one makes a new `pm_…` that behaves the same. */
const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeeds', fingerprint: 'ScoutFakeVisa4242' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'requires_authentication', fingerprint: 'ScoutFakeVisa3184' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declines', fingerprint: 'ScoutFakeVisa0002' },
};

// ---------------------------------------------------------------------------------------------
// What the fake remembers. Stripe's objects are rendered from these records on every read, so an
// answer, an event and `subscription(id)` always show the state as it is at that moment.
// ---------------------------------------------------------------------------------------------

interface CustomerRecord {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
  defaultPaymentMethod: string | null;
  /** Stripe's sign: negative is credit the customer has (from a downgrade), used on the next invoices. */
  balance: number;
  invoicePrefix: string;
  invoiceSequence: number;
}

interface PaymentMethodRecord {
  id: string;
  created: number;
  customer: string | null;
  card: TestCard;
}

interface CouponRecord {
  id: string;
  created: number;
  percentOff: number;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
}

interface PromotionCodeRecord {
  id: string;
  created: number;
  code: string;
  coupon: string;
}

interface DiscountRecord {
  id: string;
  coupon: string;
  promotionCode: string | null;
  customer: string;
  subscription: string | null;
  checkoutSession: string | null;
  start: number;
  end: number | null;
}

/** A coupon, or a promotion code and its coupon, to discount a subscription with. */
interface DiscountChoice {
  coupon: string;
  promotionCode: string | null;
}

interface LineRecord {
  id: string;
  amount: number;
  description: string;
  price: string;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
  /** Prorations are invoice items at Stripe (`ii_…`); the plan's own line is not. */
  invoiceItem: string | null;
  discounts: Array<{ discount: string; amount: number }>;
}

interface InvoiceRecord {
  id: string;
  number: string | null;
  customer: string;
  subscription: string | null;
  currency: string;
  status: Stripe.Invoice.Status;
  created: number;
  periodStart: number;
  periodEnd: number;
  billingReason: Stripe.Invoice.BillingReason;
  lines: LineRecord[];
  discounts: string[];
  startingBalance: number;
  amountPaid: number;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  finalizedAt: number | null;
  paidAt: number | null;
  paymentIntent: string | null;
  prorationDate: number | null;
}

interface PaymentIntentRecord {
  id: string;
  created: number;
  amount: number;
  currency: string;
  customer: string;
  paymentMethod: string | null;
  status: Stripe.PaymentIntent.Status;
  clientSecret: string;
  invoice: string;
  description: string;
  lastError: Stripe.PaymentIntent.LastPaymentError | null;
}

interface SubscriptionRecord {
  id: string;
  created: number;
  customer: string;
  status: Stripe.Subscription.Status;
  item: string;
  itemCreated: number;
  price: string;
  periodStart: number;
  periodEnd: number;
  billingCycleAnchor: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: Stripe.Subscription.CancellationDetails.Reason | null;
  defaultPaymentMethod: string | null;
  metadata: Stripe.Metadata;
  discounts: string[];
  latestInvoice: string | null;
  /** Prorations waiting for the next renewal invoice (`proration_behavior=create_prorations`). */
  pendingLines: LineRecord[];
}

interface CheckoutSessionRecord {
  id: string;
  created: number;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  price: string;
  successUrl: string;
  cancelUrl: string | null;
  metadata: Stripe.Metadata;
  subscriptionMetadata: Stripe.Metadata;
  allowPromotionCodes: boolean;
  discounts: DiscountChoice[];
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  invoice: string | null;
}

// ---------------------------------------------------------------------------------------------
// Errors as Stripe answers them (stripe-node turns them into its typed errors by status and type).
// ---------------------------------------------------------------------------------------------

interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }
}

const invalidRequest = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });
const missingParam = (param: string) => invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
/** A path id is 404; an id given as a parameter that names nothing is 400, as at Stripe. */
const noSuch = (kind: string, id: string, param: string, status: 400 | 404 = 400) =>
  new ApiError(status, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });
const cardDeclined = () =>
  new ApiError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
const authenticationRequired = () =>
  new ApiError(402, {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  });

// ---------------------------------------------------------------------------------------------
// Parameters: stripe-node sends form bodies and query strings in bracket notation; qs parses both.
// ---------------------------------------------------------------------------------------------

type Params = qs.ParsedQs;
const parseParams = (text: string): Params => qs.parse(text, { depth: 10, arrayLimit: 100 });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(params: Params, key: string, name = key): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, name);
  return value;
}

function requiredText(params: Params, key: string, name = key): string {
  const value = text(params, key, name);
  if (!value) throw missingParam(name);
  return value;
}

function flag(params: Params, key: string): boolean | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, key);
  return value === 'true';
}

function integer(params: Params, key: string, name = key): number | undefined {
  const value = text(params, key, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, name, 'parameter_invalid_integer');
  return Number(value);
}

function nested(params: Params, key: string): Params | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (!isRecord(value)) throw invalidRequest(`Invalid object: ${key}`, key);
  return value as Params;
}

/** `items[0][price]=…` as a list of objects (qs gives an array, or an object keyed by index past its array limit). */
function entries(params: Params, key: string): Params[] {
  const value = params[key];
  if (value === undefined || value === '') return [];
  const list: unknown[] = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];
  return list.map((entry) => {
    if (!isRecord(entry)) throw invalidRequest(`Invalid array: ${key}`, key);
    return entry as Params;
  });
}

/** Metadata to set: `undefined` when not given, `null` to clear all (an empty string), else the keys (an empty value unsets one key). */
function metadataParam(params: Params, key = 'metadata'): Stripe.Metadata | null | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (value === '') return null;
  if (!isRecord(value)) throw invalidRequest('Invalid metadata', key);
  const metadata: Stripe.Metadata = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidRequest(`Invalid metadata value for ${name}`, `${key}[${name}]`);
    metadata[name] = entry;
  }
  return metadata;
}

function mergedMetadata(current: Stripe.Metadata, change: Stripe.Metadata | null | undefined): Stripe.Metadata {
  if (change === undefined) return current;
  if (change === null) return {};
  const merged = { ...current, ...change };
  for (const [name, value] of Object.entries(change)) if (value === '') delete merged[name];
  return merged;
}

function expandPaths(params: Params): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  const list: unknown[] = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];
  return list.map((path) => {
    if (typeof path !== 'string') throw invalidRequest('Invalid expand', 'expand');
    return path;
  });
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number, alphabet = ALPHANUMERIC) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
const newId = (prefix: string) => `${prefix}_${randomText(14)}`;

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The product a price belongs to, named after the price id (`price_scout_basic_month` → Scout Basic). */
function productOf(price: FakePrice): { id: string; name: string } {
  const stem = price.id.replace(/^price_/, '').replace(/_(month|year)$/, '');
  const name = stem
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return { id: `prod_${stem}`, name: name || price.id };
}

/** Top-level fields whose value changed, with their value before (an update event's `previous_attributes`). */
function previousAttributes<T extends object>(before: T, after: T): Partial<T> {
  const previous: Partial<T> = {};
  for (const key of Object.keys(before) as Array<keyof T>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}

const list = <T>(data: T[], url: string, hasMore = false): Stripe.ApiList<T> => ({ object: 'list', data, has_more: hasMore, url });

type EventType = Stripe.Event['type'];
type EventOf<T extends EventType> = Extract<Stripe.Event, { type: T }>;

/** Who caused an event: the API request (its id and idempotency key), or nobody (Stripe's own lifecycle, a hosted page). */
type EventRequest = Stripe.Event.Request | null;

// ---------------------------------------------------------------------------------------------
// The model: Stripe's objects and rules for subscriptions, invoices and payments.
// ---------------------------------------------------------------------------------------------

class FakeStripeModel {
  readonly customers = new Map<string, CustomerRecord>();
  readonly paymentMethods = new Map<string, PaymentMethodRecord>();
  readonly prices = new Map<string, FakePrice>();
  readonly coupons = new Map<string, CouponRecord>();
  readonly promotionCodes = new Map<string, PromotionCodeRecord>();
  readonly discounts = new Map<string, DiscountRecord>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly invoices = new Map<string, InvoiceRecord>();
  readonly paymentIntents = new Map<string, PaymentIntentRecord>();
  readonly sessions = new Map<string, CheckoutSessionRecord>();
  readonly events: Stripe.Event[] = [];
  /** The request being answered, for the events it causes. */
  request: EventRequest = null;
  private readonly startedAt: number;
  private readonly pendingWebhooks: number;

  constructor(
    readonly origin: string,
    private readonly clock: () => number,
    private readonly onEvent: (event: Stripe.Event) => void,
    options: Required<Pick<FakeStripeOptions, 'prices' | 'promotionCodes' | 'coupons'>> & { webhooks: boolean },
  ) {
    this.startedAt = this.now();
    this.pendingWebhooks = options.webhooks ? 1 : 0;
    for (const price of options.prices) this.prices.set(price.id, price);
    for (const coupon of options.coupons) {
      const duration = coupon.durationInMonths === undefined ? 'forever' : 'repeating';
      this.coupons.set(coupon.id, {
        id: coupon.id,
        created: this.startedAt,
        percentOff: coupon.percentOff,
        duration,
        durationInMonths: coupon.durationInMonths ?? null,
      });
    }
    for (const promotion of options.promotionCodes) {
      const coupon: CouponRecord = {
        id: newId('coupon'),
        created: this.startedAt,
        percentOff: promotion.percentOff,
        duration: 'once',
        durationInMonths: null,
      };
      this.coupons.set(coupon.id, coupon);
      const id = newId('promo');
      this.promotionCodes.set(id, { id, created: this.startedAt, code: promotion.code, coupon: coupon.id });
    }
  }

  now(): number {
    return Math.floor(this.clock() / 1000);
  }

  emit<T extends EventType>(type: T, object: EventOf<T>['data']['object'], previous?: EventOf<T>['data']['previous_attributes']): void {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: previous && Object.keys(previous).length > 0 ? { object, previous_attributes: previous } : { object },
      livemode: false,
      pending_webhooks: this.pendingWebhooks,
      request: this.request,
      type,
    } as EventOf<T>;
    this.events.push(event);
    this.onEvent(event);
  }

  // --- lookups ----------------------------------------------------------------------------------

  customerRecord(id: string, param = 'customer', status: 400 | 404 = 400): CustomerRecord {
    const customer = this.customers.get(id);
    if (!customer) throw noSuch('customer', id, param, status);
    return customer;
  }

  priceRecord(id: string, param: string): FakePrice {
    const price = this.prices.get(id);
    if (!price) throw noSuch('price', id, param);
    return price;
  }

  subscriptionRecord(id: string, param = 'subscription', status: 400 | 404 = 400): SubscriptionRecord {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw noSuch('subscription', id, param, status);
    return subscription;
  }

  paymentMethodOf(customer: CustomerRecord, id: string, param: string): PaymentMethodRecord {
    const method = this.paymentMethods.get(id);
    if (!method) throw noSuch('PaymentMethod', id, param);
    if (method.customer !== customer.id)
      throw invalidRequest(`The PaymentMethod ${id} does not belong to the Customer ${customer.id}.`, param);
    return method;
  }

  /** The payment method a subscription is charged with: its own default, else its customer's. */
  chargedMethod(subscription: SubscriptionRecord): PaymentMethodRecord | null {
    const id = subscription.defaultPaymentMethod ?? this.customers.get(subscription.customer)?.defaultPaymentMethod ?? null;
    return id ? (this.paymentMethods.get(id) ?? null) : null;
  }

  // --- customers and payment methods ----------------------------------------------------------

  createCustomer(input: {
    email: string | null;
    name: string | null;
    description: string | null;
    metadata: Stripe.Metadata;
  }): CustomerRecord {
    const customer: CustomerRecord = {
      id: newId('cus'),
      created: this.now(),
      ...input,
      defaultPaymentMethod: null,
      balance: 0,
      invoicePrefix: randomText(8, 'ABCDEF0123456789'),
      invoiceSequence: 1,
    };
    this.customers.set(customer.id, customer);
    this.emit('customer.created', this.renderCustomer(customer));
    return customer;
  }

  updateCustomer(
    customer: CustomerRecord,
    change: Partial<Pick<CustomerRecord, 'email' | 'name' | 'description' | 'metadata' | 'defaultPaymentMethod'>>,
  ): void {
    const before = this.renderCustomer(customer);
    Object.assign(customer, change);
    const after = this.renderCustomer(customer);
    const previous = previousAttributes(before, after);
    if (Object.keys(previous).length > 0) this.emit('customer.updated', after, previous);
  }

  attachTestCard(token: string, customer: CustomerRecord): PaymentMethodRecord {
    const card = Object.hasOwn(TEST_CARDS, token) ? TEST_CARDS[token] : undefined;
    if (!card) throw noSuch('PaymentMethod', token, 'payment_method', 404);
    const method: PaymentMethodRecord = { id: newId('pm'), created: this.now(), customer: customer.id, card };
    this.paymentMethods.set(method.id, method);
    this.emit('payment_method.attached', this.renderPaymentMethod(method));
    return method;
  }

  // --- discounts ------------------------------------------------------------------------------

  couponChoice(id: string, param: string): DiscountChoice {
    if (!this.coupons.has(id)) throw noSuch('coupon', id, param);
    return { coupon: id, promotionCode: null };
  }

  promotionChoice(id: string, param: string): DiscountChoice {
    const promotion = this.promotionCodes.get(id);
    if (!promotion) throw noSuch('promotion code', id, param);
    return { coupon: promotion.coupon, promotionCode: promotion.id };
  }

  promotionByCode(code: string): PromotionCodeRecord | undefined {
    return [...this.promotionCodes.values()].find((promotion) => promotion.code.toLowerCase() === code.toLowerCase());
  }

  createDiscount(
    choice: DiscountChoice,
    customer: string,
    subscription: string | null,
    checkoutSession: string | null = null,
  ): DiscountRecord {
    const coupon = this.coupons.get(choice.coupon);
    const start = this.now();
    const end =
      coupon?.duration === 'repeating' && coupon.durationInMonths !== null ? start + coupon.durationInMonths * PERIOD_SECONDS.month : null;
    const discount: DiscountRecord = {
      id: newId('di'),
      coupon: choice.coupon,
      promotionCode: choice.promotionCode,
      customer,
      subscription,
      checkoutSession,
      start,
      end,
    };
    this.discounts.set(discount.id, discount);
    return discount;
  }

  /** The discounts of a subscription that still apply to an invoice made at `at`. */
  activeDiscounts(subscription: SubscriptionRecord | null, at: number): DiscountRecord[] {
    if (!subscription) return [];
    return subscription.discounts.flatMap((id) => {
      const discount = this.discounts.get(id);
      return discount && (discount.end === null || discount.end > at) ? [discount] : [];
    });
  }

  /** A once-only coupon is used up by the first invoice it discounts. */
  useUpDiscounts(subscription: SubscriptionRecord, invoice: InvoiceRecord): void {
    subscription.discounts = subscription.discounts.filter((id) => {
      const discount = this.discounts.get(id);
      const once = discount ? this.coupons.get(discount.coupon)?.duration === 'once' : false;
      return !(once && invoice.discounts.includes(id));
    });
  }

  // --- invoices -------------------------------------------------------------------------------

  line(price: FakePrice, amount: number, description: string, periodStart: number, periodEnd: number, proration: boolean): LineRecord {
    return {
      id: newId('il'),
      amount,
      description,
      price: price.id,
      periodStart,
      periodEnd,
      proration,
      invoiceItem: proration ? newId('ii') : null,
      discounts: [],
    };
  }

  planLine(price: FakePrice, periodStart: number): LineRecord {
    const { name } = productOf(price);
    const description = `1 × ${name} (at ${money(price.amountCents, price.currency)} / ${price.interval})`;
    return this.line(price, price.amountCents, description, periodStart, periodStart + PERIOD_SECONDS[price.interval], false);
  }

  /**
   * An invoice not yet saved (a preview, or one about to be finalized). Each discount takes its
   * percentage off every charged line (credits are not discounted: a discount never raises what is due).
   */
  draftInvoice(input: {
    customer: CustomerRecord;
    subscription: SubscriptionRecord | null;
    currency: string;
    lines: LineRecord[];
    discounts: DiscountRecord[];
    billingReason: Stripe.Invoice.BillingReason;
    created: number;
    periodStart: number;
    periodEnd: number;
    prorationDate?: number;
    id?: string;
  }): InvoiceRecord {
    const lines = input.lines.map((line) => ({
      ...line,
      discounts: input.discounts.map((discount) => ({
        discount: discount.id,
        amount: line.amount > 0 ? Math.round((line.amount * (this.coupons.get(discount.coupon)?.percentOff ?? 0)) / 100) : 0,
      })),
    }));
    return {
      id: input.id ?? newId('in'),
      number: null,
      customer: input.customer.id,
      subscription: input.subscription?.id ?? null,
      currency: input.currency.toLowerCase(),
      status: 'draft',
      created: input.created,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      billingReason: input.billingReason,
      lines,
      discounts: input.discounts.map((discount) => discount.id),
      startingBalance: input.customer.balance,
      amountPaid: 0,
      attemptCount: 0,
      nextPaymentAttempt: null,
      finalizedAt: null,
      paidAt: null,
      paymentIntent: null,
      prorationDate: input.prorationDate ?? null,
    };
  }

  totals(invoice: InvoiceRecord) {
    const subtotal = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
    const discount = invoice.lines.reduce((sum, line) => sum + line.discounts.reduce((s, d) => s + d.amount, 0), 0);
    const total = subtotal - discount;
    const owed = total + invoice.startingBalance;
    return { subtotal, discount, total, amountDue: Math.max(0, owed), endingBalance: Math.min(0, owed) };
  }

  /** Saves and finalizes a draft: it gets its number, the customer's balance is applied, and a payment intent waits for the amount due. */
  finalizeInvoice(draft: InvoiceRecord, subscription: SubscriptionRecord | null): InvoiceRecord {
    const customer = this.customerRecord(draft.customer);
    const invoice: InvoiceRecord = {
      ...draft,
      number: `${customer.invoicePrefix}-${String(customer.invoiceSequence).padStart(4, '0')}`,
      status: 'open',
      finalizedAt: this.now(),
    };
    customer.invoiceSequence += 1;
    const { amountDue, endingBalance } = this.totals(invoice);
    customer.balance = endingBalance;
    this.invoices.set(invoice.id, invoice);
    if (subscription) {
      subscription.latestInvoice = invoice.id;
      this.useUpDiscounts(subscription, invoice);
    }
    if (amountDue > 0) invoice.paymentIntent = this.createPaymentIntent(invoice, amountDue, subscription).id;
    const rendered = this.renderInvoice(invoice);
    this.emit('invoice.created', rendered);
    this.emit('invoice.finalized', rendered);
    if (amountDue === 0) this.markPaid(invoice);
    return invoice;
  }

  createPaymentIntent(invoice: InvoiceRecord, amount: number, subscription: SubscriptionRecord | null): PaymentIntentRecord {
    const id = newId('pi');
    const intent: PaymentIntentRecord = {
      id,
      created: this.now(),
      amount,
      currency: invoice.currency,
      customer: invoice.customer,
      paymentMethod: subscription ? (this.chargedMethod(subscription)?.id ?? null) : null,
      status: 'requires_payment_method',
      clientSecret: `${id}_secret_${randomText(24)}`,
      invoice: invoice.id,
      description: PAYMENT_DESCRIPTIONS[invoice.billingReason] ?? 'Subscription renewal',
      lastError: null,
    };
    this.paymentIntents.set(id, intent);
    return intent;
  }

  markPaid(invoice: InvoiceRecord): void {
    invoice.status = 'paid';
    invoice.amountPaid = this.totals(invoice).amountDue;
    invoice.paidAt = this.now();
    invoice.nextPaymentAttempt = null;
    const rendered = this.renderInvoice(invoice);
    this.emit('invoice.paid', rendered);
    this.emit('invoice.payment_succeeded', rendered);
  }

  /**
   * Tries to pay an open invoice with a card, as Stripe charges a subscription's invoice: the card's
   * test behaviour decides, unless the lifecycle forces an outcome (`advance`).
   */
  collect(invoice: InvoiceRecord, method: PaymentMethodRecord | null, forced?: CardBehaviour): 'paid' | 'requires_action' | 'failed' {
    const intent = invoice.paymentIntent ? this.paymentIntents.get(invoice.paymentIntent) : undefined;
    if (invoice.status === 'paid' || !intent) return 'paid';
    const behaviour = forced ?? method?.card.behaviour;
    if (!behaviour) return 'failed';
    intent.paymentMethod = method?.id ?? intent.paymentMethod;
    invoice.attemptCount += 1;
    if (behaviour === 'succeeds') {
      intent.status = 'succeeded';
      intent.lastError = null;
      this.emit('payment_intent.succeeded', this.renderPaymentIntent(intent));
      this.markPaid(invoice);
      return 'paid';
    }
    if (behaviour === 'requires_authentication') {
      intent.status = 'requires_action';
      this.emit('payment_intent.requires_action', this.renderPaymentIntent(intent));
      this.emit('invoice.payment_action_required', this.renderInvoice(invoice));
      return 'requires_action';
    }
    intent.status = 'requires_payment_method';
    intent.lastError = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      ...(method ? { payment_method: this.renderPaymentMethod(method) } : {}),
    };
    invoice.nextPaymentAttempt = invoice.billingReason === 'subscription_cycle' ? this.now() + RETRY_SECONDS : null;
    this.emit('payment_intent.payment_failed', this.renderPaymentIntent(intent));
    this.emit('invoice.payment_failed', this.renderInvoice(invoice));
    return 'failed';
  }

  // --- subscriptions --------------------------------------------------------------------------

  /** Refuses with 402 (and changes nothing) when an invoice of `amountDue` could not be paid at once by `method`. */
  assertPayableAtOnce(amountDue: number, method: PaymentMethodRecord | null): void {
    if (amountDue === 0) return;
    if (!method) throw invalidRequest('This customer has no attached payment source or default payment method.', 'default_payment_method');
    if (method.card.behaviour === 'requires_authentication') throw authenticationRequired();
    if (method.card.behaviour === 'declines') throw cardDeclined();
  }

  /** `defaultPaymentMethod` is the subscription's own; without one, Stripe charges the customer's default. */
  createSubscription(input: {
    customer: CustomerRecord;
    price: FakePrice;
    defaultPaymentMethod: PaymentMethodRecord | null;
    paymentBehavior: 'allow_incomplete' | 'error_if_incomplete' | 'default_incomplete';
    metadata: Stripe.Metadata;
    discounts: DiscountChoice[];
  }): SubscriptionRecord {
    const start = this.now();
    const id = newId('sub');
    const subscription: SubscriptionRecord = {
      id,
      created: start,
      customer: input.customer.id,
      status: 'incomplete',
      item: newId('si'),
      itemCreated: start,
      price: input.price.id,
      periodStart: start,
      periodEnd: start + PERIOD_SECONDS[input.price.interval],
      billingCycleAnchor: start,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      cancellationReason: null,
      defaultPaymentMethod: input.defaultPaymentMethod?.id ?? null,
      metadata: input.metadata,
      discounts: [],
      latestInvoice: null,
      pendingLines: [],
    };
    const draft = (discounts: DiscountRecord[]) =>
      this.draftInvoice({
        customer: input.customer,
        subscription,
        currency: input.price.currency,
        lines: [this.planLine(input.price, start)],
        discounts,
        billingReason: 'subscription_create',
        created: start,
        periodStart: start,
        periodEnd: start,
      });
    if (input.paymentBehavior === 'error_if_incomplete') {
      const probe = draft(input.discounts.map((choice) => this.createProbeDiscount(choice, input.customer.id)));
      this.assertPayableAtOnce(this.totals(probe).amountDue, this.chargedMethod(subscription));
    }
    subscription.discounts = input.discounts.map((choice) => this.createDiscount(choice, input.customer.id, id).id);
    this.subscriptions.set(id, subscription);
    const invoice = this.finalizeInvoice(draft(this.activeDiscounts(subscription, start)), subscription);
    const outcome =
      input.paymentBehavior === 'default_incomplete'
        ? invoice.status === 'paid'
          ? 'paid'
          : 'pending'
        : this.collect(invoice, this.chargedMethod(subscription));
    subscription.status = outcome === 'paid' ? 'active' : 'incomplete';
    this.emit('customer.subscription.created', this.renderSubscription(subscription));
    return subscription;
  }

  /** A discount as it would be, without keeping it (to price an invoice before anything is created). */
  createProbeDiscount(choice: DiscountChoice, customer: string): DiscountRecord {
    const { coupon, promotionCode } = choice;
    return { id: 'di_probe', coupon, promotionCode, customer, subscription: null, checkoutSession: null, start: this.now(), end: null };
  }

  /**
   * Switching a subscription's price at `prorationDate`: a credit for the unused time of the old price
   * and a charge for the remaining time of the new one. A new interval starts a new period at once
   * and charges it in full (as Stripe does), with the credit for the old one.
   */
  planChange(subscription: SubscriptionRecord, price: FakePrice, prorationDate: number, behaviour: ProrationBehaviour): PlanChange {
    const old = this.priceRecord(subscription.price, 'items[0][price]');
    const periodSeconds = subscription.periodEnd - subscription.periodStart;
    const remaining = Math.min(periodSeconds, Math.max(0, subscription.periodEnd - prorationDate));
    const prorated = (amount: number) => Math.round((amount * remaining) / periodSeconds);
    const when = day(prorationDate);
    const credit = this.line(
      old,
      -prorated(old.amountCents),
      `Unused time on ${productOf(old).name} after ${when}`,
      prorationDate,
      subscription.periodEnd,
      true,
    );
    const prorations = behaviour === 'none' ? [] : [credit];
    if (price.interval !== old.interval) {
      const start = this.now();
      return {
        lines: [...prorations, this.planLine(price, start)],
        immediate: true,
        newPeriod: { start, end: start + PERIOD_SECONDS[price.interval] },
      };
    }
    const charge = this.line(
      price,
      prorated(price.amountCents),
      `Remaining time on ${productOf(price).name} after ${when}`,
      prorationDate,
      subscription.periodEnd,
      true,
    );
    return { lines: behaviour === 'none' ? [] : [credit, charge], immediate: behaviour === 'always_invoice', newPeriod: null };
  }

  /** The invoice that renews a subscription at the end of its period: waiting prorations and the next period of its price. */
  renewalDraft(
    subscription: SubscriptionRecord,
    price: FakePrice,
    extraLines: LineRecord[] = [],
    period = { start: subscription.periodStart, end: subscription.periodEnd },
  ): InvoiceRecord {
    return this.draftInvoice({
      customer: this.customerRecord(subscription.customer),
      subscription,
      currency: price.currency,
      lines: [...subscription.pendingLines, ...extraLines, this.planLine(price, period.end)],
      discounts: this.activeDiscounts(subscription, period.end),
      billingReason: 'subscription_cycle',
      created: period.end,
      periodStart: period.start,
      periodEnd: period.end,
    });
  }

  /** The invoice a plan change makes at once (`always_invoice`, or a new interval). */
  updateDraft(subscription: SubscriptionRecord, price: FakePrice, lines: LineRecord[], prorationDate?: number, id?: string): InvoiceRecord {
    const now = this.now();
    return this.draftInvoice({
      id,
      customer: this.customerRecord(subscription.customer),
      subscription,
      currency: price.currency,
      lines,
      discounts: this.activeDiscounts(subscription, now),
      billingReason: 'subscription_update',
      created: now,
      periodStart: now,
      periodEnd: now,
      prorationDate,
    });
  }

  /** Starts the next period with its invoice, whose payment has the outcome the lifecycle asks for. */
  renew(subscription: SubscriptionRecord, forced: CardBehaviour): void {
    const price = this.priceRecord(subscription.price, 'price');
    const draft = this.renewalDraft(subscription, price);
    subscription.pendingLines = [];
    subscription.periodStart = subscription.periodEnd;
    subscription.periodEnd = subscription.periodStart + PERIOD_SECONDS[price.interval];
    draft.created = this.now();
    const invoice = this.finalizeInvoice(draft, subscription);
    const outcome = this.collect(invoice, this.chargedMethod(subscription), forced);
    subscription.status = outcome === 'paid' ? 'active' : 'past_due';
  }

  /** After an invoice is paid: a subscription waiting for it is active again once nothing of it is left open. */
  settleSubscription(subscription: SubscriptionRecord): void {
    const open = [...this.invoices.values()].some((invoice) => invoice.subscription === subscription.id && invoice.status === 'open');
    if (!open && ['incomplete', 'past_due', 'unpaid'].includes(subscription.status)) subscription.status = 'active';
  }

  updateSubscription(subscription: SubscriptionRecord, change: SubscriptionChange): void {
    if (subscription.status === 'canceled')
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
    const before = this.renderSubscription(subscription);
    const { price } = change;
    const plan = price ? this.planChange(subscription, price, change.prorationDate ?? this.now(), change.prorationBehaviour) : null;
    const method = change.defaultPaymentMethod !== undefined ? change.defaultPaymentMethod : this.chargedMethod(subscription);
    if (price && plan?.immediate && change.paymentBehavior === 'error_if_incomplete') {
      this.assertPayableAtOnce(this.totals(this.updateDraft(subscription, price, plan.lines)).amountDue, method);
    }
    if (change.metadata !== undefined) subscription.metadata = mergedMetadata(subscription.metadata, change.metadata);
    if (change.defaultPaymentMethod !== undefined) subscription.defaultPaymentMethod = change.defaultPaymentMethod?.id ?? null;
    if (change.discounts)
      subscription.discounts = change.discounts.map((choice) => this.createDiscount(choice, subscription.customer, subscription.id).id);
    if (change.cancelAtPeriodEnd !== undefined) this.setCancelAtPeriodEnd(subscription, change.cancelAtPeriodEnd);
    if (price && plan) this.applyPlanChange(subscription, price, plan, change.prorationDate);
    const after = this.renderSubscription(subscription);
    const previous = previousAttributes(before, after);
    if (Object.keys(previous).length > 0) this.emit('customer.subscription.updated', after, previous);
  }

  setCancelAtPeriodEnd(subscription: SubscriptionRecord, cancel: boolean): void {
    subscription.cancelAtPeriodEnd = cancel;
    subscription.canceledAt = cancel ? this.now() : null;
    subscription.cancellationReason = cancel ? 'cancellation_requested' : null;
  }

  applyPlanChange(subscription: SubscriptionRecord, price: FakePrice, plan: PlanChange, prorationDate: number | undefined): void {
    subscription.price = price.id;
    if (plan.newPeriod) {
      subscription.periodStart = plan.newPeriod.start;
      subscription.periodEnd = plan.newPeriod.end;
      subscription.billingCycleAnchor = plan.newPeriod.start;
    }
    if (!plan.immediate) {
      subscription.pendingLines.push(...plan.lines);
      return;
    }
    const invoice = this.finalizeInvoice(this.updateDraft(subscription, price, plan.lines, prorationDate ?? this.now()), subscription);
    const outcome = this.collect(invoice, this.chargedMethod(subscription));
    if (outcome !== 'paid') subscription.status = 'past_due';
  }

  cancelSubscription(subscription: SubscriptionRecord, reason: Stripe.Subscription.CancellationDetails.Reason, endedAt = this.now()): void {
    subscription.status = 'canceled';
    subscription.canceledAt = subscription.canceledAt ?? this.now();
    subscription.endedAt = endedAt;
    subscription.cancellationReason = subscription.cancellationReason ?? reason;
    this.emit('customer.subscription.deleted', this.renderSubscription(subscription));
  }

  /** Stripe's own lifecycle moving a subscription on (a renewal, a failed one, a recovery, the end). */
  advance(subscription: SubscriptionRecord, to: 'past_due' | 'active' | 'canceled' | 'renewed'): void {
    if (subscription.status === 'canceled') throw new Error(`Subscription ${subscription.id} is canceled; it does not move any more`);
    const before = this.renderSubscription(subscription);
    if (to === 'canceled') {
      // A subscription set to cancel ends with its period; any other is ended by Stripe after failed payments.
      const ending = subscription.cancelAtPeriodEnd ? subscription.periodEnd : this.now();
      this.cancelSubscription(subscription, subscription.cancelAtPeriodEnd ? 'cancellation_requested' : 'payment_failed', ending);
      return;
    }
    if (to === 'renewed' && subscription.cancelAtPeriodEnd)
      throw new Error(`Subscription ${subscription.id} cancels at its period end: advance it to 'canceled'`);
    if (to === 'renewed' || to === 'past_due') this.renew(subscription, to === 'renewed' ? 'succeeds' : 'declines');
    if (to === 'active') this.payOpenInvoices(subscription);
    const after = this.renderSubscription(subscription);
    const previous = previousAttributes(before, after);
    if (Object.keys(previous).length > 0) this.emit('customer.subscription.updated', after, previous);
  }

  payOpenInvoices(subscription: SubscriptionRecord): void {
    const method = this.chargedMethod(subscription);
    for (const invoice of this.invoices.values()) {
      if (invoice.subscription === subscription.id && invoice.status === 'open') this.collect(invoice, method, 'succeeds');
    }
    subscription.status = 'active';
  }

  authenticate(intent: PaymentIntentRecord): void {
    if (intent.status !== 'requires_action') throw new Error(`Payment intent ${intent.id} is ${intent.status}, not requires_action`);
    const invoice = this.invoices.get(intent.invoice);
    const subscription = invoice?.subscription ? this.subscriptions.get(invoice.subscription) : undefined;
    const before = subscription ? this.renderSubscription(subscription) : null;
    intent.status = 'succeeded';
    this.emit('payment_intent.succeeded', this.renderPaymentIntent(intent));
    if (invoice) this.markPaid(invoice);
    if (!subscription || !before) return;
    this.settleSubscription(subscription);
    const after = this.renderSubscription(subscription);
    const previous = previousAttributes(before, after);
    if (Object.keys(previous).length > 0) this.emit('customer.subscription.updated', after, previous);
  }

  // --- checkout -------------------------------------------------------------------------------

  /** The customer paid on the hosted page: a customer and a card if needed, the subscription, the session complete. */
  completeCheckout(session: CheckoutSessionRecord, promotionCode: PromotionCodeRecord | null): void {
    if (session.status === 'complete') return;
    const customer = session.customer
      ? this.customerRecord(session.customer)
      : this.createCustomer({ email: session.customerEmail, name: null, description: null, metadata: {} });
    const method = this.attachTestCard('pm_card_visa', customer);
    this.updateCustomer(customer, { defaultPaymentMethod: method.id });
    const discounts = promotionCode ? [{ coupon: promotionCode.coupon, promotionCode: promotionCode.id }] : session.discounts;
    const subscription = this.createSubscription({
      customer,
      price: this.priceRecord(session.price, 'line_items[0][price]'),
      defaultPaymentMethod: method,
      paymentBehavior: 'allow_incomplete',
      metadata: session.subscriptionMetadata,
      discounts,
    });
    Object.assign(session, {
      status: 'complete',
      customer: customer.id,
      subscription: subscription.id,
      invoice: subscription.latestInvoice,
    });
    this.emit('checkout.session.completed', this.renderSession(session));
  }

  // --- rendering: records as the Stripe objects of this API version ---------------------------

  renderCustomer(customer: CustomerRecord): Stripe.Customer {
    return {
      id: customer.id,
      object: 'customer',
      address: null,
      balance: customer.balance,
      created: customer.created,
      currency: [...this.invoices.values()].find((invoice) => invoice.customer === customer.id)?.currency ?? null,
      default_source: null,
      delinquent: false,
      description: customer.description,
      discount: null,
      email: customer.email,
      invoice_prefix: customer.invoicePrefix,
      invoice_settings: {
        custom_fields: null,
        default_payment_method: customer.defaultPaymentMethod,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: { ...customer.metadata },
      name: customer.name,
      next_invoice_sequence: customer.invoiceSequence,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
  }

  renderPaymentMethod(method: PaymentMethodRecord): Stripe.PaymentMethod {
    const { card } = method;
    return {
      id: method.id,
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
      card: {
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        display_brand: card.brand,
        exp_month: 12,
        exp_year: new Date(this.startedAt * 1000).getUTCFullYear() + 3,
        fingerprint: card.fingerprint,
        funding: 'credit',
        generated_from: null,
        last4: card.last4,
        networks: { available: [card.brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: method.created,
      customer: method.customer,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
  }

  renderPrice(price: FakePrice): Stripe.Price {
    return {
      id: price.id,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: this.startedAt,
      currency: price.currency.toLowerCase(),
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: productOf(price).id,
      recurring: { interval: price.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'recurring',
      unit_amount: price.amountCents,
      unit_amount_decimal: Stripe.Decimal.from(price.amountCents),
    };
  }

  renderPlan(price: FakePrice): Stripe.Plan {
    return {
      id: price.id,
      object: 'plan',
      active: true,
      amount: price.amountCents,
      amount_decimal: Stripe.Decimal.from(price.amountCents),
      billing_scheme: 'per_unit',
      created: this.startedAt,
      currency: price.currency.toLowerCase(),
      interval: price.interval,
      interval_count: 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: null,
      product: productOf(price).id,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    };
  }

  renderCoupon(coupon: CouponRecord): Stripe.Coupon {
    return {
      id: coupon.id,
      object: 'coupon',
      amount_off: null,
      created: coupon.created,
      currency: null,
      duration: coupon.duration,
      duration_in_months: coupon.durationInMonths,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      name: `${coupon.percentOff} % off`,
      percent_off: coupon.percentOff,
      redeem_by: null,
      times_redeemed: [...this.discounts.values()].filter((discount) => discount.coupon === coupon.id).length,
      valid: true,
    };
  }

  renderPromotionCode(promotion: PromotionCodeRecord): Stripe.PromotionCode {
    return {
      id: promotion.id,
      object: 'promotion_code',
      active: true,
      code: promotion.code,
      created: promotion.created,
      customer: null,
      customer_account: null,
      expires_at: null,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      promotion: { type: 'coupon', coupon: promotion.coupon },
      restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
      times_redeemed: [...this.discounts.values()].filter((discount) => discount.promotionCode === promotion.id).length,
    };
  }

  renderDiscount(discount: DiscountRecord): Stripe.Discount {
    const subscription = discount.subscription ? this.subscriptions.get(discount.subscription) : undefined;
    return {
      id: discount.id,
      object: 'discount',
      checkout_session: discount.checkoutSession,
      customer: discount.customer,
      customer_account: null,
      end: discount.end,
      invoice: null,
      invoice_item: null,
      promotion_code: discount.promotionCode,
      source: { type: 'coupon', coupon: discount.coupon },
      start: discount.start,
      subscription: discount.subscription,
      subscription_item: subscription?.item ?? null,
    };
  }

  renderSubscriptionItem(subscription: SubscriptionRecord): Stripe.SubscriptionItem {
    const price = this.priceRecord(subscription.price, 'price');
    return {
      id: subscription.item,
      object: 'subscription_item',
      billing_thresholds: null,
      created: subscription.itemCreated,
      current_period_end: subscription.periodEnd,
      current_period_start: subscription.periodStart,
      current_trial: null,
      discounts: [],
      metadata: {},
      plan: this.renderPlan(price),
      price: this.renderPrice(price),
      quantity: 1,
      subscription: subscription.id,
      tax_rates: [],
    };
  }

  renderSubscription(subscription: SubscriptionRecord): Stripe.Subscription {
    const price = this.priceRecord(subscription.price, 'price');
    return {
      id: subscription.id,
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: subscription.billingCycleAnchor,
      billing_cycle_anchor_config: null,
      billing_mode: { type: 'flexible', flexible: { proration_discounts: 'included' }, updated_at: subscription.created },
      billing_schedules: [],
      billing_thresholds: null,
      cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      canceled_at: subscription.canceledAt,
      cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: subscription.cancellationReason },
      collection_method: 'charge_automatically',
      created: subscription.created,
      currency: price.currency.toLowerCase(),
      customer: subscription.customer,
      customer_account: null,
      days_until_due: null,
      default_payment_method: subscription.defaultPaymentMethod,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [...subscription.discounts],
      ended_at: subscription.endedAt,
      invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
      items: list([this.renderSubscriptionItem(subscription)], `/v1/subscription_items?subscription=${subscription.id}`),
      latest_invoice: subscription.latestInvoice,
      livemode: false,
      managed_payments: null,
      metadata: { ...subscription.metadata },
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: subscription.created,
      status: subscription.status,
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
      trial_start: null,
    };
  }

  renderLine(line: LineRecord, invoice: InvoiceRecord, subscription: SubscriptionRecord | undefined): Stripe.InvoiceLineItem {
    const price = this.prices.get(line.price);
    return {
      id: line.id,
      object: 'line_item',
      amount: line.amount,
      currency: invoice.currency,
      description: line.description,
      discount_amounts: line.discounts.map((discount) => ({ ...discount })),
      discountable: true,
      discounts: line.discounts.map((discount) => discount.discount),
      invoice: invoice.id,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: line.invoiceItem,
          proration: line.proration,
          proration_details: { credited_items: null },
          subscription: invoice.subscription,
          subscription_item: subscription?.item ?? '',
        },
      },
      period: { start: line.periodStart, end: line.periodEnd },
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: line.price, product: price ? productOf(price).id : '' },
        unit_amount_decimal: Stripe.Decimal.from(line.amount),
      },
      quantity: 1,
      quantity_decimal: Stripe.Decimal.from(1),
      subscription: invoice.subscription,
      subtotal: line.amount,
      taxes: [],
    };
  }

  renderInvoice(invoice: InvoiceRecord): Stripe.Invoice {
    const { subtotal, total, amountDue } = this.totals(invoice);
    const customer = this.customers.get(invoice.customer);
    const subscription = invoice.subscription ? this.subscriptions.get(invoice.subscription) : undefined;
    const finalized = invoice.status !== 'draft';
    const discountTotals = invoice.discounts.map((id) => ({
      discount: id,
      amount: invoice.lines.reduce((sum, line) => sum + (line.discounts.find((d) => d.discount === id)?.amount ?? 0), 0),
    }));
    return {
      id: invoice.id,
      object: 'invoice',
      account_country: 'DE',
      account_name: 'Scout (fake Stripe)',
      account_tax_ids: null,
      amount_due: amountDue,
      amount_overpaid: 0,
      amount_paid: invoice.amountPaid,
      amount_remaining: invoice.status === 'paid' ? 0 : amountDue - invoice.amountPaid,
      amount_shipping: 0,
      application: null,
      attempt_count: invoice.attemptCount,
      attempted: invoice.attemptCount > 0 || invoice.status === 'paid',
      auto_advance: invoice.status === 'open',
      automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: invoice.billingReason,
      collection_method: 'charge_automatically',
      created: invoice.created,
      currency: invoice.currency,
      custom_fields: null,
      customer: invoice.customer,
      customer_account: null,
      customer_address: null,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      customer_phone: null,
      customer_shipping: null,
      customer_tax_exempt: 'none',
      customer_tax_ids: [],
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [...invoice.discounts],
      due_date: null,
      effective_at: invoice.finalizedAt,
      ending_balance: finalized ? this.totals(invoice).endingBalance : null,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: finalized ? `${this.origin}/invoices/${invoice.id}` : null,
      invoice_pdf: finalized ? `${this.origin}/invoices/${invoice.id}/pdf` : null,
      issuer: { type: 'self' },
      last_finalization_error: null,
      latest_revision: null,
      lines: list(
        invoice.lines.map((line) => this.renderLine(line, invoice, subscription)),
        `/v1/invoices/${invoice.id}/lines`,
      ),
      livemode: false,
      metadata: {},
      next_payment_attempt: invoice.nextPaymentAttempt,
      number: invoice.number,
      on_behalf_of: null,
      parent: subscription
        ? {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: {
              metadata: { ...subscription.metadata },
              subscription: subscription.id,
              ...(invoice.prorationDate !== null ? { subscription_proration_date: invoice.prorationDate } : {}),
            },
          }
        : null,
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
      period_end: invoice.periodEnd,
      period_start: invoice.periodStart,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      rendering: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: invoice.startingBalance,
      statement_descriptor: null,
      status: invoice.status,
      status_transitions: { finalized_at: invoice.finalizedAt, marked_uncollectible_at: null, paid_at: invoice.paidAt, voided_at: null },
      subtotal,
      subtotal_excluding_tax: subtotal,
      test_clock: null,
      total,
      total_discount_amounts: discountTotals,
      total_excluding_tax: total,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: invoice.finalizedAt,
    };
  }

  /** `payments`, an includable field of invoices (only there when expanded). */
  renderInvoicePayments(invoice: InvoiceRecord): Stripe.ApiList<Stripe.InvoicePayment> {
    const intent = invoice.paymentIntent ? this.paymentIntents.get(invoice.paymentIntent) : undefined;
    const payments: Stripe.InvoicePayment[] = intent
      ? [
          {
            id: `inpay_${intent.id.slice(3)}`,
            object: 'invoice_payment',
            amount_paid: intent.status === 'succeeded' ? intent.amount : null,
            amount_requested: intent.amount,
            created: intent.created,
            currency: intent.currency,
            invoice: invoice.id,
            is_default: true,
            livemode: false,
            payment: { type: 'payment_intent', payment_intent: intent.id },
            status: intent.status === 'succeeded' ? 'paid' : 'open',
            status_transitions: { canceled_at: null, paid_at: intent.status === 'succeeded' ? invoice.paidAt : null },
          },
        ]
      : [];
    return list(payments, `/v1/invoice_payments?invoice=${invoice.id}`);
  }

  /** `confirmation_secret`, an includable field of invoices: the client secret of the payment Stripe made for it. */
  renderConfirmationSecret(invoice: InvoiceRecord): Stripe.Invoice.ConfirmationSecret | null {
    const intent = invoice.paymentIntent ? this.paymentIntents.get(invoice.paymentIntent) : undefined;
    return intent ? { type: 'payment_intent', client_secret: intent.clientSecret } : null;
  }

  renderPaymentIntent(intent: PaymentIntentRecord): Stripe.PaymentIntent {
    return {
      id: intent.id,
      object: 'payment_intent',
      allowed_payment_method_types: null,
      amount: intent.amount,
      amount_capturable: 0,
      amount_received: intent.status === 'succeeded' ? intent.amount : 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: intent.clientSecret,
      confirmation_method: 'automatic',
      created: intent.created,
      currency: intent.currency,
      customer: intent.customer,
      customer_account: null,
      description: intent.description,
      excluded_payment_method_types: null,
      last_payment_error: intent.lastError,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: {},
      next_action:
        intent.status === 'requires_action'
          ? {
              type: 'use_stripe_sdk',
              use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `${this.origin}/invoices/${intent.invoice}` },
            }
          : null,
      on_behalf_of: null,
      payment_method: intent.paymentMethod,
      payment_method_configuration_details: null,
      payment_method_options: null,
      payment_method_types: ['card'],
      payment_record: null,
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: 'off_session',
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: intent.status,
      transfer_group: null,
    };
  }

  renderSession(session: CheckoutSessionRecord): Stripe.Checkout.Session {
    const price = this.priceRecord(session.price, 'line_items[0][price]');
    const customer = session.customer ? this.customers.get(session.customer) : undefined;
    const invoice = session.invoice ? this.invoices.get(session.invoice) : undefined;
    const totals = invoice ? this.totals(invoice) : null;
    const complete = session.status === 'complete';
    return {
      id: session.id,
      object: 'checkout.session',
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: session.allowPromotionCodes,
      allowed_payment_method_types: null,
      amount_subtotal: totals?.subtotal ?? price.amountCents,
      amount_total: totals?.total ?? price.amountCents,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: session.cancelUrl,
      client_reference_id: session.clientReferenceId,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created: session.created,
      currency: price.currency.toLowerCase(),
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: session.customer,
      customer_account: null,
      customer_creation: session.customer ? null : 'always',
      customer_details: complete
        ? {
            address: null,
            business_name: null,
            email: customer?.email ?? session.customerEmail,
            individual_name: null,
            name: customer?.name ?? null,
            phone: null,
            tax_exempt: 'none',
            tax_ids: [],
          }
        : null,
      customer_email: session.customerEmail,
      discounts: session.discounts.map((choice) => ({
        coupon: choice.promotionCode ? null : choice.coupon,
        promotion_code: choice.promotionCode,
      })),
      expires_at: session.created + CHECKOUT_SESSION_SECONDS,
      integration_identifier: null,
      invoice: session.invoice,
      invoice_creation: null,
      livemode: false,
      locale: null,
      managed_payments: null,
      metadata: { ...session.metadata },
      mode: 'subscription',
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'always',
      payment_method_configuration_details: null,
      payment_method_options: null,
      payment_method_types: ['card'],
      payment_status: complete ? 'paid' : 'unpaid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: session.status,
      submit_type: null,
      subscription: session.subscription,
      success_url: session.successUrl,
      total_details: { amount_discount: totals?.discount ?? 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      url: session.status === 'open' ? `${this.origin}/checkout/${session.id}` : null,
      wallet_options: null,
    };
  }

  /** Any object by id, as `expand` needs it (the field says which kind when ids do not: coupons). */
  renderById(field: string, id: string): unknown {
    const coupon = field === 'coupon' ? this.coupons.get(id) : undefined;
    if (coupon) return this.renderCoupon(coupon);
    const [prefix] = id.split('_', 1);
    const render: Record<string, (key: string) => unknown> = {
      cus: (key) => mapped(this.customers.get(key), (r) => this.renderCustomer(r)),
      pm: (key) => mapped(this.paymentMethods.get(key), (r) => this.renderPaymentMethod(r)),
      sub: (key) => mapped(this.subscriptions.get(key), (r) => this.renderSubscription(r)),
      in: (key) => mapped(this.invoices.get(key), (r) => this.renderInvoice(r)),
      pi: (key) => mapped(this.paymentIntents.get(key), (r) => this.renderPaymentIntent(r)),
      cs: (key) => mapped(this.sessions.get(key), (r) => this.renderSession(r)),
      promo: (key) => mapped(this.promotionCodes.get(key), (r) => this.renderPromotionCode(r)),
      di: (key) => mapped(this.discounts.get(key), (r) => this.renderDiscount(r)),
      price: (key) => mapped(this.prices.get(key), (r) => this.renderPrice(r)),
    };
    return prefix && Object.hasOwn(render, prefix) ? render[prefix]?.(id) : undefined;
  }

  /**
   * Applies one `expand` path to a rendered object in place: ids become their objects, includable
   * fields (an invoice's `payments` and `confirmation_secret`) appear, `data` walks a list.
   */
  expand(value: unknown, path: string[], whole: string): unknown {
    const [field, ...rest] = path;
    if (field === undefined || !isRecord(value)) return value;
    if (value.object === 'list' && field === 'data' && Array.isArray(value.data)) {
      value.data = value.data.map((item: unknown) => this.expand(item, rest, whole));
      return value;
    }
    const child = this.expandedField(value, field, whole);
    if (rest.length === 0 && child !== null && !isRecord(child) && !Array.isArray(child))
      throw invalidRequest(`This property cannot be expanded (${whole}).`, 'expand');
    value[field] = Array.isArray(child) ? child.map((item: unknown) => this.expand(item, rest, whole)) : this.expand(child, rest, whole);
    return value;
  }

  expandedField(object: Record<string, unknown>, field: string, whole: string): unknown {
    const invoice = object.object === 'invoice' && typeof object.id === 'string' ? this.invoices.get(object.id) : undefined;
    if (invoice && field === 'payments') return this.renderInvoicePayments(invoice);
    if (invoice && field === 'confirmation_secret') return this.renderConfirmationSecret(invoice);
    if (!(field in object)) throw invalidRequest(`This property cannot be expanded (${whole}).`, 'expand');
    const value = object[field];
    const resolve = (item: unknown) => (typeof item === 'string' ? (this.renderById(field, item) ?? item) : item);
    return Array.isArray(value) ? value.map(resolve) : resolve(value);
  }
}

const mapped = <R, T>(record: R | undefined, render: (record: R) => T): T | undefined =>
  record === undefined ? undefined : render(record);

type ProrationBehaviour = 'create_prorations' | 'always_invoice' | 'none';

/** What a price change invoices: at once (`immediate`), else with the next renewal; a new interval starts a new period. */
interface PlanChange {
  lines: LineRecord[];
  immediate: boolean;
  newPeriod: { start: number; end: number } | null;
}

interface SubscriptionChange {
  price?: FakePrice;
  prorationBehaviour: ProrationBehaviour;
  prorationDate?: number;
  paymentBehavior: 'allow_incomplete' | 'error_if_incomplete';
  cancelAtPeriodEnd?: boolean;
  metadata?: Stripe.Metadata | null;
  discounts?: DiscountChoice[];
  defaultPaymentMethod?: PaymentMethodRecord | null;
}

// ---------------------------------------------------------------------------------------------
// The API: /v1 routes parse their parameters and call the model.
// ---------------------------------------------------------------------------------------------

type Route = { method: string; pattern: RegExp; handle: (ids: string[], params: Params) => unknown };

const PAYMENT_BEHAVIORS = ['allow_incomplete', 'error_if_incomplete', 'default_incomplete'] as const;
const PRORATION_BEHAVIOURS = ['create_prorations', 'always_invoice', 'none'] as const;

function oneOf<T extends string>(params: Params, key: string, allowed: readonly T[], fallback: T): T {
  const value = text(params, key);
  if (value === undefined) return fallback;
  const found = allowed.find((candidate) => candidate === value);
  if (!found) throw invalidRequest(`Invalid ${key}: must be one of ${allowed.join(', ')}`, key);
  return found;
}

function page<T extends { id: string }>(items: T[], params: Params, url: string): Stripe.ApiList<T> {
  const limit = Math.min(100, Math.max(1, integer(params, 'limit') ?? 10));
  const after = text(params, 'starting_after');
  const from = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  const slice = items.slice(from, from + limit);
  return list(slice, url, from + limit < items.length);
}

const newestFirst = <T>(values: Iterable<T>): T[] => [...values].reverse();

function discountChoices(model: FakeStripeModel, params: Params): DiscountChoice[] | undefined {
  if (params.discounts === undefined) return undefined;
  return entries(params, 'discounts').map((entry, index) => {
    const coupon = text(entry, 'coupon', `discounts[${index}][coupon]`);
    const promotion = text(entry, 'promotion_code', `discounts[${index}][promotion_code]`);
    if (promotion) return model.promotionChoice(promotion, `discounts[${index}][promotion_code]`);
    if (coupon) return model.couponChoice(coupon, `discounts[${index}][coupon]`);
    throw missingParam(`discounts[${index}][coupon]`);
  });
}

function singleItem(params: Params, key: string): Params {
  const items = entries(params, key);
  const [item] = items;
  if (!item) throw missingParam(key);
  if (items.length > 1) throw invalidRequest('The fake Stripe supports one item per subscription.', key);
  const quantity = integer(item, 'quantity', `${key}[0][quantity]`);
  if (quantity !== undefined && quantity !== 1) throw invalidRequest('The fake Stripe supports quantity 1 only.', `${key}[0][quantity]`);
  return item;
}

function apiRoutes(model: FakeStripeModel): Route[] {
  const customerOf = (id: string) => model.customerRecord(id, 'id', 404);
  const subscriptionOf = (id: string) => model.subscriptionRecord(id, 'id', 404);
  const found = <T>(value: T | undefined, kind: string, id: string): T => {
    if (value === undefined) throw noSuch(kind, id, 'id', 404);
    return value;
  };
  const methodsOf = (customer: string, params: Params, url: string) =>
    page(
      newestFirst([...model.paymentMethods.values()].filter((method) => method.customer === customer)).map((method) =>
        model.renderPaymentMethod(method),
      ),
      params,
      url,
    );

  return [
    { method: 'POST', pattern: /^\/v1\/customers$/, handle: (_, params) => model.renderCustomer(createCustomer(model, params)) },
    { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, handle: ([id = '']) => model.renderCustomer(customerOf(id)) },
    {
      method: 'POST',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: ([id = ''], params) => {
        const customer = customerOf(id);
        model.updateCustomer(customer, customerChange(model, customer, params));
        return model.renderCustomer(customer);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      handle: ([id = ''], params) => methodsOf(customerOf(id).id, params, `/v1/customers/${id}/payment_methods`),
    },

    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      handle: ([token = ''], params) => {
        const customer = model.customerRecord(requiredText(params, 'customer'));
        const existing = model.paymentMethods.get(token);
        if (existing?.customer && existing.customer !== customer.id) {
          throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
        }
        if (existing) {
          existing.customer = customer.id;
          return model.renderPaymentMethod(existing);
        }
        return model.renderPaymentMethod(model.attachTestCard(token, customer));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      handle: ([id = '']) => {
        const method = found(model.paymentMethods.get(id), 'PaymentMethod', id);
        method.customer = null;
        model.emit('payment_method.detached', model.renderPaymentMethod(method));
        return model.renderPaymentMethod(method);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_methods\/([^/]+)$/,
      handle: ([id = '']) => model.renderPaymentMethod(found(model.paymentMethods.get(id), 'PaymentMethod', id)),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_methods$/,
      handle: (_, params) => methodsOf(model.customerRecord(requiredText(params, 'customer')).id, params, '/v1/payment_methods'),
    },

    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions$/,
      handle: (_, params) => model.renderSubscription(createSubscription(model, params)),
    },
    { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: ([id = '']) => model.renderSubscription(subscriptionOf(id)) },
    { method: 'GET', pattern: /^\/v1\/subscriptions$/, handle: (_, params) => listSubscriptions(model, params) },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: ([id = ''], params) => {
        const subscription = subscriptionOf(id);
        model.updateSubscription(subscription, subscriptionChange(model, subscription, params));
        return model.renderSubscription(subscription);
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: ([id = '']) => {
        const subscription = subscriptionOf(id);
        if (subscription.status === 'canceled') throw invalidRequest(`The subscription ${id} is already canceled.`);
        model.cancelSubscription(subscription, 'cancellation_requested');
        return model.renderSubscription(subscription);
      },
    },

    {
      method: 'POST',
      pattern: /^\/v1\/invoices\/create_preview$/,
      handle: (_, params) => model.renderInvoice(previewInvoice(model, params)),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoices\/([^/]+)$/,
      handle: ([id = '']) => model.renderInvoice(found(model.invoices.get(id), 'invoice', id)),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoices\/([^/]+)\/lines$/,
      handle: ([id = ''], params) =>
        page(model.renderInvoice(found(model.invoices.get(id), 'invoice', id)).lines.data, params, `/v1/invoices/${id}/lines`),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoices$/,
      handle: (_, params) => {
        const customer = text(params, 'customer');
        const subscription = text(params, 'subscription');
        const status = text(params, 'status');
        const invoices = newestFirst(model.invoices.values()).filter(
          (invoice) =>
            (!customer || invoice.customer === customer) &&
            (!subscription || invoice.subscription === subscription) &&
            (!status || invoice.status === status),
        );
        return page(
          invoices.map((invoice) => model.renderInvoice(invoice)),
          params,
          '/v1/invoices',
        );
      },
    },

    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ([id = '']) => model.renderPaymentIntent(found(model.paymentIntents.get(id), 'payment_intent', id)),
    },

    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (_, params) => model.renderSession(createCheckoutSession(model, params)),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: ([id = '']) => model.renderSession(found(model.sessions.get(id), 'checkout.session', id)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      handle: ([id = '']) => model.renderSession(expireCheckoutSession(found(model.sessions.get(id), 'checkout.session', id))),
    },

    {
      method: 'GET',
      pattern: /^\/v1\/promotion_codes$/,
      handle: (_, params) => {
        const code = text(params, 'code');
        const active = flag(params, 'active');
        const promotions = newestFirst(model.promotionCodes.values()).filter(
          (promotion) => (!code || promotion.code === code) && active !== false,
        );
        return page(
          promotions.map((promotion) => model.renderPromotionCode(promotion)),
          params,
          '/v1/promotion_codes',
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/promotion_codes\/([^/]+)$/,
      handle: ([id = '']) => model.renderPromotionCode(found(model.promotionCodes.get(id), 'promotion code', id)),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/coupons\/([^/]+)$/,
      handle: ([id = '']) => model.renderCoupon(found(model.coupons.get(id), 'coupon', id)),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/prices\/([^/]+)$/,
      handle: ([id = '']) => model.renderPrice(found(model.prices.get(id), 'price', id)),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events\/([^/]+)$/,
      handle: ([id = '']) =>
        found(
          model.events.find((event) => event.id === id),
          'event',
          id,
        ),
    },
  ];
}

function createCustomer(model: FakeStripeModel, params: Params): CustomerRecord {
  const customer = model.createCustomer({
    email: text(params, 'email') ?? null,
    name: text(params, 'name') ?? null,
    description: text(params, 'description') ?? null,
    metadata: metadataParam(params) ?? {},
  });
  const settings = nested(params, 'invoice_settings');
  const method = settings ? text(settings, 'default_payment_method', 'invoice_settings[default_payment_method]') : undefined;
  if (method)
    model.updateCustomer(customer, {
      defaultPaymentMethod: model.paymentMethodOf(customer, method, 'invoice_settings[default_payment_method]').id,
    });
  return customer;
}

function customerChange(model: FakeStripeModel, customer: CustomerRecord, params: Params): Partial<CustomerRecord> {
  const change: Partial<CustomerRecord> = {};
  const email = text(params, 'email');
  const name = text(params, 'name');
  const description = text(params, 'description');
  if (email !== undefined) change.email = email || null;
  if (name !== undefined) change.name = name || null;
  if (description !== undefined) change.description = description || null;
  const metadata = metadataParam(params);
  if (metadata !== undefined) change.metadata = mergedMetadata(customer.metadata, metadata);
  const settings = nested(params, 'invoice_settings');
  const method = settings ? text(settings, 'default_payment_method', 'invoice_settings[default_payment_method]') : undefined;
  if (method !== undefined)
    change.defaultPaymentMethod = method ? model.paymentMethodOf(customer, method, 'invoice_settings[default_payment_method]').id : null;
  return change;
}

function createSubscription(model: FakeStripeModel, params: Params): SubscriptionRecord {
  const customer = model.customerRecord(requiredText(params, 'customer'));
  const item = singleItem(params, 'items');
  const price = model.priceRecord(requiredText(item, 'price', 'items[0][price]'), 'items[0][price]');
  const methodId = text(params, 'default_payment_method');
  return model.createSubscription({
    customer,
    price,
    defaultPaymentMethod: methodId ? model.paymentMethodOf(customer, methodId, 'default_payment_method') : null,
    paymentBehavior: oneOf(params, 'payment_behavior', PAYMENT_BEHAVIORS, 'allow_incomplete'),
    metadata: metadataParam(params) ?? {},
    discounts: discountChoices(model, params) ?? [],
  });
}

function listSubscriptions(model: FakeStripeModel, params: Params): Stripe.ApiList<Stripe.Subscription> {
  const customer = text(params, 'customer');
  const status = text(params, 'status');
  const price = text(params, 'price');
  const matches = (subscription: SubscriptionRecord) => {
    if (status === 'all') return true;
    if (status === 'ended') return subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
    if (status) return subscription.status === status;
    return subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired';
  };
  const subscriptions = newestFirst(model.subscriptions.values()).filter(
    (subscription) =>
      (!customer || subscription.customer === customer) && (!price || subscription.price === price) && matches(subscription),
  );
  return page(
    subscriptions.map((subscription) => model.renderSubscription(subscription)),
    params,
    '/v1/subscriptions',
  );
}

/** The new price of `items[0]`, which must name the subscription's own item. */
function changedPrice(model: FakeStripeModel, subscription: SubscriptionRecord, params: Params, key: string): FakePrice | undefined {
  if (params[key] === undefined) return undefined;
  const item = singleItem(params, key);
  const id = text(item, 'id', `${key}[0][id]`);
  if (id !== subscription.item)
    throw invalidRequest(`The subscription item ${id ?? '(none)'} is not an item of ${subscription.id}.`, `${key}[0][id]`);
  const priceId = text(item, 'price', `${key}[0][price]`);
  return priceId === undefined ? undefined : model.priceRecord(priceId, `${key}[0][price]`);
}

function prorationDateOf(subscription: SubscriptionRecord, params: Params, key: string): number | undefined {
  const date = integer(params, key);
  if (date !== undefined && (date < subscription.periodStart || date > subscription.periodEnd)) {
    throw invalidRequest('The proration_date must be within the current period of the subscription.', key);
  }
  return date;
}

function subscriptionChange(model: FakeStripeModel, subscription: SubscriptionRecord, params: Params): SubscriptionChange {
  const customer = model.customerRecord(subscription.customer);
  const methodId = text(params, 'default_payment_method');
  const cancelAtPeriodEnd = flag(params, 'cancel_at_period_end');
  const metadata = metadataParam(params);
  const discounts = params.discounts === '' ? [] : discountChoices(model, params);
  const price = changedPrice(model, subscription, params, 'items');
  const prorationDate = prorationDateOf(subscription, params, 'proration_date');
  return {
    prorationBehaviour: oneOf(params, 'proration_behavior', PRORATION_BEHAVIOURS, 'create_prorations'),
    paymentBehavior: oneOf(params, 'payment_behavior', ['allow_incomplete', 'error_if_incomplete'] as const, 'allow_incomplete'),
    ...(price ? { price } : {}),
    ...(prorationDate !== undefined ? { prorationDate } : {}),
    ...(cancelAtPeriodEnd !== undefined ? { cancelAtPeriodEnd } : {}),
    ...(metadata !== undefined ? { metadata } : {}),
    ...(discounts ? { discounts } : {}),
    ...(methodId !== undefined
      ? { defaultPaymentMethod: methodId ? model.paymentMethodOf(customer, methodId, 'default_payment_method') : null }
      : {}),
  };
}

/**
 * `POST /v1/invoices/create_preview`. For a price change with `always_invoice`, the invoice the
 * change makes at once; otherwise the subscription's next renewal (with the change and its
 * prorations); without a subscription, the first invoice of a new one. Nothing is kept.
 */
function previewInvoice(model: FakeStripeModel, params: Params): InvoiceRecord {
  const customerId = text(params, 'customer');
  const subscriptionId = text(params, 'subscription');
  const details = nested(params, 'subscription_details') ?? {};
  const id = `upcoming_in_${randomText(14)}`;
  if (!subscriptionId) {
    if (!customerId) throw missingParam('customer');
    const customer = model.customerRecord(customerId);
    const item = singleItem(details, 'items');
    const price = model.priceRecord(
      requiredText(item, 'price', 'subscription_details[items][0][price]'),
      'subscription_details[items][0][price]',
    );
    const discounts = (discountChoices(model, params) ?? []).map((choice) => model.createProbeDiscount(choice, customer.id));
    const now = model.now();
    const lines = [model.planLine(price, now)];
    return model.draftInvoice({
      id,
      customer,
      subscription: null,
      currency: price.currency,
      lines,
      discounts,
      billingReason: 'upcoming',
      created: now,
      periodStart: now,
      periodEnd: now,
    });
  }
  const subscription = model.subscriptionRecord(subscriptionId);
  if (customerId && customerId !== subscription.customer)
    throw invalidRequest(`The subscription ${subscriptionId} does not belong to the customer ${customerId}.`, 'customer');
  if (subscription.status === 'canceled' || subscription.cancelAtPeriodEnd) {
    throw new ApiError(400, {
      type: 'invalid_request_error',
      code: 'invoice_upcoming_none',
      message: `No upcoming invoices for customer: ${subscription.customer}`,
    });
  }
  const price = changedPrice(model, subscription, details, 'items');
  const behaviour = oneOf(details, 'proration_behavior', PRORATION_BEHAVIOURS, 'create_prorations');
  const prorationDate = prorationDateOf(subscription, details, 'proration_date') ?? model.now();
  const plan = price ? model.planChange(subscription, price, prorationDate, behaviour) : null;
  if (price && plan && behaviour === 'always_invoice') return model.updateDraft(subscription, price, plan.lines, prorationDate, id);
  const period = plan?.newPeriod ?? { start: subscription.periodStart, end: subscription.periodEnd };
  const renewed = price ?? model.priceRecord(subscription.price, 'subscription');
  const draft = model.renewalDraft(subscription, renewed, plan && !plan.immediate ? plan.lines : [], period);
  return { ...draft, id, nextPaymentAttempt: period.end, prorationDate: plan ? prorationDate : null };
}

function createCheckoutSession(model: FakeStripeModel, params: Params): CheckoutSessionRecord {
  const mode = requiredText(params, 'mode');
  if (mode !== 'subscription') throw invalidRequest('The fake Stripe supports Checkout in subscription mode only.', 'mode');
  const customerId = text(params, 'customer');
  if (customerId) model.customerRecord(customerId);
  const item = singleItem(params, 'line_items');
  const price = model.priceRecord(requiredText(item, 'price', 'line_items[0][price]'), 'line_items[0][price]');
  const subscriptionData = nested(params, 'subscription_data') ?? {};
  const session: CheckoutSessionRecord = {
    id: newId('cs_test'),
    created: model.now(),
    customer: customerId ?? null,
    customerEmail: text(params, 'customer_email') ?? null,
    clientReferenceId: text(params, 'client_reference_id') ?? null,
    price: price.id,
    successUrl: requiredText(params, 'success_url'),
    cancelUrl: text(params, 'cancel_url') ?? null,
    metadata: metadataParam(params) ?? {},
    subscriptionMetadata: metadataParam(subscriptionData, 'metadata') ?? {},
    allowPromotionCodes: flag(params, 'allow_promotion_codes') ?? false,
    discounts: discountChoices(model, params) ?? [],
    status: 'open',
    subscription: null,
    invoice: null,
  };
  model.sessions.set(session.id, session);
  return session;
}

// ---------------------------------------------------------------------------------------------
// Stripe's hosted pages (no /v1, no key): Checkout, and the hosted invoice with its 3-D Secure step.
// ---------------------------------------------------------------------------------------------

interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

const htmlPage = (status: number, title: string, body: string): PageAnswer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
});
const redirect = (location: string): PageAnswer => ({ status: 303, headers: { location }, body: '' });

function checkoutPage(model: FakeStripeModel, session: CheckoutSessionRecord, error?: string): PageAnswer {
  const price = model.priceRecord(session.price, 'price');
  const promotion = session.allowPromotionCodes
    ? '<p><label>Promotion code <input name="promotion_code" data-testid="fake-stripe-promotion-code" autocomplete="off"></label></p>'
    : '';
  const cancel = session.cancelUrl ? `<p><a href="${escapeHtml(session.cancelUrl)}" data-testid="fake-stripe-cancel">Cancel</a></p>` : '';
  return htmlPage(
    error ? 400 : 200,
    'Fake Stripe Checkout',
    `<h1 data-testid="fake-stripe-plan">${escapeHtml(productOf(price).name)}</h1>` +
      `<p data-testid="fake-stripe-amount">${escapeHtml(money(price.amountCents, price.currency))} per ${price.interval}</p>` +
      (error ? `<p role="alert" data-testid="fake-stripe-error">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">${promotion}` +
      '<p>Card: Visa •••• 4242 (Stripe test card)</p><button type="submit" data-testid="fake-stripe-pay">Pay</button></form>' +
      cancel,
  );
}

const successUrlOf = (session: CheckoutSessionRecord) => session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

/** As at Stripe: only an open session can be expired; its page can no longer be paid. */
function expireCheckoutSession(session: CheckoutSessionRecord): CheckoutSessionRecord {
  if (session.status !== 'open') throw invalidRequest('Only Checkout Sessions with a status of `open` can be expired.');
  session.status = 'expired';
  return session;
}

function payCheckout(model: FakeStripeModel, session: CheckoutSessionRecord, form: Params): PageAnswer {
  if (session.status === 'expired') return checkoutPage(model, session, 'This checkout session has expired.');
  if (session.status !== 'complete') {
    const code = (text(form, 'promotion_code') ?? '').trim();
    const promotion = code && session.allowPromotionCodes ? model.promotionByCode(code) : undefined;
    if (code && !promotion) return checkoutPage(model, session, 'This code is invalid.');
    model.completeCheckout(session, promotion ?? null);
  }
  return redirect(successUrlOf(session));
}

function invoicePage(model: FakeStripeModel, invoice: InvoiceRecord): PageAnswer {
  const rendered = model.renderInvoice(invoice);
  const intent = invoice.paymentIntent ? model.paymentIntents.get(invoice.paymentIntent) : undefined;
  const action =
    intent?.status === 'requires_action'
      ? `<form method="post" action="/invoices/${escapeHtml(invoice.id)}/authenticate"><p>Your bank asks you to confirm this payment.</p>` +
        '<button type="submit" data-testid="fake-stripe-authenticate">Complete authentication</button></form>'
      : '';
  return htmlPage(
    200,
    `Invoice ${rendered.number ?? invoice.id}`,
    `<h1>Invoice ${escapeHtml(rendered.number ?? invoice.id)}</h1>` +
      `<p data-testid="fake-stripe-invoice-status">${escapeHtml(invoice.status ?? '')}</p>` +
      `<p data-testid="fake-stripe-invoice-amount">${escapeHtml(money(rendered.amount_due, invoice.currency))}</p>` +
      `<ul>${rendered.lines.data.map((line) => `<li>${escapeHtml(line.description ?? '')}: ${escapeHtml(money(line.amount, invoice.currency))}</li>`).join('')}</ul>` +
      action,
  );
}

/** A one-page PDF with one line of text (ASCII), enough for a browser or a download to open. */
function minimalPdf(line: string): Buffer {
  const textLine = line.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`);
  const content = `BT /F1 14 Tf 72 760 Td (${textLine}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function hostedPage(model: FakeStripeModel, method: string, path: string, body: string): PageAnswer | null {
  const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
  if (checkout) {
    const session = model.sessions.get(decodeURIComponent(checkout[1] ?? ''));
    if (!session) return htmlPage(404, 'Not found', '<h1>This Checkout session does not exist.</h1>');
    if (method === 'GET' && !checkout[2])
      return session.status === 'complete' ? redirect(successUrlOf(session)) : checkoutPage(model, session);
    if (method === 'POST' && checkout[2]) return payCheckout(model, session, parseParams(body));
  }
  const hostedInvoice = /^\/invoices\/([^/]+)(\/pdf|\/authenticate)?$/.exec(path);
  if (hostedInvoice) {
    const invoice = model.invoices.get(decodeURIComponent(hostedInvoice[1] ?? ''));
    if (!invoice) return htmlPage(404, 'Not found', '<h1>This invoice does not exist.</h1>');
    const rendered = model.renderInvoice(invoice);
    if (method === 'GET' && !hostedInvoice[2]) return invoicePage(model, invoice);
    if (method === 'GET' && hostedInvoice[2] === '/pdf') {
      const summary = `Invoice ${rendered.number ?? invoice.id}: ${(rendered.amount_due / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
      return { status: 200, headers: { 'content-type': 'application/pdf' }, body: minimalPdf(summary) };
    }
    if (method === 'POST' && hostedInvoice[2] === '/authenticate') {
      const intent = invoice.paymentIntent ? model.paymentIntents.get(invoice.paymentIntent) : undefined;
      if (intent?.status === 'requires_action') model.authenticate(intent);
      return redirect(`/invoices/${invoice.id}`);
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// HTTP: authentication, idempotency, expansion, and the recording server.
// ---------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: unknown;
}

interface RememberedAnswer extends Answer {
  request: string;
}

const header = (req: SeenRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function authenticated(req: SeenRequest): Answer | null {
  const authorization = header(req, 'authorization') ?? '';
  const bearer = /^Bearer (.+)$/.exec(authorization)?.[1];
  const basic = /^Basic (.+)$/.exec(authorization)?.[1];
  const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
  if (key === FAKE_STRIPE_SECRET_KEY) return null;
  const message = key
    ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
    : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
  return { status: 401, body: { error: { type: 'invalid_request_error', message } } };
}

function createApi(model: FakeStripeModel) {
  const routes = apiRoutes(model);
  const remembered = new Map<string, RememberedAnswer>();

  const route = (method: string, path: string, params: Params): Answer => {
    for (const candidate of routes) {
      const match = candidate.method === method ? candidate.pattern.exec(path) : null;
      if (!match) continue;
      const body = candidate.handle(
        match.slice(1).map((id) => decodeURIComponent(id)),
        params,
      );
      // Unlike Stripe, a path that cannot be expanded is refused after the request ran (a create has happened).
      for (const expansion of expandPaths(params)) model.expand(body, expansion.split('.'), expansion);
      return { status: 200, body };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  };

  const answer = (req: SeenRequest, url: URL): Answer => {
    const params = parseParams(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : req.body);
    model.request = { id: `req_${randomText(14)}`, idempotency_key: header(req, 'idempotency-key') ?? null };
    try {
      return route(req.method, url.pathname, params);
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: { error: error.error } };
      throw error;
    } finally {
      model.request = null;
    }
  };

  /** The same Idempotency-Key answers the first answer again; with other parameters it is refused, as at Stripe. */
  return (req: SeenRequest, url: URL): Answer & { replayed?: boolean } => {
    const unauthorised = authenticated(req);
    if (unauthorised) return unauthorised;
    const key = req.method === 'POST' ? header(req, 'idempotency-key') : undefined;
    if (!key) return answer(req, url);
    const request = `${req.method} ${url.pathname} ${req.body}`;
    const previous = remembered.get(key);
    if (previous && previous.request !== request) {
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    }
    if (previous) return { status: previous.status, body: previous.body, replayed: true };
    const fresh = answer(req, url);
    // Stripe keeps answers of requests that ran (successes and card errors), not of refused parameters.
    if (fresh.status < 400 || fresh.status === 402)
      remembered.set(key, { ...fresh, body: JSON.parse(JSON.stringify(fresh.body)) as unknown, request });
    return fresh;
  };
}

// ---------------------------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------------------------

function signed(event: Stripe.Event, options: { secret?: string; timestamp?: number } = {}): { payload: string; header: string } {
  const payload = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { payload, header };
}

/** Delivers events to a URL in order, one at a time; a failed delivery is reported, never thrown. */
function webhookSender(url: string | undefined, onDelivery: FakeStripeOptions['onDelivery']) {
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  const deliver = async (event: Stripe.Event) => {
    if (closed || !url) return;
    const { payload, header: signature } = signed(event);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      onDelivery?.(event, { status: response.status });
    } catch (error) {
      onDelivery?.(event, { error: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    send(event: Stripe.Event): void {
      if (url) queue = queue.then(() => deliver(event));
    },
    settled: () => queue,
    close(): Promise<void> {
      closed = true;
      return queue;
    },
  };
}

const defaultPrices = (): FakePrice[] =>
  Object.values(DEFAULT_PLAN_CATALOGUE).flatMap((plan) =>
    plan.prices.map((price) => ({
      id: price.stripePriceId,
      amountCents: price.amountCents,
      currency: price.currency,
      interval: price.interval,
    })),
  );

/**
 * A fake Stripe on loopback for the real `stripe` library (API version of the installed one):
 * customers, test cards (visa, 3-D Secure, declined), subscriptions with their invoices, payment
 * intents and prorated plan changes, invoice previews, Checkout with its hosted page, promotion
 * codes, coupons and events (kept, and delivered signed to `webhookUrl` when given). Answers carry
 * Stripe's shapes; errors Stripe's statuses and types, so stripe-node throws its typed errors.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const webhooks = webhookSender(options.webhookUrl, options.onDelivery);
  let api: ReturnType<typeof createApi> | undefined;
  let model: FakeStripeModel | undefined;
  const outages = new Map<string, number>();
  const slowdowns = new Map<string, { delayMs: number; times: number }>();

  const server = await startLoopbackServer((req, res) => {
    const url = new URL(req.path, 'http://stripe.test');
    if (!model || !api) return void res.writeHead(503).end();
    const outage = `${req.method} ${url.pathname}`;
    const failing = outages.get(outage) ?? 0;
    if (failing > 0) {
      outages.set(outage, failing - 1);
      const error = { type: 'api_error', message: 'An unknown error occurred (the fake Stripe was told to fail).' };
      return void res.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' }).end(JSON.stringify({ error }));
    }
    try {
      const page = url.pathname.startsWith('/v1/') ? null : hostedPage(model, req.method, url.pathname, req.body);
      if (page) return void res.writeHead(page.status, page.headers).end(page.body);
      const answer = api(req, url);
      const slow = slowdowns.get(outage);
      if (slow && slow.times > 0) {
        slow.times -= 1;
        const { status, body } = answer;
        return void setTimeout(() => {
          if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        }, slow.delayMs);
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_${randomText(14)}`,
        'stripe-version': Stripe.API_VERSION,
        ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(answer.body));
    } catch (error) {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } }));
    }
  }, options.port ?? 0);

  const created = new FakeStripeModel(server.origin, options.now ?? Date.now, (event) => webhooks.send(event), {
    prices: options.prices ?? defaultPrices(),
    promotionCodes: options.promotionCodes ?? [{ code: 'WELCOME20', percentOff: 20 }],
    coupons: options.coupons ?? [{ id: 'scout_stay_offer', percentOff: 30, durationInMonths: 3 }],
    webhooks: options.webhookUrl !== undefined,
  });
  model = created;
  api = createApi(created);

  const subscriptionOf = (id: string) => {
    const subscription = created.subscriptions.get(id);
    if (!subscription) throw new Error(`The fake Stripe has no subscription ${id}`);
    return subscription;
  };

  return {
    server,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: server.origin,
    },
    events: created.events,
    signed,
    authenticate: (paymentIntentId) => {
      const intent = created.paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`The fake Stripe has no payment intent ${paymentIntentId}`);
      created.authenticate(intent);
    },
    advance: (subscriptionId, to) => created.advance(subscriptionOf(subscriptionId), to),
    subscription: (id) => mapped(created.subscriptions.get(id), (record) => created.renderSubscription(record)),
    customer: (id) => mapped(created.customers.get(id), (record) => created.renderCustomer(record)),
    failNext: (method, path, times = 1) => void outages.set(`${method} ${path}`, times),
    answerLateNext: (method, path, delayMs, times = 1) => void slowdowns.set(`${method} ${path}`, { delayMs, times }),
    settled: () => webhooks.settled(),
    close: async () => {
      await webhooks.close();
      await server.close();
    },
  };
}
