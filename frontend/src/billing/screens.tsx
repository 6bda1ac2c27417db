import { lazyScreen } from '../platform/lazyScreen';

export { BILLING_ROUTE, CHECKOUT_RETURN_ROUTE, PLANS_ROUTE, TRIAL_END_ROUTE } from './billingPaths';

export const PlansScreen = lazyScreen(() => import('./PlansPage').then((module) => module.default));
export const BillingScreen = lazyScreen(() => import('./BillingPage').then((module) => module.default));
export const CheckoutReturnScreen = lazyScreen(() => import('./CheckoutReturnPage').then((module) => module.default));
export const TrialEndScreen = lazyScreen(() => import('./TrialEndPage').then((module) => module.default));
