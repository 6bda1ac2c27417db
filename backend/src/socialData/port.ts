import type { ProfileContact, ProfileSnapshot, RelatedProfile, SocialPost } from '@scout/contracts/socialData';
import type { ProviderStory } from '@scout/contracts/socialData/stories';
import type { DiscoverFilter, DiscoverSource } from '@scout/contracts/discovery/search';
import type { BankEntry } from '../discovery/bank/port';
import type { ConnectProvider } from './connect';

/** How far back a creator's posts are read: at most `maxPosts`, all published after `publishedAfter` (an ISO instant). */
export interface PostsDepth {
  maxPosts: number;
  publishedAfter: string;
}

/** One page of a creator search. */
export interface CreatorSearchPage {
  /** Where it was searched: Scout's profile bank or the provider's own creator database. */
  source: DiscoverSource;
  /** How many creators match, whatever the page. */
  total: number;
  entries: BankEntry[];
  /** The provider's cursor of the next page; null on the last one. */
  cursor: string | null;
}

/** Where a page starts: Scout's offset, and the provider's cursor of it (null on the first page). */
export interface CreatorSearchPosition {
  offset: number;
  limit: number;
  cursor: string | null;
}

/**
 * Where Scout learns about creators. Adapters: the sample shipped with Scout (`embedded`) and an
 * InsightIQ-style HTTP API (`insightiq`). A failing provider (timeout, 5xx, unreadable answer)
 * throws `ServiceUnavailableError`; "the creator is unknown" is null, never an error.
 */
export interface SocialDataProvider extends ConnectProvider {
  /** The creator's current public data, or null when the provider does not know the handle. */
  lookup(platform: string, username: string): Promise<ProfileSnapshot | null>;
  /** Similar creators on the same platform, at most `limit`. */
  related(platform: string, username: string, limit: number): Promise<RelatedProfile[]>;
  /** Public contact details, or null when the creator is unknown; [] when none are public. */
  contacts(platform: string, username: string): Promise<ProfileContact[] | null>;
  /** The creator behind an entry of Scout's profile bank, or null for an unknown id. */
  bankEntry(profileBankId: string): Promise<{ platform: string; username: string } | null>;
  /** One post by its public address, with its current counts (live tracking); null when the provider does not know it. */
  post(platform: string, url: string): Promise<SocialPost | null>;
  /**
   * Every post the provider has of the creator within `depth`, newest first, read through the
   * provider's own paging; null when the creator is unknown, [] when it has none.
   */
  posts(platform: string, username: string, depth: PostsDepth): Promise<SocialPost[] | null>;
  /** The creator's current (unexpired) stories; [] when there are none or the creator is unknown. */
  stories(platform: string, username: string): Promise<ProviderStory[]>;
  /**
   * Creators matching a discover filter, one page: the provider's creator database, or Scout's
   * profile bank for the embedded provider. A filter the provider cannot apply is a 400 naming it.
   * Absent: the provider has no search (discover searches the bank).
   */
  search?(filter: DiscoverFilter, position: CreatorSearchPosition): Promise<CreatorSearchPage>;
  /** Where `search` searches; set with it. */
  readonly searchSource?: DiscoverSource;
}
