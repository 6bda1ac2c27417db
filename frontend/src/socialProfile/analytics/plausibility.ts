/** Why a creator's figures cannot all be true: more likes and comments per post than followers, or interactions without followers. */
export type ImplausibleReason = 'engagementAboveFollowers' | 'interactionsWithoutFollowers';

/** A creator's figures as any screen has them; unknown ones are null or left out. */
export interface CreatorFiguresToCheck {
  followers?: number | null;
  /** Percent of followers. */
  engagementRate?: number | null;
  averageLikes?: number | null;
  averageComments?: number | null;
  averageViews?: number | null;
}

/**
 * The rule every screen flags figures by. An engagement rate above 100 % means more likes and
 * comments per post than followers; likes, comments or views with no follower at all cannot be
 * either. Both happen when a provider's counts come from different dates. Unknown figures prove nothing.
 */
export function implausibleReasons(figures: CreatorFiguresToCheck): ImplausibleReason[] {
  const { followers, engagementRate, averageLikes, averageComments, averageViews } = figures;
  const interactions = (averageLikes ?? 0) + (averageComments ?? 0);
  if (followers === 0 && (interactions > 0 || (averageViews ?? 0) > 0)) return ['interactionsWithoutFollowers'];
  if ((engagementRate ?? 0) > 100 || (followers !== null && followers !== undefined && followers > 0 && interactions > followers))
    return ['engagementAboveFollowers'];
  return [];
}
