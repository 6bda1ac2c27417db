import { Box, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { numberText } from '../platform/numbers';
import { importTestIds } from './testIds';
import type { ImportProgress } from './types';

const PROBLEMS_SHOWN = 20;

/** Handles done so far as a bar (full once the import is over), with the status, the counts and the rows not saved. */
export function ImportProgressView({ progress }: { progress: ImportProgress }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = (value: number) => numberText(value, locale);
  const running = progress.status === 'running';
  const percent = !running ? 100 : progress.total > 0 ? Math.round((progress.processed / progress.total) * 100) : 0;
  return (
    <Box>
      <Typography variant="subtitle2" data-testid={importTestIds.status} data-status={progress.status}>
        {translate(`scout.imports.status.${progress.status}`, { _: progress.status })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={progress.status === 'failed' ? 'error' : 'primary'}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
        data-testid={importTestIds.progress}
      />
      {running && (
        <Typography variant="body2">
          {translate('scout.imports.progress', { processed: number(progress.processed), total: number(progress.total) })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" data-testid={importTestIds.counts}>
        {translate('scout.imports.counts', {
          saved: number(progress.saved),
          duplicates: number(progress.duplicates),
          failed: number(progress.failed),
        })}
      </Typography>
      {progress.reason && (
        <Typography variant="body2" color="error">
          {progress.reason}
        </Typography>
      )}
      {progress.problems.length > 0 && (
        <List dense>
          {progress.problems.slice(0, PROBLEMS_SHOWN).map((problem, index) => (
            <ListItem key={`${problem.platform}/${problem.username}/${index}`} disableGutters>
              <ListItemText
                primary={`@${problem.username}`}
                secondary={translate(`scout.imports.outcomes.${problem.outcome}`, { _: problem.outcome })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
