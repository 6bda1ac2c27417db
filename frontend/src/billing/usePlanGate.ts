import type { PlanFeature } from '@scout/contracts/billing/plans';
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useMe } from '../accounts/useMe';
import { upgradePopup } from '../session/planGate';
import { lacksFeatures, plansOffering } from './planGates';
import { usePlanName } from './planName';
import { usePlans } from './useBilling';

export interface PlanGate {
  /** The organisation's plan leaves out a feature of the action: it shows a lock and opens the upgrade popup instead. */
  locked: boolean;
  /** "Available on Basic or Agency — see the plans": the lock's tooltip. */
  hint: string;
  /** "Not in your plan (Trial): Search export. Available on Agency or Agency Unlimited.": the lock's label where there is room. */
  label: string;
  /** Opens the upgrade popup for the (first missing) feature, as the server's 423 would. */
  offerUpgrade: () => void;
}

/**
 * The plan gate of an action needing `features`, known before it is used: the features come from
 * `me` (`orgInfo.features`, the plan the server enforces), the plans offering them from the plan list.
 */
export function usePlanGate(...features: PlanFeature[]): PlanGate {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const planName = usePlanName();
  const { data: me } = useMe();
  const orgFeatures = me?.orgInfo.features;
  const locked = lacksFeatures(orgFeatures, features);
  const plans = usePlans(locked);
  const missing = features.find((feature) => orgFeatures?.[feature] !== true) ?? features[0] ?? 'plan';
  const offering = locked && plans.data ? plansOffering(plans.data.plans, features).map((plan) => planName(plan.name)) : [];
  const available =
    offering.length > 0
      ? translate('scout.planGate.availableOn', { plans: new Intl.ListFormat(locale, { type: 'disjunction' }).format(offering) })
      : translate('scout.planGate.availablePaid');
  const hint = translate('scout.planGate.tooltip', { available });
  const label = translate('scout.planGate.notInPlan', {
    plan: planName(me?.orgInfo.package),
    feature: translate(`scout.billing.features.${missing}`, { _: missing }),
    available,
  });
  const offerUpgrade = useCallback(() => upgradePopup.set(missing), [missing]);
  return { locked, hint, label, offerUpgrade };
}
