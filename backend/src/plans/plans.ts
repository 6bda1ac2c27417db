import { TRIAL_PLAN, type Plan } from '@scout/contracts/billing/plans';
import { organizationsCollection, type OrganizationDoc } from '@scout/projections/accounts/organizations';
import type { Config } from '@scout/platform/config';
import type { AppContext } from '../runtime/context';

/** The plan of that name in the configured catalogue; an unknown name gets the trial plan's limits. */
export function planNamed(config: Config, name: string): Plan {
  const catalogue = config.PLAN_CATALOGUE;
  const plan = Object.hasOwn(catalogue, name) ? catalogue[name] : catalogue[TRIAL_PLAN];
  if (!plan) throw new Error(`the plan catalogue has no trial plan "${TRIAL_PLAN}"`);
  return plan;
}

export async function organizationDoc(ctx: AppContext, orgId: string): Promise<OrganizationDoc | null> {
  return ctx.readStore.global<OrganizationDoc>(organizationsCollection).get(orgId);
}

/** The organisation's package name and plan. */
export async function planOf(ctx: AppContext, orgId: string): Promise<{ name: string; plan: Plan }> {
  const name = (await organizationDoc(ctx, orgId))?.package ?? TRIAL_PLAN;
  return { name, plan: planNamed(ctx.config, name) };
}
