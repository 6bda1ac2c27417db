import { describe, expect, it } from '@jest/globals';
import type { SubscriptionSource } from '@scout/contracts/billing/events';
import type { SubscriptionSnapshot } from '@scout/contracts/billing/subscription';
import { fold } from '@scout/platform/decider';
import { ConflictError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import {
  CheckoutOpenError,
  organizationBillingDecider,
  SUBSCRIPTION_ATTEMPT_TIMEOUT_MS,
  type OrganizationBillingEvent,
} from './organizationBilling';

const now = '2026-11-22T10:00:00.000Z';
const orgId = '00000000-0000-4000-8000-000000000001';
const created: OrganizationBillingEvent = {
  type: 'OrganizationCreated',
  data: { orgId, name: 'Ana GmbH', ownerId: '00000000-0000-4000-8000-000000000002', package: 'free', createdAt: now, trialEndsAt: now },
};
const spec = deciderSpec(organizationBillingDecider);

const snapshot = (overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  plan: 'basic',
  priceId: 'price_scout_basic_month',
  interval: 'month',
  currentPeriodEnd: '2026-12-22T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  referralId: null,
  observedAt: '2026-11-22T10:00:01.000Z',
  ...overrides,
});
const webhook = (eventId: string, eventType = 'customer.subscription.updated'): SubscriptionSource => ({
  kind: 'webhook',
  eventId,
  eventType,
});
const record = (s: SubscriptionSnapshot, source: SubscriptionSource = { kind: 'request', call: 'subscribe' }) =>
  ({ type: 'RecordSubscription', snapshot: s, source, trialPlan: 'free', now }) as const;
const recorded = (
  s: SubscriptionSnapshot,
  source: SubscriptionSource = { kind: 'request', call: 'subscribe' },
): OrganizationBillingEvent => ({
  type: 'SubscriptionRecorded',
  data: { subscription: s, source, recordedAt: now },
});
const planChanged = (plan: string): OrganizationBillingEvent => ({
  type: 'OrganizationPlanChanged',
  data: { package: plan, changedAt: now },
});
const handled = (eventId: string, eventType = 'customer.subscription.updated'): OrganizationBillingEvent => ({
  type: 'StripeEventHandled',
  data: { eventId, eventType, handledAt: now },
});

describe('the organisation billing decider: the Stripe customer', () => {
  it('Given no customer, when one is linked, then it is recorded; a second link keeps the first', () => {
    spec
      .given([created])
      .when({ type: 'LinkStripeCustomer', customerId: 'cus_1', now })
      .then([{ type: 'StripeCustomerLinked', data: { customerId: 'cus_1', linkedAt: now } }]);
    spec
      .given([created, { type: 'StripeCustomerLinked', data: { customerId: 'cus_1', linkedAt: now } }])
      .when({ type: 'LinkStripeCustomer', customerId: 'cus_2', now })
      .then([]);
  });
});

