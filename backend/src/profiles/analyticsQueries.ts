import type { ProfileAnalyticsView } from '@scout/contracts/profiles';
import { profileAnalyticsCollection, type ProfileAnalyticsDoc } from '@scout/projections/profiles/profileAnalytics';
import { publicAnalytics } from '@scout/projections/profiles/analytics/creatorAnalytics';
import type { AppContext } from '../platform/context';

export { analyticsOfSnapshot } from '@scout/projections/profiles/analytics/creatorAnalytics';

/** The analytics read model of one saved profile of the organisation, or null when it has none. */
export async function getProfileAnalytics(ctx: AppContext, orgId: string, profileId: string): Promise<ProfileAnalyticsView | null> {
  const doc = await ctx.readStore.tenant<ProfileAnalyticsDoc>(profileAnalyticsCollection).forOrg(orgId).get(profileId);
  return doc && { _id: doc._id, orgId: doc.orgId, ...publicAnalytics(doc) };
}
