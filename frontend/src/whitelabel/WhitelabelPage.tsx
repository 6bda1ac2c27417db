import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { canManageWhitelabel } from './permissions';
import { whitelabelTestIds } from './testIds';
import { useWhitelabel } from './useWhitelabel';
import { WhitelabelForm } from './WhitelabelForm';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { QueryFailure } from '../platform/connection/Loaded';

/** `/whitelabel`: the agency's own name, domain, colours, logo and favicon. */
export function WhitelabelPage() {
  const translate = useTranslate();
  const { permissions, isPending: permissionsPending } = usePermissions<unknown>();
  const allowed = canManageWhitelabel(permissions);
  const setup = useWhitelabel(allowed);
  const { data: settings, isPending, error } = setup;
  useNotifyReadError(error);

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 860 }} data-testid={whitelabelTestIds.page}>
      <Title title="scout.whitelabel.menu" />
      <Typography variant="body2" color="text.secondary">
        {translate('scout.whitelabel.intro')}
      </Typography>
      {permissionsPending ? (
        <CircularProgress size={24} />
      ) : !allowed ? (
        <Alert severity="info" data-testid={whitelabelTestIds.notAllowed}>
          {translate('scout.whitelabel.notAllowed')}
        </Alert>
      ) : isPending ? (
        <CircularProgress size={24} />
      ) : error ? (
        <QueryFailure read={setup} failed="scout.whitelabel.loadFailed" />
      ) : (
        // Keyed by the setup's time, so a save or a removal starts the form from the stored values.
        <WhitelabelForm key={settings?.configuredAt ?? 'none'} settings={settings ?? null} />
      )}
    </Stack>
  );
}
