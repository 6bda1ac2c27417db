import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, issuesMessage, issuesOf } from './errorMessage';
import { apiErrorName, isHttpError } from './httpClient';
import { verifyEmailPopup } from '../session/verifyEmailPopup';
import { handlePlanError } from './planErrors';

/** Errors the spec handles without a toast (section 8). */
const SILENT_ERRORS = new Set(['AccessBlocked']);

/**
 * Toasts an API error's message, as the spec's error catalogue asks; a validation error names each
 * field by its label (`scout.fieldLabels`), once, instead of the server's `path: message` line.
 */
export function useNotifyError(): (error: unknown) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      // AccessBlocked stores the blocked status, 423 opens the upgrade popup: no toast for either.
      if (handlePlanError(error)) return;
      const name = apiErrorName(error);
      if (name && SILENT_ERRORS.has(name)) return;
      // Spec section 8: EmailNotVerified opens the verify-email popup instead of a toast.
      if (name === 'EmailNotVerified') return verifyEmailPopup.open();
      const named = issuesMessage(
        isHttpError(error) ? issuesOf(error.body) : [],
        (field) => translate(`scout.fieldLabels.${field}`, { _: '' }) || undefined,
      );
      const message = named ?? (error instanceof Error && error.message ? error.message : errorMessage(error));
      notify(message, { type: 'error' });
    },
    [notify, translate],
  );
}
