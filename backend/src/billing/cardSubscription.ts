import type { Request } from 'express';
import type { SubscribeRequest } from '@scout/contracts/billing/requests';
import type { SubscribeResponse } from '@scout/contracts/billing/responses';
import { z } from 'zod';
import {
  stripeInvoiceSchema,
  stripePaymentIntentSchema,
  stripePaymentMethodSchema,
  stripeSubscriptionSchema,
  type StripeSubscriptionObject,
} from '@scout/contracts/billing/stripeObjects';
import type { Principal } from '../accounts/principal';
import type { AppContext } from '../runtime/context';
import { NotFoundError, ValidationError } from '@scout/platform/errors';
import { billingView } from './billingView';
import { organizationDoc } from '../plans/plans';
import { fromStripe, requireStripe } from './stripeClient';
import type { PlanPrice } from '@scout/contracts/billing/plans';
import {
  assertKnownReferral,
  ensureCustomer,
  priceOf,
  recordSnapshot,
  releaseSubscriptionAttempt,
  snapshotOf,
  startSubscriptionAttempt,
  stripeMetadata,
} from './subscriptions';

const promotionCodesSchema = z.object({ data: z.array(z.object({ id: z.string() }).passthrough()) }).passthrough();

/** The promotion code's id at Stripe, or 400 when Stripe has no active code of that text. */
async function promotionCodeId(ctx: AppContext, code: string): Promise<string> {
  const stripe = requireStripe(ctx.config);
  const codes = await fromStripe(promotionCodesSchema, () => stripe.promotionCodes.list({ code, active: true, limit: 1 }));
  const found = codes.data[0];
  if (!found) throw new ValidationError('This promotion code is not valid');
  return found.id;
}

/** The payment intent of a subscription's latest invoice (the first payment, or the one waiting for 3-D Secure). */
function paymentIntentOf(subscription: StripeSubscriptionObject): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  return invoice.payments?.data.find((payment) => payment.payment.payment_intent)?.payment.payment_intent ?? null;
}

async function answerFor(ctx: AppContext, principal: Principal, subscription: StripeSubscriptionObject): Promise<SubscribeResponse> {
  if (subscription.status === 'active' || subscription.status === 'trialing') {
    return { status: 'active', billing: await billingView(ctx, principal.orgId) };
  }
  const intentId = paymentIntentOf(subscription);
  const stripe = requireStripe(ctx.config);
  const intent = intentId ? await fromStripe(stripePaymentIntentSchema, () => stripe.paymentIntents.retrieve(intentId)) : null;
  if (intent?.status !== 'requires_action') throw new ValidationError('The payment did not go through, please try another card');
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  return {
    status: 'requires_action',
    paymentIntent: intent.id,
    clientSecret: intent.client_secret ?? null,
    hostedInvoiceUrl: invoice?.hosted_invoice_url ?? null,
  };
}

/**
 * `POST /customer/subscribe`: the card becomes the customer's default and pays the plan's first
 * period. A card that asks for 3-D Secure leaves the subscription incomplete until `confirm`.
 * The attempt is decided on the organisation's stream before Stripe is called, and its id keys the
 * subscription's creation: a parallel or repeated click gets 409 and creates nothing at Stripe.
 */
export async function subscribeWithCard(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  input: SubscribeRequest,
): Promise<SubscribeResponse> {
  const price = priceOf(ctx, input.plan, input.interval);
  assertKnownReferral(ctx, input.referralId);
  requireStripe(ctx.config);
  const promotionCode = input.promoCode ? await promotionCodeId(ctx, input.promoCode) : undefined;
  const actor = { req, principal };
  const attemptId = await startSubscriptionAttempt(ctx, actor, input.plan, input.interval);
  const observedAt = ctx.clock();
  let subscription: StripeSubscriptionObject;
  try {
    subscription = await createSubscription(ctx, req, principal, { input, price, promotionCode, attemptId });
  } catch (error) {
    await releaseSubscriptionAttempt(ctx, actor, attemptId).catch((releaseError: unknown) =>
      ctx.logger.warn({ err: releaseError, attemptId }, 'a failed subscription attempt could not be released'),
    );
    throw error;
  }
  await recordSnapshot(ctx, actor, snapshotOf(ctx, subscription, observedAt), { kind: 'request', call: 'subscribe' }, attemptId);
  return answerFor(ctx, principal, subscription);
}

