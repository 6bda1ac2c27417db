import { Button, Card, CardActions, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { TrialCountdown } from '../billing/TrialCountdown';
import { CountCards } from './CountCards';
import { FirstStepsChecklist } from './FirstStepsChecklist';
import { RecentActivityList } from './RecentActivityList';
import { dashboardTestIds } from './testIds';
import { UsageCard } from './UsageCard';
import { useHome } from './useHome';
import { QueryFailure } from '../platform/connection/Loaded';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { lazyScreen } from '../platform/lazyScreen';

// The chart library loads after the dashboard shows.
const ProfilesPerDayChart = lazyScreen(() => import('./ProfilesPerDayChart').then((module) => module.ProfilesPerDayChart));

/** `/dashboard`: the trial countdown, the first-run checklist, counts, usage against the plan, profiles saved per day and recent activity. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const home = useHome();
  useNotifyReadError(home.error);
  const name = identity?.fullName;

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }} data-testid={dashboardTestIds.page}>
      <Title title="scout.menu.dashboard" />
      <Card data-testid={dashboardTestIds.welcome}>
        <CardContent>
          <Typography variant="h5" gutterBottom>
            {name ? translate('scout.dashboard.welcome', { name }) : translate('scout.dashboard.welcomeAnonymous')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('scout.dashboard.intro')}
          </Typography>
        </CardContent>
        <CardActions>
          <Button component={Link} to="/profiles">
            {translate('scout.dashboard.openProfiles')}
          </Button>
        </CardActions>
      </Card>
      {home.forGuest ? null : home.isPending ? (
        <CircularProgress size={24} />
      ) : home.isError ? (
        <QueryFailure read={home} failed="scout.dashboard.loadFailed" testId={dashboardTestIds.loadFailed} />
      ) : (
        <>
          {home.data.trial ? <TrialCountdown endsAt={home.data.trial.endsAt} /> : null}
          <FirstStepsChecklist done={home.data.firstSteps} />
          <CountCards counts={home.data.counts} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <ProfilesPerDayChart perDay={home.data.profilesPerDay} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <UsageCard usage={home.data.usage} />
            </Grid>
          </Grid>
          <RecentActivityList entries={home.data.recentActivity} />
        </>
      )}
    </Stack>
  );
}
