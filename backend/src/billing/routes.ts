import type { Router } from 'express';
import {
  activateOfferRequestSchema,
  cancelSubscriptionRequestSchema,
  changePlanRequestSchema,
  checkoutRequestSchema,
  confirmSubscriptionRequestSchema,
  previewPlanChangeRequestSchema,
  subscribeRequestSchema,
  verifyCheckoutRequestSchema,
} from '@scout/contracts/billing/requests';
import { allow, principalOf } from '../accounts/principal';
import type { AppContext } from '../runtime/context';
import { parseBody, parseQuery } from '@scout/platform/http/validate';
import { noParametersSchema as noQuery } from '@scout/contracts/platform/noParameters';
import { billingView, paymentMethodsView, plansView } from './billingView';
import { activateRetentionOffer, cancelAtPeriodEnd } from './cancellation';
import { confirmSubscription, subscribeWithCard } from './cardSubscription';
import { startCheckout, verifyCheckout } from './checkout';
import { changeSubscriptionPlan, previewPlanChange } from './planChange';

/**
 * The billing calls (spec section 7, "Billing"): the owner (`billing:manage`) pays, changes and
 * cancels; anyone signed in sees the plans. They stay open while access is blocked, so a blocked
 * organisation can pay. Every call answers 404 when this server has no Stripe key.
 */
export function mountBilling(router: Router, ctx: AppContext): void {
  const manage = allow(ctx, 'billing:manage');
  const self = allow(ctx, 'account:self');

  router.get('/customer/billing/plans', self, async (req, res) => {
    parseQuery(req, noQuery);
    res.json(await plansView(ctx, principalOf(res).orgId));
  });

  router.get('/customer/billing', manage, async (req, res) => {
    parseQuery(req, noQuery);
    res.json(await billingView(ctx, principalOf(res).orgId));
  });

  router.get('/customer/payment-methods', manage, async (req, res) => {
    parseQuery(req, noQuery);
    res.json({ paymentMethods: await paymentMethodsView(ctx, principalOf(res).orgId) });
  });

  router.post('/customer/subscribe', manage, async (req, res) => {
    const principal = principalOf(res);
    const answer = await subscribeWithCard(ctx, req, principal, parseBody(req, subscribeRequestSchema));
    res.status(answer.status === 'active' ? 201 : 200).json(answer);
  });

  router.post('/customer/subscribe/confirm', manage, async (req, res) => {
    const { paymentIntent } = parseBody(req, confirmSubscriptionRequestSchema);
    res.json(await confirmSubscription(ctx, req, principalOf(res), paymentIntent));
  });

  router.delete('/customer/subscribe', manage, async (req, res) => {
    parseBody(req, cancelSubscriptionRequestSchema);
    res.json(await cancelAtPeriodEnd(ctx, req, principalOf(res)));
  });

  router.put('/customer/subscription/activate-offer', manage, async (req, res) => {
    parseBody(req, activateOfferRequestSchema);
    res.json(await activateRetentionOffer(ctx, req, principalOf(res)));
  });

  router.post('/customer/stripe-checkout', manage, async (req, res) => {
    res.status(201).json(await startCheckout(ctx, req, principalOf(res), parseBody(req, checkoutRequestSchema)));
  });

  router.put('/customer/stripe-checkout/verify', manage, async (req, res) => {
    const { sessionId } = parseBody(req, verifyCheckoutRequestSchema);
    res.json(await verifyCheckout(ctx, req, principalOf(res), sessionId));
  });

  router.put('/customer/preview-plan-change', manage, async (req, res) => {
    const { plan, interval } = parseBody(req, previewPlanChangeRequestSchema);
    res.json(await previewPlanChange(ctx, principalOf(res).orgId, plan, interval));
  });

  router.put('/customer/subscription/plan', manage, async (req, res) => {
    res.json(await changeSubscriptionPlan(ctx, req, principalOf(res), parseBody(req, changePlanRequestSchema)));
  });
}
