import { Alert, Button, Snackbar } from '@mui/material';
import { isValidElement, useCallback, useEffect, useState } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

/** Spec section 9: toasts close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

/**
 * The toast area (spec section 2): bottom-left, one toast at a time from react-admin's queue,
 * closed after 3 s, by a click on it or by a click elsewhere. Undoable mutations keep their Undo button.
 */
export function Notification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (current || notifications.length === 0) return;
    const next = takeNotification();
    if (next) {
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);

  const handleExited = useCallback(() => {
    if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    setCurrent(undefined);
  }, [current, takeMutation]);

  const undo = useCallback(() => {
    takeMutation()?.({ isUndo: true });
    setOpen(false);
  }, [takeMutation]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const text = typeof message === 'string' ? translate(message, messageArgs) : null;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        autoHideDuration={autoHideDuration === undefined ? TOAST_DURATION_MS : (autoHideDuration ?? undefined)}
        disableWindowBlurListener={Boolean(undoable)}
        onClose={close}
        slotProps={{ transition: { onExited: handleExited } }}
      >
        <Alert
          data-testid="toast"
          severity={type}
          variant="filled"
          onClick={close}
          sx={{ cursor: 'pointer', alignItems: 'center', minWidth: 280 }}
          action={
            undoable ? (
              <Button
                color="inherit"
                size="small"
                onClick={(event) => {
                  event.stopPropagation();
                  undo();
                }}
              >
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
        >
          {text ?? (isValidElement(message) ? message : null)}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
