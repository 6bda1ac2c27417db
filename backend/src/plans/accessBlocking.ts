import type { OrganizationDoc } from '@scout/projections/accounts/organizations';
import type { Config } from '@scout/platform/config';
import type { AppContext } from '../runtime/context';
import { AccessBlockedError } from '@scout/platform/errors';
import { organizationDoc, planNamed } from './plans';

/** Trial over and no paid plan: the organisation may only see its account and billing. */
export function isAccessBlocked(config: Config, org: Pick<OrganizationDoc, 'package' | 'trialEndsAt'>, now: Date): boolean {
  if (!org.trialEndsAt || planNamed(config, org.package).paid) return false;
  return now.getTime() >= Date.parse(org.trialEndsAt);
}

/** Throws 402 AccessBlocked when the organisation's access is blocked. */
export async function assertAccessNotBlocked(ctx: AppContext, orgId: string): Promise<void> {
  const org = await organizationDoc(ctx, orgId);
  if (org && isAccessBlocked(ctx.config, org, ctx.clock())) throw new AccessBlockedError();
}

/** When a trial that starts now ends. */
export const trialEndFrom = (config: Config, now: Date): string => new Date(now.getTime() + config.TRIAL_DAYS * 86_400_000).toISOString();
