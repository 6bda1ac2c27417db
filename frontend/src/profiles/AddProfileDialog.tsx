import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useListContext, useNotify, useTranslate } from 'react-admin';
import { isHttpError } from '../platform/httpClient';
import { useNotifyError } from '../platform/useNotifyError';
import { profileTestIds } from './testIds';
import { ALL_PLATFORMS, DEFAULT_PLATFORM, KNOWN_PLATFORMS, type NewProfile, type ProfileRecord } from './types';
import { track } from '../platform/widgets/analytics';

interface AddProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

/** A handle as users paste it: surrounding spaces and a leading @ are dropped. */
export function cleanUsername(text: string): string {
  return text.trim().replace(/^@+/, '');
}

export function AddProfileDialog({ open, onClose }: AddProfileDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { filterValues, displayedFilters, setFilters } = useListContext<ProfileRecord>();
  const listPlatform: unknown = filterValues.platform;
  const [platform, setPlatform] = useState<string>(
    typeof listPlatform === 'string' && listPlatform !== ALL_PLATFORMS ? listPlatform : DEFAULT_PLATFORM,
  );
  const [username, setUsername] = useState('');
  /** The creator the server answered 404 for (the provider does not know it): shown at the username until it changes. */
  const [unknown, setUnknown] = useState<NewProfile | null>(null);
  const [create, { isPending }] = useCreate<ProfileRecord>();

  const close = () => {
    setUsername('');
    setUnknown(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data: NewProfile = { platform, username: cleanUsername(username) };
    if (!data.username) return;
    track('PROFILE_LIST', 'save profile', { platform });
    create(
      'profiles',
      { data },
      {
        onSuccess: (profile) => {
          notify('scout.profiles.added', { type: 'success' });
          // useCreate refreshes the list; if the profile is on another platform, show that one.
          if (listPlatform !== ALL_PLATFORMS && listPlatform !== profile.platform) {
            setFilters({ ...filterValues, platform: profile.platform }, displayedFilters);
          }
          close();
        },
        onError: (error) => {
          if (isHttpError(error) && error.status === 404) setUnknown(data);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" data-testid={profileTestIds.dialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.profiles.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              id="add-profile-platform"
              label={translate('resources.profiles.fields.platform')}
              value={platform}
              onChange={(event) => {
                setPlatform(event.target.value);
                setUnknown(null);
              }}
              slotProps={{
                select: { native: true },
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': profileTestIds.dialogPlatform },
              }}
            >
              {KNOWN_PLATFORMS.map((name) => (
                <option key={name} value={name}>
                  {translate(`scout.platforms.${name}`)}
                </option>
              ))}
            </TextField>
            <TextField
              autoFocus
              required
              id="add-profile-username"
              label={translate('resources.profiles.fields.username')}
              error={unknown !== null}
              helperText={
                <span data-testid={profileTestIds.dialogUsernameHelp}>
                  {unknown
                    ? translate('scout.profiles.unknownCreator', {
                        platform: translate(`scout.platforms.${unknown.platform}`),
                        username: unknown.username,
                      })
                    : translate('scout.profiles.usernameHint')}
                </span>
              }
              value={username}
              onChange={(event) => {
                setUsername(event.target.value);
                setUnknown(null);
              }}
              slotProps={{ htmlInput: { 'data-testid': profileTestIds.dialogUsername, autoComplete: 'off' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} data-testid={profileTestIds.dialogCancel}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isPending || !cleanUsername(username)}
            data-testid={profileTestIds.dialogSubmit}
          >
            {translate('ra.action.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
