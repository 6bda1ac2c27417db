import type { OrganizationCreated } from '@scout/contracts/accounts';
import type {
  MonthlyUsageField,
  OrganizationPlanChanged,
  RetentionOfferActivated,
  StripeCustomerLinked,
  StripeEventHandled,
  SubscriptionAttemptCompleted,
  SubscriptionAttemptReleased,
  SubscriptionAttemptStarted,
  SubscriptionCheckoutOpened,
  SubscriptionRecorded,
  SubscriptionSource,
  UsageRecorded,
} from '@scout/contracts/billing/events';
import type { BillingInterval } from '@scout/contracts/billing/plans';
import { isEndedSubscription, isLiveSubscription, type SubscriptionSnapshot } from '@scout/contracts/billing/subscription';
import type { Decider } from '@scout/platform/decider';
import { ConflictError, NotFoundError, ValidationError } from '@scout/platform/errors';

export type OrganizationBillingCommand =
  | { type: 'ChangePlan'; package: string; known: boolean; now: string }
  | { type: 'RecordUsage'; field: MonthlyUsageField; amount: number; period: string; now: string }
  | { type: 'LinkStripeCustomer'; customerId: string; now: string }
  /**
   * Before Stripe is called: one live or pending subscription per organisation. `replacing`: the
   * pending attempt whose Checkout Session the caller expired at Stripe, which this one takes over.
   */
  | { type: 'StartSubscriptionAttempt'; attemptId: string; plan: string; interval: BillingInterval; now: string; replacing?: string }
  /** The attempt's Checkout Session exists at Stripe: the customer pays there. */
  | { type: 'OpenCheckout'; attemptId: string; sessionId: string; now: string }
  /** Stripe failed the attempt: it no longer stands in the way of the next one. */
  | { type: 'ReleaseSubscriptionAttempt'; attemptId: string; now: string }
  /**
   * A subscription as Stripe showed it; `trialPlan` is what the organisation falls back to when it
   * ends; `attemptId`, when this subscription is what that attempt created at Stripe.
   */
  | {
      type: 'RecordSubscription';
      snapshot: SubscriptionSnapshot;
      source: SubscriptionSource;
      trialPlan: string;
      now: string;
      attemptId?: string;
    }
  | { type: 'ActivateRetentionOffer'; couponId: string; subscriptionId: string; now: string };
export type OrganizationBillingEvent =
  | OrganizationCreated
  | OrganizationPlanChanged
  | UsageRecorded
  | StripeCustomerLinked
  | SubscriptionRecorded
  | SubscriptionAttemptStarted
  | SubscriptionAttemptCompleted
  | SubscriptionAttemptReleased
  | SubscriptionCheckoutOpened
  | StripeEventHandled
  | RetentionOfferActivated;
export type OrganizationBillingState = {
  exists: boolean;
  package: string;
  customerId: string | null;
  subscription: SubscriptionSnapshot | null;
  /** The subscription being set up at Stripe, if any; with the Checkout Session the customer may pay. */
  pendingAttempt: { attemptId: string; startedAt: string; checkoutSessionId: string | null } | null;
  /** Stripe webhook events already handled: a replay changes nothing. */
  handledEvents: ReadonlySet<string>;
  offerActivated: boolean;
};

/**
 * Whether a snapshot may replace the recorded one. The same subscription: only one observed no
 * earlier (webhooks arrive in any order; each makes Scout read the subscription again, so the
 * latest reading wins). Another subscription: it takes over from one that ended, or when it is live
 * itself; an old subscription's late news never displaces a live one.
 */
export function supersedes(current: SubscriptionSnapshot | null, next: SubscriptionSnapshot): boolean {
  if (!current) return true;
  if (current.subscriptionId === next.subscriptionId) return next.observedAt >= current.observedAt;
  if (isEndedSubscription(current.status)) return !isEndedSubscription(next.status) || next.observedAt >= current.observedAt;
  if (!isLiveSubscription(next.status)) return false;
  return !isLiveSubscription(current.status) || next.observedAt >= current.observedAt;
}

