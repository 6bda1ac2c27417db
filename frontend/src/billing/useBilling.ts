import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '../accounts/types';
import { ME_QUERY_KEY } from '../accounts/useMe';
import { errorMessage } from '../platform/errorMessage';
import { apiErrorName, isHttpError } from '../platform/httpClient';
import { useNotifyError } from '../platform/useNotifyError';
import { fetchBilling, fetchPaymentMethods, fetchPlans, type BillingResponse } from './billingApi';
import { unblockAccess } from '../session/planGate';
import { reportUpgradeFailure } from './planStores';

export const PLANS_QUERY_KEY = ['scout', 'billing', 'plans'] as const;
export const BILLING_QUERY_KEY = ['scout', 'billing', 'account'] as const;
export const PAYMENT_METHODS_QUERY_KEY = ['scout', 'billing', 'paymentMethods'] as const;

export function usePlans(enabled = true) {
  return useQuery({ queryKey: PLANS_QUERY_KEY, queryFn: ({ signal }) => fetchPlans(signal), retry: false, enabled });
}

/** `GET /customer/billing`: owners only, so only when `enabled`. */
export function useBilling(enabled: boolean) {
  return useQuery({ queryKey: BILLING_QUERY_KEY, queryFn: ({ signal }) => fetchBilling(signal), enabled, retry: false });
}

export function usePaymentMethods(enabled: boolean) {
  return useQuery({ queryKey: PAYMENT_METHODS_QUERY_KEY, queryFn: ({ signal }) => fetchPaymentMethods(signal), enabled, retry: false });
}

export { usePlanName } from './planName';

/**
 * After a payment or a plan change: the billing the server answered is the one shown, the plan and
 * the user (`me`, with `accessBlocked`) are fetched again, and a 402 seen earlier no longer counts.
 */
export function useBillingChanged(): (billing?: BillingResponse) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (billing?: BillingResponse) => {
      if (billing) queryClient.setQueryData(BILLING_QUERY_KEY, billing);
      if (billing ? !billing.accessBlocked : true) {
        unblockAccess();
        // Until `me` is read again, the blocked one it holds must not send a screen opened now to /trial-end.
        if (billing) queryClient.setQueryData<User>(ME_QUERY_KEY, (me) => (me ? { ...me, accessBlocked: false } : me));
      }
      // refetchType 'all': screens not mounted now (the dashboard's redirect check) must not start from the blocked `me`.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY }),
        billing ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
      ]).catch(() => undefined);
    },
    [queryClient],
  );
}

/**
 * A failed subscribe, checkout or plan change raises the upgrade-failed flag with its message (the
 * failure notice shows it). AccessBlocked, EmailNotVerified and 423 keep the shell's handling.
 */
export function useUpgradeFailure(): (error: unknown) => void {
  const notifyError = useNotifyError();
  return useCallback(
    (error: unknown) => {
      const name = apiErrorName(error);
      if (name === 'AccessBlocked' || name === 'EmailNotVerified' || (isHttpError(error) && error.status === 423)) {
        notifyError(error);
        return;
      }
      reportUpgradeFailure(error instanceof Error && error.message ? error.message : errorMessage(error));
    },
    [notifyError],
  );
}
