import ReportIcon from '@mui/icons-material/AssessmentOutlined';
import { Alert, Button, Card, CardContent, Chip, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AuditReportView } from '@scout/contracts/profiles/auditReports';
import { limitFromJson } from '@scout/contracts/billing/plans';
import { useMe } from '../accounts/useMe';
import { formatDateTime } from '../platform/dates';
import { auditReportPagePath, isFinished } from './reportPaths';
import { ReportProgress } from './ReportProgress';
import { auditReportTestIds } from './testIds';
import { profileReportsKey, reportKey, useAuditReport, useProfileAuditReports, useRequestAuditReport } from './useAuditReports';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { track } from '../platform/widgets/analytics';
import { QueryFailure } from '../platform/connection/Loaded';

const STATUS_COLOURS = { none: 'default', requested: 'info', building: 'info', ready: 'success', failed: 'error' } as const;

/** This month's reports against the plan, from the signed-in organisation. */
function ReportUsage() {
  const translate = useTranslate();
  const { data: me } = useMe();
  if (!me) return null;
  const used = me.orgInfo.usage.reports;
  const limit = limitFromJson(me.orgInfo.limits.reports);
  return (
    <Typography variant="caption" color="text.secondary">
      {Number.isFinite(limit)
        ? translate('scout.auditReports.usage', { used, limit })
        : translate('scout.auditReports.usageUnlimited', { used })}
    </Typography>
  );
}

function ReportItem({ report }: { report: AuditReportView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <ListItemButton component={Link} to={auditReportPagePath(report._id)} divider data-testid={auditReportTestIds.item}>
      <ListItemText primary={formatDateTime(report.completedAt ?? report.requestedAt, locale)} />
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLOURS[report.status]}
        label={translate(`scout.auditReports.status.${report.status}`)}
      />
    </ListItemButton>
  );
}

/**
 * The profile page's audit reports: requests a new one (PUT, 202), follows its progress every second
 * until it is ready or failed, and lists the profile's earlier reports, each opening its report page.
 * Past the plan's monthly reports the API answers 423 and the shell opens the upgrade popup.
 */
export function AuditReportCard({ profileId }: { profileId: string }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const reports = useProfileAuditReports(profileId);
  useNotifyReadError(reports.error);
  const request = useRequestAuditReport(profileId);
  const [requestedId, setRequestedId] = useState<string | null>(null);
  // The report being followed: the one just requested, else one still being built (the page was reloaded meanwhile).
  const followedId = requestedId ?? reports.data?.find((report) => !isFinished(report))?._id ?? null;
  const followed = useAuditReport(followedId);
  const current = followed.data;
  const building = current !== undefined && !isFinished(current);

  const finishedStatus = current && isFinished(current) ? current.status : null;
  useEffect(() => {
    // Once the followed report is done, the list shows its new status.
    if (finishedStatus) void queryClient.invalidateQueries({ queryKey: profileReportsKey(profileId) });
  }, [finishedStatus, profileId, queryClient]);

  const start = () => {
    track('PROFILE_REPORT', 'request audit report');
    request.mutate(undefined, {
      onSuccess: (report) => {
        // The 202 answer already says where the report stands: shown at once, then polled.
        queryClient.setQueryData(reportKey(report._id), report);
        setRequestedId(report._id);
      },
    });
  };

  return (
    <Card sx={{ height: '100%' }} data-testid={auditReportTestIds.card}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {translate('scout.auditReports.title')}
          </Typography>
          <Button
            size="small"
            variant="contained"
            startIcon={<ReportIcon />}
            onClick={start}
            disabled={request.isPending || building}
            data-testid={auditReportTestIds.request}
          >
            {translate('scout.auditReports.request')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('scout.auditReports.intro')}
        </Typography>
        <ReportUsage />
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          {current && building && <ReportProgress progress={current.progress} />}
          {current?.status === 'ready' && requestedId === current._id && (
            <Alert
              severity="success"
              data-testid={auditReportTestIds.ready}
              action={
                <Button
                  component={Link}
                  to={auditReportPagePath(current._id)}
                  color="inherit"
                  size="small"
                  data-testid={auditReportTestIds.open}
                >
                  {translate('scout.auditReports.open')}
                </Button>
              }
            >
              {translate('scout.auditReports.ready')}
            </Alert>
          )}
          {current?.status === 'failed' && requestedId === current._id && (
            <Alert severity="error" data-testid={auditReportTestIds.failed}>
              {translate('scout.auditReports.failed', { reason: current.failure ?? '' })}
            </Alert>
          )}
        </Stack>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('scout.auditReports.earlier')}
        </Typography>
        {reports.isError ? (
          <QueryFailure read={reports} failed="scout.connection.failed.auditReports" />
        ) : reports.data?.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('scout.auditReports.none')}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: 240, overflowY: 'auto' }}>
            {reports.data?.map((report) => (
              <ReportItem key={report._id} report={report} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
