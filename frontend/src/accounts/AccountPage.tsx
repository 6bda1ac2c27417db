import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PublicProfilesSetting } from './PublicProfilesSetting';
import { UserInfoForm } from './UserInfoForm';
import { accountTestIds } from './testIds';
import { useMe } from './useMe';

/** `/account`: who is signed in, for which organisation, and a way to change the password. */
export function AccountPage() {
  const translate = useTranslate();
  const { data: user, isPending } = useMe();

  const row = (label: string, value: string | undefined, testId: string) => (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 140, flexShrink: 0 }}>
        {translate(label)}
      </Typography>
      {isPending ? (
        <Skeleton width={200} />
      ) : (
        <Typography variant="body2" data-testid={testId}>
          {value}
        </Typography>
      )}
    </Stack>
  );

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 760 }} data-testid={accountTestIds.page}>
      <Title title="scout.menu.account" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('scout.account.details')}
          </Typography>
          <Stack spacing={1}>
            {row('scout.auth.fullName', user?.fullName, accountTestIds.fullName)}
            {row('scout.auth.email', user?.email, accountTestIds.email)}
            {row('scout.auth.orgName', user?.orgInfo.name, accountTestIds.orgName)}
          </Stack>
        </CardContent>
      </Card>
      {user && <UserInfoForm user={user} />}
      {user && <PublicProfilesSetting user={user} />}
      <ChangePasswordForm />
    </Stack>
  );
}
