import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { BANK_PLATFORMS } from '@scout/contracts/discovery/bank';
import type { UnlockContactsResponse } from '@scout/contracts/discovery/profileBank';
import { WORK_PLATFORMS, type DiscoverProfile } from '@scout/contracts/discovery/search';
import { isHttpError } from '../platform/httpClient';
import { onSessionReset } from '../session/sessionReset';
import { useNotifyError } from '../platform/useNotifyError';
import { findSavedProfile, saveFromBank, unlockContacts } from './discoverApi';
import { track } from '../platform/widgets/analytics';

/** A bank creator saved by this organisation: its saved profile's id and page. */
export interface SavedRef {
  profileId: string;
  slug: string;
}

/** The platform name (`instagram`) of a result's `work_platform`. */
export function platformOf(profile: Pick<DiscoverProfile, 'work_platform'>): string {
  const known = BANK_PLATFORMS.find((platform) => WORK_PLATFORMS[platform].id === profile.work_platform.id);
  return known ?? profile.work_platform.name.toLowerCase();
}

export function profilePagePath(saved: SavedRef): string {
  return `/profile/${encodeURIComponent(saved.slug)}`;
}

interface BankActions {
  saved: ReadonlyMap<string, SavedRef>;
  /** Saves the creator (or finds it saved already, after a 409) and answers its saved profile. */
  ensureSaved: (profile: DiscoverProfile) => Promise<SavedRef>;
  /** Called with what an unlock answered, so the screen shows the contacts. */
  onUnlocked: (unlocked: UnlockContactsResponse['unlocked']) => void;
}

const BankActionsContext = createContext<BankActions | null>(null);

/** Creators saved in this page load, so coming back to a screen still links them to their profile. */
const savedThisLoad = new Map<string, SavedRef>();
onSessionReset(() => savedThisLoad.clear());

/** The creators saved in this page load (emptied on logout). */
export const savedInThisLoad = (): ReadonlyMap<string, SavedRef> => savedThisLoad;

/**
 * What the rows of a results table share: which creators this visit saved (with the link to their
 * profile), and where unlocked contacts go.
 */
export function BankActionsProvider({ onUnlocked, children }: { onUnlocked: BankActions['onUnlocked']; children: ReactNode }) {
  const [saved, setSaved] = useState<ReadonlyMap<string, SavedRef>>(() => new Map(savedThisLoad));
  const queryClient = useQueryClient();

  const ensureSaved = useCallback(
    async (profile: DiscoverProfile): Promise<SavedRef> => {
      const known = saved.get(profile._id);
      if (known) return known;
      let ref: SavedRef;
      try {
        track('PROFILE_BANK', 'save profile');
        const created = await saveFromBank(profile._id);
        ref = { profileId: created._id, slug: created.slug };
      } catch (error) {
        // Saved before (409, the duplicate rule): the existing saved profile is the one to use.
        if (!(isHttpError(error) && error.status === 409)) throw error;
        const existing = await findSavedProfile(platformOf(profile), profile.platform_username);
        if (!existing) throw error;
        ref = { profileId: existing._id, slug: existing.slug };
      }
      savedThisLoad.set(profile._id, ref);
      setSaved((current) => new Map(current).set(profile._id, ref));
      // The profile list and the dashboard count it now.
      await queryClient.invalidateQueries({ queryKey: ['profiles'] });
      return ref;
    },
    [saved, queryClient],
  );

  const value = useMemo(() => ({ saved, ensureSaved, onUnlocked }), [saved, ensureSaved, onUnlocked]);
  return <BankActionsContext.Provider value={value}>{children}</BankActionsContext.Provider>;
}

export function useBankActions(): BankActions {
  const actions = useContext(BankActionsContext);
  if (!actions) throw new Error('useBankActions needs a BankActionsProvider');
  return actions;
}

/** Save of one row: success toast, errors (plan limit → upgrade popup) through the shell. */
export function useSaveCreator() {
  const { ensureSaved } = useBankActions();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return useMutation({
    mutationFn: (profile: DiscoverProfile) => ensureSaved(profile),
    onSuccess: () => notify('scout.discover.saved', { type: 'success' }),
    onError: notifyError,
  });
}

/** Unlock of one row's contacts: one search credit the first time, free after (423 opens the upgrade popup). */
export function useUnlockContacts() {
  const { onUnlocked } = useBankActions();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return useMutation({
    mutationFn: (profile: DiscoverProfile) => unlockContacts([profile._id]),
    onSuccess: (response) => {
      onUnlocked(response.unlocked);
      notify('scout.discover.unlocked', { type: 'success', messageArgs: { smart_count: response.creditsSpent } });
    },
    onError: notifyError,
  });
}
