import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { confirmButtonIds } from './confirmTestIds';

interface ConfirmDialogProps {
  open: boolean;
  /** Translation keys. */
  title: string;
  content: string;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone (revoking, replacing). */
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The dialog's test id; its buttons get `<testId>-confirm` and `<testId>-cancel`. */
  testId: string;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  content,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const buttonIds = confirmButtonIds(testId);
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth data-testid={testId}>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(content)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} data-testid={buttonIds.cancel}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={pending}
          data-testid={buttonIds.confirm}
        >
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
