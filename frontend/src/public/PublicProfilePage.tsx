import { Alert, Avatar, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ProfileAnalytics } from '../socialProfile/analytics/ProfileAnalytics';
import { fetchPublicProfile } from './publicApi';
import { PublicFrame } from './PublicFrame';
import { publicTestIds } from './testIds';
import { imageUrl } from '../platform/imageUrl';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { isNotFound } from '../platform/httpClient';
import { QueryFailure } from '../platform/connection/Loaded';
import { readOutcome } from '../platform/connection/readOutcome';

/** `/public/profile/:slug`: a shared profile's statistics, growth and heatmap, read-only and without login. */
export function PublicProfilePage() {
  const translate = useTranslate();
  const { slug = '' } = useParams();
  const page = useQuery({
    queryKey: ['scout', 'publicProfile', slug],
    queryFn: ({ signal }) => fetchPublicProfile(slug, signal),
    retry: false,
  });
  // A 404 is the page's own message (not shared any more), not a toast besides it.
  useNotifyReadError(page.error, { silent: isNotFound });

  return (
    <PublicFrame>
      {page.isPending ? (
        <CircularProgress size={24} />
      ) : readOutcome(page) === 'failed' ? (
        <QueryFailure read={page} failed="scout.connection.failed.profile" />
      ) : page.isError ? (
        <Alert severity="info" data-testid={publicTestIds.notFound}>
          {translate('scout.public.profileNotFound')}
        </Alert>
      ) : (
        <Stack spacing={2} data-testid={publicTestIds.profilePage}>
          <Card>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar src={imageUrl(page.data.profile.imageUrl, 128)} sx={{ width: 64, height: 64 }}>
                  {(page.data.profile.fullName ?? page.data.profile.username).charAt(0).toUpperCase()}
                </Avatar>
                <div>
                  <Typography variant="h5" component="h1" data-testid={publicTestIds.profileName}>
                    {page.data.profile.fullName ?? page.data.profile.username}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography color="text.secondary">{`@${page.data.profile.username}`}</Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate(`scout.platforms.${page.data.profile.platform}`, { _: page.data.profile.platform })}
                    />
                  </Stack>
                </div>
              </Stack>
            </CardContent>
          </Card>
          <ProfileAnalytics analytics={page.data.analytics} showUpdated />
        </Stack>
      )}
    </PublicFrame>
  );
}
