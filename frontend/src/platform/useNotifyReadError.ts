import { useEffect, useRef } from 'react';
import { failureKind } from './connection/failureKind';
import { useNotifyError } from './useNotifyError';

interface ReadErrorOptions {
  /** Errors the screen handles without a toast (none unless given). */
  silent?: (error: unknown) => boolean;
}

/**
 * Spec section 8: a failed read shows the same toast as a failed command (the message order of
 * `errorMessage`, the popups instead of a toast for AccessBlocked, 423 and EmailNotVerified), once per
 * failure, except while the server is away (the connection banner says so). Pass the query's `error`
 * (null while there is none); the screen may keep its inline state.
 * Used once per screen, for the read the screen is about.
 */
export function useNotifyReadError(error: unknown, { silent }: ReadErrorOptions = {}): void {
  const notifyError = useNotifyError();
  const shown = useRef<unknown>(null);
  // A rule of the screen, not a reason to toast again when it is a new function.
  const silentRef = useRef(silent);
  silentRef.current = silent;
  useEffect(() => {
    if (!error || error === shown.current) return;
    shown.current = error;
    // The connection banner already says that the server is away.
    if (silentRef.current?.(error) || failureKind(error) === 'unreachable') return;
    notifyError(error);
  }, [error, notifyError]);
}
