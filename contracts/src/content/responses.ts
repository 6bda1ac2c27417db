import type { PlatformCounts } from '../profiles/responses';
import type { ContentType } from './constants';

export interface ContentHistoryPoint {
  observedAt: string;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
}

/** One content item as the API shows it, with its latest metrics. */
export interface ContentView {
  _id: string;
  profileId: string;
  platform: string;
  username: string;
  providerPostId: string;
  url: string | null;
  type: ContentType | null;
  caption: string;
  hashtags: string[];
  mentions: string[];
  publishedAt: string;
  thumbnailUrl: string | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  /** The creator's followers at the latest observation. */
  followers: number | null;
  /** (likes + comments + shares + saves) ÷ followers × 100, or ÷ views when followers are unknown; 2 decimals. */
  engagementRate: number | null;
  engagementBasis: 'followers' | 'views' | null;
  /** When the counts were last observed changed. */
  observedAt: string | null;
  /**
   * When the counts were last known to be current ("updated 2 h ago"): the latest observation or
   * live-tracking refresh that found them unchanged. Absent on documents written before live tracking.
   */
  updatedAt?: string | null;
  /** Live tracking: refreshes failed in a row (0 or absent: none) and when the latest failed. */
  refreshFailures?: number;
  refreshFailedAt?: string | null;
  liveTrack: boolean;
  /** Names of the content lists it is in. */
  lists: string[];
  recordedAt: string;
  /** The latest observations, oldest first (at most CONTENT_HISTORY_KEPT). */
  history: ContentHistoryPoint[];
}

/** What a public (shared) view shows: never the team's lists, tracking switch or refresh failures. */
export type PublicContentView = Omit<ContentView, 'lists' | 'liveTrack' | 'refreshFailures' | 'refreshFailedAt'>;

export interface ContentListResponse<C = ContentView> {
  contents: C[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

/** `GET /customer/contents`: a page, and the items per platform under the same filters (the platform's aside). */
export interface ContentListWithCounts extends ContentListResponse {
  platformCounts: PlatformCounts;
}

/** `GET /customer/content/username`: `outcome` tells how asking the provider went; null for `/all`. */
export interface CreatorContentResponse<C = ContentView> extends ContentListResponse<C> {
  profile: { _id: string; platform: string; username: string };
  outcome: 'observed' | 'unknown' | 'provider_error' | null;
}
