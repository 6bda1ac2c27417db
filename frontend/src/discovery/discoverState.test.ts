import { describe, expect, it } from '@jest/globals';
import { WORK_PLATFORMS, type DiscoverProfile, type DiscoverResponse } from '@scout/contracts/discovery/search';
import { classifyDiscoverError, discoverReducer, initialDiscoverState, type DiscoverAction, type DiscoverState } from './discoverState';

function creator(
  username: string,
  platform: keyof typeof WORK_PLATFORMS = 'instagram',
  overrides: Partial<DiscoverProfile> = {},
): DiscoverProfile {
  return {
    _id: `id-${platform}-${username}`,
    platform_username: username,
    full_name: username,
    image_url: null,
    work_platform: WORK_PLATFORMS[platform],
    follower_count: 1000,
    engagement_rate: 2.5,
    average_likes: 10,
    average_views: null,
    follower_growth: null,
    country: 'AT',
    city: null,
    categories: [],
    is_verified: false,
    last_post_at: null,
    contacts: true,
    contacts_unlocked: false,
    contact_details: [],
    synthetic: false,
    ...overrides,
  };
}

function page(usernames: string[], offset: number, total: number, nextPageToken: string | null): DiscoverResponse {
  return {
    profiles: usernames.map((username) => creator(username)),
    metadata: { offset, limit: 20, total_results: total },
    source: 'profileBank',
    nextPageToken,
  };
}

const run = (state: DiscoverState, ...actions: DiscoverAction[]) => actions.reduce(discoverReducer, state);
const filter = { sortBy: 'followers' as const, orderBy: 'desc' as const, country: ['AT'] };

/** A search that found a first page with a next-page token. */
function afterFirstPage(): DiscoverState {
  return run(
    initialDiscoverState(),
    { type: 'filterChanged', filter },
    { type: 'searchStarted', request: 1, nextPageToken: null },
    { type: 'pageLoaded', request: 1, response: page(['a', 'b'], 0, 5, 'token-2') },
  );
}

