/**
 * Which roles see the campaigns, as the server's permission table says
 * (backend/src/accounts/permissions.ts, `campaigns:read`): campaigns are the team's own, never a
 * guest's. Here rather than in campaigns/, so screens of other features (the Stories screen's
 * campaign filter) can ask without importing the campaign screens' folder.
 */
export const CAMPAIGN_READERS: readonly string[] = ['owner', 'admin', 'member'];

export function canSeeCampaigns(role: unknown): boolean {
  return typeof role === 'string' && CAMPAIGN_READERS.includes(role);
}
