/** "@username" of an influencer of the campaign, or the id when it was removed since. */
export function influencerName(
  influencers: ReadonlyArray<{ influencerId: string; username: string }>,
  influencerId: string | null | undefined,
): string {
  if (!influencerId) return '';
  const influencer = influencers.find((candidate) => candidate.influencerId === influencerId);
  return influencer ? `@${influencer.username}` : influencerId.slice(0, 8);
}
