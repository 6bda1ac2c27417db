import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PublicFrame } from '../public/PublicFrame';
import { connectTestIds } from './testIds';

/** `/connect/redirect`: where the creator lands once the account is connected. */
export default function ConnectRedirectPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const platform = params.get('platform') ?? '';
  const username = params.get('username') ?? '';
  const connected = params.get('status') === 'connected' && platform !== '' && username !== '';
  return (
    <PublicFrame>
      <Card sx={{ maxWidth: 640, mx: 'auto' }} data-testid={connectTestIds.redirect}>
        <CardContent>
          {connected ? (
            <Stack spacing={2}>
              <Typography variant="h5" component="h1">
                {translate('scout.connect.doneTitle')}
              </Typography>
              <Alert severity="success">
                {translate('scout.connect.doneText', { platform: translate(`scout.platforms.${platform}`, { _: platform }), username })}
              </Alert>
            </Stack>
          ) : (
            <Alert severity="info">{translate('scout.connect.redirectUnknown')}</Alert>
          )}
        </CardContent>
      </Card>
    </PublicFrame>
  );
}
