import type { PlanFeature, PlanLimitField } from '@scout/contracts/billing/plans';
import type { AppContext } from '../runtime/context';
import { PlanLimitError } from '@scout/platform/errors';
import type { Plan } from '@scout/contracts/billing/plans';
import { planOf } from '../plans/plans';
import { usageOf } from '../plans/usage';

/** 423 PlanLimit with `field` when the organisation's plan does not include the feature. */
export async function assertPlanFeature(ctx: AppContext, orgId: string, feature: PlanFeature): Promise<void> {
  const { plan } = await planOf(ctx, orgId);
  if (!plan.features[feature]) throw new PlanLimitError(feature, 'This feature is not in your plan, please upgrade');
}

/** 423 PlanLimit with `field` when `adding` more of `field` would go past the plan's limit. */
export async function assertWithinLimit(ctx: AppContext, orgId: string, field: PlanLimitField, adding = 1): Promise<void> {
  const { plan } = await planOf(ctx, orgId);
  if (plan.limits[field] === Infinity) return;
  assertUsedWithinLimit(plan, field, (await usageOf(ctx, orgId, [field]))[field] ?? 0, adding);
}

/** assertWithinLimit on a plan and a usage read already. */
export function assertUsedWithinLimit(plan: Plan, field: PlanLimitField, used: number, adding = 1): void {
  const limit = plan.limits[field];
  if (used + adding > limit) throw new PlanLimitError(field, `Your plan allows ${limit} ${field}, please upgrade`);
}
