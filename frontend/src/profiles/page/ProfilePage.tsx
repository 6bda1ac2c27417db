import { CircularProgress, Grid, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AuditReportCard } from '../../auditReports/AuditReportCard';
import { ConnectCreatorCard } from './ConnectCreatorCard';
import { ProfileStories } from '../../content/screens';
import { NotFoundAlert } from '../../platform/NotFoundAlert';
import { QueryFailure } from '../../platform/connection/Loaded';
import { readOutcome } from '../../platform/connection/readOutcome';
import { ProfileAnalytics } from '../../socialProfile/analytics/ProfileAnalytics';
import { ForecastCard } from '../forecast/ForecastCard';
import { ActivitiesCard } from './ActivitiesCard';
import { AttachmentsCard } from './AttachmentsCard';
import { ContactCard } from './ContactCard';
import { CouponsCard } from './CouponsCard';
import { CustomFieldsCard } from './CustomFieldsCard';
import { ProfileHeader } from './ProfileHeader';
import { ProfileListsCard } from './ProfileListsCard';
import { profilePageTestIds } from './testIds';
import { useProfilePage } from './useProfilePage';
import { useNotifyReadError } from '../../platform/useNotifyReadError';

/** `/profile/:slug`: one saved profile with its analytics and everything the team keeps about the creator. */
export function ProfilePage() {
  const { slug = '' } = useParams();
  const page = useProfilePage(slug);
  useNotifyReadError(page.error);

  if (page.isPending) return <CircularProgress size={24} sx={{ m: 3 }} />;
  if (readOutcome(page) === 'failed') return <QueryFailure read={page} failed="scout.connection.failed.profile" />;
  if (page.isError) {
    return (
      <NotFoundAlert
        text="scout.profile.notFound"
        back="scout.profile.backToList"
        backTo="/profiles"
        testId={profilePageTestIds.notFound}
      />
    );
  }

  const { profile, analytics } = page.data;
  return (
    <Stack spacing={2} sx={{ my: 2 }} data-testid={profilePageTestIds.page}>
      <Title title={profile.fullName ?? profile.username} />
      <ProfileHeader profile={profile} />
      <ProfileAnalytics analytics={analytics ?? null} showUpdated />
      <ForecastCard forecast={profile.forecast} />
      <ProfileStories profileId={profile._id} username={profile.username} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <AuditReportCard profileId={profile._id} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <ConnectCreatorCard profile={profile} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <ProfileListsCard profileId={profile._id} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <CustomFieldsCard profile={profile} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <ContactCard key={profile.updatedAt} profile={profile} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <AttachmentsCard profile={profile} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <CouponsCard profile={profile} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <ActivitiesCard profile={profile} />
        </Grid>
      </Grid>
    </Stack>
  );
}
