import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from './errorMessage';
import { apiErrorName } from './httpClient';
import { verifyEmailPopup } from '../session/verifyEmailPopup';
import { handlePlanError } from './planErrors';

/** Errors the spec handles without a toast (section 8). */
const SILENT_ERRORS = new Set(['AccessBlocked']);

/** Toasts an API error's message, as the spec's error catalogue asks. */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      // AccessBlocked stores the blocked status, 423 opens the upgrade popup: no toast for either.
      if (handlePlanError(error)) return;
      const name = apiErrorName(error);
      if (name && SILENT_ERRORS.has(name)) return;
      // Spec section 8: EmailNotVerified opens the verify-email popup instead of a toast.
      if (name === 'EmailNotVerified') return verifyEmailPopup.open();
      const message = error instanceof Error && error.message ? error.message : errorMessage(error);
      notify(message, { type: 'error' });
    },
    [notify],
  );
}
