import { z } from 'zod';
import { noParametersSchema } from '../platform/noParameters';
import { BILLING_INTERVALS } from './plans';
import { stripeCheckoutSessionIdSchema, stripePaymentIntentIdSchema, stripePaymentMethodIdSchema } from './subscription';

/** Requests of the billing calls (spec section 7, "Billing"). Every body is strict: an unknown field is a 400. */
const planName = z.string().trim().min(1, 'Choose a plan').max(60);
const interval = z.enum(BILLING_INTERVALS).default('month');
/** A promoter's referral id (FirstPromoter style: letters, digits, - and _). */
export const referralIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown referral id');
const promoCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown promotion code');

/** `POST /customer/subscribe`: a card (a Stripe payment method made by Stripe.js, or a saved one) pays for `plan`. */
export const subscribeRequestSchema = z
  .object({
    paymentId: stripePaymentMethodIdSchema,
    plan: planName,
    interval,
    promoCode: promoCode.optional(),
    referralId: referralIdSchema.optional(),
  })
  .strict();
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** `POST /customer/subscribe/confirm`: the card's 3-D Secure step is done. */
export const confirmSubscriptionRequestSchema = z.object({ paymentIntent: stripePaymentIntentIdSchema }).strict();

/** `POST /customer/stripe-checkout`: pay on Stripe's Checkout page. */
export const checkoutRequestSchema = z.object({ plan: planName, interval, referralId: referralIdSchema.optional() }).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** `PUT /customer/stripe-checkout/verify`: back from Checkout with its session id. */
export const verifyCheckoutRequestSchema = z.object({ sessionId: stripeCheckoutSessionIdSchema }).strict();

/** `PUT /customer/preview-plan-change`: what moving the subscription to `plan` would cost. */
export const previewPlanChangeRequestSchema = z.object({ plan: planName, interval }).strict();

/** `PUT /customer/subscription/plan`: move the subscription to `plan`, prorated at the preview's `prorationDate`. */
export const changePlanRequestSchema = z
  .object({ plan: planName, interval, prorationDate: z.number().int().positive('Preview the change first') })
  .strict();
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/** `PUT /customer/subscription/activate-offer`: stay, with the retention offer, instead of cancelling. */
export const activateOfferRequestSchema = noParametersSchema;

/** `DELETE /customer/subscribe`: cancel at the end of the period. */
export const cancelSubscriptionRequestSchema = noParametersSchema;

/** `GET /customer/auth/user/{token}`: an AppSumo activation token (from the link AppSumo's buyer got). */
export const appSumoTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'Unknown activation link');

/** `GET /customer/promoter/:id`: a referral id. */
export const promoterParamsSchema = z.object({ id: referralIdSchema });
