import type { EventType } from '@scout/contracts/events';
import type { FirstStep, FirstSteps } from '@scout/contracts/dashboard/firstSteps';
import type { HomeResponse } from '@scout/contracts/dashboard/home';
import { organizationSettingsCollection, type OrganizationSettingsDoc } from '@scout/projections/accounts/organizationSettings';
import { activityCollection, type ActivityDoc } from '@scout/projections/dashboard/activity';
import { trialEndOf } from '../plans/accessBlocking';
import { organizationDoc } from '../plans/plans';
import type { AppContext } from '../runtime/context';

/** The checklist steps the activity read model records: done once one such event happened in the organisation. */
const STEP_EVENTS: Record<Exclude<FirstStep, 'discover'>, EventType> = {
  saveProfile: 'ProfileSaved',
  createCampaign: 'CampaignCreated',
  inviteTeam: 'MemberInvited',
  brand: 'WhiteLabelConfigured',
  apiKey: 'ApiKeyCreated',
};

/**
 * Which first steps the organisation has done, from the read models: a search credit ever spent
 * (organisation settings), and the activity of each other step.
 */
export async function firstSteps(ctx: AppContext, orgId: string): Promise<FirstSteps> {
  const activity = ctx.readStore.tenant<ActivityDoc>(activityCollection).forOrg(orgId);
  const happened = async (eventType: EventType) => (await activity.find({ filter: { eventType }, limit: 1 })).length > 0;
  const [settings, ...done] = await Promise.all([
    ctx.readStore.global<OrganizationSettingsDoc>(organizationSettingsCollection).get(orgId),
    ...Object.values(STEP_EVENTS).map(happened),
  ]);
  const steps = Object.fromEntries(Object.keys(STEP_EVENTS).map((step, index) => [step, done[index] ?? false]));
  return { discover: Boolean(settings?.firstSearchAt), ...steps } as FirstSteps;
}

/** The trial the dashboard counts down: the trial end Billing shows and access blocking uses, while the plan is unpaid. */
export async function trialOf(ctx: AppContext, orgId: string): Promise<HomeResponse['trial']> {
  const org = await organizationDoc(ctx, orgId);
  const endsAt = org ? trialEndOf(ctx.config, org) : null;
  return endsAt ? { endsAt } : null;
}
