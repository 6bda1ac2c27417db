import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../platform/useNotifyError';
import { setPublicProfiles } from './settingsApi';
import { accountTestIds } from './testIds';
import type { User } from './types';
import { ME_QUERY_KEY } from './useMe';

/** The organisation's switch for public profile pages, with a text saying what its current state means: off, every public profile address answers 404. Owners and admins only. */
export function PublicProfilesSetting({ user }: { user: User }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: setPublicProfiles,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      notify('scout.account.settingSaved', { type: 'success' });
    },
    onError: notifyError,
  });
  if (user.role !== 'owner' && user.role !== 'admin') return null;
  const on = change.isPending ? Boolean(change.variables) : user.orgInfo.accountConfig.publicProfiles !== false;

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.account.organisationSettings')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              disabled={change.isPending}
              onChange={(event) => change.mutate(event.target.checked)}
              data-testid={accountTestIds.publicProfiles}
            />
          }
          label={translate('scout.account.publicProfiles')}
        />
        <Typography variant="body2" color="text.secondary" data-testid={accountTestIds.publicProfilesState} data-on={on}>
          {translate(on ? 'scout.account.publicProfilesOn' : 'scout.account.publicProfilesOff')}
        </Typography>
      </CardContent>
    </Card>
  );
}
