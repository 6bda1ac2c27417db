import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type Stripe from 'stripe';
import type { SubscriptionSource } from '@scout/contracts/billing/events';
import { planOfPrice, TRIAL_PLAN, type BillingInterval, type PlanPrice } from '@scout/contracts/billing/plans';
import { isLiveSubscription, type SubscriptionSnapshot } from '@scout/contracts/billing/subscription';
import { stripeCheckoutSessionSchema, stripeCustomerSchema, type StripeSubscriptionObject } from '@scout/contracts/billing/stripeObjects';
import { organizationStream } from '@scout/contracts/platform/streams';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { metadataFor, type Principal } from '../accounts/principal';
import { execute, type AppContext } from '../runtime/context';
import { ConflictError, NotFoundError, ValidationError } from '@scout/platform/errors';
import { CheckoutOpenError, organizationBillingDecider } from './organizationBilling';
import { organizationDoc } from '../plans/plans';
import { fromStripe, fromUnix, requireStripe } from './stripeClient';

/** Who asks: a request's principal, or Stripe itself (webhooks) for an organisation. */
export type BillingActor = { req: Request; principal: Principal } | { system: true; orgId: string };

const orgIdOfActor = (actor: BillingActor): string => ('system' in actor ? actor.orgId : actor.principal.orgId);

export function billingMetadata(ctx: AppContext, actor: BillingActor): EventMetadata {
  if (!('system' in actor)) return metadataFor(ctx, actor.req, actor.principal);
  return {
    orgId: actor.orgId,
    actor: { userId: null, role: null, via: 'system' },
    correlationId: '',
    causationId: null,
    occurredAt: ctx.clock().toISOString(),
  };
}

/** The catalogue's price of `plan` per `interval`; 400 when the plan is not sold that way. */
export function priceOf(ctx: AppContext, plan: string, interval: BillingInterval): PlanPrice {
  const entry = Object.hasOwn(ctx.config.PLAN_CATALOGUE, plan) ? ctx.config.PLAN_CATALOGUE[plan] : undefined;
  if (!entry) throw new ValidationError(`There is no plan named ${plan}`);
  const price = entry.prices.find((p) => p.interval === interval);
  if (!price) throw new ValidationError(`The ${plan} plan cannot be bought per ${interval}`);
  return price;
}

/** What Scout keeps of a subscription read from Stripe at `observedAt`. */
export function snapshotOf(ctx: AppContext, subscription: StripeSubscriptionObject, observedAt: Date): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const known = item ? planOfPrice(ctx.config.PLAN_CATALOGUE, item.price.id) : null;
  return {
    subscriptionId: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    plan: known?.plan ?? null,
    priceId: item?.price.id ?? null,
    interval: known?.price.interval ?? null,
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    referralId: subscription.metadata.referralId ?? null,
    observedAt: observedAt.toISOString(),
  };
}

export async function recordSnapshot(
  ctx: AppContext,
  actor: BillingActor,
  snapshot: SubscriptionSnapshot,
  source: SubscriptionSource,
  attemptId?: string,
): Promise<SubscriptionSnapshot> {
  const orgId = orgIdOfActor(actor);
  const org = await organizationDoc(ctx, orgId);
  // A subscription is the organisation's only through its own customer.
  if (org?.billing?.customerId && org.billing.customerId !== snapshot.customerId) throw new NotFoundError('Not found');
  if (!org?.billing?.customerId) await linkCustomer(ctx, actor, snapshot.customerId);
  await execute(
    ctx,
    organizationBillingDecider,
    organizationStream(orgId),
    {
      type: 'RecordSubscription',
      snapshot,
      source,
      trialPlan: TRIAL_PLAN,
      now: ctx.clock().toISOString(),
      ...(attemptId ? { attemptId } : {}),
    },
    billingMetadata(ctx, actor),
  );
  return snapshot;
}

async function linkCustomer(ctx: AppContext, actor: BillingActor, customerId: string): Promise<string> {
  const { state } = await execute(
    ctx,
    organizationBillingDecider,
    organizationStream(orgIdOfActor(actor)),
    { type: 'LinkStripeCustomer', customerId, now: ctx.clock().toISOString() },
    billingMetadata(ctx, actor),
  );
  return state.customerId ?? customerId;
}

/**
 * The organisation's customer at Stripe, created on first need. The idempotency key makes two
 * parallel first payments create one customer; the organisation's stream keeps the first link.
 */
