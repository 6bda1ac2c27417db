import type { Request } from 'express';
import type { MonthlyUsageField } from '@scout/contracts/billing/events';
import { metadataFor, type Principal } from '../accounts/principal';
import { organizationStream } from '../accounts/service';
import { execute, type AppContext } from '../runtime/context';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { organizationBillingDecider } from './organizationBilling';
import { usagePeriod } from '../plans/usage';

const systemMetadata = (ctx: AppContext, orgId: string): EventMetadata => ({
  orgId,
  actor: { userId: null, role: null, via: 'system' },
  correlationId: '',
  causationId: null,
  occurredAt: ctx.clock().toISOString(),
});

/** Moves the organisation to another plan of the catalogue (billing calls this once payment exists). */
export async function changePlan(
  ctx: AppContext,
  orgId: string,
  packageName: string,
  by?: { req: Request; principal: Principal },
): Promise<void> {
  await execute(
    ctx,
    organizationBillingDecider,
    organizationStream(orgId),
    {
      type: 'ChangePlan',
      package: packageName,
      known: Object.hasOwn(ctx.config.PLAN_CATALOGUE, packageName),
      now: ctx.clock().toISOString(),
    },
    by ? metadataFor(ctx, by.req, by.principal) : systemMetadata(ctx, orgId),
  );
}

/** Counts a search or a report against this month's usage (discovery and reports call this). */
export async function recordUsage(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  field: MonthlyUsageField,
  amount = 1,
): Promise<void> {
  const now = ctx.clock();
  await execute(
    ctx,
    organizationBillingDecider,
    organizationStream(principal.orgId),
    { type: 'RecordUsage', field, amount, period: usagePeriod(now), now: now.toISOString() },
    metadataFor(ctx, req, principal),
  );
}
