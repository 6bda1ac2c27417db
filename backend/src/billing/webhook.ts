import type { Router } from 'express';
import { billingRoutes } from '@scout/contracts/billing/routes';
import { stripeEventSchema, stripeSubscriptionSchema, type StripeEventObject } from '@scout/contracts/billing/stripeObjects';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { NotFoundError, ValidationError } from '@scout/platform/errors';
import { rawBodyOf } from '@scout/platform/http/createHttpApp';
import { routeMounter } from '@scout/platform/http/route';
import { organizationDoc } from '../plans/plans';
import { fromStripe, requireStripe } from './stripeClient';
import { recordSnapshot, snapshotOf } from './subscriptions';

/** Under /api/v1; the address to give Stripe's webhook endpoint. */
export const STRIPE_WEBHOOK_PATH = billingRoutes.webhook.path;
/** Seconds a signature stays valid (Stripe's default): an old delivery replayed later is refused. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idIn = (value: unknown): string | null =>
  text(value) ?? (value !== null && typeof value === 'object' && 'id' in value ? text((value as { id: unknown }).id) : null);

/** The subscription an event is about, for the event types that move one; null for every other type (ignored). */
export function subscriptionIdOf(event: StripeEventObject): string | null {
  const object = event.data.object as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return idIn(object.id);
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } | null } | null | undefined;
    return idIn(parent?.subscription_details?.subscription);
  }
  if (event.type === 'checkout.session.completed') return idIn(object.subscription);
  return null;
}

/**
 * `POST /customer/stripe/webhook`: Stripe tells of a change. The signature is checked on the exact
 * bytes; the subscription is then read again from Stripe (events arrive in any order, the latest
 * reading wins) and recorded with the event's id on the organisation's stream, where a replayed
 * event id changes nothing. Events about no subscription, or no organisation of Scout's, answer 200
 * and are ignored; a Stripe outage answers 503 so that Stripe delivers again.
 */
export function mountStripeWebhook(router: Router, ctx: AppContext): void {
  routeMounter(router, accessGuard(ctx))(billingRoutes.webhook, async (_input, req, res) => {
    const stripe = requireStripe(ctx.config);
    const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
    const signature = req.header('stripe-signature');
    const payload = rawBodyOf(req);
    if (!secret) throw new NotFoundError('Billing is not set up on this server');
    if (!signature || !payload) throw new ValidationError('The webhook is not signed');
    let verified: unknown;
    try {
      verified = stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
    } catch {
      throw new ValidationError('The webhook signature is not valid');
    }
    const parsed = stripeEventSchema.safeParse(verified);
    if (!parsed.success) throw new ValidationError('The webhook is not a Stripe event');
    const event = parsed.data;

    const subscriptionId = subscriptionIdOf(event);
    if (!subscriptionId) return void res.json({ received: true, ignored: true });
    const observedAt = ctx.clock();
    const subscription = await fromStripe(stripeSubscriptionSchema, () => stripe.subscriptions.retrieve(subscriptionId));
    const orgId = subscription.metadata.orgId;
    if (!orgId || !(await organizationDoc(ctx, orgId))) {
      ctx.logger.warn({ eventId: event.id, subscriptionId }, 'a Stripe subscription of no organisation of this server');
      return void res.json({ received: true, ignored: true });
    }
    await recordSnapshot(ctx, { system: true, orgId }, snapshotOf(ctx, subscription, observedAt), {
      kind: 'webhook',
      eventId: event.id,
      eventType: event.type,
    });
    res.json({ received: true });
  });
}
