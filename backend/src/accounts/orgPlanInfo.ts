import type { UserView } from '@scout/contracts/accounts';
import { DEFAULT_STATUS_FLAGS } from '@scout/contracts/accounts/settingsResponses';
import { isAgencyPlan, limitsToJson, PLAN_LIMIT_FIELDS } from '@scout/contracts/billing/plans';
import { whitelistedCountry } from '@scout/contracts/platform/countries';
import type { OrganizationDoc } from '@scout/projections/accounts/organizations';
import {
  DEFAULT_ORGANIZATION_SETTINGS,
  organizationSettingsCollection,
  type OrganizationSettingsDoc,
} from '@scout/projections/accounts/organizationSettings';
import type { UserDoc } from '@scout/projections/accounts/users';
import { isAccessBlocked } from '../plans/accessBlocking';
import { planNamed } from '../plans/plans';
import { usageOf, type Usage } from '../plans/usage';
import type { AppContext } from '../runtime/context';

type OrgPlanInfo = Pick<
  UserView['orgInfo'],
  'limits' | 'usage' | 'features' | 'agencyPlan' | 'trialEndsAt' | 'surveyStatus' | 'accountConfig' | 'country' | 'ipCountry'
>;

/** The plan, usage and settings part of `orgInfo`. */
export async function orgPlanInfo(ctx: AppContext, org: OrganizationDoc): Promise<OrgPlanInfo> {
  const plan = planNamed(ctx.config, org.package);
  const settingsRead = ctx.readStore.global<OrganizationSettingsDoc>(organizationSettingsCollection).get(org._id);
  const [stored, usage] = await Promise.all([settingsRead, usageOf(ctx, org._id, PLAN_LIMIT_FIELDS, settingsRead)]);
  const settings = stored ?? DEFAULT_ORGANIZATION_SETTINGS;
  return {
    limits: limitsToJson(plan.limits),
    usage: usage as Usage,
    features: plan.features,
    agencyPlan: isAgencyPlan(org.package),
    trialEndsAt: org.trialEndsAt ?? null,
    surveyStatus: settings.surveyStatus,
    // Settings documents from before a setting existed lack it: its default.
    accountConfig: { ...DEFAULT_ORGANIZATION_SETTINGS.accountConfig, ...settings.accountConfig },
    ...(settings.country ? { country: settings.country } : {}),
    ipCountry: whitelistedCountry(org.ipCountry, ctx.config.WHITELISTED_COUNTRY_CODES),
  };
}

/** The user's own settings on the user view. */
export const userSettingsInfo = (user: UserDoc): Pick<UserView, 'newsletter' | 'phone' | 'jobRole' | 'statusFlags'> => ({
  newsletter: user.newsletter,
  ...(user.phone ? { phone: user.phone } : {}),
  ...(user.jobRole ? { jobRole: user.jobRole } : {}),
  statusFlags: { ...DEFAULT_STATUS_FLAGS, ...user.statusFlags },
});

export const accessBlockedFor = (ctx: AppContext, org: OrganizationDoc): boolean => isAccessBlocked(ctx.config, org, ctx.clock());
