import type { CreatorAnalytics } from '@scout/contracts/profiles';
import type { AuditReportContent } from '@scout/contracts/profiles/auditReports';
import type { ProfileSnapshot } from '@scout/contracts/socialData/snapshot';
import { analyticsOfSnapshot } from '../analyticsQueries';

/** The one report builder: a saved profile's analytics, the sample and the test creator all become a report here. */
export function auditReportContent(kind: AuditReportContent['kind'], analytics: CreatorAnalytics, generatedAt: string): AuditReportContent {
  return { kind, platform: analytics.platform, username: analytics.username, identity: analytics.identity, analytics, generatedAt };
}

/** A report of a creator Scout has not saved, computed by the same analytics as saved profiles. */
export function auditReportOfSnapshot(
  kind: AuditReportContent['kind'],
  snapshot: ProfileSnapshot,
  observedAt: string,
  generatedAt: string,
): AuditReportContent {
  return auditReportContent(kind, analyticsOfSnapshot(snapshot, observedAt), generatedAt);
}
