import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { useNotifyError } from '../platform/useNotifyError';

/** Sends the verification mail again and says so. */
export function useResendVerificationEmail() {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return useMutation({
    mutationFn: () => dataProvider.resendVerificationEmail(),
    onSuccess: () => notify('scout.verifyEmail.resent', { type: 'success' }),
    onError: notifyError,
  });
}
