import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PublicLink } from '../public/PublicLink';
import { NotFoundAlert } from '../platform/NotFoundAlert';
import { QueryFailure } from '../platform/connection/Loaded';
import { readOutcome } from '../platform/connection/readOutcome';
import { publicAuditReportPath } from './reportPaths';
import { ReportProgress } from './ReportProgress';
import { reportName, ReportView } from './ReportView';
import { auditReportTestIds } from './testIds';
import { useAuditReport, useRevokeAuditReportShare } from './useAuditReports';
import { useNotifyReadError } from '../platform/useNotifyReadError';

/**
 * `/report/:reportId`: one audit report of the organisation. Opened while it is still being built,
 * the page follows its progress; once ready it shows the frozen content, printable, with its share link.
 */
export function AuditReportPage() {
  const translate = useTranslate();
  const { reportId = '' } = useParams();
  const report = useAuditReport(reportId);
  const revoke = useRevokeAuditReportShare(reportId);
  useNotifyReadError(report.error);

  if (report.isPending) return <CircularProgress size={24} sx={{ m: 3 }} />;
  if (readOutcome(report) === 'failed') return <QueryFailure read={report} failed="scout.connection.failed.auditReport" />;
  if (report.isError) {
    return (
      <NotFoundAlert
        text="scout.auditReports.notFound"
        back="scout.auditReports.toProfiles"
        backTo="/profiles"
        testId={auditReportTestIds.notFound}
      />
    );
  }

  const { content, status } = report.data;
  if (status !== 'ready' || !content) {
    return (
      <Card sx={{ my: 2 }} data-testid={auditReportTestIds.page}>
        <Title title={translate('scout.auditReports.pageTitle', { name: `@${report.data.username}` })} />
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('scout.auditReports.pageTitle', { name: `@${report.data.username}` })}
          </Typography>
          {status === 'failed' ? (
            <Alert severity="error" data-testid={auditReportTestIds.failed}>
              {translate('scout.auditReports.failed', { reason: report.data.failure ?? '' })}
            </Alert>
          ) : (
            <ReportProgress progress={report.data.progress} />
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <Box sx={{ my: 2 }} data-testid={auditReportTestIds.page}>
      <Title title={translate('scout.auditReports.pageTitle', { name: reportName(content) })} />
      <ReportView content={content} completedAt={report.data.completedAt}>
        {report.data.shareId && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="caption" color="text.secondary">
              {translate('scout.auditReports.shareLink')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PublicLink path={publicAuditReportPath(report.data.shareId)} testId={auditReportTestIds.shareLink} />
              <Button
                size="small"
                color="error"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate()}
                data-testid={auditReportTestIds.revokeShare}
              >
                {translate('scout.auditReports.revokeShare')}
              </Button>
            </Stack>
          </Box>
        )}
        {report.data.shareRevokedAt && !report.data.shareId && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ mt: 1.5, display: 'block' }}
            data-testid={auditReportTestIds.shareRevoked}
          >
            {translate('scout.auditReports.shareRevoked')}
          </Typography>
        )}
      </ReportView>
    </Box>
  );
}
