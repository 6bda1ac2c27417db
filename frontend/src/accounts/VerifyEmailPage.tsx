import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../platform/errorMessage';
import { verifyEmailPopup } from '../session/verifyEmailPopup';
import { verifyEmail } from './accountsApi';
import { AuthCard } from './AuthCard';
import { linkToken } from './linkToken';
import { verifyEmailTestIds } from './testIds';
import { ME_QUERY_KEY } from './useMe';

/** `/verify-email?token=…`: confirms the address once, on load, and says how that went. */
export function VerifyEmailPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const token = linkToken(useLocation().search);
  // A query, not an effect, so React's double-mounting cannot spend the single-use token twice.
  const verification = useQuery({
    queryKey: ['scout', 'verifyEmail', token],
    queryFn: async () => {
      await verifyEmail(token ?? '');
      verifyEmailPopup.close();
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      return true;
    },
    enabled: token !== undefined,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  return (
    <AuthCard title="scout.verifyEmail.title" redirectSignedIn={false}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {token === undefined || verification.isError ? (
          <Alert severity="error" data-testid={verifyEmailTestIds.error}>
            {token === undefined
              ? translate('scout.verifyEmail.noToken')
              : translate(verification.error?.message || errorMessage(undefined))}
          </Alert>
        ) : verification.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 3 }} data-testid={verifyEmailTestIds.pending}>
            <CircularProgress size={28} />
          </Stack>
        ) : (
          <Alert severity="success" data-testid={verifyEmailTestIds.success}>
            {translate('scout.verifyEmail.done')}
          </Alert>
        )}
        <Button component={RouterLink} to="/" variant="contained" data-testid={verifyEmailTestIds.appLink}>
          {translate('scout.verifyEmail.openApp')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
