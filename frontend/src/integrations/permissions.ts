/** The roles the server lets connect Bitly, an organisation setting (backend permission `organization:manage`). */
export const BITLY_MANAGERS: readonly string[] = ['owner', 'admin'];

export function canConnectBitly(role: unknown): boolean {
  return typeof role === 'string' && BITLY_MANAGERS.includes(role);
}
