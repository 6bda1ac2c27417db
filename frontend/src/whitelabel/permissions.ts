/** The roles the server lets set up white-label (backend permission `organization:manage`). */
export const WHITELABEL_MANAGERS: readonly string[] = ['owner', 'admin'];

export function canManageWhitelabel(role: unknown): boolean {
  return typeof role === 'string' && WHITELABEL_MANAGERS.includes(role);
}
