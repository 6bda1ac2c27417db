import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './subscription';

/**
 * What Scout reads of Stripe's answers (API version of the installed `stripe` library), parsed at
 * the boundary like every provider response. Only the fields Scout uses; the rest passes through.
 */
const idOf = z.union([z.string(), z.object({ id: z.string() }).passthrough()]).transform((v) => (typeof v === 'string' ? v : v.id));
const metadata = z
  .record(z.string(), z.string())
  .nullable()
  .optional()
  .transform((m) => m ?? {});

export const stripePriceSchema = z
  .object({ id: z.string(), recurring: z.object({ interval: z.string() }).passthrough().nullable().optional() })
  .passthrough();

export const stripeSubscriptionSchema = z
  .object({
    id: z.string(),
    customer: idOf,
    status: z.enum(SUBSCRIPTION_STATUSES),
    cancel_at_period_end: z.boolean(),
    metadata,
    items: z.object({
      data: z.array(
        z.object({ id: z.string(), price: stripePriceSchema, current_period_end: z.number().int().nullable().optional() }).passthrough(),
      ),
    }),
    latest_invoice: z
      .union([z.string(), z.lazy(() => stripeInvoiceSchema)])
      .nullable()
      .optional(),
  })
  .passthrough();
export type StripeSubscriptionObject = z.infer<typeof stripeSubscriptionSchema>;

export const stripeInvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().nullable().optional(),
    status: z.string().nullable().optional(),
    amount_due: z.number().int(),
    amount_paid: z.number().int().optional().default(0),
    currency: z.string(),
    created: z.number().int(),
    hosted_invoice_url: z.string().nullable().optional(),
    invoice_pdf: z.string().nullable().optional(),
    next_payment_attempt: z.number().int().nullable().optional(),
    period_end: z.number().int().nullable().optional(),
    lines: z
      .object({ data: z.array(z.object({ amount: z.number().int(), description: z.string().nullable().optional() }).passthrough()) })
      .passthrough()
      .optional(),
    payments: z
      .object({
        data: z.array(z.object({ payment: z.object({ payment_intent: idOf.nullable().optional() }).passthrough() }).passthrough()),
      })
      .passthrough()
      .nullable()
      .optional(),
    confirmation_secret: z.object({ client_secret: z.string() }).passthrough().nullable().optional(),
    parent: z
      .object({ subscription_details: z.object({ subscription: idOf.nullable().optional() }).passthrough().nullable().optional() })
      .passthrough()
      .nullable()
      .optional(),
  })
  .passthrough();
export type StripeInvoiceObject = z.infer<typeof stripeInvoiceSchema>;

export const stripePaymentIntentSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    customer: idOf.nullable().optional(),
    client_secret: z.string().nullable().optional(),
  })
  .passthrough();

export const stripePaymentMethodSchema = z
  .object({
    id: z.string(),
    card: z
      .object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() })
      .passthrough()
      .nullable()
      .optional(),
  })
  .passthrough();

export const stripeCustomerSchema = z
  .object({
    id: z.string(),
    deleted: z.boolean().optional(),
    metadata,
    invoice_settings: z.object({ default_payment_method: idOf.nullable().optional() }).passthrough().nullable().optional(),
  })
  .passthrough();

export const stripeCheckoutSessionSchema = z
  .object({
    id: z.string(),
    url: z.string().nullable().optional(),
    status: z.string().nullable().optional(),
    payment_status: z.string().optional(),
    client_reference_id: z.string().nullable().optional(),
    metadata,
    customer: idOf.nullable().optional(),
    subscription: z.union([z.string(), stripeSubscriptionSchema]).nullable().optional(),
  })
  .passthrough();
export type StripeCheckoutSession = z.infer<typeof stripeCheckoutSessionSchema>;

/** A webhook event: its id, type and the object it is about (the object is read again from Stripe, never trusted as current). */
export const stripeEventSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    created: z.number().int(),
    data: z.object({ object: z.object({ id: z.string().optional(), object: z.string().optional() }).passthrough() }).passthrough(),
  })
  .passthrough();
export type StripeEventObject = z.infer<typeof stripeEventSchema>;
