import CopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ConnectLink, SourcedFigure } from '@scout/contracts/connect/responses';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../platform/dates';
import { useCopyToClipboard } from '../../platform/useCopyToClipboard';
import { countText, exactTitle } from '../../platform/numbers';
import { useProfileCommand } from './useProfilePage';
import type { SavedProfile } from '../types';
import { connectApi } from '../../connect/connectApi';
import { connectTestIds } from '../../connect/testIds';

function Figure({ label, figure, testId }: { label: string; figure: SourcedFigure; testId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const source = figure.source === 'private' ? (figure.simulated ? 'simulated' : 'private') : 'estimate';
  return (
    <Box data-testid={testId} data-source={figure.source} data-simulated={String(figure.simulated)}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h6" title={exactTitle(figure.value, locale)}>
          {figure.value === null ? translate('scout.profileConnect.unknown') : countText(figure.value, locale)}
        </Typography>
        <Typography variant="caption" color={source === 'private' ? 'success.main' : 'text.secondary'}>
          {translate(`scout.profileConnect.source.${source}`)}
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * The profile page's creator-connect card: reach and impressions with where they come from, the
 * link to send to the creator (shown once, when made), the connected account and disconnect.
 */
export function ConnectCreatorCard({ profile }: { profile: SavedProfile }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [readComments, setReadComments] = useState(false);
  const [link, setLink] = useState<ConnectLink | null>(null);
  const id = profile._id;
  const start = useProfileCommand((_dp, comments: boolean) => connectApi.start(id, comments).then(({ connect }) => setLink(connect)));
  const disconnect = useProfileCommand(
    (_dp, _v: void) => connectApi.disconnect(id).then(() => setLink(null)),
    'scout.profileConnect.disconnected',
  );
  const { connected, connectRequest } = profile;
  const platformName = (platform: string) => translate(`scout.platforms.${platform}`, { _: platform });
  const { copy } = useCopyToClipboard('scout.public.copyFailed', 'scout.profileConnect.copied');

  return (
    <Card data-testid={connectTestIds.card}>
      <CardHeader title={translate('scout.profileConnect.title')} titleTypographyProps={{ variant: 'h6' }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={4}>
            <Figure label="scout.profileConnect.reach" figure={profile.reach} testId={connectTestIds.cardReach} />
            <Figure label="scout.profileConnect.impressions" figure={profile.impressions} testId={connectTestIds.cardImpressions} />
          </Stack>
          {connected ? (
            <Stack spacing={1} data-testid={connectTestIds.cardConnected}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography>
                  {translate('scout.profileConnect.connected', {
                    username: connected.username ?? profile.username,
                    platform: platformName(connected.platform),
                    date: formatDate(connected.connectedAt, locale),
                  })}
                </Typography>
                {connected.simulated && (
                  <Chip
                    size="small"
                    color="warning"
                    label={translate('scout.profileConnect.simulated')}
                    data-testid={connectTestIds.cardSimulated}
                  />
                )}
              </Stack>
              {connected.simulated && (
                <Typography variant="body2" color="text.secondary">
                  {translate('scout.profileConnect.simulatedHint')}
                </Typography>
              )}
              <Box>
                <Button
                  color="error"
                  variant="outlined"
                  disabled={disconnect.isPending}
                  onClick={() => disconnect.mutate()}
                  data-testid={connectTestIds.cardDisconnect}
                >
                  {translate('scout.profileConnect.disconnect')}
                </Button>
              </Box>
            </Stack>
          ) : (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {translate('scout.profileConnect.intro')}
              </Typography>
              {connectRequest && !link && (
                <Typography variant="body2" data-testid={connectTestIds.cardPending}>
                  {translate('scout.profileConnect.pending', {
                    date: formatDateTime(connectRequest.requestedAt, locale),
                    expires: formatDateTime(connectRequest.expiresAt, locale),
                  })}
                </Typography>
              )}
              {link && (
                <Alert severity="info" icon={false}>
                  <Typography variant="body2">
                    {translate('scout.profileConnect.linkHint', { date: formatDateTime(link.expiresAt, locale) })}
                  </Typography>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1 }}>
                    <TextField
                      size="small"
                      fullWidth
                      value={link.url}
                      slotProps={{ htmlInput: { readOnly: true, 'data-testid': connectTestIds.cardLink } }}
                    />
                    <Tooltip title={translate('scout.profileConnect.copy')}>
                      <IconButton onClick={() => copy(link.url)} aria-label={translate('scout.profileConnect.copy')}>
                        <CopyIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </Alert>
              )}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={readComments}
                    onChange={(event) => setReadComments(event.target.checked)}
                    data-testid={connectTestIds.cardReadComments}
                  />
                }
                label={translate('scout.profileConnect.readComments')}
              />
              <Box>
                <Button
                  variant="contained"
                  disabled={start.isPending}
                  onClick={() => start.mutate(readComments)}
                  data-testid={connectTestIds.cardStart}
                >
                  {translate(connectRequest || link ? 'scout.profileConnect.newLink' : 'scout.profileConnect.start')}
                </Button>
              </Box>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