async function createSubscription(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  attempt: { input: SubscribeRequest; price: PlanPrice; promotionCode: string | undefined; attemptId: string },
): Promise<StripeSubscriptionObject> {
  const { input, price, promotionCode, attemptId } = attempt;
  const stripe = requireStripe(ctx.config);
  const customer = await ensureCustomer(ctx, req, principal);
  const paid = await paidSubscriptionOf(ctx, customer, principal.orgId);
  if (paid) return paid;
  const method = await fromStripe(stripePaymentMethodSchema, () => stripe.paymentMethods.attach(input.paymentId, { customer }));
  await fromStripe(z.unknown(), () => stripe.customers.update(customer, { invoice_settings: { default_payment_method: method.id } }));
  return fromStripe(stripeSubscriptionSchema, () =>
    stripe.subscriptions.create(
      {
        customer,
        items: [{ price: price.stripePriceId }],
        default_payment_method: method.id,
        payment_behavior: 'allow_incomplete',
        metadata: stripeMetadata(principal.orgId, input.plan, input.referralId),
        ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
        expand: ['latest_invoice.payments'],
      },
      { idempotencyKey: `scout-subscribe-${attemptId}` },
    ),
  );
}

const subscriptionListSchema = z.object({ data: z.array(stripeSubscriptionSchema) }).passthrough();

/**
 * A subscription of this organisation that Stripe already charged: an earlier attempt whose answer
 * never reached Scout (Stripe slower than the timeout) created it. It is recorded instead of a second.
 */
async function paidSubscriptionOf(ctx: AppContext, customer: string, orgId: string): Promise<StripeSubscriptionObject | null> {
  const stripe = requireStripe(ctx.config);
  const listed = await fromStripe(subscriptionListSchema, () =>
    stripe.subscriptions.list({ customer, status: 'all', limit: 10, expand: ['data.latest_invoice.payments'] }),
  );
  return (
    listed.data.find(
      (subscription) => subscription.metadata.orgId === orgId && (subscription.status === 'active' || subscription.status === 'trialing'),
    ) ?? null
  );
}

/** `POST /customer/subscribe/confirm`: after 3-D Secure, the subscription as Stripe now has it. */
export async function confirmSubscription(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  paymentIntentId: string,
): Promise<SubscribeResponse> {
  const stripe = requireStripe(ctx.config);
  const customerId = (await organizationDoc(ctx, principal.orgId))?.billing?.customerId;
  const intent = await fromStripe(stripePaymentIntentSchema, () => stripe.paymentIntents.retrieve(paymentIntentId));
  // Another organisation's payment is simply not found.
  if (!customerId || intent.customer !== customerId) throw new NotFoundError('Not found');
  const subscriptionId = await subscriptionOfIntent(ctx, customerId, intent.id);
  if (!subscriptionId) throw new NotFoundError('Not found');
  // One reading serves both the record and the answer.
  const observedAt = ctx.clock();
  const subscription = await fromStripe(stripeSubscriptionSchema, () =>
    stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payments'] }),
  );
  await recordSnapshot(ctx, { req, principal }, snapshotOf(ctx, subscription, observedAt), { kind: 'request', call: 'confirm' });
  return answerFor(ctx, principal, subscription);
}

const invoiceListSchema = z.object({ data: z.array(stripeInvoiceSchema) }).passthrough();

/** The subscription whose invoice the payment intent pays, among the customer's latest invoices. */
async function subscriptionOfIntent(ctx: AppContext, customerId: string, intentId: string): Promise<string | null> {
  const stripe = requireStripe(ctx.config);
  const invoices = await fromStripe(invoiceListSchema, () =>
    stripe.invoices.list({ customer: customerId, limit: 10, expand: ['data.payments'] }),
  );
  const invoice = invoices.data.find((candidate) =>
    candidate.payments?.data.some((payment) => payment.payment.payment_intent === intentId),
  );
  return invoice?.parent?.subscription_details?.subscription ?? null;
}
