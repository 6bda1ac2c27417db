import { z } from 'zod';
import { BILLING_INTERVALS, PLAN_LIMIT_FIELDS } from './plans';
import { stripeCustomerIdSchema, stripeEventIdSchema, stripeSubscriptionIdSchema, subscriptionSnapshotSchema } from './subscription';

/** Organisation stream: the organisation moved to another plan (by its subscription, an AppSumo code or an operator). */
export const organizationPlanChangedSchema = z.object({ package: z.string(), changedAt: z.string() });

/** Organisation stream: monthly usage (`reports`, `searchCount`) went up; `period` is the UTC month `YYYY-MM`. */
export const usageRecordedSchema = z.object({
  field: z.enum(PLAN_LIMIT_FIELDS.filter((f) => f === 'reports' || f === 'searchCount') as ['reports', 'searchCount']),
  amount: z.number().int().min(1),
  period: z.string().regex(/^\d{4}-\d{2}$/),
  recordedAt: z.string(),
});

/**
 * Organisation stream: usage counted for work that then did not happen went down again (a discover
 * page counted while the provider was asked, and the provider failed or had no such page).
 */
export const usageReturnedSchema = usageRecordedSchema.omit({ recordedAt: true }).extend({ returnedAt: z.string() });

/** Organisation stream: the organisation's customer at Stripe. */
export const stripeCustomerLinkedSchema = z.object({ customerId: stripeCustomerIdSchema, linkedAt: z.string() });

/** Where Scout learnt of a subscription's state: a Stripe webhook, or a call of its own. */
export const subscriptionSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('webhook'), eventId: stripeEventIdSchema, eventType: z.string() }),
  z.object({ kind: z.literal('request'), call: z.enum(['subscribe', 'confirm', 'checkout', 'cancel', 'planChange', 'offer']) }),
]);
export type SubscriptionSource = z.infer<typeof subscriptionSourceSchema>;

/** Organisation stream: the organisation's subscription as Stripe showed it. */
export const subscriptionRecordedSchema = z.object({
  subscription: subscriptionSnapshotSchema,
  source: subscriptionSourceSchema,
  recordedAt: z.string(),
});

/**
 * Organisation stream: a card subscription is being set up, decided before Stripe is called (one at
 * a time per organisation); `attemptId` keys the calls to Stripe, so a retry cannot create a second one.
 */
export const subscriptionAttemptStartedSchema = z.object({
  attemptId: z.string().uuid(),
  plan: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  startedAt: z.string(),
});
/** Organisation stream: the attempt ended with a subscription at Stripe (recorded beside it). */
export const subscriptionAttemptCompletedSchema = z.object({
  attemptId: z.string().uuid(),
  subscriptionId: stripeSubscriptionIdSchema,
  completedAt: z.string(),
});
/**
 * Organisation stream: the pending attempt is a Checkout Session the customer pays on Stripe's page.
 * A later attempt expires that session at Stripe before it takes over, so only one can be paid.
 */
export const subscriptionCheckoutOpenedSchema = z.object({ attemptId: z.string().uuid(), sessionId: z.string(), openedAt: z.string() });
/** Organisation stream: Stripe failed the attempt; the organisation may try again. */
export const subscriptionAttemptReleasedSchema = z.object({ attemptId: z.string().uuid(), releasedAt: z.string() });

/** Organisation stream: a Stripe webhook event was handled (so a replay of it changes nothing). */
export const stripeEventHandledSchema = z.object({ eventId: stripeEventIdSchema, eventType: z.string(), handledAt: z.string() });

/** Organisation stream: the retention offer (a Stripe coupon) was taken, at most once per organisation. */
export const retentionOfferActivatedSchema = z.object({ couponId: z.string(), subscriptionId: z.string(), activatedAt: z.string() });

/** AppSumo licence stream: a purchased code an operator registered, and its redemption by a sign-up. */
export const appSumoLicenseRegisteredSchema = z.object({
  invoiceItemUuid: z.string().uuid(),
  email: z.string().email(),
  plan: z.string(),
  /** SHA-256 of the activation token (the token itself is only in the link given to the buyer). */
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  registeredAt: z.string(),
});
export const appSumoLicenseRedeemedSchema = z.object({ orgId: z.string().uuid(), userId: z.string().uuid(), redeemedAt: z.string() });

export const billingEventSchemas = {
  OrganizationPlanChanged: organizationPlanChangedSchema,
  UsageRecorded: usageRecordedSchema,
  UsageReturned: usageReturnedSchema,
  StripeCustomerLinked: stripeCustomerLinkedSchema,
  SubscriptionRecorded: subscriptionRecordedSchema,
  SubscriptionAttemptStarted: subscriptionAttemptStartedSchema,
  SubscriptionAttemptCompleted: subscriptionAttemptCompletedSchema,
  SubscriptionAttemptReleased: subscriptionAttemptReleasedSchema,
  SubscriptionCheckoutOpened: subscriptionCheckoutOpenedSchema,
  StripeEventHandled: stripeEventHandledSchema,
  RetentionOfferActivated: retentionOfferActivatedSchema,
  AppSumoLicenseRegistered: appSumoLicenseRegisteredSchema,
  AppSumoLicenseRedeemed: appSumoLicenseRedeemedSchema,
} as const;

export type OrganizationPlanChanged = { type: 'OrganizationPlanChanged'; data: z.infer<typeof organizationPlanChangedSchema> };
export type UsageRecorded = { type: 'UsageRecorded'; data: z.infer<typeof usageRecordedSchema> };
export type UsageReturned = { type: 'UsageReturned'; data: z.infer<typeof usageReturnedSchema> };
export type MonthlyUsageField = UsageRecorded['data']['field'];
export type StripeCustomerLinked = { type: 'StripeCustomerLinked'; data: z.infer<typeof stripeCustomerLinkedSchema> };
export type SubscriptionRecorded = { type: 'SubscriptionRecorded'; data: z.infer<typeof subscriptionRecordedSchema> };
export type SubscriptionAttemptStarted = { type: 'SubscriptionAttemptStarted'; data: z.infer<typeof subscriptionAttemptStartedSchema> };
export type SubscriptionAttemptCompleted = {
  type: 'SubscriptionAttemptCompleted';
  data: z.infer<typeof subscriptionAttemptCompletedSchema>;
};
export type SubscriptionAttemptReleased = { type: 'SubscriptionAttemptReleased'; data: z.infer<typeof subscriptionAttemptReleasedSchema> };
export type SubscriptionCheckoutOpened = { type: 'SubscriptionCheckoutOpened'; data: z.infer<typeof subscriptionCheckoutOpenedSchema> };
export type StripeEventHandled = { type: 'StripeEventHandled'; data: z.infer<typeof stripeEventHandledSchema> };
export type RetentionOfferActivated = { type: 'RetentionOfferActivated'; data: z.infer<typeof retentionOfferActivatedSchema> };
export type AppSumoLicenseRegistered = { type: 'AppSumoLicenseRegistered'; data: z.infer<typeof appSumoLicenseRegisteredSchema> };
export type AppSumoLicenseRedeemed = { type: 'AppSumoLicenseRedeemed'; data: z.infer<typeof appSumoLicenseRedeemedSchema> };
