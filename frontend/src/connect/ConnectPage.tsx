import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConnectPage as ConnectPageView } from '@scout/contracts/connect/responses';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PublicFrame } from '../public/PublicFrame';
import { loadScript } from '../platform/widgets/loadScript';
import { completeConnect, fetchConnectPage } from './connectApi';
import { connectRedirectPath } from './paths';
import { connectTestIds } from './testIds';
import { useNotifyReadError } from '../platform/useNotifyReadError';

/** InsightIQ's Connect SDK (formerly Phyllo Connect), loaded only when the real provider is configured. */
const CONNECT_SDK_URL = 'https://cdn.getphyllo.com/connect/v2/phyllo-connect.js';

interface ConnectSdk {
  initialize(config: Record<string, unknown>): { on(event: string, callback: (...args: string[]) => void): void; open(): void };
}

/**
 * `/connect?token=…` (public, no frame of the app): what the organisation asks for, and Connect. On the
 * embedded provider Scout shows a simulated login and completes at once; otherwise InsightIQ's Connect
 * SDK opens, and its "account connected" completes the link.
 */
export default function ConnectPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [consenting, setConsenting] = useState(false);
  const page = useQuery({
    queryKey: ['scout', 'connectPage', token],
    queryFn: ({ signal }) => fetchConnectPage(token, signal),
    retry: false,
    enabled: token !== '',
  });
  useNotifyReadError(page.error);
  const complete = useMutation({
    mutationFn: completeConnect,
    onSuccess: (done) => navigate(connectRedirectPath(done.platform, done.username)),
  });

  const platformName = (platform: string) => translate(`scout.platforms.${platform}`, { _: platform });

  const openSdk = async (view: ConnectPageView) => {
    const sdk = view.sdk!;
    await loadScript('scout-connect-sdk', CONNECT_SDK_URL);
    const connect = (window as unknown as { PhylloConnect?: ConnectSdk }).PhylloConnect;
    if (!connect) throw new Error('sdk missing');
    const session = connect.initialize({
      clientDisplayName: view.organisationName,
      environment: 'production',
      userId: sdk.userId,
      token: sdk.token,
      workPlatformId: sdk.workPlatformId,
    });
    session.on('accountConnected', (accountId, _workPlatformId, userId) => complete.mutate({ token, userId, accountId }));
    session.open();
  };
  const sdkFailed = useMutation({ mutationFn: openSdk });

  if (token === '' || page.isError) {
    return (
      <PublicFrame>
        <Alert severity="info" data-testid={connectTestIds.invalid}>
          {translate('scout.connect.invalidGeneric')}
        </Alert>
      </PublicFrame>
    );
  }
  if (page.isPending) {
    return (
      <PublicFrame>
        <CircularProgress size={24} />
      </PublicFrame>
    );
  }
  const view = page.data;
  const names = { organisation: view.organisationName, platform: platformName(view.platform), username: view.username };
  return (
    <PublicFrame>
      <Card sx={{ maxWidth: 640, mx: 'auto' }} data-testid={connectTestIds.page}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('scout.connect.title')}
            </Typography>
            <Typography data-testid={connectTestIds.organisation}>{translate('scout.connect.intro', names)}</Typography>
            <Typography variant="subtitle2">{translate('scout.connect.asked')}</Typography>
            <List dense disablePadding>
              <ListItem>
                <ListItemIcon>
                  <CheckIcon color="success" />
                </ListItemIcon>
                <ListItemText primary={translate('scout.connect.insights')} />
              </ListItem>
              <ListItem data-testid={connectTestIds.readComments} data-read-comments={String(view.readComments)}>
                <ListItemIcon>{view.readComments ? <CheckIcon color="success" /> : <BlockIcon color="disabled" />}</ListItemIcon>
                <ListItemText primary={translate(view.readComments ? 'scout.connect.readComments' : 'scout.connect.noComments')} />
              </ListItem>
            </List>
            <Typography variant="body2" color="text.secondary">
              {translate('scout.connect.never')}
            </Typography>
            {view.simulated && (
              <Alert severity="warning" data-testid={connectTestIds.simulatedNotice}>
                {translate('scout.connect.simulated', names)}
              </Alert>
            )}
            {(complete.isError || sdkFailed.isError) && <Alert severity="error">{translate('scout.connect.sdkFailed')}</Alert>}
            <Button
              variant="contained"
              size="large"
              disabled={complete.isPending || sdkFailed.isPending}
              onClick={() => (view.simulated ? setConsenting(true) : sdkFailed.mutate(view))}
              data-testid={connectTestIds.connect}
            >
              {translate('scout.connect.connect')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Dialog open={consenting} onClose={() => setConsenting(false)} data-testid={connectTestIds.consentDialog}>
        <DialogTitle>{translate('scout.connect.consentTitle', names)}</DialogTitle>
        <DialogContent>
          <Typography>{translate('scout.connect.consentText', names)}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConsenting(false)}>{translate('scout.connect.cancel')}</Button>
          <Button
            variant="contained"
            disabled={complete.isPending}
            onClick={() => complete.mutate({ token })}
            data-testid={connectTestIds.allow}
          >
            {translate('scout.connect.allow')}
          </Button>
        </DialogActions>
      </Dialog>
    </PublicFrame>
  );
}