export async function ensureCustomer(ctx: AppContext, req: Request, principal: Principal): Promise<string> {
  const org = await organizationDoc(ctx, principal.orgId);
  if (!org) throw new NotFoundError('Organisation not found');
  if (org.billing?.customerId) return org.billing.customerId;
  const stripe = requireStripe(ctx.config);
  const owner = await ctx.readStore.global<UserDoc>(usersCollection).get(org.ownerId);
  const customer = await fromStripe(stripeCustomerSchema, () =>
    stripe.customers.create(
      { name: org.name, ...(owner ? { email: owner.email } : {}), metadata: { orgId: org._id } },
      { idempotencyKey: `scout-customer-${org._id}` },
    ),
  );
  return linkCustomer(ctx, { req, principal }, customer.id);
}

/** The organisation's recorded subscription when it is live (a new one may not be started beside it). */
export async function liveSubscription(ctx: AppContext, orgId: string): Promise<SubscriptionSnapshot | null> {
  const subscription = (await organizationDoc(ctx, orgId))?.billing?.subscription ?? null;
  return subscription && isLiveSubscription(subscription.status) ? subscription : null;
}

export async function assertNoLiveSubscription(ctx: AppContext, orgId: string): Promise<void> {
  if (await liveSubscription(ctx, orgId)) throw new ConflictError('You already have a subscription: change its plan instead', 'plan');
}

/**
 * Decides, before Stripe is called, that this organisation sets up a subscription now: 409 while it
 * has a live one or another is being set up. The answer keys the calls to Stripe for this attempt.
 */
export async function startSubscriptionAttempt(
  ctx: AppContext,
  actor: BillingActor,
  plan: string,
  interval: BillingInterval,
): Promise<string> {
  const attemptId = randomUUID();
  const start = (replacing?: string) =>
    execute(
      ctx,
      organizationBillingDecider,
      organizationStream(orgIdOfActor(actor)),
      { type: 'StartSubscriptionAttempt', attemptId, plan, interval, now: ctx.clock().toISOString(), ...(replacing ? { replacing } : {}) },
      billingMetadata(ctx, actor),
    );
  try {
    await start();
  } catch (error) {
    if (!(error instanceof CheckoutOpenError)) throw error;
    await expireCheckout(ctx, error.sessionId);
    // Two requests may both have expired it: the stream lets one of them take over, the other gets 409.
    await start(error.attemptId);
  }
  return attemptId;
}

/** The open Checkout Session can no longer be paid; 409 when it was paid already (its subscription is on its way). */
export async function expireCheckout(ctx: AppContext, sessionId: string): Promise<void> {
  const stripe = requireStripe(ctx.config);
  try {
    await fromStripe(stripeCheckoutSessionSchema, () => stripe.checkout.sessions.expire(sessionId));
  } catch (error) {
    const session = await fromStripe(stripeCheckoutSessionSchema, () => stripe.checkout.sessions.retrieve(sessionId));
    if (session.status === 'complete') throw new ConflictError('You already have a subscription: change its plan instead', 'plan');
    if (session.status !== 'expired') throw error;
  }
}

/** The attempt's Checkout Session exists: 409 when another attempt took over meanwhile. */
export async function openCheckout(ctx: AppContext, actor: BillingActor, attemptId: string, sessionId: string): Promise<void> {
  await execute(
    ctx,
    organizationBillingDecider,
    organizationStream(orgIdOfActor(actor)),
    { type: 'OpenCheckout', attemptId, sessionId, now: ctx.clock().toISOString() },
    billingMetadata(ctx, actor),
  );
}

/** Stripe failed the attempt: the organisation may try again (with a new attempt, so new idempotency keys). */
export async function releaseSubscriptionAttempt(ctx: AppContext, actor: BillingActor, attemptId: string): Promise<void> {
  await execute(
    ctx,
    organizationBillingDecider,
    organizationStream(orgIdOfActor(actor)),
    { type: 'ReleaseSubscriptionAttempt', attemptId, now: ctx.clock().toISOString() },
    billingMetadata(ctx, actor),
  );
}

/** Stripe's metadata on everything Scout creates for an organisation, so webhooks find their way back. */
export const stripeMetadata = (orgId: string, plan: string, referralId: string | undefined): Stripe.MetadataParam => ({
  orgId,
  plan,
  ...(referralId ? { referralId } : {}),
});

/** A referral id must be a known promoter's. */
export function assertKnownReferral(ctx: AppContext, referralId: string | undefined): void {
  if (referralId !== undefined && !Object.hasOwn(ctx.config.REFERRAL_PROMOTERS, referralId))
    throw new ValidationError('Unknown referral id');
}
