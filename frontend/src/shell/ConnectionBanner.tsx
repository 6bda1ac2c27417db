import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { connection } from '../platform/connection/connection';
import { connectionTestIds } from '../platform/connection/testIds';
import { useRefetchOnReturn } from '../platform/connection/useRefetchOnReturn';

/** Whole seconds until `at` (epoch ms), counting down each second; null without a time. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const ticker = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(ticker);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The one banner at the top of the layout while the server cannot be reached or the device is
 * offline: the data is safe, Scout retries by itself (with the time of its next try) and Retry asks
 * now. When the server is back the banner goes and every screen reads its data again.
 */
export function ConnectionBanner() {
  const translate = useTranslate();
  const { status, nextTryAt, trying } = connection.use();
  const seconds = useSecondsUntil(nextTryAt);
  useRefetchOnReturn();
  if (status === 'connected') return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      data-testid={connectionTestIds.banner}
      data-status={status}
      sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar - 1, mt: 1 }}
      action={
        <Button color="inherit" size="small" onClick={connection.retryNow} disabled={trying} data-testid={connectionTestIds.bannerRetry}>
          {translate(trying ? 'scout.connection.trying' : 'scout.connection.retry')}
        </Button>
      }
    >
      {translate(status === 'offline' ? 'scout.connection.offline' : 'scout.connection.away')}
      {seconds !== null && ` ${translate('scout.connection.nextTry', { smart_count: seconds })}`}
    </Alert>
  );
}
