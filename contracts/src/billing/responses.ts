import { z } from 'zod';
import { PLAN_FEATURES, PLAN_LIMIT_FIELDS, planPriceSchema, BILLING_INTERVALS, currencyCodeSchema } from './plans';
import { SUBSCRIPTION_STATUSES } from './subscription';

/** Answers of the billing calls. Money is in minor units (`…Cents`) with a capital currency code, dates are ISO strings. */
const limitJson = z.union([z.number(), z.literal('Infinity')]);

export const planViewSchema = z.object({
  name: z.string(),
  paid: z.boolean(),
  agency: z.boolean(),
  limits: z.object(
    Object.fromEntries(PLAN_LIMIT_FIELDS.map((f) => [f, limitJson])) as Record<(typeof PLAN_LIMIT_FIELDS)[number], typeof limitJson>,
  ),
  features: z.object(
    Object.fromEntries(PLAN_FEATURES.map((f) => [f, z.boolean()])) as Record<(typeof PLAN_FEATURES)[number], z.ZodBoolean>,
  ),
  prices: z.array(planPriceSchema),
});
export type PlanView = z.infer<typeof planViewSchema>;

/** `GET /customer/billing/plans`: the plans on sale (and the current one, which may not be on sale). */
export const plansResponseSchema = z.object({ plans: z.array(planViewSchema), current: z.string(), billingEnabled: z.boolean() });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const paymentMethodViewSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethodView = z.infer<typeof paymentMethodViewSchema>;

/** `GET /customer/payment-methods` */
export const paymentMethodsResponseSchema = z.object({ paymentMethods: z.array(paymentMethodViewSchema) });

export const subscriptionViewSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.string().nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const invoiceViewSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  amountDueCents: z.number().int(),
  amountPaidCents: z.number().int(),
  currency: currencyCodeSchema,
  createdAt: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** `GET /customer/billing`: the plan, the subscription, the next invoice and the past ones. */
export const billingResponseSchema = z.object({
  plan: z.string(),
  trialEndsAt: z.string().nullable(),
  accessBlocked: z.boolean(),
  subscription: subscriptionViewSchema.nullable(),
  /** The retention offer can be taken (a cancellation is scheduled and the offer was never taken). */
  offerAvailable: z.boolean(),
  nextInvoice: z.object({ amountDueCents: z.number().int(), currency: currencyCodeSchema, date: z.string().nullable() }).nullable(),
  invoices: z.array(invoiceViewSchema),
  /** Stripe did not answer: the subscription shown is the last one Scout recorded; invoices may be missing. */
  stale: z.boolean(),
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;

/** `POST /customer/subscribe` and `/subscribe/confirm`: paid, or the card asks for 3-D Secure first. */
export const subscribeResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('active'), billing: billingResponseSchema }),
  z.object({
    status: z.literal('requires_action'),
    paymentIntent: z.string(),
    clientSecret: z.string().nullable(),
    /** Stripe's page of the invoice, where the customer can complete the payment without Stripe.js. */
    hostedInvoiceUrl: z.string().nullable(),
  }),
]);
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** `POST /customer/stripe-checkout` */
export const checkoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });

/** `PUT /customer/preview-plan-change` */
export const planChangePreviewSchema = z.object({
  plan: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  /** Unix seconds the proration is computed at: send it back to apply exactly this. */
  prorationDate: z.number().int(),
  currency: currencyCodeSchema,
  /** Charged now for the rest of this period (credits for the old plan's unused time taken off). */
  amountDueNowCents: z.number().int(),
  lines: z.array(z.object({ description: z.string(), amountCents: z.number().int() })),
  nextInvoice: z.object({ amountDueCents: z.number().int(), date: z.string().nullable() }),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** `GET /customer/promoter/{id}` */
export const promoterResponseSchema = z.object({ id: z.string(), name: z.string() });

/** `GET /customer/auth/user/{token}`: who bought the AppSumo licence, to fill the sign-up form. */
export const appSumoUserResponseSchema = z.object({ email: z.string(), invoice_item_uuid: z.string(), plan: z.string() });

/** `POST /customer/stripe/webhook`: received; `ignored` when the event concerns no subscription Scout knows. */
export const webhookReceivedSchema = z.object({ received: z.literal(true), ignored: z.literal(true).optional() });
