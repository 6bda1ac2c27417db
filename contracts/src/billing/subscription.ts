import { z } from 'zod';
import { BILLING_INTERVALS } from './plans';

/** A Stripe subscription's status, as Stripe names it. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses in which the subscription's plan is the organisation's plan (past_due: Stripe is still retrying the card). */
export const LIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
/** Statuses after which the subscription gives nothing any more: the organisation falls back to the trial plan. */
export const ENDED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['incomplete_expired', 'canceled', 'unpaid', 'paused'];

export const isLiveSubscription = (status: SubscriptionStatus): boolean => LIVE_SUBSCRIPTION_STATUSES.includes(status);
export const isEndedSubscription = (status: SubscriptionStatus): boolean => ENDED_SUBSCRIPTION_STATUSES.includes(status);

const stripeId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,200}$`), `Use a Stripe id starting with ${prefix}_`);
export const stripeCustomerIdSchema = stripeId('cus');
export const stripeSubscriptionIdSchema = stripeId('sub');
export const stripePaymentMethodIdSchema = stripeId('pm');
export const stripePaymentIntentIdSchema = stripeId('pi');
export const stripeCheckoutSessionIdSchema = stripeId('cs');
export const stripeEventIdSchema = stripeId('evt');

/**
 * What Scout keeps of a Stripe subscription, as read from Stripe's API at `observedAt`. `plan` is
 * the catalogue's plan of its price, null for a price the catalogue does not sell.
 */
export const subscriptionSnapshotSchema = z.object({
  subscriptionId: stripeSubscriptionIdSchema,
  customerId: stripeCustomerIdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.string().nullable(),
  priceId: z.string().nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  referralId: z.string().nullable(),
  observedAt: z.string(),
});
export type SubscriptionSnapshot = z.infer<typeof subscriptionSnapshotSchema>;
