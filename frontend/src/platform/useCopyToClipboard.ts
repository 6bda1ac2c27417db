import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';

/** How long a copy button says "Copied". */
export const COPIED_SHOWN_MS = 2500;

/**
 * Copies a text to the clipboard: `copied` is true for a moment afterwards (the button's feedback),
 * with the toast `copiedMessage` when given; when the browser refuses, the warning toast
 * `failedMessage` says to copy by hand.
 */
export function useCopyToClipboard(failedMessage: string, copiedMessage?: string) {
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (text: string) => {
    navigator.clipboard
      .writeText(text)
      .then(() => {
        setCopied(true);
        if (copiedMessage) notify(copiedMessage, { type: 'success' });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
      })
      .catch(() => notify(failedMessage, { type: 'warning' }));
  };
  return { copied, copy };
}
