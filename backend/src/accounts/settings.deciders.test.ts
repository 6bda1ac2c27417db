import { describe, it } from '@jest/globals';
import { NotFoundError, ValidationError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { organizationBillingDecider } from '../billing/organizationBilling';
import { organizationSettingsDecider } from './organizationSettings';
import { userSettingsDecider } from './userSettings';

const now = '2026-11-22T10:00:00.000Z';
const orgId = '00000000-0000-4000-8000-000000000001';
const userId = '00000000-0000-4000-8000-000000000002';
const created = {
  type: 'OrganizationCreated' as const,
  data: { orgId, name: 'Ana GmbH', ownerId: userId, package: 'free', createdAt: now, trialEndsAt: now },
};
const registered = {
  type: 'UserRegistered' as const,
  data: {
    userId,
    orgId,
    email: 'ana@example.com',
    fullName: 'Ana',
    role: 'owner' as const,
    passwordHash: 'h',
    newsletter: false,
    registeredAt: now,
  },
};

describe('organisation settings decider', () => {
  const spec = deciderSpec(organizationSettingsDecider);
  it('records only the config values that change', () => {
    spec
      .given([created])
      .when({ type: 'ChangeAccountConfig', config: { userGuide: false, enableAdvancedSearch: false }, now })
      .then([{ type: 'AccountConfigChanged', data: { userGuide: false, changedAt: now } }]);
    spec
      .given([created, { type: 'AccountConfigChanged', data: { userGuide: false, changedAt: now } }])
      .when({ type: 'ChangeAccountConfig', config: { userGuide: false }, now })
      .then([]);
  });
  it('stores the survey, the country once, tickets and requests', () => {
    spec
      .given([created])
      .when({ type: 'SubmitSurvey', data: { q: 'a' }, now })
      .then([{ type: 'SurveySubmitted', data: { data: { q: 'a' }, submittedAt: now } }]);
    spec
      .given([created, { type: 'OrganizationCountryChanged', data: { country: 'AT', changedAt: now } }])
      .when({ type: 'ChangeCountry', country: 'AT', now })
      .then([]);
    spec
      .given([created])
      .when({ type: 'CreateSupportTicket', ticketId: userId, subject: 's', text: 't', now })
      .then([{ type: 'SupportTicketCreated', data: { ticketId: userId, subject: 's', text: 't', createdAt: now } }]);
    spec
      .given([created])
      .when({ type: 'RequestSearchCredits', requestId: userId, reason: 'r', searchCredit: 5, now })
      .then([{ type: 'SearchCreditsRequested', data: { requestId: userId, reason: 'r', searchCredit: 5, requestedAt: now } }]);
  });
  it('needs the organisation', () => {
    spec.given([]).when({ type: 'ChangeCountry', country: 'AT', now }).thenThrows(NotFoundError);
  });
});

describe('user settings decider', () => {
  const spec = deciderSpec(userSettingsDecider);
  it('records only the details that change', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateUserInfo', info: { fullName: 'Ana', phone: '+43' }, now })
      .then([{ type: 'UserInfoUpdated', data: { phone: '+43', updatedAt: now } }]);
    spec
      .given([registered])
      .when({ type: 'UpdateUserInfo', info: { fullName: 'Ana', newsletter: false }, now })
      .then([]);
  });
  it('sets status flags', () => {
    spec
      .given([registered])
      .when({ type: 'SetStatusFlags', flags: { hideEmptyList: true }, now })
      .then([{ type: 'UserStatusFlagsChanged', data: { flags: { hideEmptyList: true }, changedAt: now } }]);
    spec
      .given([])
      .when({ type: 'SetStatusFlags', flags: { hideEmptyList: true }, now })
      .thenThrows(NotFoundError);
  });
});

describe('organisation billing decider', () => {
  const spec = deciderSpec(organizationBillingDecider);
  it('changes to a known plan once', () => {
    spec
      .given([created])
      .when({ type: 'ChangePlan', package: 'agency', known: true, now })
      .then([{ type: 'OrganizationPlanChanged', data: { package: 'agency', changedAt: now } }]);
    spec.given([created]).when({ type: 'ChangePlan', package: 'free', known: true, now }).then([]);
    spec.given([created]).when({ type: 'ChangePlan', package: 'gold', known: false, now }).thenThrows(ValidationError);
  });
  it('counts monthly usage', () => {
    spec
      .given([created])
      .when({ type: 'RecordUsage', field: 'searchCount', amount: 2, period: '2026-11', now })
      .then([{ type: 'UsageRecorded', data: { field: 'searchCount', amount: 2, period: '2026-11', recordedAt: now } }]);
  });
  it('is not about creating organisations', () => {
    // Creation stays with the organisation decider; a second creation is its Conflict.
    spec.given([]).when({ type: 'ChangePlan', package: 'agency', known: true, now }).thenThrows(NotFoundError);
  });
});
