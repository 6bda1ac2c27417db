/** The roles the server lets manage the team (backend permission `team:manage`). */
export const TEAM_MANAGERS: readonly string[] = ['owner', 'admin'];

export function canManageTeam(role: unknown): boolean {
  return typeof role === 'string' && TEAM_MANAGERS.includes(role);
}
