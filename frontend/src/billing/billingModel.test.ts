import { describe, expect, it } from '@jest/globals';
import { checkoutSessionIdOf, storedReferralId, type BillingResponse, type PlanView, type SubscriptionView } from './billingApi';
import { choiceFor, humanPlanName, limitOf, liveSubscription, plansToShow, savedCard } from './billingModel';

const features = {
  integrations: true,
  ugcCampaigns: false,
  audienceFilter: false,
  unlockContacts: false,
  loadMoreResults: false,
  bitly: true,
  searchExport: false,
};
const plan = (name: string, monthly?: number): PlanView => ({
  name,
  paid: monthly !== undefined,
  agency: false,
  limits: { profiles: 250, members: 5, searchCount: 500, reports: 'Infinity' },
  features,
  prices:
    monthly === undefined
      ? []
      : [
          { interval: 'month', currency: 'EUR', amountCents: monthly, stripePriceId: `price_${name}_month` },
          { interval: 'year', currency: 'EUR', amountCents: monthly * 10, stripePriceId: `price_${name}_year` },
        ],
});
const subscription = (status: SubscriptionView['status'], planName = 'basic'): SubscriptionView => ({
  id: 'sub_1',
  status,
  plan: planName,
  interval: 'month',
  currentPeriodEnd: '2030-01-01T00:00:00Z',
  cancelAtPeriodEnd: false,
});

describe('billing model', () => {
  it('reads Infinity limits as numbers', () => {
    expect(limitOf(plan('basic', 7900), 'reports')).toBe(Infinity);
    expect(limitOf(plan('basic', 7900), 'profiles')).toBe(250);
  });

  it('shows the plans for sale and the current one', () => {
    const shown = plansToShow({
      plans: [plan('free'), plan('basic', 7900), plan('impulzeai_lifetime')],
      current: 'free',
      billingEnabled: true,
    });
    expect(shown.map((p) => p.name)).toEqual(['free', 'basic']);
  });

  it('subscribes without a live subscription, changes with one', () => {
    const basic = plan('basic', 7900);
    expect(choiceFor(basic, 'month', 'free', null)).toBe('subscribe');
    expect(choiceFor(plan('free'), 'month', 'free', null)).toBe('current');
    expect(choiceFor(plan('impulzeai_lifetime'), 'month', 'free', null)).toBe('notForSale');
    const live = subscription('active');
    expect(choiceFor(basic, 'month', 'basic', live)).toBe('current');
    expect(choiceFor(basic, 'year', 'basic', live)).toBe('change');
    expect(choiceFor(plan('agency', 19900), 'month', 'basic', live)).toBe('change');
  });

  it('takes trialing, active and past-due subscriptions as live', () => {
    const billing = (sub: SubscriptionView | null): BillingResponse => ({
      plan: 'basic',
      trialEndsAt: null,
      accessBlocked: false,
      subscription: sub,
      offerAvailable: false,
      nextInvoice: null,
      invoices: [],
      stale: false,
    });
    expect(liveSubscription(billing(subscription('past_due')))?.id).toBe('sub_1');
    expect(liveSubscription(billing(subscription('canceled')))).toBeNull();
    expect(liveSubscription(billing(null))).toBeNull();
    expect(liveSubscription(undefined)).toBeNull();
  });

  it('offers the default card first', () => {
    const card = (id: string, isDefault: boolean) => ({ id, brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, isDefault });
    expect(savedCard([card('pm_a', false), card('pm_b', true)])?.id).toBe('pm_b');
    expect(savedCard([card('pm_a', false)])?.id).toBe('pm_a');
    expect(savedCard([])).toBeUndefined();
  });

  it('names plans for people', () => {
    expect(humanPlanName('agency_unlimited')).toBe('Agency unlimited');
  });

  it('reads the referral id and the Checkout session id only when well formed', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(storedReferralId(storage('promo-42'))).toBe('promo-42');
    expect(storedReferralId(storage('<script>'))).toBeUndefined();
    expect(storedReferralId(storage(null))).toBeUndefined();
    expect(storedReferralId(undefined)).toBeUndefined();
    expect(checkoutSessionIdOf('?session_id=cs_test_123')).toBe('cs_test_123');
    expect(checkoutSessionIdOf('?session_id={CHECKOUT_SESSION_ID}')).toBeUndefined();
    expect(checkoutSessionIdOf('')).toBeUndefined();
  });
});
