import { describe, it } from '@jest/globals';
import type { AuditReportEvent } from '@scout/contracts/profiles/auditReports';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { auditReportDecider } from './auditReport';
import { auditReportOfSnapshot } from './content';
import { TEST_REPORT_CREATOR, TEST_REPORT_OBSERVED_AT } from './testCreator';

const spec = deciderSpec(auditReportDecider);
const reportId = '7a1c2b9e-0d3a-4b7c-8e6f-1a2b3c4d5e6f';
const profileId = '4f1c2b9e-0d3a-5b7c-8e6f-1a2b3c4d5e6f';
const shareId = '9b2d3c0f-1e4b-4c8d-9f70-2b3c4d5e6f70';
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T10:00:05.000Z';
const content = auditReportOfSnapshot('audit', TEST_REPORT_CREATOR, TEST_REPORT_OBSERVED_AT, later);

const requested: AuditReportEvent = {
  type: 'AuditReportRequested',
  data: { reportId, profileId, platform: 'instagram', username: 'scout.test.creator', requestedAt: now },
};
const progressed = (progress: number): AuditReportEvent => ({
  type: 'AuditReportProgressed',
  data: { reportId, progress, progressedAt: later },
});
const completed: AuditReportEvent = { type: 'AuditReportCompleted', data: { reportId, shareId, content, completedAt: later } };
const failed: AuditReportEvent = { type: 'AuditReportFailed', data: { reportId, reason: 'The profile was removed', failedAt: later } };

describe('audit report decider', () => {
  it('Given nothing, When RequestAuditReport, Then AuditReportRequested', () => {
    spec
      .given([])
      .when({ type: 'RequestAuditReport', reportId, profileId, platform: 'instagram', username: 'scout.test.creator', now })
      .then([requested]);
  });

  it('Given a requested report, When RequestAuditReport again, Then Conflict', () => {
    spec
      .given([requested])
      .when({ type: 'RequestAuditReport', reportId, profileId, platform: 'instagram', username: 'scout.test.creator', now })
      .thenThrows(ConflictError);
  });

  it('Given a requested report, When progress is recorded, Then AuditReportProgressed (below 100 until ready)', () => {
    spec
      .given([requested])
      .when({ type: 'RecordAuditReportProgress', progress: 40, now: later })
      .then([progressed(40)]);
    spec
      .given([requested])
      .when({ type: 'RecordAuditReportProgress', progress: 100, now: later })
      .then([progressed(99)]);
  });

  it('Given progress 60, When progress 40 or 60 arrives, Then nothing (progress never goes back)', () => {
    spec
      .given([requested, progressed(60)])
      .when({ type: 'RecordAuditReportProgress', progress: 40, now: later })
      .then([]);
    spec
      .given([requested, progressed(60)])
      .when({ type: 'RecordAuditReportProgress', progress: 60, now: later })
      .then([]);
  });

  it('Given a building report, When CompleteAuditReport, Then AuditReportCompleted with the content and share id', () => {
    spec
      .given([requested, progressed(60)])
      .when({ type: 'CompleteAuditReport', shareId, content, now: later })
      .then([completed]);
  });

  it('Given a ready report, When CompleteAuditReport again, Then Conflict; When progress or a failure arrives, Then nothing', () => {
    spec.given([requested, completed]).when({ type: 'CompleteAuditReport', shareId, content, now: later }).thenThrows(ConflictError);
    spec.given([requested, completed]).when({ type: 'RecordAuditReportProgress', progress: 80, now: later }).then([]);
    spec.given([requested, completed]).when({ type: 'FailAuditReport', reason: 'late', now: later }).then([]);
  });

  it('Given a building report, When FailAuditReport, Then AuditReportFailed; a second failure is nothing new', () => {
    spec
      .given([requested, progressed(10)])
      .when({ type: 'FailAuditReport', reason: 'The profile was removed', now: later })
      .then([failed]);
    spec.given([requested, failed]).when({ type: 'FailAuditReport', reason: 'again', now: later }).then([]);
  });

  it('Given nothing, When anything but a request, Then NotFound', () => {
    spec.given([]).when({ type: 'RecordAuditReportProgress', progress: 10, now }).thenThrows(NotFoundError);
    spec.given([]).when({ type: 'CompleteAuditReport', shareId, content, now }).thenThrows(NotFoundError);
    spec.given([]).when({ type: 'FailAuditReport', reason: 'x', now }).thenThrows(NotFoundError);
  });
});
