/**
 * Who may do what on the campaign screens, as the server's permission table says
 * (backend/src/accounts/permissions.ts): campaigns are the team's own, never a guest's
 * (`campaigns:read`, see platform/roles); the CPM values are the organisation's settings
 * (`organization:manage`).
 */
export { CAMPAIGN_READERS, canSeeCampaigns } from '../platform/roles';
export const ORGANISATION_MANAGERS: readonly string[] = ['owner', 'admin'];

export function canManageOrganisation(role: unknown): boolean {
  return typeof role === 'string' && ORGANISATION_MANAGERS.includes(role);
}
