import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PublicFrame } from '../public/PublicFrame';
import { fetchPublicAuditReport } from './auditReportsApi';
import type { PublicReportSource } from './reportPaths';
import { ReportView } from './ReportView';
import { auditReportTestIds } from './testIds';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { isNotFound } from '../platform/httpClient';
import { QueryFailure } from '../platform/connection/Loaded';
import { readOutcome } from '../platform/connection/readOutcome';

/** A public report, without login, in the public pages' frame: the shared report, the sample or the test report. */
function PublicReport({ source }: { source: PublicReportSource }) {
  const translate = useTranslate();
  const report = useQuery({
    queryKey: ['scout', 'publicAuditReport', source],
    queryFn: ({ signal }) => fetchPublicAuditReport(source, signal),
    retry: false,
  });
  // A 404 is the page's own message (not shared any more), not a toast besides it.
  useNotifyReadError(report.error, { silent: isNotFound });
  const content = report.data?.content;
  return (
    <PublicFrame>
      {report.isPending ? (
        <CircularProgress size={24} />
      ) : readOutcome(report) === 'failed' ? (
        <QueryFailure read={report} failed="scout.connection.failed.auditReport" />
      ) : report.isError || !content ? (
        <Alert severity="info" data-testid={auditReportTestIds.notFound}>
          {translate('scout.auditReports.notFound')}
        </Alert>
      ) : (
        <Box data-testid={auditReportTestIds.publicPage}>
          <ReportView content={content} completedAt={report.data.completedAt} />
        </Box>
      )}
    </PublicFrame>
  );
}

/** `/public/report/:shareId`: an audit report opened by its share link (`GET /misc/auditReport/:shareId`). */
export function SharedAuditReportPage() {
  const { shareId = '' } = useParams();
  return <PublicReport source={{ kind: 'shared', shareId }} />;
}

/** `/sample-report`: the public sample report (`GET /misc/sample-report`), a creator of the shipped sample data. */
export function SampleReportPage() {
  return <PublicReport source={{ kind: 'sample' }} />;
}

/** `/test-report`: the fixed test creator's report (`GET /misc/test-report`), to check how a report renders. */
export function TestReportPage() {
  return <PublicReport source={{ kind: 'test' }} />;
}
