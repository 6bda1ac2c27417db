import type { Request } from 'express';
import type { BillingInterval, PlanLimitField } from '@scout/contracts/billing/plans';
import type { ChangePlanRequest } from '@scout/contracts/billing/requests';
import type { BillingResponse, PlanChangePreview } from '@scout/contracts/billing/responses';
import { stripeInvoiceSchema, stripeSubscriptionSchema } from '@scout/contracts/billing/stripeObjects';
import type { Principal } from '../accounts/principal';
import type { AppContext } from '../runtime/context';
import { ConflictError, ValidationError } from '@scout/platform/errors';
import { billingView } from './billingView';
import { planNamed } from '../plans/plans';
import { fromStripe, fromUnix, requireStripe } from './stripeClient';
import { liveSubscription, priceOf, recordSnapshot, snapshotOf } from './subscriptions';
import { usageOf } from '../plans/usage';

/** A preview older than this is not applied: the amounts it showed would no longer be what is charged. */
const PREVIEW_VALID_SECONDS = 3600;
/** What a smaller plan would cut: saved profiles and members exist now (monthly counters start again anyway). */
const KEPT_FIELDS: readonly PlanLimitField[] = ['profiles', 'members'];

/** 409 with the field when the organisation holds more than the plan allows (remove some first). */
async function assertFitsPlan(ctx: AppContext, orgId: string, plan: string): Promise<void> {
  const limits = planNamed(ctx.config, plan).limits;
  const usage = await usageOf(ctx, orgId, KEPT_FIELDS);
  for (const field of KEPT_FIELDS) {
    const used = usage[field] ?? 0;
    if (used > limits[field])
      throw new ConflictError(`You have ${used} ${field}; the ${plan} plan allows ${limits[field]}. Remove some first.`, field);
  }
}

/** The live subscription, its single item and the new price, or why the change cannot be made. */
async function changeTarget(ctx: AppContext, orgId: string, plan: string, interval: BillingInterval) {
  const price = priceOf(ctx, plan, interval);
  const current = await liveSubscription(ctx, orgId);
  if (!current) throw new ConflictError('There is no subscription to change: choose a plan to subscribe', 'plan');
  if (current.priceId === price.stripePriceId) throw new ValidationError(`You are already on the ${plan} plan per ${interval}`);
  await assertFitsPlan(ctx, orgId, plan);
  const stripe = requireStripe(ctx.config);
  const subscription = await fromStripe(stripeSubscriptionSchema, () => stripe.subscriptions.retrieve(current.subscriptionId));
  const item = subscription.items.data[0];
  if (!item) throw new ConflictError('The subscription has no plan to change', 'plan');
  return { stripe, subscription, item, price };
}

/** `PUT /customer/preview-plan-change`: what changing now costs (prorated) and what the next invoice will be. Nothing changes. */
export async function previewPlanChange(
  ctx: AppContext,
  orgId: string,
  plan: string,
  interval: BillingInterval,
): Promise<PlanChangePreview> {
  const { stripe, subscription, item, price } = await changeTarget(ctx, orgId, plan, interval);
  const prorationDate = Math.floor(ctx.clock().getTime() / 1000);
  const preview = (behaviour: 'always_invoice' | 'none') =>
    fromStripe(stripeInvoiceSchema, () =>
      stripe.invoices.createPreview({
        customer: subscription.customer,
        subscription: subscription.id,
        subscription_details: {
          items: [{ id: item.id, price: price.stripePriceId }],
          proration_date: prorationDate,
          proration_behavior: behaviour,
        },
      }),
    );
  const [now, next] = await Promise.all([preview('always_invoice'), preview('none')]);
  return {
    plan,
    interval,
    prorationDate,
    currency: now.currency.toUpperCase(),
    amountDueNowCents: now.amount_due,
    lines: (now.lines?.data ?? []).map((line) => ({ description: line.description ?? '', amountCents: line.amount })),
    nextInvoice: { amountDueCents: next.amount_due, date: fromUnix(next.next_payment_attempt ?? next.period_end) },
  };
}

/** `PUT /customer/subscription/plan`: the change the preview showed, prorated at the same moment, charged at once. */
export async function changeSubscriptionPlan(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  input: ChangePlanRequest,
): Promise<BillingResponse> {
  const nowSeconds = Math.floor(ctx.clock().getTime() / 1000);
  if (input.prorationDate > nowSeconds || input.prorationDate < nowSeconds - PREVIEW_VALID_SECONDS) {
    throw new ValidationError('The preview is out of date, please preview the change again');
  }
  const { stripe, subscription, item, price } = await changeTarget(ctx, principal.orgId, input.plan, input.interval);
  const observedAt = ctx.clock();
  const updated = await fromStripe(stripeSubscriptionSchema, () =>
    stripe.subscriptions.update(
      subscription.id,
      {
        items: [{ id: item.id, price: price.stripePriceId }],
        proration_behavior: 'always_invoice',
        proration_date: input.prorationDate,
        metadata: { plan: input.plan },
      },
      { idempotencyKey: `scout-plan-${subscription.id}-${price.stripePriceId}-${input.prorationDate}` },
    ),
  );
  await recordSnapshot(ctx, { req, principal }, snapshotOf(ctx, updated, observedAt), { kind: 'request', call: 'planChange' });
  return billingView(ctx, principal.orgId);
}
