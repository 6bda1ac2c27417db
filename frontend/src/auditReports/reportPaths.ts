/** The web app's audit-report pages: in the app (signed in) and public (no login). */
export const AUDIT_REPORT_ROUTE = '/report/:reportId';
export const PUBLIC_AUDIT_REPORT_ROUTE = '/public/report/:shareId';
export const SAMPLE_REPORT_ROUTE = '/sample-report';
export const TEST_REPORT_ROUTE = '/test-report';

export function auditReportPagePath(reportId: string): string {
  return `/report/${encodeURIComponent(reportId)}`;
}

/** The report's public page, as its share link names it. */
export function publicAuditReportPath(shareId: string): string {
  return `/public/report/${encodeURIComponent(shareId)}`;
}

/** A report that will not change any more: polling stops here. */
export function isFinished(report: { status: string }): boolean {
  return report.status === 'ready' || report.status === 'failed';
}

/** The public reports, without login: a shared report, the sample report and the fixed test report. */
export type PublicReportSource = { kind: 'shared'; shareId: string } | { kind: 'sample' } | { kind: 'test' };

/** The API route (under /api/v1) each public report is read from. */
export function publicReportApiPath(source: PublicReportSource): string {
  switch (source.kind) {
    case 'shared':
      return `/misc/auditReport/${encodeURIComponent(source.shareId)}`;
    case 'sample':
      return '/misc/sample-report';
    case 'test':
      return '/misc/test-report';
  }
}
