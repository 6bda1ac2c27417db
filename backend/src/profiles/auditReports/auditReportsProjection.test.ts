import { describe, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import type { AuditReportContent } from '@scout/contracts/profiles/auditReports';
import { TEST_REPORT_CREATOR, TEST_REPORT_OBSERVED_AT } from './testCreator';
import { projectionSpec, recorded, testMetadata } from '@scout/projections/testing/projectionSpec';
import { analyticsOfSnapshot } from '@scout/projections/profiles/analytics/creatorAnalytics';
import {
  auditReportSharesProjection,
  auditReportsProjection,
  type AuditReportDoc,
  type AuditReportShareDoc,
} from '@scout/projections/profiles/auditReports';

const orgId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const profileId = '33333333-3333-5333-8333-333333333333';
const reportId = '44444444-4444-4444-8444-444444444444';
const shareId = '55555555-5555-4555-8555-555555555555';
const stream = `auditReport-${reportId}`;
const at = (s: number) => `2026-11-22T10:00:0${s}.000Z`;
const analytics = analyticsOfSnapshot(TEST_REPORT_CREATOR, TEST_REPORT_OBSERVED_AT);
const content: AuditReportContent = {
  kind: 'audit',
  platform: 'instagram',
  username: 'scout.test.creator',
  identity: analytics.identity,
  analytics,
  generatedAt: at(3),
};

const requested: ScoutEvent = {
  type: 'AuditReportRequested',
  data: { reportId, profileId, platform: 'instagram', username: 'scout.test.creator', requestedAt: at(0) },
};
const progressed: ScoutEvent = { type: 'AuditReportProgressed', data: { reportId, progress: 60, progressedAt: at(2) } };
const completed: ScoutEvent = { type: 'AuditReportCompleted', data: { reportId, shareId, content, completedAt: at(3) } };
const failed: ScoutEvent = { type: 'AuditReportFailed', data: { reportId, reason: 'The profile was removed', failedAt: at(3) } };
const events = (...list: ScoutEvent[]) => recorded(stream, testMetadata(orgId, userId), list);

const requestedDoc: AuditReportDoc = {
  _id: reportId,
  orgId,
  profileId,
  platform: 'instagram',
  username: 'scout.test.creator',
  status: 'requested',
  progress: 0,
  requestedAt: at(0),
  updatedAt: at(0),
};

describe('auditReports projection', () => {
  const spec = projectionSpec<AuditReportDoc>(auditReportsProjection);

  it('Given AuditReportRequested, Then a requested report at 0 %', () => {
    spec.given(events(requested)).then([requestedDoc]);
  });

  it('Given progress, Then building with that progress', () => {
    spec.given(events(requested, progressed)).then([{ ...requestedDoc, status: 'building', progress: 60, updatedAt: at(2) }]);
  });

  it('Given AuditReportCompleted, Then ready at 100 % with the content and share id', () => {
    spec
      .given(events(requested, progressed, completed))
      .then([{ ...requestedDoc, status: 'ready', progress: 100, shareId, content, completedAt: at(3), updatedAt: at(3) }]);
  });

  it('Given AuditReportFailed, Then failed with the reason, progress kept', () => {
    spec
      .given(events(requested, progressed, failed))
      .then([{ ...requestedDoc, status: 'failed', progress: 60, failure: 'The profile was removed', updatedAt: at(3) }]);
  });
});

describe('auditReportShares projection', () => {
  const spec = projectionSpec<AuditReportShareDoc>(auditReportSharesProjection);

  it('Given a requested report, Then no public link', () => {
    spec.given(events(requested, progressed)).then([]);
  });

  it('Given a ready report, Then its share id opens it in its organisation', () => {
    spec.given(events(requested, completed)).then([{ _id: shareId, orgId, reportId }]);
  });
});
