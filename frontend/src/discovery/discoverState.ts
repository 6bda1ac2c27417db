import type { DiscoverFilter, DiscoverProfile, DiscoverResponse, DiscoverSource } from '@scout/contracts/discovery/search';
import { DISCOVER_PAGE_SIZE } from '@scout/contracts/discovery/search';

/** Where the discover search stands: nothing asked yet, a page on screen, the last request failed, or the plan refused the search (423). */
export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed' | 'limited';

/**
 * The discover search of spec section 3 ("Profile bank (discovery) state"): the profiles found so
 * far (unique by platform and `platform_username`), paging by offset and next-page token, the
 * filter they answer, and the loading flags of section 4.
 */
export interface DiscoverState {
  profiles: DiscoverProfile[];
  /** Where the next page starts. */
  offset: number;
  limit: number;
  /** `metadata.total_results` of the last page; null before the first answer. */
  totalResults: number | null;
  /** Where the last page was searched; null before the first answer. */
  source: DiscoverSource | null;
  filter: DiscoverFilter;
  /** A first search is running (the table shows a spinner instead of rows). */
  loading: boolean;
  /** A further page is running (the rows stay, the "Load more" button spins). */
  loadingMore: boolean;
  searchStatus: SearchStatus;
  /** Null once the last page came (or before the first). */
  nextPageToken: string | null;
  /** The user asked to run the failed request again; the page runs it and the flag drops. */
  retrySearch: boolean;
  /** Identifies the request running now; an answer to an older one is dropped. */
  request: number;
  /** Whether the request running now (or that failed) asked for a further page. */
  requestIsMore: boolean;
}

export type DiscoverAction =
  /** The filter changed: offset and token reset (spec section 4); the rows stay until the next search. */
  | { type: 'filterChanged'; filter: DiscoverFilter }
  /** A request started: without a token it is a first search (reset, loading), with one a further page (loadingMore). */
  | { type: 'searchStarted'; request: number; nextPageToken?: string | null }
  | { type: 'pageLoaded'; request: number; response: DiscoverResponse }
  /** 404: past the last page, the search simply ends, no error (spec section 8). */
  | { type: 'endReached'; request: number }
  /** Any other error: the search is marked failed (the page raises the general error). */
  | { type: 'searchFailed'; request: number }
  /** 423 PlanLimit: the upgrade popup opens; loading ends, nothing else changes. */
  | { type: 'planLimited'; request: number }
  | { type: 'retryRequested' }
  | { type: 'retryStarted' }
  /** Unlocking contacts marks the creators' contacts flag and shows their details. */
  | { type: 'contactsUnlocked'; unlocked: Array<{ profileBankId: string; contact_details: DiscoverProfile['contact_details'] }> };

export const DEFAULT_DISCOVER_FILTER: DiscoverFilter = { sortBy: 'followers', orderBy: 'desc' };

export function initialDiscoverState(filter: DiscoverFilter = DEFAULT_DISCOVER_FILTER): DiscoverState {
  return {
    profiles: [],
    offset: 0,
    limit: DISCOVER_PAGE_SIZE,
    totalResults: null,
    source: null,
    filter,
    loading: false,
    loadingMore: false,
    searchStatus: 'idle',
    nextPageToken: null,
    retrySearch: false,
    request: 0,
    requestIsMore: false,
  };
}

/** One creator is one row: the same platform and handle on a later page is dropped. */
export function profileKey(profile: Pick<DiscoverProfile, 'platform_username' | 'work_platform'>): string {
  return `${profile.work_platform.id}/${profile.platform_username}`;
}

export function discoverReducer(state: DiscoverState, action: DiscoverAction): DiscoverState {
  switch (action.type) {
    case 'filterChanged':
      return { ...state, filter: action.filter, offset: 0, nextPageToken: null };
    case 'searchStarted': {
      const more = Boolean(action.nextPageToken);
      if (more) return { ...state, request: action.request, requestIsMore: true, loadingMore: true, loading: false, retrySearch: false };
      return {
        ...state,
        request: action.request,
        requestIsMore: false,
        profiles: [],
        offset: 0,
        totalResults: null,
        nextPageToken: null,
        loading: true,
        loadingMore: false,
        searchStatus: 'searching',
        retrySearch: false,
      };
    }
    case 'pageLoaded': {
      if (action.request !== state.request) return state;
      const { profiles, metadata, nextPageToken } = action.response;
      const merged = state.requestIsMore ? uniqueProfiles([...state.profiles, ...profiles]) : uniqueProfiles(profiles);
      return {
        ...state,
        profiles: merged,
        offset: metadata.offset + profiles.length,
        limit: metadata.limit,
        totalResults: metadata.total_results,
        source: action.response.source,
        nextPageToken,
        loading: false,
        loadingMore: false,
        searchStatus: 'done',
      };
    }
    case 'endReached':
      if (action.request !== state.request) return state;
      return { ...state, loading: false, loadingMore: false, nextPageToken: null, searchStatus: 'done' };
    case 'searchFailed':
      if (action.request !== state.request) return state;
      return { ...state, loading: false, loadingMore: false, searchStatus: 'failed' };
    case 'planLimited':
      if (action.request !== state.request) return state;
      return { ...state, loading: false, loadingMore: false, searchStatus: state.requestIsMore ? 'done' : 'limited' };
    case 'retryRequested':
      return state.searchStatus === 'failed' ? { ...state, retrySearch: true } : state;
    case 'retryStarted':
      return { ...state, retrySearch: false };
    case 'contactsUnlocked':
      return { ...state, profiles: withUnlockedContacts(state.profiles, action.unlocked) };
  }
}

/** Spec section 4: enabling contacts marks the creators' contacts flag; their details show from then on. */
export function withUnlockedContacts(
  profiles: DiscoverProfile[],
  unlocked: Array<{ profileBankId: string; contact_details: DiscoverProfile['contact_details'] }>,
): DiscoverProfile[] {
  const details = new Map(unlocked.map((entry) => [entry.profileBankId, entry.contact_details]));
  return profiles.map((profile) => {
    const found = details.get(profile._id);
    return found
      ? { ...profile, contacts: profile.contacts || found.length > 0, contacts_unlocked: true, contact_details: found }
      : profile;
  });
}

function uniqueProfiles(profiles: DiscoverProfile[]): DiscoverProfile[] {
  const seen = new Set<string>();
  return profiles.filter((profile) => {
    const key = profileKey(profile);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a failed discover request means for the search (spec sections 4 and 8). */
export type DiscoverFailure = 'endReached' | 'planLimited' | 'searchFailed';

/** 404: no more results, silently; 423: the upgrade popup for its field; anything else: the search failed. */
export function classifyDiscoverError(error: unknown): DiscoverFailure {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  if (status === 404) return 'endReached';
  if (status === 423) return 'planLimited';
  return 'searchFailed';
}
