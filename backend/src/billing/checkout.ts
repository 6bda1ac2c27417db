import type { Request } from 'express';
import type { CheckoutRequest } from '@scout/contracts/billing/requests';
import type { BillingResponse } from '@scout/contracts/billing/responses';
import { stripeCheckoutSessionSchema, type StripeCheckoutSession } from '@scout/contracts/billing/stripeObjects';
import type { Principal } from '../accounts/principal';
import type { AppContext } from '../runtime/context';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '@scout/platform/errors';
import { billingView } from './billingView';
import { fromStripe, requireStripe } from './stripeClient';
import {
  assertKnownReferral,
  assertNoLiveSubscription,
  ensureCustomer,
  expireCheckout,
  openCheckout,
  priceOf,
  recordSnapshot,
  releaseSubscriptionAttempt,
  snapshotOf,
  startSubscriptionAttempt,
  stripeMetadata,
} from './subscriptions';

/** Where Checkout sends the customer back (Stripe fills in the session id). */
export const CHECKOUT_RETURN_PATH = '/checkout/return';

/**
 * `POST /customer/stripe-checkout`: a Checkout Session for the plan; the customer pays on Stripe's page.
 * The attempt is decided on the organisation's stream first and keys the session's creation; a new
 * checkout expires the one still open, so at most one session can ever be paid.
 */
export async function startCheckout(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  input: CheckoutRequest,
): Promise<{ url: string; sessionId: string }> {
  const price = priceOf(ctx, input.plan, input.interval);
  assertKnownReferral(ctx, input.referralId);
  await assertNoLiveSubscription(ctx, principal.orgId);
  const stripe = requireStripe(ctx.config);
  const actor = { req, principal };
  const attemptId = await startSubscriptionAttempt(ctx, actor, input.plan, input.interval);
  let session: StripeCheckoutSession;
  try {
    const customer = await ensureCustomer(ctx, req, principal);
    const metadata = stripeMetadata(principal.orgId, input.plan, input.referralId);
    const origin = ctx.config.PUBLIC_URL.replace(/\/$/, '');
    session = await fromStripe(stripeCheckoutSessionSchema, () =>
      stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: principal.orgId,
          line_items: [{ price: price.stripePriceId, quantity: 1 }],
          success_url: `${origin}${CHECKOUT_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${origin}/plans?checkout=canceled`,
          allow_promotion_codes: true,
          metadata,
          subscription_data: { metadata },
        },
        { idempotencyKey: `scout-checkout-${attemptId}` },
      ),
    );
    if (!session.url) throw new ServiceUnavailableError('Payments are unavailable right now, please retry later');
  } catch (error) {
    await releaseSubscriptionAttempt(ctx, actor, attemptId).catch((releaseError: unknown) =>
      ctx.logger.warn({ err: releaseError, attemptId }, 'a failed checkout attempt could not be released'),
    );
    throw error;
  }
  await openCheckout(ctx, actor, attemptId, session.id).catch(async (error: unknown) => {
    // Another attempt took over meanwhile: this session must not be payable beside it.
    await expireCheckout(ctx, session.id).catch(() => undefined);
    throw error;
  });
  return { url: session.url, sessionId: session.id };
}

/** `PUT /customer/stripe-checkout/verify`: back from Checkout; the paid session's subscription is recorded at once. */
export async function verifyCheckout(ctx: AppContext, req: Request, principal: Principal, sessionId: string): Promise<BillingResponse> {
  const stripe = requireStripe(ctx.config);
  const observedAt = ctx.clock();
  const session = await fromStripe(stripeCheckoutSessionSchema, () =>
    stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }),
  );
  // Another organisation's session is simply not found.
  if (session.client_reference_id !== principal.orgId || session.metadata.orgId !== principal.orgId) throw new NotFoundError('Not found');
  if (session.status !== 'complete' || !session.subscription || typeof session.subscription === 'string') {
    throw new ValidationError('The payment is not complete yet');
  }
  await recordSnapshot(ctx, { req, principal }, snapshotOf(ctx, session.subscription, observedAt), { kind: 'request', call: 'checkout' });
  return billingView(ctx, principal.orgId);
}
