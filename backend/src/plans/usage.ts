import { PLAN_LIMIT_FIELDS, type PlanLimitField } from '@scout/contracts/billing/plans';
import {
  DEFAULT_ORGANIZATION_SETTINGS,
  organizationSettingsCollection,
  type OrganizationSettingsDoc,
} from '@scout/projections/accounts/organizationSettings';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import { savedProfilesCollection } from '@scout/projections/profiles/savedProfiles';
import type { AppContext } from '../runtime/context';

export type Usage = Record<PlanLimitField, number>;

/** The UTC month a usage counter belongs to, `YYYY-MM`. */
export const usagePeriod = (now: Date): string => now.toISOString().slice(0, 7);

/** Counts against the plan: saved profiles and members (not guests) now, searches and reports this month. */
export async function usageOf(
  ctx: AppContext,
  orgId: string,
  fields: readonly PlanLimitField[] = PLAN_LIMIT_FIELDS,
  /** The organisation's settings document when the caller reads it anyway (one read instead of two). */
  settingsRead?: Promise<OrganizationSettingsDoc | null>,
): Promise<Partial<Usage>> {
  // Read once for both of the monthly counters.
  let monthlyUsage: Promise<OrganizationSettingsDoc['monthlyUsage']> | undefined;
  const readCounters = async (): Promise<OrganizationSettingsDoc['monthlyUsage']> => {
    const settings = await (settingsRead ?? ctx.readStore.global<OrganizationSettingsDoc>(organizationSettingsCollection).get(orgId));
    const monthly = settings?.monthlyUsage ?? DEFAULT_ORGANIZATION_SETTINGS.monthlyUsage;
    return monthly.period === usagePeriod(ctx.clock()) ? monthly : { period: '', reports: 0, searchCount: 0 };
  };
  const counters = () => (monthlyUsage ??= readCounters());
  const count: Record<PlanLimitField, () => Promise<number>> = {
    profiles: () => ctx.readStore.tenant(savedProfilesCollection).forOrg(orgId).count({}),
    members: async () =>
      (await ctx.readStore.global<UserDoc>(usersCollection).find({ filter: { orgId } })).filter((u) => u.role !== 'guest').length,
    reports: async () => (await counters()).reports,
    searchCount: async () => (await counters()).searchCount,
  };
  const values = await Promise.all(fields.map(async (field) => [field, await count[field]()] as const));
  return Object.fromEntries(values);
}
