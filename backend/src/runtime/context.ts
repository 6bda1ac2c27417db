import type { PlatformContext } from '@scout/platform/context';
import type { SocialDataProvider } from '../socialData/port';
import type { BankStore } from '../discovery/bank/port';
import type { ProfileHooks } from '../profiles/hooks';

export { execute, type ProjectionWaiter } from '@scout/platform/context';

/** What every feature's routes and services work with: the platform's ports and the ports features register. */
export interface AppContext extends PlatformContext {
  /** Public creator data (the shipped sample or an InsightIQ-style API, per SOCIAL_DATA_PROVIDER). */
  socialData: SocialDataProvider;
  /** The profile bank discover searches: reference data shared by every organisation (PostgreSQL). */
  bank: BankStore;
  /** What saved profiles ask of the features built on them (content, lists, discovery, campaigns). */
  profileHooks: ProfileHooks;
}
