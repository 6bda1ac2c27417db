import type { ProfileAnalyticsView } from '@scout/contracts/profiles';
import { profileAnalyticsCollection, type ProfileAnalyticsDoc } from '@scout/projections/profiles/profileAnalytics';
import { withPostFigures } from '@scout/projections/profiles/analytics/creatorAnalytics';
import { shownPostFigures, type SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';
import type { ProfileResponse } from '@scout/contracts/profiles';
import type { AppContext } from '../runtime/context';
import { getProfileDoc, profileView, savedProfiles } from './queries';

export { analyticsOfSnapshot } from '@scout/projections/profiles/analytics/creatorAnalytics';

type PostFigures = Pick<SavedProfileDoc, 'platform' | 'figures' | 'heatmap'>;

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
  const [doc, figures] = await Promise.all([analyticsDoc(ctx, orgId, profileId), profile ?? savedProfiles(ctx, orgId).get(profileId)]);
  return doc && figures && analyticsView(doc, figures);
}

const analyticsDoc = (ctx: AppContext, orgId: string, profileId: string) =>
  ctx.readStore.tenant<ProfileAnalyticsDoc>(profileAnalyticsCollection).forOrg(orgId).get(profileId);

function analyticsView(doc: ProfileAnalyticsDoc, profile: PostFigures): ProfileAnalyticsView {
  const { _id, orgId, postTimes: _postTimes, ...analytics } = doc;
  const { figures, heatmap } = shownPostFigures(profile);
  return { _id, orgId, ...withPostFigures(analytics, figures, heatmap) };
}

/** The profile page's answer: the saved profile (404 as `getProfileDoc` decides) and its analytics, both documents read at once. */
export async function getProfileWithAnalytics(
  ctx: AppContext,
  orgId: string,
  profileId: string,
  onlyIds: readonly string[] | null,
): Promise<ProfileResponse> {
  const [profile, doc] = await Promise.all([getProfileDoc(ctx, orgId, profileId, onlyIds), analyticsDoc(ctx, orgId, profileId)]);
  return { profile: profileView(profile), analytics: doc && analyticsView(doc, profile) };
}