const sameSubscription = (a: SubscriptionSnapshot | null, b: SubscriptionSnapshot): boolean =>
  a !== null && (Object.keys(b) as Array<keyof SubscriptionSnapshot>).every((key) => key === 'observedAt' || a[key] === b[key]);

/** The plan a subscription gives: its own while live, the trial plan once it ended, unchanged while incomplete. */
export function packageOf(snapshot: SubscriptionSnapshot, current: string, trialPlan: string): string {
  if (isLiveSubscription(snapshot.status)) return snapshot.plan ?? current;
  if (isEndedSubscription(snapshot.status)) return trialPlan;
  return current;
}

/**
 * How long a pending attempt stands in the way of another: longer than a subscribe request can take
 * with Stripe's timeouts and retry; past it, the request that started it is taken to have died.
 */
export const SUBSCRIPTION_ATTEMPT_TIMEOUT_MS = 10 * 60_000;

function startSubscriptionAttempt(
  command: Extract<OrganizationBillingCommand, { type: 'StartSubscriptionAttempt' }>,
  state: OrganizationBillingState,
): OrganizationBillingEvent[] {
  if (state.subscription && isLiveSubscription(state.subscription.status))
    throw new ConflictError('You already have a subscription: change its plan instead', 'plan');
  const pending = state.pendingAttempt;
  const { attemptId, plan, interval, now } = command;
  const started: OrganizationBillingEvent = { type: 'SubscriptionAttemptStarted', data: { attemptId, plan, interval, startedAt: now } };
  if (!pending) return [started];
  if (pending.checkoutSessionId !== null) {
    if (command.replacing !== pending.attemptId) throw new CheckoutOpenError(pending.attemptId, pending.checkoutSessionId);
    return [{ type: 'SubscriptionAttemptReleased', data: { attemptId: pending.attemptId, releasedAt: now } }, started];
  }
  if (Date.parse(now) - Date.parse(pending.startedAt) < SUBSCRIPTION_ATTEMPT_TIMEOUT_MS)
    throw new ConflictError('Your subscription is already being set up: wait a moment and reload the page', 'plan');
  return [started];
}

/**
 * The pending attempt is a Checkout Session the customer could still pay: the caller expires it at
 * Stripe (so it can no longer be paid) and asks again, replacing that attempt.
 */
export class CheckoutOpenError extends ConflictError {
  constructor(
    readonly attemptId: string,
    readonly sessionId: string,
  ) {
    super('A checkout for your subscription is already open', 'plan');
  }
}

function openCheckout(
  command: Extract<OrganizationBillingCommand, { type: 'OpenCheckout' }>,
  state: OrganizationBillingState,
): OrganizationBillingEvent[] {
  if (state.pendingAttempt?.attemptId !== command.attemptId)
    throw new ConflictError('Your subscription is already being set up: wait a moment and reload the page', 'plan');
  const { attemptId, sessionId, now } = command;
  return [{ type: 'SubscriptionCheckoutOpened', data: { attemptId, sessionId, openedAt: now } }];
}

function recordSubscription(
  command: Extract<OrganizationBillingCommand, { type: 'RecordSubscription' }>,
  state: OrganizationBillingState,
): OrganizationBillingEvent[] {
  const events = snapshotEvents(command, state);
  const pending = state.pendingAttempt;
  // A paid Checkout Session's subscription arrives by webhook or the return page, without the attempt's id.
  const completes =
    pending !== null &&
    (command.attemptId === pending.attemptId ||
      (command.attemptId === undefined && pending.checkoutSessionId !== null && isLiveSubscription(command.snapshot.status)));
  if (!completes) return events;
  return [
    ...events,
    {
      type: 'SubscriptionAttemptCompleted',
      data: { attemptId: pending.attemptId, subscriptionId: command.snapshot.subscriptionId, completedAt: command.now },
    },
  ];
}

