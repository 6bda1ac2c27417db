import { describe, it } from '@jest/globals';
import type { CampaignEvent } from '@scout/contracts/campaigns';
import { NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { campaignDecider } from './campaign';
import { archived, campaignId, cmd, created, influencerAdded, now, otherOrgId, postAdded, postId, unknownId } from './testCampaign';

const spec = deciderSpec(campaignDecider);
const counts: Record<'likes' | 'comments' | 'views' | 'shares', number | null> = { likes: 10, comments: 2, views: null, shares: null };
const refresh = (c: Partial<typeof counts> = {}) =>
  cmd({ type: 'RecordPostRefresh', postId, result: { ok: true, counts: { ...counts, ...c } } });
const fail = (reason: 'provider_error' | 'unknown' = 'provider_error') =>
  cmd({ type: 'RecordPostRefresh', postId, result: { ok: false, reason } });
const refreshed = (changes: Record<string, number>): CampaignEvent => ({
  type: 'CampaignPostMetricsRefreshed',
  data: { campaignId, postId, changes, refreshedAt: now },
});
const failed = (failures: number, reason: 'provider_error' | 'unknown' = 'provider_error'): CampaignEvent => ({
  type: 'CampaignPostRefreshFailed',
  data: { campaignId, postId, reason, failures, failedAt: now },
});
const given = [created, influencerAdded(), postAdded];

describe('campaign decider: live-tracking refresh of a post', () => {
  it('Given a post, When a refresh finds other counts, Then one event with the counts that changed', () => {
    spec
      .given(given)
      .when(refresh({ likes: 25, views: 900 }))
      .then([refreshed({ likes: 25, views: 900 })]);
  });

  it('Given a post, When a refresh finds the same counts, Then still one event (every refresh is one), with no change', () => {
    spec
      .given(given)
      .when(refresh())
      .then([refreshed({})]);
  });

  it('Given a post with counts, When the provider does not give a count, Then the post keeps it', () => {
    spec
      .given(given)
      .when(refresh({ likes: null, comments: 3 }))
      .then([refreshed({ comments: 3 })]);
  });

  it('Given failures in a row, When another fails, Then it counts them; When one succeeds, Then the count starts again', () => {
    spec
      .given(given)
      .when(fail())
      .then([failed(1)]);
    spec
      .given([...given, failed(1), failed(2)])
      .when(fail('unknown'))
      .then([failed(3, 'unknown')]);
    spec
      .given([...given, failed(1), failed(2), refreshed({})])
      .when(fail())
      .then([failed(1)]);
  });

  it('Given failures, When tracking is turned on again, Then the backoff starts over', () => {
    const edited = (enableTracking: boolean): CampaignEvent => ({
      type: 'CampaignPostEdited',
      data: { campaignId, postId, changes: { enableTracking }, editedAt: now },
    });
    spec
      .given([...given, failed(1), failed(2), edited(false), edited(true)])
      .when(fail())
      .then([failed(1)]);
  });

  it('Given an archived campaign, When a refresh arrives, Then it is still recorded (like link clicks)', () => {
    spec
      .given([...given, ...archived])
      .when(refresh({ likes: 11 }))
      .then([refreshed({ likes: 11 })]);
  });

  it('Given an unknown post or another organisation, Then NotFound', () => {
    spec
      .given(given)
      .when(cmd({ type: 'RecordPostRefresh', postId: unknownId, result: { ok: false, reason: 'unknown' } }))
      .thenThrows(NotFoundError);
    spec
      .given(given)
      .when(cmd({ type: 'RecordPostRefresh', postId, result: { ok: false, reason: 'unknown' } }, otherOrgId))
      .thenThrows(NotFoundError);
  });
});
