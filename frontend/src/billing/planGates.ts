import type { PlanFeature } from '@scout/contracts/billing/plans';
import { isForSale } from './billingModel';
import type { PlanView } from './billingApi';

/**
 * Whether a plan's features (`orgInfo.features` of `me`, the plan the server enforces with 423)
 * leave out any of `wanted`. Unknown features (not loaded yet) lock nothing: the server still refuses.
 */
export function lacksFeatures(features: Readonly<Record<string, boolean>> | undefined, wanted: readonly PlanFeature[]): boolean {
  if (!features) return false;
  return wanted.some((feature) => features[feature] !== true);
}

/** The plans on sale that include every feature of `wanted`, cheapest first (by the monthly price). */
export function plansOffering(plans: readonly PlanView[], wanted: readonly PlanFeature[]): PlanView[] {
  const monthly = (plan: PlanView) => plan.prices.find((price) => price.interval === 'month')?.amountCents ?? Infinity;
  return plans
    .filter((plan) => isForSale(plan) && wanted.every((feature) => plan.features[feature]))
    .sort((a, b) => monthly(a) - monthly(b));
}
