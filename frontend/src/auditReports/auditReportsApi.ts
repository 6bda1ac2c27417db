import type { AuditReportView } from '@scout/contracts/profiles/auditReports';
import { httpClient } from '../platform/httpClient';
import { publicReportApiPath, type PublicReportSource } from './reportPaths';

/** `PUT`/`GET /customer/socialProfile/auditReport/:id` and `GET /customer/socialProfile/:id/auditReports`. */
const REPORT_PATH = '/customer/socialProfile/auditReport';

/** Spec section 9 (and API.md's client timeouts): the audit report call may take 100 s, beside the default 40 s. */
export const AUDIT_REPORT_TIMEOUT_MS = 100_000;

/** What the public report routes answer: a ready report's content, nothing of the organisation. */
export type PublicAuditReport = Pick<AuditReportView, 'status' | 'progress' | 'completedAt' | 'content'>;

export function auditReportPath(reportId: string): string {
  return `${REPORT_PATH}/${encodeURIComponent(reportId)}`;
}

export function profileAuditReportsPath(profileId: string): string {
  return `/customer/socialProfile/${encodeURIComponent(profileId)}/auditReports`;
}

/**
 * The audit-report commands and queries of the signed-in app, one typed method each (called through
 * the data provider; the request through useMutation).
 */
export const auditReportsApi = {
  /** Starts building a report of a saved profile (202); one report of the plan's monthly `reports`, 423 past the limit. */
  requestAuditReport: (profileId: string) =>
    httpClient<{ report: AuditReportView }>(auditReportPath(profileId), { method: 'PUT', timeoutMs: AUDIT_REPORT_TIMEOUT_MS }).then(
      ({ report }) => report,
    ),
  /** One report: its status and progress while it is built, its frozen content once ready. */
  getAuditReport: (reportId: string, signal?: AbortSignal) =>
    httpClient<{ report: AuditReportView }>(auditReportPath(reportId), { signal }).then(({ report }) => report),
  /** Ends the report's public link for good (`DELETE …/auditReport/:id/share`): it answers 404 from then on. */
  revokeAuditReportShare: (reportId: string) =>
    httpClient<{ report: AuditReportView }>(`${auditReportPath(reportId)}/share`, { method: 'DELETE' }).then(({ report }) => report),
  /** The profile's reports, newest first. */
  getProfileAuditReports: (profileId: string, signal?: AbortSignal) =>
    httpClient<{ reports: AuditReportView[] }>(profileAuditReportsPath(profileId), { signal }).then(({ reports }) => reports),
};

export type AuditReportsMethods = typeof auditReportsApi;

/** A public report (`GET /misc/auditReport/:shareId`, `/misc/sample-report`, `/misc/test-report`), without login. */
export function fetchPublicAuditReport(source: PublicReportSource, signal?: AbortSignal): Promise<PublicAuditReport> {
  return httpClient<{ report: PublicAuditReport }>(publicReportApiPath(source), { signal }).then(({ report }) => report);
}
