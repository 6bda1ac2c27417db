import { describe, it } from '@jest/globals';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { organizationSettingsProjection, type OrganizationSettingsDoc } from './organizationSettings';
import { organizationsProjection, type OrganizationDoc } from './organizations';
import { usersProjection, type UserDoc } from './users';

const at = '2026-11-22T10:00:00.000Z';
const orgId = '00000000-0000-4000-8000-000000000001';
const userId = '00000000-0000-4000-8000-000000000002';
const created = {
  type: 'OrganizationCreated' as const,
  data: { orgId, name: 'Ana GmbH', ownerId: userId, package: 'free', createdAt: at, trialEndsAt: '2026-12-06T10:00:00.000Z' },
};
const orgEvents = (...events: Parameters<typeof recorded>[2]) =>
  recorded(`organization-${orgId}`, testMetadata(orgId, userId), [created, ...events]);

describe('organisation settings projection', () => {
  it('keeps config, survey, country and this month’s usage counters', () => {
    projectionSpec<OrganizationSettingsDoc>(organizationSettingsProjection)
      .given(
        orgEvents(
          { type: 'AccountConfigChanged', data: { userGuide: false, changedAt: at } },
          { type: 'SurveySubmitted', data: { data: { q: 'a' }, submittedAt: at } },
          { type: 'OrganizationCountryChanged', data: { country: 'AT', changedAt: at } },
          { type: 'UsageRecorded', data: { field: 'searchCount', amount: 3, period: '2026-10', recordedAt: at } },
          { type: 'UsageRecorded', data: { field: 'searchCount', amount: 1, period: '2026-11', recordedAt: at } },
          { type: 'UsageRecorded', data: { field: 'reports', amount: 1, period: '2026-11', recordedAt: at } },
        ),
      )
      .then([
        {
          _id: orgId,
          accountConfig: { userGuide: false, enableAdvancedSearch: false, publicProfiles: true },
          surveyStatus: 'completed',
          surveyData: { q: 'a' },
          country: 'AT',
          monthlyUsage: { period: '2026-11', reports: 1, searchCount: 1 },
          firstSearchAt: at,
        },
      ]);
  });

  it('remembers when the first search credit was spent, not a report', () => {
    const later = '2026-11-23T08:00:00.000Z';
    projectionSpec<OrganizationSettingsDoc>(organizationSettingsProjection)
      .given(
        orgEvents(
          { type: 'UsageRecorded', data: { field: 'reports', amount: 1, period: '2026-11', recordedAt: at } },
          { type: 'UsageRecorded', data: { field: 'searchCount', amount: 1, period: '2026-11', recordedAt: later } },
          { type: 'UsageRecorded', data: { field: 'searchCount', amount: 1, period: '2026-12', recordedAt: '2026-12-01T08:00:00.000Z' } },
        ),
      )
      .then([
        {
          _id: orgId,
          accountConfig: { userGuide: true, enableAdvancedSearch: false, publicProfiles: true },
          surveyStatus: 'pending',
          monthlyUsage: { period: '2026-12', reports: 0, searchCount: 1 },
          firstSearchAt: later,
        },
      ]);
  });

  it('takes back a search given back in its month, never below zero, and leaves another month alone', () => {
    const returned = (period: string) => ({
      type: 'UsageReturned' as const,
      data: { field: 'searchCount' as const, amount: 1, period, returnedAt: at },
    });
    projectionSpec<OrganizationSettingsDoc>(organizationSettingsProjection)
      .given(
        orgEvents(
          { type: 'UsageRecorded', data: { field: 'searchCount', amount: 2, period: '2026-11', recordedAt: at } },
          returned('2026-11'),
          returned('2026-10'),
          returned('2026-11'),
          returned('2026-11'),
        ),
      )
      .then([
        {
          _id: orgId,
          accountConfig: { userGuide: true, enableAdvancedSearch: false, publicProfiles: true },
          surveyStatus: 'pending',
          monthlyUsage: { period: '2026-11', reports: 0, searchCount: 0 },
          firstSearchAt: at,
        },
      ]);
  });
});

describe('organisations projection with plans', () => {
  it('keeps the trial end and follows plan changes', () => {
    projectionSpec<OrganizationDoc>(organizationsProjection)
      .given(orgEvents({ type: 'OrganizationPlanChanged', data: { package: 'agency', changedAt: at } }))
      .then([{ _id: orgId, name: 'Ana GmbH', package: 'agency', ownerId: userId, createdAt: at, trialEndsAt: '2026-12-06T10:00:00.000Z' }]);
  });
});

describe('organisations projection with billing', () => {
  it('keeps the Stripe customer, the latest recorded subscription and the offer, and follows the plan', () => {
    const subscription = {
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      status: 'active' as const,
      plan: 'basic',
      priceId: 'price_scout_basic_month',
      interval: 'month' as const,
      currentPeriodEnd: '2026-12-22T10:00:00.000Z',
      cancelAtPeriodEnd: true,
      referralId: 'anna',
      observedAt: at,
    };
    projectionSpec<OrganizationDoc>(organizationsProjection)
      .given(
        orgEvents(
          { type: 'StripeCustomerLinked', data: { customerId: 'cus_1', linkedAt: at } },
          {
            type: 'SubscriptionRecorded',
            data: {
              subscription: { ...subscription, status: 'incomplete' },
              source: { kind: 'request', call: 'subscribe' },
              recordedAt: at,
            },
          },
          { type: 'StripeEventHandled', data: { eventId: 'evt_1', eventType: 'invoice.paid', handledAt: at } },
          {
            type: 'SubscriptionRecorded',
            data: { subscription, source: { kind: 'webhook', eventId: 'evt_1', eventType: 'invoice.paid' }, recordedAt: at },
          },
          { type: 'OrganizationPlanChanged', data: { package: 'basic', changedAt: at } },
          { type: 'RetentionOfferActivated', data: { couponId: 'stay', subscriptionId: 'sub_1', activatedAt: at } },
        ),
      )
      .then([
        {
          _id: orgId,
          name: 'Ana GmbH',
          package: 'basic',
          ownerId: userId,
          createdAt: at,
          trialEndsAt: '2026-12-06T10:00:00.000Z',
          billing: { customerId: 'cus_1', subscription, offerActivatedAt: at },
        },
      ]);
  });
});

describe('users projection with user settings', () => {
  it('applies user info and status flags', () => {
    projectionSpec<UserDoc>(usersProjection)
      .given(
        recorded(`user-${userId}`, testMetadata(orgId, userId), [
          {
            type: 'UserRegistered',
            data: {
              userId,
              orgId,
              email: 'ana@example.com',
              fullName: 'Ana',
              role: 'owner',
              passwordHash: 'h',
              newsletter: false,
              registeredAt: at,
            },
          },
          { type: 'UserInfoUpdated', data: { fullName: 'Ana Berger', phone: '+43', newsletter: true, updatedAt: at } },
          { type: 'UserStatusFlagsChanged', data: { flags: { hideEmptyList: true }, changedAt: at } },
        ]),
      )
      .then([
        {
          _id: userId,
          orgId,
          email: 'ana@example.com',
          fullName: 'Ana Berger',
          role: 'owner',
          passwordHash: 'h',
          newsletter: true,
          phone: '+43',
          emailVerified: false,
          createdAt: at,
          statusFlags: { hideEmptyList: true },
        },
      ]);
  });
});
