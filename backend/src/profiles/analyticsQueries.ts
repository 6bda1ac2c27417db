import type { ProfileAnalyticsView } from '@scout/contracts/profiles';
import { profileAnalyticsCollection, type ProfileAnalyticsDoc } from '@scout/projections/profiles/profileAnalytics';
import { withPostFigures } from '@scout/projections/profiles/analytics/creatorAnalytics';
import type { SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';
import type { AppContext } from '../runtime/context';
import { savedProfiles } from './queries';

export { analyticsOfSnapshot } from '@scout/projections/profiles/analytics/creatorAnalytics';

type PostFigures = Pick<SavedProfileDoc, 'figures' | 'heatmap'>;

/**
 * The analytics of one saved profile of the organisation, or null when it has none: the analytics
 * read model with the post figures and heatmap the saved profile keeps (the same values the list,
 * exports and public pages show). `profile`: the saved profile when the caller has read it already.
 */
export async function getProfileAnalytics(
  ctx: AppContext,
  orgId: string,
  profileId: string,
  profile?: PostFigures,
): Promise<ProfileAnalyticsView | null> {
  const [doc, figures] = await Promise.all([
    ctx.readStore.tenant<ProfileAnalyticsDoc>(profileAnalyticsCollection).forOrg(orgId).get(profileId),
    profile ?? savedProfiles(ctx, orgId).get(profileId),
  ]);
  if (!doc || !figures) return null;
  const { _id, orgId: owner, postTimes: _postTimes, ...analytics } = doc;
  return { _id, orgId: owner, ...withPostFigures(analytics, figures.figures, figures.heatmap) };
}
