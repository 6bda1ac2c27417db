/** The roles the server lets manage the organisation's API key (backend permission `apiKeys:manage`). */
export const API_KEY_MANAGERS: readonly string[] = ['owner', 'admin'];

/** Whether a role (react-admin's permissions: the user's role) may see and change the API key. */
export function canManageApiKeys(role: unknown): boolean {
  return typeof role === 'string' && API_KEY_MANAGERS.includes(role);
}