describe('the organisation billing decider: subscriptions', () => {
  it('Given the trial, when an active subscription to basic is recorded, then the organisation moves to basic', () => {
    spec
      .given([created])
      .when(record(snapshot()))
      .then([recorded(snapshot()), planChanged('basic')]);
  });

  it('Given an incomplete subscription (3-D Secure pending), then the plan stays until it is active', () => {
    const pending = snapshot({ status: 'incomplete' });
    spec
      .given([created])
      .when(record(pending))
      .then([recorded(pending)]);
    const active = snapshot({ observedAt: '2026-11-22T10:05:00.000Z' });
    spec
      .given([created, recorded(pending)])
      .when(record(active, { kind: 'request', call: 'confirm' }))
      .then([recorded(active, { kind: 'request', call: 'confirm' }), planChanged('basic')]);
  });

  it('Given an active subscription, when it is canceled, then the organisation falls back to the trial plan', () => {
    const canceled = snapshot({ status: 'canceled', observedAt: '2026-12-22T10:00:00.000Z' });
    spec
      .given([created, recorded(snapshot()), planChanged('basic')])
      .when(record(canceled, webhook('evt_1', 'customer.subscription.deleted')))
      .then([
        handled('evt_1', 'customer.subscription.deleted'),
        recorded(canceled, webhook('evt_1', 'customer.subscription.deleted')),
        planChanged('free'),
      ]);
  });

  it('Given past_due (Stripe retries the card), then the plan is kept', () => {
    const pastDue = snapshot({ status: 'past_due', observedAt: '2026-12-22T10:00:00.000Z' });
    spec
      .given([created, recorded(snapshot()), planChanged('basic')])
      .when(record(pastDue, webhook('evt_2')))
      .then([handled('evt_2'), recorded(pastDue, webhook('evt_2'))]);
  });

  it('Given a webhook event handled once, when it is replayed, then nothing is appended', () => {
    spec
      .given([created, handled('evt_1'), recorded(snapshot(), webhook('evt_1')), planChanged('basic')])
      .when(record(snapshot({ status: 'canceled' }), webhook('evt_1')))
      .then([]);
  });

  it('Given a newer reading, when an older one arrives, then only the event is marked handled', () => {
    const newer = snapshot({ status: 'canceled', observedAt: '2026-11-22T11:00:00.000Z' });
    spec
      .given([created, recorded(newer), planChanged('free')])
      .when(record(snapshot(), webhook('evt_3')))
      .then([handled('evt_3')]);
  });

  it('Given the same state read again, then only the webhook is marked handled', () => {
    const again = snapshot({ observedAt: '2026-11-22T10:30:00.000Z' });
    spec
      .given([created, recorded(snapshot()), planChanged('basic')])
      .when(record(again, webhook('evt_4')))
      .then([handled('evt_4')]);
  });

  it('Given a live subscription, an old canceled one never displaces it; a new live one replaces an ended one', () => {
    const old = snapshot({ subscriptionId: 'sub_old', status: 'canceled', observedAt: '2026-11-22T12:00:00.000Z' });
    spec
      .given([created, recorded(snapshot()), planChanged('basic')])
      .when(record(old, webhook('evt_5')))
      .then([handled('evt_5')]);
    const fresh = snapshot({
      subscriptionId: 'sub_new',
      plan: 'agency',
      priceId: 'price_scout_agency_month',
      observedAt: '2026-11-21T00:00:00.000Z',
    });
    spec
      .given([created, recorded(old), planChanged('free')])
      .when(record(fresh))
      .then([recorded(fresh), planChanged('agency')]);
  });

  it('Given a price the catalogue does not sell, then the plan is kept while the subscription is live', () => {
    const unknown = snapshot({ plan: null, priceId: 'price_legacy', interval: null });
    spec
      .given([created, planChanged('agency')])
      .when(record(unknown))
      .then([recorded(unknown)]);
  });

  it('ends in the same state whatever order the webhooks of one subscription are handled in', () => {
    // Each webhook makes Scout read the subscription again: readings carry the time they were made.
    const readings = [
      snapshot({ status: 'incomplete', observedAt: '2026-11-22T10:00:01.000Z' }),
      snapshot({ status: 'active', observedAt: '2026-11-22T10:00:02.000Z' }),
      snapshot({ status: 'active', cancelAtPeriodEnd: true, observedAt: '2026-11-22T10:00:03.000Z' }),
      snapshot({ status: 'canceled', cancelAtPeriodEnd: true, observedAt: '2026-11-22T10:00:04.000Z' }),
    ];
    const orders = [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [1, 3, 0, 2],
      [2, 0, 3, 1],
    ];
    const finals = orders.map((order) => {
      let history: OrganizationBillingEvent[] = [created];
      for (const index of order) {
        const state = fold(organizationBillingDecider, history);
        history = [...history, ...organizationBillingDecider.decide(record(readings[index]!, webhook(`evt_${index}`)), state)];
      }
      const { subscription, package: plan, handledEvents } = fold(organizationBillingDecider, history);
      return { subscription, plan, handled: [...handledEvents].sort() };
    });
    for (const final of finals)
      expect(final).toEqual({ subscription: readings[3], plan: 'free', handled: ['evt_0', 'evt_1', 'evt_2', 'evt_3'] });
  });
});

describe('the organisation billing decider: the retention offer', () => {
  const cancelling = snapshot({ cancelAtPeriodEnd: true });
  it('Given a cancellation at period end, when the offer is taken, then it is recorded once', () => {
    spec
      .given([created, recorded(cancelling)])
      .when({ type: 'ActivateRetentionOffer', couponId: 'stay', subscriptionId: 'sub_1', now })
      .then([{ type: 'RetentionOfferActivated', data: { couponId: 'stay', subscriptionId: 'sub_1', activatedAt: now } }]);
    spec
      .given([
        created,
        recorded(cancelling),
        { type: 'RetentionOfferActivated', data: { couponId: 'stay', subscriptionId: 'sub_1', activatedAt: now } },
      ])
      .when({ type: 'ActivateRetentionOffer', couponId: 'stay', subscriptionId: 'sub_1', now })
      .thenThrows(ConflictError, 'already taken');
  });
  it('Given no cancellation, then there is no offer', () => {
    spec
      .given([created, recorded(snapshot())])
      .when({ type: 'ActivateRetentionOffer', couponId: 'stay', subscriptionId: 'sub_1', now })
      .thenThrows(ConflictError);
  });
});

