import { useMutation } from '@tanstack/react-query';
import { startCheckout, storedReferralId, type BillingInterval } from './billingApi';
import { useUpgradeFailure } from './useBilling';

/** Leaves the app for Stripe's hosted Checkout page (a function, so tests and callers can see where it goes). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * Pays for a plan on Stripe's Checkout: `POST /customer/stripe-checkout` (with the promoter's
 * referral id when the sign-up came through one), then the browser goes to the page it answers.
 * Checkout sends the customer back to `/checkout/return?session_id=…` (or to `/plans?checkout=canceled`).
 * `isSuccess` stays true while the browser leaves: keep the buttons disabled then.
 */
export function useCheckout(onFailed?: () => void) {
  const failure = useUpgradeFailure();
  return useMutation({
    mutationFn: ({ plan, interval }: { plan: string; interval: BillingInterval }) =>
      startCheckout({ plan, interval, referralId: storedReferralId() }),
    onSuccess: ({ url }) => goToCheckout(url),
    onError: (error) => {
      onFailed?.();
      failure(error);
    },
  });
}
