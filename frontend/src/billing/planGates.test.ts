import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PLAN_CATALOGUE, isAgencyPlan, limitsToJson } from '@scout/contracts/billing/plans';
import type { PlanView } from './billingApi';
import { lacksFeatures, plansOffering } from './planGates';
import { trialDaysLeft } from './trialCountdown';

/** The plans as `GET /customer/billing/plans` shows Scout's own catalogue. */
const catalogue: PlanView[] = Object.entries(DEFAULT_PLAN_CATALOGUE).map(([name, plan]) => ({
  name,
  paid: plan.paid,
  agency: isAgencyPlan(name),
  limits: limitsToJson(plan.limits),
  features: plan.features,
  prices: plan.prices,
}));

describe('plan gates', () => {
  it('locks what the plan the server enforces leaves out, and nothing before the plan is known', () => {
    const trial = DEFAULT_PLAN_CATALOGUE.free!.features;
    expect(lacksFeatures(trial, ['searchExport'])).toBe(true);
    expect(lacksFeatures(DEFAULT_PLAN_CATALOGUE.agency!.features, ['searchExport', 'loadMoreResults'])).toBe(false);
    expect(lacksFeatures(DEFAULT_PLAN_CATALOGUE.starter!.features, ['integrations', 'bitly'])).toBe(false);
    expect(lacksFeatures(DEFAULT_PLAN_CATALOGUE.starter!.features, ['integrations', 'ugcCampaigns'])).toBe(true);
    expect(lacksFeatures({}, ['unlockContacts'])).toBe(true);
    expect(lacksFeatures(undefined, ['unlockContacts'])).toBe(false);
  });

  it('names the plans on sale that include a feature, cheapest first', () => {
    expect(plansOffering(catalogue, ['loadMoreResults']).map((plan) => plan.name)).toEqual(['basic', 'agency', 'agency_unlimited']);
    expect(plansOffering(catalogue, ['searchExport']).map((plan) => plan.name)).toEqual(['agency', 'agency_unlimited']);
    // Not on sale: the trial and the AppSumo lifetime plan, whatever they include.
    expect(plansOffering(catalogue, []).map((plan) => plan.name)).not.toContain('impulzeai_lifetime');
    expect(plansOffering([], ['bitly'])).toEqual([]);
  });
});

describe('the trial countdown', () => {
  const now = new Date('2026-11-28T10:00:00.000Z');
  it('counts whole days left, a part-day as one', () => {
    expect(trialDaysLeft('2026-12-12T10:00:00.000Z', now)).toBe(14);
    expect(trialDaysLeft('2026-12-12T09:59:59.000Z', now)).toBe(14);
    expect(trialDaysLeft('2026-11-28T13:00:00.000Z', now)).toBe(1);
  });

  it('reads 0 once the trial ended, and nothing for a date that does not parse', () => {
    expect(trialDaysLeft('2026-11-27T10:00:00.000Z', now)).toBe(0);
    expect(trialDaysLeft('someday', now)).toBeNull();
  });
});
