import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PLAN_CATALOGUE, PLAN_LIMIT_FIELDS, TRIAL_PLAN, type Plan } from './plans';

const monthlyCents = (plan: Plan): number => plan.prices.find((price) => price.interval === 'month')?.amountCents ?? 0;
const limitsOf = (plan: Plan) => PLAN_LIMIT_FIELDS.map((field) => [field, plan.limits[field]] as const);

describe('the default plan catalogue', () => {
  const trial = DEFAULT_PLAN_CATALOGUE[TRIAL_PLAN];
  const paid = Object.entries(DEFAULT_PLAN_CATALOGUE).filter(([, plan]) => plan.paid);

  it('has a trial and paid plans', () => {
    expect(trial?.paid).toBe(false);
    expect(paid.length).toBeGreaterThan(0);
  });

  it('lets no paid plan allow less than the trial in any limit (issue 24: starter had 2 members, the trial 3)', () => {
    const below = paid.flatMap(([name, plan]) =>
      limitsOf(plan)
        .filter(([field, limit]) => limit < (trial?.limits[field] ?? 0))
        .map(([field]) => `${name}.${field}`),
    );
    expect(below).toEqual([]);
    expect(DEFAULT_PLAN_CATALOGUE.starter?.limits.members).toBeGreaterThanOrEqual(trial?.limits.members ?? Infinity);
  });

  it('lets no sold plan allow less than a cheaper one in any limit', () => {
    const sold = paid.filter(([, plan]) => plan.prices.length > 0).sort(([, a], [, b]) => monthlyCents(a) - monthlyCents(b));
    const below: string[] = [];
    sold.forEach(([name, plan], index) => {
      for (const [cheaperName, cheaper] of sold.slice(0, index))
        for (const [field, limit] of limitsOf(plan)) if (limit < cheaper.limits[field]) below.push(`${name}.${field} < ${cheaperName}`);
    });
    expect(sold.map(([name]) => name)).toEqual(['starter', 'basic', 'agency', 'agency_unlimited']);
    expect(below).toEqual([]);
  });
});
