import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isEmailUnverified } from './emailVerification';
import { verifyEmailTestIds } from './testIds';
import { useMe } from './useMe';
import { useResendVerificationEmail } from './useResendVerificationEmail';

/** A reminder above every page while the email is unverified, with a way to get the mail again. */
export function VerifyEmailBanner() {
  const translate = useTranslate();
  const { data: user } = useMe();
  const resend = useResendVerificationEmail();
  if (!isEmailUnverified(user)) return null;

  return (
    <Alert
      severity="warning"
      data-testid={verifyEmailTestIds.banner}
      sx={{ mt: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() => resend.mutate()}
          data-testid={verifyEmailTestIds.bannerResend}
        >
          {translate('scout.verifyEmail.resend')}
        </Button>
      }
    >
      {translate('scout.verifyEmail.banner', { email: user?.email ?? '' })}
    </Alert>
  );
}
