import PrintIcon from '@mui/icons-material/PrintOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AuditReportContent } from '@scout/contracts/profiles/auditReports';
import { formatDateTime } from '../platform/dates';
import { ProfileAnalytics } from '../socialProfile/analytics/ProfileAnalytics';
import { ReportPrintStyles } from './ReportPrintStyles';
import { auditReportTestIds } from './testIds';
import { imageUrl } from '../platform/imageUrl';

interface ReportViewProps {
  content: AuditReportContent;
  /** When the report was made; the content's own time when the report carries no completion time. */
  completedAt?: string;
  /** Below the header, e.g. the share link. */
  children?: ReactNode;
}

/** The name a report goes by: the creator's full name, else the handle. */
export function reportName(content: AuditReportContent): string {
  return content.identity?.fullName ?? content.username;
}

/**
 * One audit report as everyone sees it (in the app, by its public link, the sample): who the creator
 * is, when the report was made (Europe/Vienna), a Print button, and the profile page's own analytics
 * cards with the engagement formulas shown.
 */
export function ReportView({ content, completedAt, children }: ReportViewProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = reportName(content);
  const note = content.kind === 'sample' ? 'scout.auditReports.sampleNote' : content.kind === 'test' ? 'scout.auditReports.testNote' : null;
  return (
    <Stack spacing={2}>
      <ReportPrintStyles />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Avatar src={imageUrl(content.identity?.imageUrl, 144)} alt={name} sx={{ width: 72, height: 72, fontSize: 28 }}>
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary">
                {translate(`scout.auditReports.kinds.${content.kind}`)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h5" component="h1" data-testid={auditReportTestIds.title}>
                  {name}
                </Typography>
                {content.identity?.verified && <VerifiedIcon color="primary" fontSize="small" />}
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body1" color="text.secondary">{`@${content.username}`}</Typography>
                <Chip size="small" variant="outlined" label={translate(`scout.platforms.${content.platform}`, { _: content.platform })} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid={auditReportTestIds.createdAt}>
                {translate('scout.auditReports.createdAt', { date: formatDateTime(completedAt ?? content.generatedAt, locale) })}
              </Typography>
            </Box>
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              onClick={() => window.print()}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              data-testid={auditReportTestIds.print}
            >
              {translate('scout.auditReports.print')}
            </Button>
          </Stack>
          {content.identity?.bio && (
            <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
              {content.identity.bio}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
      {note && <Alert severity="info">{translate(note)}</Alert>}
      <ProfileAnalytics analytics={content.analytics} explained />
    </Stack>
  );
}
