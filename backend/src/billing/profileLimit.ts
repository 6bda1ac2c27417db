import { savedProfilesCollection } from '@scout/projections/profiles/savedProfiles';
import type { AppContext } from '../runtime/context';
import { assertWithinLimit } from './planLimits';

/**
 * 423 PlanLimit `profiles` when saving one more would pass the plan's limit. Saving a profile
 * that is saved already is not counted (it answers its own 409). Answers whether it is.
 */
export async function assertCanSaveProfile(ctx: AppContext, orgId: string, profileId: string): Promise<boolean> {
  if (await ctx.readStore.tenant(savedProfilesCollection).forOrg(orgId).get(profileId)) return true;
  await assertWithinLimit(ctx, orgId, 'profiles');
  return false;
}
