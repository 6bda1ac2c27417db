import type { BankCreator, BankPlatform } from '@scout/contracts/discovery/bank';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import type { FacetValue, ProfileBankMeta } from '@scout/contracts/discovery/profileBank';

/** A creator of the bank as stored: its id (`profileBankId(platform, username)`) and derived figures. */
export interface BankEntry extends BankCreator {
  id: string;
  /** Percent change from the oldest to the newest follower count of `followerHistory`; null with fewer than two. */
  followerGrowth: number | null;
}

export interface BankPage {
  /** How many creators match, whatever the page. */
  total: number;
  entries: BankEntry[];
}

/** A creator like another one, with why. */
export interface Lookalike {
  entry: BankEntry;
  /** 0..1, higher is more alike. */
  score: number;
  /** What the two share, for people: "same category and country, similar engagement". */
  reason: string;
}

export interface ImportOutcome {
  /** Rows stored (new or replacing the entry of the same platform and handle). */
  stored: number;
}

/**
 * The profile bank's storage: reference data shared by every organisation, searched by discover.
 * PostgreSQL only (typed columns, indexes and pg_trgm; see docs/profile-bank.md).
 */
export interface BankStore {
  /** Creates the table and its indexes when missing. */
  migrate(): Promise<void>;
  count(): Promise<number>;
  countByPlatform(): Promise<Record<BankPlatform, number>>;
  /** Stores the creators, each replacing the entry of the same platform and handle. */
  upsert(creators: readonly BankCreator[]): Promise<ImportOutcome>;
  get(id: string): Promise<BankEntry | null>;
  getMany(ids: readonly string[]): Promise<BankEntry[]>;
  /** The creators matching every filter, sorted as the filter says (ties by id), one page. */
  search(filter: DiscoverFilter, page: { offset: number; limit: number }): Promise<BankPage>;
  /** One platform's creators by followers, most first (the profile bank screen). */
  list(platform: BankPlatform, page: { offset: number; limit: number }): Promise<BankPage>;
  meta(): Promise<ProfileBankMeta>;
  /** Creators like the one with this id (or like `like`, for a creator outside the bank), best first. */
  lookalikes(like: { id: string } | { creator: BankCreator }, limit: number): Promise<Lookalike[]>;
}

export type { FacetValue };
