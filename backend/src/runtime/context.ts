import type { Request } from 'express';
import type { EventMetadata } from '@scout/contracts/platform/events';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import type { PlatformContext } from '@scout/platform/context';
import type { Principal } from '../accounts/principalType';
import type { SocialDataProvider } from '../socialData/port';
import type { BankStore } from '../discovery/bank/port';
import type { PrincipalCache } from '../accounts/principalCache';

export { execute, type ProjectionWaiter } from '@scout/platform/context';

/** What every feature's routes and services work with: the platform's ports and the ports features register. */
export interface AppContext extends PlatformContext {
  /** Public creator data (the shipped sample or an InsightIQ-style API, per SOCIAL_DATA_PROVIDER). */
  socialData: SocialDataProvider;
  /** The profile bank discover searches: reference data shared by every organisation (PostgreSQL). */
  bank: BankStore;
  /** What saved profiles ask of the features built on them (content, lists, discovery, campaigns). */
  profileHooks: ProfileHooks;
  /** Callers resolved from their credentials, kept briefly (see PrincipalCache). */
  principals: PrincipalCache;
}

/** One more live-tracking refresh run after the tracked profiles', with the line its tally is logged under. */
export interface TrackedRefresh {
  logMessage: string;
  refresh(ctx: AppContext, jobId: string, now: Date, interval: number): Promise<object>;
}

/**
 * What saved profiles ask of the features built on them (content, lists, discovery, campaigns).
 * Those features sit above profiles and import it; profiles imports none of them: app.ts registers
 * their functions here (profileHooks.ts). Declared beside AppContext, whose functions they take.
 */
export interface ProfileHooks {
  /**
   * A creator's snapshot observed for a saved profile: its posts become content. `first`: the
   * profile's first observation with data (its save, or the first since the provider had none), for
   * which every post to the content depth is read, not only the snapshot's.
   */
  snapshotObserved(
    ctx: AppContext,
    metadata: EventMetadata,
    profile: { profileId: string; platform: string; username: string },
    snapshot: ProfileSnapshot,
    observation: { first: boolean },
  ): Promise<void>;
  /** A saved profile removed: what was recorded of it elsewhere (its content) goes too. */
  profileRemoved(ctx: AppContext, metadata: EventMetadata, orgId: string, profileId: string): Promise<void>;
  /** The saved profiles in the lists the principal may see, named by id and/or slug (the saved-profiles list's `listId` and `listSlug` filters); null when none is named. */
  profileIdsInLists(
    ctx: AppContext,
    principal: Principal,
    lists: { listId?: string | undefined; listSlug?: string | undefined },
  ): Promise<string[] | null>;
  /** Adds saved profiles to the organisation's lists of these names (created when missing). */
  addToLists(ctx: AppContext, metadata: EventMetadata, orgId: string, profileIds: string[], listNames: string[]): Promise<void>;
  /** A creator saved from the profile bank: contacts the organisation unlocked in discover show on the saved profile too. */
  savedFromBank(ctx: AppContext, req: Request, principal: Principal, profileBankId: string): Promise<void>;
  /** Run in this order after the tracked profiles are refreshed (tracked content, then tracked campaign posts). */
  trackedRefreshes: readonly TrackedRefresh[];
}
