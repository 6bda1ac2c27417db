import { useSyncExternalStore } from 'react';
import { onSessionReset } from './sessionReset';

/**
 * Whether the verify-email popup is open (spec section 8: the API error EmailNotVerified opens it).
 * A module-level store, because the authProvider's checkError runs outside React.
 */
export interface PopupStore {
  open(): void;
  close(): void;
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createPopupStore(): PopupStore {
  let isOpen = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === isOpen) return;
    isOpen = next;
    for (const listener of listeners) listener();
  };
  return {
    open: () => set(true),
    close: () => set(false),
    isOpen: () => isOpen,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const verifyEmailPopup = createPopupStore();
onSessionReset(verifyEmailPopup.close);

export function useVerifyEmailPopupOpen(): boolean {
  return useSyncExternalStore(verifyEmailPopup.subscribe, verifyEmailPopup.isOpen, verifyEmailPopup.isOpen);
}
