import type { ProfileContact, ProfileSnapshot, RelatedProfile, SocialPost } from '@scout/contracts/socialData';
import type { ProviderStory } from '@scout/contracts/socialData/stories';
import type { ConnectProvider } from './connect';

/** How far back a creator's posts are read: at most `maxPosts`, all published after `publishedAfter` (an ISO instant). */
export interface PostsDepth {
  maxPosts: number;
  publishedAfter: string;
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
}
