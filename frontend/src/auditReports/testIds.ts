/** Stable hooks for the browser tests on the audit-report card and pages. */
export const auditReportTestIds = {
  card: 'audit-report-card',
  request: 'audit-report-request',
  progress: 'audit-report-progress',
  progressBar: 'audit-report-progress-bar',
  ready: 'audit-report-ready',
  failed: 'audit-report-failed',
  open: 'audit-report-open',
  item: 'audit-report-item',
  page: 'audit-report-page',
  publicPage: 'audit-report-public-page',
  notFound: 'audit-report-not-found',
  title: 'audit-report-title',
  createdAt: 'audit-report-created-at',
  print: 'audit-report-print',
  shareLink: 'audit-report-share-link',
} as const;
