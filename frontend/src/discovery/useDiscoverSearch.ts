import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { handlePlanError } from '../platform/planErrors';
import { onSessionReset } from '../session/sessionReset';
import { useNotifyError } from '../platform/useNotifyError';
import { discoverProfiles } from './discoverApi';
import { classifyDiscoverError, discoverReducer, initialDiscoverState, type DiscoverState } from './discoverState';
import { storeSearch } from './searchStorage';
import { track } from '../platform/widgets/analytics';

/** The last search of this page load, so coming back to Discover shows it again without asking (and paying) for it again. */
let lastSearch: DiscoverState | null = null;

/** Forgets the kept search (when `search_url` is gone, the search is over). */
export function forgetLastSearch(): void {
  lastSearch = null;
}
onSessionReset(forgetLastSearch);

/**
 * The discover search with the client rules of spec section 4: `search(filter)` is a first search
 * (the filter change resets offset and token, then results reset and `loading` is set),
 * `loadMore()` asks for the page after the token (`loadingMore`), a 404 ends quietly, a 423 opens
 * the upgrade popup, anything else marks the search failed and raises the general error toast;
 * `retry()` runs the failed request again. A newer request cancels an older one, whose answer is dropped.
 */
export function useDiscoverSearch(restore: DiscoverState | null) {
  const [state, dispatch] = useReducer(discoverReducer, restore, (kept) => kept ?? initialDiscoverState());
  const notifyError = useNotifyError();
  const requestRef = useRef(state.request);
  const abortRef = useRef<AbortController | null>(null);

  const run = useCallback(
    (filter: DiscoverFilter, nextPageToken: string | null) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      requestRef.current += 1;
      const request = requestRef.current;
      dispatch({ type: 'searchStarted', request, nextPageToken });
      discoverProfiles(filter, nextPageToken, controller.signal).then(
        (response) => dispatch({ type: 'pageLoaded', request, response }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = classifyDiscoverError(error);
          dispatch({ type: failure, request });
          if (failure === 'planLimited') handlePlanError(error);
          if (failure === 'searchFailed') notifyError(error);
        },
      );
    },
    [notifyError],
  );

  const search = useCallback(
    (filter: DiscoverFilter) => {
      dispatch({ type: 'filterChanged', filter });
      track('DISCOVER', 'search', { platform: filter.platform });
      storeSearch(window.localStorage, filter);
      run(filter, null);
    },
    [run],
  );

  const loadMore = useCallback(() => {
    if (state.nextPageToken && !state.loadingMore && !state.loading) run(state.filter, state.nextPageToken);
  }, [run, state.filter, state.nextPageToken, state.loading, state.loadingMore]);

  const retry = useCallback(() => dispatch({ type: 'retryRequested' }), []);

  useEffect(() => {
    if (!state.retrySearch) return;
    dispatch({ type: 'retryStarted' });
    run(state.filter, state.requestIsMore ? state.nextPageToken : null);
  }, [run, state.retrySearch, state.filter, state.requestIsMore, state.nextPageToken]);

  // Kept for coming back to Discover in this page load.
  useEffect(() => {
    if (!state.loading && !state.loadingMore) keepSearch(state);
  }, [state]);

  return { state, dispatch, search, loadMore, retry };
}

/** Keeps a finished search for coming back to Discover in this page load. */
export function keepSearch(state: DiscoverState): void {
  lastSearch = state;
}

/** The search kept from the last visit of Discover in this page load, if it is the one stored under `search_url`. */
export function keptSearch(filter: Partial<DiscoverFilter> | null): DiscoverState | null {
  if (!lastSearch || !filter || lastSearch.searchStatus !== 'done') return null;
  return JSON.stringify(lastSearch.filter) === JSON.stringify(filter) ? lastSearch : null;
}
