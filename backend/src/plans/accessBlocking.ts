import type { OrganizationDoc } from '@scout/projections/accounts/organizations';
import type { Config } from '@scout/platform/config';
import { planNamed } from './plans';

/** When the organisation's trial ends while its plan is unpaid; null on a paid plan or without a trial end. */
export function trialEndOf(config: Config, org: Pick<OrganizationDoc, 'package' | 'trialEndsAt'>): string | null {
  return org.trialEndsAt && !planNamed(config, org.package).paid ? org.trialEndsAt : null;
}

/** Trial over and no paid plan: the organisation may only see its account and billing. */
export function isAccessBlocked(config: Config, org: Pick<OrganizationDoc, 'package' | 'trialEndsAt'>, now: Date): boolean {
  const trialEnd = trialEndOf(config, org);
  return trialEnd !== null && now.getTime() >= Date.parse(trialEnd);
}

/** When a trial that starts now ends. */
export const trialEndFrom = (config: Config, now: Date): string => new Date(now.getTime() + config.TRIAL_DAYS * 86_400_000).toISOString();
