import { Alert, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AuthCard } from '../accounts/AuthCard';
import { linkToken } from '../accounts/linkToken';
import { AcceptInviteForm } from './AcceptInviteForm';
import { fetchInvitation } from './teamApi';
import { acceptInviteTestIds } from './testIds';
import { useNotifyReadError } from '../platform/useNotifyReadError';

/** `/accept-invite?token=…` (no layout): the invitation from the mail, accepted by choosing a password. */
export function AcceptInvitePage() {
  const translate = useTranslate();
  const token = linkToken(useLocation().search);
  const invitation = useQuery({
    queryKey: ['scout', 'invitation', token],
    queryFn: ({ signal }) => fetchInvitation(token ?? '', signal),
    enabled: token !== undefined,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  useNotifyReadError(invitation.error);

  return (
    <AuthCard title="scout.team.accept.title" redirectSignedIn={false}>
      {token === undefined || invitation.isError ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid={acceptInviteTestIds.invalid}>
          {translate('scout.team.accept.invalid')}
        </Alert>
      ) : invitation.isPending ? (
        <Stack sx={{ alignItems: 'center', py: 3 }} data-testid={acceptInviteTestIds.checking}>
          <CircularProgress size={28} />
        </Stack>
      ) : (
        <AcceptInviteForm token={token} invitation={invitation.data} />
      )}
    </AuthCard>
  );
}
