import { Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../platform/useNotifyError';
import { userInfoTestIds } from './setupTestIds';
import { JOB_ROLES, type JobRole, type User } from './types';
import { useUpdateUserInfo } from './useAccountSettings';

interface Values {
  fullName: string;
  phone: string;
  jobRole: JobRole | '';
  newsletter: boolean;
}

const valuesOf = (user: User | undefined): Values => ({
  fullName: user?.fullName ?? '',
  phone: user?.phone ?? '',
  jobRole: user?.jobRole ?? '',
  newsletter: user?.newsletter ?? false,
});

/** The signed-in user's own details (`PUT /customer/account/updateUserInfo`). */
export function UserInfoForm({ user }: { user: User | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const update = useUpdateUserInfo();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  useEffect(() => setValues(valuesOf(user)), [user]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.fullName.trim()) return;
    update.mutate(
      {
        fullName: values.fullName.trim(),
        newsletter: values.newsletter,
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(values.jobRole ? { jobRole: values.jobRole } : {}),
      },
      { onSuccess: () => notify('scout.userInfo.saved', { type: 'success' }), onError: notifyError },
    );
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.userInfo.title')}
        </Typography>
        <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ maxWidth: 420 }}>
          <TextField
            label={translate('scout.auth.fullName')}
            value={values.fullName}
            required
            error={!values.fullName.trim()}
            onChange={(e) => setValues((v) => ({ ...v, fullName: e.target.value }))}
            slotProps={{ htmlInput: { 'data-testid': userInfoTestIds.fullName, maxLength: 120 } }}
          />
          <TextField
            label={translate('scout.userInfo.phone')}
            value={values.phone}
            onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
            slotProps={{ htmlInput: { 'data-testid': userInfoTestIds.phone, maxLength: 40 } }}
          />
          <TextField
            select
            label={translate('scout.auth.jobRole')}
            value={values.jobRole}
            onChange={(e) => setValues((v) => ({ ...v, jobRole: e.target.value as JobRole }))}
            slotProps={{ htmlInput: { 'data-testid': userInfoTestIds.jobRole } }}
          >
            {JOB_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {translate(`scout.jobRoles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.newsletter}
                onChange={(e) => setValues((v) => ({ ...v, newsletter: e.target.checked }))}
                slotProps={{
                  input: { 'aria-label': translate('scout.auth.newsletter'), ...{ 'data-testid': userInfoTestIds.newsletter } },
                }}
              />
            }
            label={translate('scout.auth.newsletter')}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={update.isPending}
            data-testid={userInfoTestIds.submit}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
