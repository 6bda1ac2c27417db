import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useVerifyEmailPopupOpen, verifyEmailPopup } from '../session/verifyEmailPopup';
import { verifyEmailTestIds } from './testIds';
import { useMe } from './useMe';
import { useResendVerificationEmail } from './useResendVerificationEmail';

/** The popup an `EmailNotVerified` API error opens (spec section 8). */
export function VerifyEmailDialog() {
  const translate = useTranslate();
  const open = useVerifyEmailPopupOpen();
  const { data: user } = useMe(open);
  const resend = useResendVerificationEmail();

  return (
    <Dialog open={open} onClose={verifyEmailPopup.close} maxWidth="xs" fullWidth data-testid={verifyEmailTestIds.popup}>
      <DialogTitle>{translate('scout.verifyEmail.popupTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('scout.verifyEmail.popupText', { email: user?.email ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={verifyEmailPopup.close} data-testid={verifyEmailTestIds.popupClose}>
          {translate('ra.action.close')}
        </Button>
        <Button
          variant="contained"
          disabled={resend.isPending}
          onClick={() => resend.mutate(undefined, { onSuccess: verifyEmailPopup.close })}
          data-testid={verifyEmailTestIds.popupResend}
        >
          {translate('scout.verifyEmail.resend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
