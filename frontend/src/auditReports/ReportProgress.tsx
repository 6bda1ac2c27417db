import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { auditReportTestIds } from './testIds';

/** A report being built: its progress in percent, as the job reports it. */
export function ReportProgress({ progress }: { progress: number }) {
  const translate = useTranslate();
  return (
    <Box data-testid={auditReportTestIds.progress}>
      <Typography variant="body2" gutterBottom>
        {translate('scout.auditReports.building', { progress })}
      </Typography>
      <LinearProgress variant="determinate" value={progress} data-testid={auditReportTestIds.progressBar} />
    </Box>
  );
}
