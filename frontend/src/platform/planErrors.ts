import { apiErrorName, isHttpError, sentAtOf, type ApiErrorBody } from './httpClient';
import { blockAccess, upgradePopup } from '../session/planGate';

/**
 * Handles the plan errors of the spec's error catalogue: AccessBlocked stores the blocked status,
 * 423 opens the upgrade popup for its field. Answers true when the error needs no toast.
 */
export function handlePlanError(error: unknown): boolean {
  if (apiErrorName(error) === 'AccessBlocked') {
    blockAccess(sentAtOf(error));
    return true;
  }
  if (isHttpError(error) && error.status === 423) {
    const body = error.body as Partial<ApiErrorBody> | undefined;
    upgradePopup.set(body?.field ?? 'plan');
    return true;
  }
  return false;
}
