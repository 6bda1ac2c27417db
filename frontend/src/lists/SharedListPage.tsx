import {
  Alert,
  Avatar,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { countText, percentText } from '../platform/numbers';
import { PublicFrame } from '../public/PublicFrame';
import { publicProfilePath } from '../public/publicPaths';
import { publicTestIds } from '../public/testIds';
import { fetchSharedList } from './listsApi';
import { listTestIds } from './testIds';
import { imageUrl } from '../platform/imageUrl';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { isNotFound } from '../platform/httpClient';
import { ImplausibleMarker } from '../socialProfile/analytics/ImplausibleMarker';
import { QueryFailure } from '../platform/connection/Loaded';
import { readOutcome } from '../platform/connection/readOutcome';

/** `/sharedlist/:shareId`: a shared list's profiles with their public figures, without login. */
export function SharedListPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { shareId = '' } = useParams();
  const [page, setPage] = useState(1);
  const shared = useQuery({
    queryKey: ['scout', 'sharedList', shareId, page],
    queryFn: ({ signal }) => fetchSharedList(shareId, page, signal),
    retry: false,
  });
  // A 404 is the page's own message (not shared any more), not a toast besides it.
  useNotifyReadError(shared.error, { silent: isNotFound });

  return (
    <PublicFrame>
      {shared.isPending ? (
        <CircularProgress size={24} />
      ) : readOutcome(shared) === 'failed' ? (
        <QueryFailure read={shared} failed="scout.connection.failed.sharedList" />
      ) : shared.isError ? (
        <Alert severity="info" data-testid={publicTestIds.notFound}>
          {translate('scout.public.listNotFound')}
        </Alert>
      ) : (
        <Card data-testid={listTestIds.sharedPage}>
          <CardContent>
            <Typography variant="h5" component="h1">
              {shared.data.list.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('scout.lists.count', { smart_count: shared.data.list.count })}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.profiles.fields.username')}</TableCell>
                  <TableCell>{translate('resources.profiles.fields.platform')}</TableCell>
                  <TableCell align="right">{translate('resources.profiles.fields.followers')}</TableCell>
                  <TableCell align="right">{translate('resources.profiles.fields.engagementRate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shared.data.profiles.map((profile) => (
                  <TableRow key={profile._id} data-testid={listTestIds.sharedProfile}>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={profile.publicAddress ? publicProfilePath(profile.publicAddress) : '#'}
                        underline="hover"
                        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                      >
                        <Avatar src={imageUrl(profile.imageUrl, 56)} sx={{ width: 28, height: 28, fontSize: 13 }}>
                          {profile.username.charAt(0).toUpperCase()}
                        </Avatar>
                        {profile.fullName ? `${profile.fullName} (@${profile.username})` : `@${profile.username}`}
                      </Link>
                    </TableCell>
                    <TableCell>{translate(`scout.platforms.${profile.platform}`, { _: profile.platform })}</TableCell>
                    <TableCell align="right">{countText(profile.followers, locale)}</TableCell>
                    <TableCell align="right">
                      {percentText(profile.engagementRate, locale)}
                      <ImplausibleMarker figures={{ followers: profile.followers, engagementRate: profile.engagementRate }} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {shared.data.totalPages > 1 && (
              <Pagination sx={{ mt: 2 }} count={shared.data.totalPages} page={page} onChange={(_event, value) => setPage(value)} />
            )}
          </CardContent>
        </Card>
      )}
    </PublicFrame>
  );
}
