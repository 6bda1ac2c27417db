import type { Router } from 'express';
import { billingRoutes } from '@scout/contracts/billing/routes';
import { principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
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
  const route = routeMounter(router, accessGuard(ctx));

  route(billingRoutes.plans, async (_input, _req, res) => {
    res.json(await plansView(ctx, principalOf(res).orgId));
  });

  route(billingRoutes.billing, async (_input, _req, res) => {
    res.json(await billingView(ctx, principalOf(res).orgId));
  });

  route(billingRoutes.paymentMethods, async (_input, _req, res) => {
    res.json({ paymentMethods: await paymentMethodsView(ctx, principalOf(res).orgId) });
  });

  route(billingRoutes.subscribe, async ({ body }, req, res) => {
    const answer = await subscribeWithCard(ctx, req, principalOf(res), body);
    res.status(answer.status === 'active' ? 201 : 200).json(answer);
  });

  route(billingRoutes.confirm, async ({ body: { paymentIntent } }, req, res) => {
    res.json(await confirmSubscription(ctx, req, principalOf(res), paymentIntent));
  });

  route(billingRoutes.cancel, async (_input, req, res) => {
    res.json(await cancelAtPeriodEnd(ctx, req, principalOf(res)));
  });

  route(billingRoutes.activateOffer, async (_input, req, res) => {
    res.json(await activateRetentionOffer(ctx, req, principalOf(res)));
  });

  route(billingRoutes.checkout, async ({ body }, req, res) => {
    res.status(201).json(await startCheckout(ctx, req, principalOf(res), body));
  });

  route(billingRoutes.verifyCheckout, async ({ body: { sessionId } }, req, res) => {
    res.json(await verifyCheckout(ctx, req, principalOf(res), sessionId));
  });

  route(billingRoutes.previewPlanChange, async ({ body: { plan, interval } }, _req, res) => {
    res.json(await previewPlanChange(ctx, principalOf(res).orgId, plan, interval));
  });

  route(billingRoutes.changePlan, async ({ body }, req, res) => {
    res.json(await changeSubscriptionPlan(ctx, req, principalOf(res), body));
  });
}