describe('the organisation billing decider: one live or pending subscription', () => {
  const attemptId = '00000000-0000-4000-8000-0000000000a1';
  const otherAttempt = '00000000-0000-4000-8000-0000000000a2';
  const start = (id = attemptId, at = now) =>
    ({ type: 'StartSubscriptionAttempt', attemptId: id, plan: 'basic', interval: 'month', now: at }) as const;
  const started = (id = attemptId, at = now): OrganizationBillingEvent => ({
    type: 'SubscriptionAttemptStarted',
    data: { attemptId: id, plan: 'basic', interval: 'month', startedAt: at },
  });
  const released: OrganizationBillingEvent = { type: 'SubscriptionAttemptReleased', data: { attemptId, releasedAt: now } };
  const completed: OrganizationBillingEvent = {
    type: 'SubscriptionAttemptCompleted',
    data: { attemptId, subscriptionId: 'sub_1', completedAt: now },
  };
  const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();

  it('Given no subscription, when an attempt starts, then it is pending', () => {
    spec.given([created]).when(start()).then([started()]);
  });

  it('Given a pending attempt, when another starts, then 409 and nothing changes', () => {
    spec.given([created, started()]).when(start(otherAttempt)).thenThrows(ConflictError, 'already being set up');
  });

  it('Given a live subscription, when an attempt starts, then 409 (change its plan instead)', () => {
    spec
      .given([created, recorded(snapshot()), planChanged('basic')])
      .when(start())
      .thenThrows(ConflictError, 'already have a subscription');
  });

  it('Given an attempt Stripe failed and that was released, when another starts, then it is pending', () => {
    spec.given([created, started()]).when({ type: 'ReleaseSubscriptionAttempt', attemptId, now }).then([released]);
    spec
      .given([created, started(), released])
      .when(start(otherAttempt))
      .then([started(otherAttempt)]);
  });

  it('Given another attempt pending, when an old one is released, then nothing changes', () => {
    spec
      .given([created, started(otherAttempt)])
      .when({ type: 'ReleaseSubscriptionAttempt', attemptId, now })
      .then([]);
  });

  it('Given a pending attempt, when its subscription is recorded, then the attempt completes beside it', () => {
    spec
      .given([created, started()])
      .when({ ...record(snapshot()), attemptId })
      .then([recorded(snapshot()), planChanged('basic'), completed]);
  });

  it('Given a webhook recorded the subscription first, when the attempt records it again, then only the attempt completes', () => {
    const fromWebhook = recorded(snapshot(), webhook('evt_1', 'customer.subscription.created'));
    spec
      .given([created, started(), handled('evt_1', 'customer.subscription.created'), fromWebhook, planChanged('basic')])
      .when({ ...record(snapshot()), attemptId })
      .then([completed]);
  });

  it('Given an incomplete subscription recorded for the attempt (3-D Secure, declined card), then another attempt may start', () => {
    const incomplete = snapshot({ status: 'incomplete' });
    spec
      .given([created, started(), recorded(incomplete), completed])
      .when(start(otherAttempt))
      .then([started(otherAttempt)]);
  });

  it('Given an attempt whose request died, then it stands in the way only until it times out', () => {
    spec
      .given([created, started()])
      .when(start(otherAttempt, later(SUBSCRIPTION_ATTEMPT_TIMEOUT_MS - 1)))
      .thenThrows(ConflictError);
    spec
      .given([created, started()])
      .when(start(otherAttempt, later(SUBSCRIPTION_ATTEMPT_TIMEOUT_MS)))
      .then([started(otherAttempt, later(SUBSCRIPTION_ATTEMPT_TIMEOUT_MS))]);
  });

  describe('a Checkout Session as the pending attempt', () => {
    const opened: OrganizationBillingEvent = {
      type: 'SubscriptionCheckoutOpened',
      data: { attemptId, sessionId: 'cs_1', openedAt: now },
    };
    const checkoutRecord = (s: SubscriptionSnapshot) => record(s, { kind: 'request', call: 'checkout' });

    it('Given a pending attempt, when its session is opened, then the session is kept with it', () => {
      spec.given([created, started()]).when({ type: 'OpenCheckout', attemptId, sessionId: 'cs_1', now }).then([opened]);
    });

    it('Given another attempt took over, when an old one opens its session, then 409', () => {
      spec
        .given([created, started(otherAttempt)])
        .when({ type: 'OpenCheckout', attemptId, sessionId: 'cs_1', now })
        .thenThrows(ConflictError);
    });

    it('Given an open checkout, when another attempt starts without expiring it, then the open session is named (and nothing changes)', () => {
      spec.given([created, started(), opened]).when(start(otherAttempt)).thenThrows(CheckoutOpenError, 'already open');
    });

    it('Given an open checkout, when another attempt starts replacing it (its session expired at Stripe), then it takes over', () => {
      spec
        .given([created, started(), opened])
        .when({ ...start(otherAttempt), replacing: attemptId })
        .then([released, started(otherAttempt)]);
    });

    it('Given an open checkout replaced by another, when a second request replaces the same one, then 409', () => {
      spec
        .given([created, started(), opened, released, started(otherAttempt)])
        .when({ ...start('00000000-0000-4000-8000-0000000000a3'), replacing: attemptId })
        .thenThrows(ConflictError, 'already being set up');
    });

    it('Given an open checkout, when its paid subscription is recorded (no attempt id), then the attempt completes', () => {
      spec
        .given([created, started(), opened])
        .when(checkoutRecord(snapshot()))
        .then([recorded(snapshot(), { kind: 'request', call: 'checkout' }), planChanged('basic'), completed]);
    });
  });
});
