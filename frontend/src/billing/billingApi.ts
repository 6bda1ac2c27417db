import type { BillingInterval } from '@scout/contracts/billing/plans';
import type { ChangePlanRequest, CheckoutRequest, SubscribeRequest } from '@scout/contracts/billing/requests';
import type {
  BillingResponse,
  InvoiceView,
  PaymentMethodView,
  PlanChangePreview,
  PlansResponse,
  PlanView,
  SubscribeResponse,
  SubscriptionView,
} from '@scout/contracts/billing/responses';
import { httpClient } from '../platform/httpClient';

// The referral id lives in its own module (no imports) so the sign-up screen need not load this one.
export { REFERRAL_STORAGE_KEY, storedReferralId } from '../accounts/referral';

export type {
  BillingInterval,
  BillingResponse,
  InvoiceView,
  PaymentMethodView,
  PlanChangePreview,
  PlansResponse,
  PlanView,
  SubscribeResponse,
  SubscriptionView,
};

/** `POST /customer/stripe-checkout` answers where the browser goes next (Stripe's hosted Checkout). */
export interface CheckoutSession {
  url: string;
  sessionId: string;
}

export const PLANS_PATH = '/customer/billing/plans';
export const BILLING_PATH = '/customer/billing';
export const PAYMENT_METHODS_PATH = '/customer/payment-methods';
export const CHECKOUT_PATH = '/customer/stripe-checkout';
export const VERIFY_CHECKOUT_PATH = '/customer/stripe-checkout/verify';
export const SUBSCRIBE_PATH = '/customer/subscribe';
export const CONFIRM_SUBSCRIPTION_PATH = '/customer/subscribe/confirm';
export const PREVIEW_PLAN_CHANGE_PATH = '/customer/preview-plan-change';
export const CHANGE_PLAN_PATH = '/customer/subscription/plan';
export const ACTIVATE_OFFER_PATH = '/customer/subscription/activate-offer';

/** A Checkout session id as Stripe sends it back on the return address. */
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;

/** The `session_id` of the Checkout return address, when it looks like one. */
export function checkoutSessionIdOf(search: string): string | undefined {
  const id = new URLSearchParams(search).get('session_id')?.trim();
  return id && CHECKOUT_SESSION_ID.test(id) ? id : undefined;
}

export const fetchPlans = (signal?: AbortSignal) => httpClient<PlansResponse>(PLANS_PATH, { signal });

export const fetchBilling = (signal?: AbortSignal) => httpClient<BillingResponse>(BILLING_PATH, { signal });

export async function fetchPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodView[]> {
  return (await httpClient<{ paymentMethods: PaymentMethodView[] }>(PAYMENT_METHODS_PATH, { signal })).paymentMethods;
}

export const startCheckout = (request: CheckoutRequest) => httpClient<CheckoutSession>(CHECKOUT_PATH, { method: 'POST', body: request });

export const verifyCheckout = (sessionId: string) =>
  httpClient<BillingResponse>(VERIFY_CHECKOUT_PATH, { method: 'PUT', body: { sessionId } });

export const subscribe = (request: SubscribeRequest) => httpClient<SubscribeResponse>(SUBSCRIBE_PATH, { method: 'POST', body: request });

export const confirmSubscription = (paymentIntent: string) =>
  httpClient<SubscribeResponse>(CONFIRM_SUBSCRIPTION_PATH, { method: 'POST', body: { paymentIntent } });

export const previewPlanChange = (plan: string, interval: BillingInterval) =>
  httpClient<PlanChangePreview>(PREVIEW_PLAN_CHANGE_PATH, { method: 'PUT', body: { plan, interval } });

export const changePlan = (request: ChangePlanRequest) => httpClient<BillingResponse>(CHANGE_PLAN_PATH, { method: 'PUT', body: request });

/** Cancels at the end of the period. */
export const cancelSubscription = () => httpClient<BillingResponse>(SUBSCRIBE_PATH, { method: 'DELETE', body: {} });

export const activateOffer = () => httpClient<BillingResponse>(ACTIVATE_OFFER_PATH, { method: 'PUT', body: {} });
