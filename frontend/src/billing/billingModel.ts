import {
  limitFromJson,
  PLAN_FEATURES,
  PLAN_LIMIT_FIELDS,
  type BillingInterval,
  type PlanFeature,
  type PlanLimitField,
} from '@scout/contracts/billing/plans';
import { isLiveSubscription } from '@scout/contracts/billing/subscription';
import type { BillingResponse, PaymentMethodView, PlansResponse, PlanView, SubscriptionView } from './billingApi';

export { PLAN_FEATURES, PLAN_LIMIT_FIELDS, type PlanFeature, type PlanLimitField };

/** The plan's price for the interval; none for a plan that is not for sale (the trial, AppSumo). */
export const priceOf = (plan: PlanView, interval: BillingInterval) => plan.prices.find((price) => price.interval === interval);

export const isForSale = (plan: PlanView): boolean => plan.prices.length > 0;

/** Spec section 4: a limit sent as the text Infinity is a number again. */
export const limitOf = (plan: PlanView, field: PlanLimitField): number => limitFromJson(plan.limits[field]);

/** The plans to show as cards: those for sale, and the current plan even when it is not. */
export function plansToShow(response: PlansResponse): PlanView[] {
  return response.plans.filter((plan) => isForSale(plan) || plan.name === response.current);
}

/** A subscription that gives its plan now (trialing, active, past due): plans change through it, not through a new checkout. */
export function liveSubscription(billing: BillingResponse | undefined): SubscriptionView | null {
  const subscription = billing?.subscription ?? null;
  return subscription && isLiveSubscription(subscription.status) ? subscription : null;
}

/** The card to offer for "Pay with your saved card": the default one, or else the first. */
export function savedCard(methods: PaymentMethodView[] | undefined): PaymentMethodView | undefined {
  return methods?.find((method) => method.isDefault) ?? methods?.[0];
}

/**
 * What choosing `plan` at `interval` does: nothing (it is what the organisation has), a new
 * subscription (no live one: Checkout or the saved card), or a change of the live subscription.
 */
export type PlanChoice = 'current' | 'subscribe' | 'change' | 'notForSale';

export function choiceFor(plan: PlanView, interval: BillingInterval, current: string, live: SubscriptionView | null): PlanChoice {
  if (live) {
    if (live.plan === plan.name && (live.interval ?? interval) === interval) return 'current';
    return priceOf(plan, interval) ? 'change' : 'notForSale';
  }
  if (!priceOf(plan, interval)) return plan.name === current ? 'current' : 'notForSale';
  return 'subscribe';
}

export { humanPlanName } from './planName';
