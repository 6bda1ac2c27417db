import { Alert, AlertTitle, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { connection } from './connection';
import { connectionTestIds } from './testIds';

interface ReadFailureProps {
  /** i18n key: what could not be loaded. */
  title: string;
  /** i18n key or the server's own message: why. */
  reason: string;
  /** Reads again (the server is asked too, when it was away). */
  onRetry: () => void;
  testId?: string;
  sx?: SxProps<Theme>;
}

/** What a screen shows in place of data it could not load (never an empty list or a zero): what, why, and Retry. */
export function ReadFailure({ title, reason, onRetry, testId = connectionTestIds.readFailure, sx }: ReadFailureProps) {
  const translate = useTranslate();
  const retry = () => {
    connection.retryNow();
    onRetry();
  };
  return (
    <Alert
      severity="error"
      data-testid={testId}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={retry} sx={{ whiteSpace: 'nowrap' }} data-testid={connectionTestIds.readFailureRetry}>
          {translate('scout.connection.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate(title)}</AlertTitle>
      {translate(reason)}
    </Alert>
  );
}
