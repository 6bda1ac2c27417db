import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { formatNumber } from '../platform/formatNumber';
import { ALL_PLATFORMS } from '../profiles/types';

/** Placeholder home at /dashboard: a welcome and the saved-profile count (later issues fill it). */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { total } = useGetList('profiles', {
    pagination: { page: 1, perPage: 1 },
    filter: { platform: ALL_PLATFORMS },
  });
  const name = identity?.fullName;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="scout.menu.dashboard" />
      <Card data-testid="dashboard-welcome">
        <CardContent>
          <Typography variant="h5" gutterBottom>
            {name ? translate('scout.dashboard.welcome', { name }) : translate('scout.dashboard.welcomeAnonymous')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('scout.dashboard.intro')}
          </Typography>
          <Typography variant="h3" sx={{ mt: 3 }} data-testid="dashboard-profile-count">
            {formatNumber(total)}
          </Typography>
          <Typography variant="overline">{translate('scout.dashboard.savedProfiles')}</Typography>
        </CardContent>
        <CardActions>
          <Button component={Link} to="/profiles">
            {translate('scout.dashboard.openProfiles')}
          </Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
