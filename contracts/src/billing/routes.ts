import { noParametersSchema } from '../platform/noParameters';
import { defineRoute, defineRoutes } from '../platform/routes';
import {
  activateOfferRequestSchema,
  cancelSubscriptionRequestSchema,
  changePlanRequestSchema,
  checkoutRequestSchema,
  confirmSubscriptionRequestSchema,
  previewPlanChangeRequestSchema,
  promoterParamsSchema,
  subscribeRequestSchema,
  verifyCheckoutRequestSchema,
} from './requests';
import { billingResponseSchema, checkoutResponseSchema, paymentMethodsResponseSchema, planChangePreviewSchema, plansResponseSchema, promoterResponseSchema, subscribeResponseSchema } from './responses';

const tags = ['Billing'];

/** Every Stripe call answers 404 while billing is not set up (no STRIPE_SECRET_KEY). */
export const billingRoutes = defineRoutes({
  plans: defineRoute({ method: 'get', path: '/customer/billing/plans', access: 'account:self', tags, summary: 'The plans on sale and the current one', query: noParametersSchema, answer: plansResponseSchema }),
  billing: defineRoute({ method: 'get', path: '/customer/billing', access: 'billing:manage', tags, summary: 'The subscription and invoices', query: noParametersSchema, answer: billingResponseSchema }),
  paymentMethods: defineRoute({ method: 'get', path: '/customer/payment-methods', access: 'billing:manage', tags, summary: 'The saved cards', query: noParametersSchema, answer: paymentMethodsResponseSchema }),
  subscribe: defineRoute({ method: 'post', path: '/customer/subscribe', access: 'billing:manage', tags, summary: 'Subscribes to a plan with a card', body: subscribeRequestSchema, answer: subscribeResponseSchema }),
  confirm: defineRoute({ method: 'post', path: '/customer/subscribe/confirm', access: 'billing:manage', tags, summary: 'Confirms a subscription after the card was authenticated', body: confirmSubscriptionRequestSchema }),
  cancel: defineRoute({ method: 'delete', path: '/customer/subscribe', access: 'billing:manage', tags, summary: 'Cancels the subscription at the end of its period', body: cancelSubscriptionRequestSchema }),
  activateOffer: defineRoute({ method: 'put', path: '/customer/subscription/activate-offer', access: 'billing:manage', tags, summary: 'Takes the retention offer instead of cancelling', body: activateOfferRequestSchema }),
  checkout: defineRoute({ method: 'post', path: '/customer/stripe-checkout', access: 'billing:manage', tags, summary: 'Opens a Stripe Checkout session', body: checkoutRequestSchema, answer: checkoutResponseSchema }),
  verifyCheckout: defineRoute({ method: 'put', path: '/customer/stripe-checkout/verify', access: 'billing:manage', tags, summary: 'Applies a finished Checkout session', body: verifyCheckoutRequestSchema }),
  previewPlanChange: defineRoute({ method: 'put', path: '/customer/preview-plan-change', access: 'billing:manage', tags, summary: 'What a plan change would cost now', body: previewPlanChangeRequestSchema, answer: planChangePreviewSchema }),
  changePlan: defineRoute({ method: 'put', path: '/customer/subscription/plan', access: 'billing:manage', tags, summary: 'Changes the plan', body: changePlanRequestSchema }),
  webhook: defineRoute({ method: 'post', path: '/customer/stripe/webhook', access: 'public', tags, summary: "Stripe's webhook (signed; the raw body)", bodyType: 'raw' }),
  promoter: defineRoute({ method: 'get', path: '/customer/promoter/:id', access: 'public', tags, summary: 'The promoter behind a referral id', params: promoterParamsSchema, answer: promoterResponseSchema }),
});
