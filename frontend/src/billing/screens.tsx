import { lazyScreen } from '../platform/lazyScreen';

export const PLANS_ROUTE = '/plans';
export const BILLING_ROUTE = '/billing';
/** Where Stripe's Checkout sends the customer back (`?session_id=…`); no layout, so it works while access is blocked. */
export const CHECKOUT_RETURN_ROUTE = '/checkout/return';
export const TRIAL_END_ROUTE = '/trial-end';

export const PlansScreen = lazyScreen(() => import('./PlansPage').then((module) => module.default));
export const BillingScreen = lazyScreen(() => import('./BillingPage').then((module) => module.default));
export const CheckoutReturnScreen = lazyScreen(() => import('./CheckoutReturnPage').then((module) => module.default));
export const TrialEndScreen = lazyScreen(() => import('./TrialEndPage').then((module) => module.default));
