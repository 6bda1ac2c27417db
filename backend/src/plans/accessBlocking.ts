import type { OrganizationDoc } from '@scout/projections/accounts/organizations';
import type { Config } from '@scout/platform/config';
import type { AppContext } from '../runtime/context';
import { AccessBlockedError } from '@scout/platform/errors';
import { organizationDoc, planNamed } from './plans';

/** When the organisation's trial ends while its plan is unpaid; null on a paid plan or without a trial end. */
export function trialEndOf(config: Config, org: Pick<OrganizationDoc, 'package' | 'trialEndsAt'>): string | null {
  return org.trialEndsAt && !planNamed(config, org.package).paid ? org.trialEndsAt : null;
}

/** Trial over and no paid plan: the organisation may only see its account and billing. */
export function isAccessBlocked(config: Config, org: Pick<OrganizationDoc, 'package' | 'trialEndsAt'>, now: Date): boolean {
  const trialEnd = trialEndOf(config, org);
  return trialEnd !== null && now.getTime() >= Date.parse(trialEnd);
}

/** Throws 402 AccessBlocked when the organisation's access is blocked. */
export async function assertAccessNotBlocked(ctx: AppContext, orgId: string): Promise<void> {
  const org = await organizationDoc(ctx, orgId);
  if (org && isAccessBlocked(ctx.config, org, ctx.clock())) throw new AccessBlockedError();
}

/** When a trial that starts now ends. */
export const trialEndFrom = (config: Config, now: Date): string => new Date(now.getTime() + config.TRIAL_DAYS * 86_400_000).toISOString();
