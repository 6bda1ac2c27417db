import type { Request } from 'express';
import type { BillingResponse } from '@scout/contracts/billing/responses';
import { stripeSubscriptionSchema } from '@scout/contracts/billing/stripeObjects';
import { organizationStream } from '@scout/contracts/platform/streams';
import type { Principal } from '../accounts/principal';
import { execute, type AppContext } from '../runtime/context';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { billingView } from './billingView';
import { organizationBillingDecider } from './organizationBilling';
import { organizationDoc } from '../plans/plans';
import { fromStripe, requireStripe } from './stripeClient';
import { billingMetadata, liveSubscription, recordSnapshot, snapshotOf } from './subscriptions';

/** `DELETE /customer/subscribe`: the subscription ends with the period already paid (Stripe cancels it then). */
export async function cancelAtPeriodEnd(ctx: AppContext, req: Request, principal: Principal): Promise<BillingResponse> {
  const current = await liveSubscription(ctx, principal.orgId);
  if (!current) throw new NotFoundError('There is no subscription to cancel');
  const stripe = requireStripe(ctx.config);
  const observedAt = ctx.clock();
  const updated = await fromStripe(stripeSubscriptionSchema, () =>
    stripe.subscriptions.update(current.subscriptionId, { cancel_at_period_end: true }),
  );
  await recordSnapshot(ctx, { req, principal }, snapshotOf(ctx, updated, observedAt), { kind: 'request', call: 'cancel' });
  return billingView(ctx, principal.orgId);
}

/**
 * `PUT /customer/subscription/activate-offer`: instead of cancelling, the organisation keeps its
 * subscription with the retention coupon, once. Stripe's call carries an idempotency key, so two
 * parallel clicks change the subscription once; the organisation's stream then takes the offer once
 * (the later click gets 409), and a failed Stripe call leaves the offer untaken.
 */
export async function activateRetentionOffer(ctx: AppContext, req: Request, principal: Principal): Promise<BillingResponse> {
  const couponId = ctx.config.STRIPE_RETENTION_COUPON;
  if (!couponId) throw new NotFoundError('There is no offer on this server');
  const stripe = requireStripe(ctx.config);
  const billing = (await organizationDoc(ctx, principal.orgId))?.billing;
  const subscription = billing?.subscription;
  if (billing?.offerActivatedAt) throw new ConflictError('The offer was already taken once');
  if (!subscription?.cancelAtPeriodEnd || subscription.status === 'canceled')
    throw new ConflictError('The offer is for a subscription that is about to be cancelled');
  const observedAt = ctx.clock();
  const updated = await fromStripe(stripeSubscriptionSchema, () =>
    stripe.subscriptions.update(
      subscription.subscriptionId,
      { cancel_at_period_end: false, discounts: [{ coupon: couponId }] },
      { idempotencyKey: `scout-offer-${subscription.subscriptionId}` },
    ),
  );
  await execute(
    ctx,
    organizationBillingDecider,
    organizationStream(principal.orgId),
    { type: 'ActivateRetentionOffer', couponId, subscriptionId: subscription.subscriptionId, now: ctx.clock().toISOString() },
    billingMetadata(ctx, { req, principal }),
  );
  await recordSnapshot(ctx, { req, principal }, snapshotOf(ctx, updated, observedAt), { kind: 'request', call: 'offer' });
  return billingView(ctx, principal.orgId);
}