describe('the discover search state (spec section 4)', () => {
  it('a first search (no token) resets the results and sets loading', () => {
    const state = run(afterFirstPage(), { type: 'searchStarted', request: 2, nextPageToken: null });
    expect(state).toMatchObject({
      profiles: [],
      offset: 0,
      totalResults: null,
      nextPageToken: null,
      loading: true,
      loadingMore: false,
      searchStatus: 'searching',
    });
  });

  it('fills the results, offset, total and token from the first page', () => {
    expect(afterFirstPage()).toMatchObject({ offset: 2, totalResults: 5, nextPageToken: 'token-2', loading: false, searchStatus: 'done' });
    expect(afterFirstPage().profiles.map((p) => p.platform_username)).toEqual(['a', 'b']);
  });

  it('a page with a token sets loading-more, keeps the rows, then appends the page unique by platform and username', () => {
    const loadingMore = run(afterFirstPage(), { type: 'searchStarted', request: 2, nextPageToken: 'token-2' });
    expect(loadingMore).toMatchObject({ loading: false, loadingMore: true, searchStatus: 'done' });
    expect(loadingMore.profiles).toHaveLength(2);

    const more = page(['b', 'c'], 2, 5, null);
    more.profiles.push(creator('a', 'tiktok'));
    const state = run(loadingMore, { type: 'pageLoaded', request: 2, response: more });
    expect(state.profiles.map((p) => `${p.work_platform.name}/${p.platform_username}`)).toEqual([
      'Instagram/a',
      'Instagram/b',
      'Instagram/c',
      'TikTok/a',
    ]);
    expect(state).toMatchObject({ loadingMore: false, nextPageToken: null, offset: 5, totalResults: 5 });
  });

  it('a 404 ends loading without marking the search failed', () => {
    const state = run(
      afterFirstPage(),
      { type: 'searchStarted', request: 2, nextPageToken: 'token-2' },
      { type: 'endReached', request: 2 },
    );
    expect(state).toMatchObject({ loading: false, loadingMore: false, nextPageToken: null, searchStatus: 'done' });
    expect(state.profiles).toHaveLength(2);
  });

  it('any other error marks the search failed, ends loading, and a retry is asked for on demand', () => {
    const failed = run(
      afterFirstPage(),
      { type: 'searchStarted', request: 2, nextPageToken: 'token-2' },
      { type: 'searchFailed', request: 2 },
    );
    expect(failed).toMatchObject({
      loading: false,
      loadingMore: false,
      searchStatus: 'failed',
      nextPageToken: 'token-2',
      requestIsMore: true,
      retrySearch: false,
    });
    expect(failed.profiles).toHaveLength(2);
    const retrying = run(failed, { type: 'retryRequested' });
    expect(retrying.retrySearch).toBe(true);
    expect(run(retrying, { type: 'retryStarted' }).retrySearch).toBe(false);
    // Nothing to retry when nothing failed.
    expect(run(afterFirstPage(), { type: 'retryRequested' }).retrySearch).toBe(false);
  });

  it('a first search that fails keeps no rows and is marked failed', () => {
    const state = run(initialDiscoverState(), { type: 'searchStarted', request: 1 }, { type: 'searchFailed', request: 1 });
    expect(state).toMatchObject({ profiles: [], loading: false, searchStatus: 'failed', requestIsMore: false });
  });

  it('a 423 ends loading without marking the search failed (the upgrade popup opens instead)', () => {
    const state = run(
      afterFirstPage(),
      { type: 'searchStarted', request: 2, nextPageToken: 'token-2' },
      { type: 'planLimited', request: 2 },
    );
    expect(state).toMatchObject({ loadingMore: false, searchStatus: 'done', nextPageToken: 'token-2' });
    const first = run(afterFirstPage(), { type: 'searchStarted', request: 2 }, { type: 'planLimited', request: 2 });
    expect(first).toMatchObject({ loading: false, searchStatus: 'limited', profiles: [] });
  });

  it('changing the filter resets the offset and the next-page token', () => {
    const changed = run(afterFirstPage(), { type: 'filterChanged', filter: { ...filter, country: ['DE'] } });
    expect(changed).toMatchObject({ offset: 0, nextPageToken: null, filter: { country: ['DE'] } });
  });

  it('drops the answer of a request a newer one replaced', () => {
    const state = run(
      afterFirstPage(),
      { type: 'searchStarted', request: 2, nextPageToken: null },
      { type: 'searchStarted', request: 3, nextPageToken: null },
      { type: 'pageLoaded', request: 2, response: page(['old'], 0, 1, null) },
      { type: 'searchFailed', request: 2 },
    );
    expect(state).toMatchObject({ loading: true, searchStatus: 'searching', profiles: [] });
    expect(
      run(state, { type: 'pageLoaded', request: 3, response: page(['new'], 0, 1, null) }).profiles.map((p) => p.platform_username),
    ).toEqual(['new']);
  });

  it('unlocking contacts marks the flag and shows the details', () => {
    const state = run(afterFirstPage(), {
      type: 'contactsUnlocked',
      unlocked: [{ profileBankId: 'id-instagram-b', contact_details: [{ type: 'email', value: 'b@example.com' }] }],
    });
    expect(state.profiles[0]).toMatchObject({ contacts_unlocked: false });
    expect(state.profiles[1]).toMatchObject({
      contacts: true,
      contacts_unlocked: true,
      contact_details: [{ type: 'email', value: 'b@example.com' }],
    });
  });
});

describe('classifyDiscoverError', () => {
  it('404 ends the search, 423 is the plan, anything else fails it', () => {
    expect(classifyDiscoverError({ status: 404 })).toBe('endReached');
    expect(classifyDiscoverError({ status: 423 })).toBe('planLimited');
    expect(classifyDiscoverError({ status: 500 })).toBe('searchFailed');
    expect(classifyDiscoverError({ status: 0 })).toBe('searchFailed');
    expect(classifyDiscoverError(new Error('boom'))).toBe('searchFailed');
  });
});
