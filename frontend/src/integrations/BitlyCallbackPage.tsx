import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicFrame } from '../public/PublicFrame';
import { useCommand } from '../platform/useCommand';
import { forgetState, sentState, stateMatches } from './bitlyState';
import { integrationsTestIds } from './testIds';
import { BITLY_KEY } from './useBitly';

/**
 * `/bitly/callback/`: Bitly sends the user back here with `code` and the `state` this tab sent;
 * with a matching state the code is sent once to `POST /customer/bitly` and the outcome shown,
 * with a way back to the campaigns. A wrong or missing state connects nothing.
 */
export function BitlyCallbackPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const connect = useCommand((dataProvider, value: string) => dataProvider.connectBitly(value), { refetch: [BITLY_KEY] });
  const [stateOk] = useState(() => stateMatches(sentState(window.sessionStorage), params.get('state')));
  const sent = useRef(false);

  useEffect(() => {
    if (!code || !stateOk || sent.current) return;
    sent.current = true;
    forgetState(window.sessionStorage);
    connect.mutate(code);
  }, [code, stateOk, connect]);

  const failed = !code || !stateOk || connect.isError;
  return (
    <PublicFrame>
      <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', mt: 4 }} data-testid={integrationsTestIds.callbackPage}>
        {failed ? (
          <Alert severity="warning" data-testid={integrationsTestIds.callbackFailed}>
            {translate(
              !code
                ? 'scout.integrations.bitly.noCode'
                : !stateOk
                  ? 'scout.integrations.bitly.badState'
                  : 'scout.integrations.bitly.failed',
            )}
          </Alert>
        ) : connect.isSuccess ? (
          <Alert severity="success" data-testid={integrationsTestIds.callbackDone}>
            {translate('scout.integrations.bitly.done')}
          </Alert>
        ) : (
          <CircularProgress size={24} />
        )}
        <Button component={Link} to="/campaigns" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {translate('scout.integrations.bitly.back')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
