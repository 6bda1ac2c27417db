import { usePermissions } from 'react-admin';

/** The roles that see and change the organisation's billing (the server answers others 403, which logs out). */
export const BILLING_MANAGERS: readonly string[] = ['owner'];

export function isBillingManager(role: unknown): boolean {
  return typeof role === 'string' && BILLING_MANAGERS.includes(role);
}

/** Whether the signed-in user is the owner, the only role that manages billing. */
export function useCanManageBilling(): { canManage: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<unknown>();
  return { canManage: isBillingManager(permissions), isPending };
}
