import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { validateResetToken } from './accountsApi';
import { AuthCard } from './AuthCard';
import { linkToken } from './linkToken';
import { NewPasswordForm } from './NewPasswordForm';
import { resetPasswordTestIds } from './testIds';
import { useNotifyReadError } from '../platform/useNotifyReadError';

/** `/reset-password?token=…`: checks the emailed link, then takes the new password. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const token = linkToken(useLocation().search);
  const validation = useQuery({
    queryKey: ['scout', 'resetToken', token],
    queryFn: ({ signal }) => validateResetToken(token ?? '', signal).then(() => true),
    enabled: token !== undefined,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  useNotifyReadError(validation.error);

  const invalid = token === undefined || validation.isError;

  return (
    <AuthCard title="scout.resetPassword.title" redirectSignedIn={false}>
      {invalid ? (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Alert severity="error" data-testid={resetPasswordTestIds.invalid}>
            {translate('scout.resetPassword.invalidLink')}
          </Alert>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to="/forgot-password">
              {translate('scout.resetPassword.requestNew')}
            </Link>
          </Typography>
        </Stack>
      ) : validation.isPending ? (
        <Stack sx={{ alignItems: 'center', py: 3 }} data-testid={resetPasswordTestIds.checking}>
          <CircularProgress size={28} />
        </Stack>
      ) : (
        <NewPasswordForm token={token} />
      )}
    </AuthCard>
  );
}