function snapshotEvents(
  command: Extract<OrganizationBillingCommand, { type: 'RecordSubscription' }>,
  state: OrganizationBillingState,
): OrganizationBillingEvent[] {
  const { snapshot, source, now } = command;
  if (source.kind === 'webhook' && state.handledEvents.has(source.eventId)) return [];
  const events: OrganizationBillingEvent[] = [];
  if (source.kind === 'webhook')
    events.push({ type: 'StripeEventHandled', data: { eventId: source.eventId, eventType: source.eventType, handledAt: now } });
  if (!supersedes(state.subscription, snapshot)) return events;
  if (!sameSubscription(state.subscription, snapshot))
    events.push({ type: 'SubscriptionRecorded', data: { subscription: snapshot, source, recordedAt: now } });
  const target = packageOf(snapshot, state.package, command.trialPlan);
  if (target !== state.package) events.push({ type: 'OrganizationPlanChanged', data: { package: target, changedAt: now } });
  return events;
}

/** The plan an organisation is on, its usage, its customer and subscription at Stripe, on the organisation's stream. */
export const organizationBillingDecider: Decider<OrganizationBillingCommand, OrganizationBillingState, OrganizationBillingEvent> = {
  initialState: () => ({
    exists: false,
    package: '',
    customerId: null,
    subscription: null,
    pendingAttempt: null,
    handledEvents: new Set(),
    offerActivated: false,
  }),
  decide(command, state) {
    if (!state.exists) throw new NotFoundError('Organisation not found');
    switch (command.type) {
      case 'ChangePlan':
        if (!command.known) throw new ValidationError(`There is no plan named ${command.package}`);
        if (command.package === state.package) return [];
        return [{ type: 'OrganizationPlanChanged', data: { package: command.package, changedAt: command.now } }];
      case 'RecordUsage':
        return [
          {
            type: 'UsageRecorded',
            data: { field: command.field, amount: command.amount, period: command.period, recordedAt: command.now },
          },
        ];
      case 'LinkStripeCustomer':
        // The first customer stays: Stripe's idempotency key makes a second creation answer the same one.
        return state.customerId ? [] : [{ type: 'StripeCustomerLinked', data: { customerId: command.customerId, linkedAt: command.now } }];
      case 'StartSubscriptionAttempt':
        return startSubscriptionAttempt(command, state);
      case 'OpenCheckout':
        return openCheckout(command, state);
      case 'ReleaseSubscriptionAttempt':
        return state.pendingAttempt?.attemptId === command.attemptId
          ? [{ type: 'SubscriptionAttemptReleased', data: { attemptId: command.attemptId, releasedAt: command.now } }]
          : [];
      case 'RecordSubscription':
        return recordSubscription(command, state);
      case 'ActivateRetentionOffer':
        if (state.offerActivated) throw new ConflictError('The offer was already taken once');
        if (state.subscription?.subscriptionId !== command.subscriptionId || !state.subscription.cancelAtPeriodEnd) {
          throw new ConflictError('The offer is for a subscription that is about to be cancelled');
        }
        return [
          {
            type: 'RetentionOfferActivated',
            data: { couponId: command.couponId, subscriptionId: command.subscriptionId, activatedAt: command.now },
          },
        ];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'OrganizationCreated':
        return { ...state, exists: true, package: event.data.package };
      case 'OrganizationPlanChanged':
        return { ...state, package: event.data.package };
      case 'StripeCustomerLinked':
        return { ...state, customerId: event.data.customerId };
      case 'SubscriptionRecorded':
        return { ...state, subscription: event.data.subscription };
      case 'SubscriptionAttemptStarted':
        return { ...state, pendingAttempt: { attemptId: event.data.attemptId, startedAt: event.data.startedAt, checkoutSessionId: null } };
      case 'SubscriptionCheckoutOpened':
        return state.pendingAttempt?.attemptId === event.data.attemptId
          ? { ...state, pendingAttempt: { ...state.pendingAttempt, checkoutSessionId: event.data.sessionId } }
          : state;
      case 'SubscriptionAttemptCompleted':
      case 'SubscriptionAttemptReleased':
        return state.pendingAttempt?.attemptId === event.data.attemptId ? { ...state, pendingAttempt: null } : state;
      case 'StripeEventHandled':
        return { ...state, handledEvents: new Set([...state.handledEvents, event.data.eventId]) };
      case 'RetentionOfferActivated':
        return { ...state, offerActivated: true };
      default:
        return state;
    }
  },
};
