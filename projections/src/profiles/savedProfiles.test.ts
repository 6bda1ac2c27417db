import { describe, expect, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { postRecordedEvents } from '../testing/contentEvents';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { post as testPost } from './analytics/testPosts';
import { creatorFigures, heatmapOf } from './figures/creatorFigures';
import { creatorForecast } from './forecasts/creatorForecast';
import { emptyFigureFacts, statisticsObserved, type FigureFacts } from './figures/figureFacts';
import { savedProfilesProjection, shownPostFigures, type SavedProfileDoc } from './savedProfiles';

const orgId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const profileId = '33333333-3333-5333-8333-333333333333';
const fieldId = '44444444-4444-4444-8444-444444444444';
const activityId = '55555555-5555-4555-8555-555555555555';
const attachmentId = '66666666-6666-4666-8666-666666666666';
const couponId = '77777777-7777-4777-8777-777777777777';
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;

const saved = {
  type: 'ProfileSaved' as const,
  data: { profileId, platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', savedAt: at(1) },
};
/** The post figures of an Instagram creator after these steps, as the document keeps them. */
function postFigures(...steps: Array<(facts: FigureFacts) => void>) {
  const facts = emptyFigureFacts('instagram');
  for (const step of steps) step(facts);
  return { figureFacts: facts, figures: creatorFigures(facts), heatmap: heatmapOf(facts), forecast: creatorForecast(facts) };
}
const doc: SavedProfileDoc = {
  _id: profileId,
  orgId,
  platform: 'instagram',
  username: 'cristiano',
  slug: 'cristiano-instagram',
  shareKey: null,
  favourite: false,
  createdAt: at(1),
  updatedAt: at(1),
  savedBy: userId,
  fullName: null,
  providerFullName: null,
  imageUrl: null,
  followers: null,
  engagementRate: null,
  dataStatus: 'pending',
  observedAt: null,
  info: {},
  contact: {},
  collectedContacts: [],
  activities: [],
  attachments: [],
  coupons: [],
  customFields: {},
  customFieldKeys: [],
  enableLiveTracking: false,
  enableStoryTracking: false,
  disableShare: false,
  auditReportStatus: 'none',
  connection: null,
  connected: null,
  connectRequest: null,
  privateMetrics: null,
  reachEstimate: null,
  ...postFigures(),
  reach: { value: null, source: 'estimate', simulated: false, observedAt: null },
  impressions: { value: null, source: 'estimate', simulated: false, observedAt: null },
};

const post = (postId: string, likes: number, comments: number, publishedAt: string) => ({
  postId,
  url: null,
  type: 'image' as const,
  publishedAt,
  caption: '',
  likes,
  comments,
  views: null,
  shares: null,
  saves: null,
  hashtags: [],
  mentions: [],
});
/** 2 posts: average likes 75, average comments 15, 1,000 followers → (75 + 15) / 1000 × 100 = 9 %. */
const snapshot = (followers: number, fullName: string): ProfileSnapshot => ({
  platform: 'instagram',
  username: 'cristiano',
  identity: {
    fullName,
    imageUrl: 'https://img.example/cr7.jpg',
    bio: null,
    category: null,
    country: null,
    city: null,
    verified: true,
    profileUrl: null,
  },
  statistics: {
    followers,
    following: 10,
    posts: 2,
    averageLikes: null,
    averageComments: null,
    averageViews: null,
    providerEngagementRate: null,
  },
  recentPosts: [post('p1', 100, 10, at(1)), post('p2', 50, 20, at(2))],
  followerHistory: [],
});
const observed = (day: number, followers: number, fullName = 'Cristiano Ronaldo') => ({
  type: 'ProfileStatisticsObserved' as const,
  data: { profileId, observedAt: at(day), source: 'provider' as const, snapshot: snapshot(followers, fullName) },
});
/** The post figures once the data source answered: its followers, no posts of the creator recorded yet. */
const statisticsOf = (day: number, followers: number) =>
  postFigures((facts) => statisticsObserved(facts, snapshot(followers, '').statistics, at(day)));

const spec = projectionSpec<SavedProfileDoc>(savedProfilesProjection);
const stream = `savedProfile-${profileId}`;
const given = (...events: ScoutEvent[]) => spec.given(recorded(stream, testMetadata(orgId, userId), [saved, ...events]));

describe('savedProfiles projection', () => {
  it('Given ProfileSaved, Then one pending document in the organisation with who saved it', () => {
    given().then([doc]);
  });

  it('Given ProfileSaved and ProfileFavouriteChanged, Then the document is a favourite', () => {
    given({ type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: at(2) } }).then([
      { ...doc, favourite: true, updatedAt: at(2) },
    ]);
  });

  it('Given ProfileSaved and ProfileRemoved, Then no document', () => {
    given({ type: 'ProfileRemoved', data: { profileId, removedAt: at(3) } }).then([]);
  });

  it('Given a profile saved again after removal, Then a fresh document without what it had', () => {
    given(
      { type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: at(2) } },
      { type: 'ProfileCouponAdded', data: { profileId, couponId, code: 'CR7', addedAt: at(2) } },
      { type: 'ProfileRemoved', data: { profileId, removedAt: at(3) } },
      { ...saved, data: { ...saved.data, savedAt: at(4) } },
    ).then([{ ...doc, createdAt: at(4), updatedAt: at(4) }]);
  });

  it("Given statistics observed, Then name, picture, followers and the data source's figures", () => {
    given(observed(5, 1000)).then([
      {
        ...doc,
        fullName: 'Cristiano Ronaldo',
        providerFullName: 'Cristiano Ronaldo',
        imageUrl: 'https://img.example/cr7.jpg',
        followers: 1000,
        ...statisticsOf(5, 1000),
        dataStatus: 'available',
        observedAt: at(5),
        updatedAt: at(5),
      },
    ]);
  });

  it('Given a newer then an older observation (an import), Then the newer one stays', () => {
    given(observed(6, 2000), observed(5, 1000)).then([
      {
        ...doc,
        fullName: 'Cristiano Ronaldo',
        providerFullName: 'Cristiano Ronaldo',
        imageUrl: 'https://img.example/cr7.jpg',
        followers: 2000,
        ...statisticsOf(6, 2000),
        dataStatus: 'available',
        observedAt: at(6),
        updatedAt: at(6),
      },
    ]);
  });

  it('Given the provider does not know the creator, Then the data is unavailable', () => {
    given({ type: 'ProfileDataUnavailable', data: { profileId, checkedAt: at(2), reason: 'unknown' } }).then([
      { ...doc, dataStatus: 'unavailable', updatedAt: at(2) },
    ]);
  });

  it('Given data, then a failed provider call, Then the data stays available', () => {
    given(observed(2, 1000), { type: 'ProfileDataUnavailable', data: { profileId, checkedAt: at(3), reason: 'provider_error' } }).then([
      {
        ...doc,
        fullName: 'Cristiano Ronaldo',
        providerFullName: 'Cristiano Ronaldo',
        imageUrl: 'https://img.example/cr7.jpg',
        followers: 1000,
        ...statisticsOf(2, 1000),
        dataStatus: 'available',
        observedAt: at(2),
        updatedAt: at(2),
      },
    ]);
  });

  it("Given the team's own name in info, Then it wins over the provider's, also after a new observation", () => {
    given(
      observed(2, 1000),
      { type: 'ProfileInfoEdited', data: { profileId, info: { fullName: 'CR7', notes: 'VIP' }, editedAt: at(3) } },
      observed(4, 1000, 'Cristiano R.'),
    ).then([
      {
        ...doc,
        fullName: 'CR7',
        providerFullName: 'Cristiano R.',
        imageUrl: 'https://img.example/cr7.jpg',
        followers: 1000,
        ...statisticsOf(4, 1000),
        dataStatus: 'available',
        observedAt: at(4),
        info: { fullName: 'CR7', notes: 'VIP' },
        updatedAt: at(4),
      },
    ]);
  });

  it('Given custom field values set and cleared, Then the values and the keys the filter matches', () => {
    const other = '88888888-8888-4888-8888-888888888888';
    given(
      { type: 'ProfileCustomFieldSet', data: { profileId, fieldId, value: 'Gold', setAt: at(2) } },
      { type: 'ProfileCustomFieldSet', data: { profileId, fieldId: other, value: 3, setAt: at(3) } },
      { type: 'ProfileCustomFieldSet', data: { profileId, fieldId: other, value: null, setAt: at(4) } },
    ).then([
      { ...doc, customFields: { [fieldId]: 'Gold', [other]: null }, customFieldKeys: [fieldId, `${fieldId}=gold`], updatedAt: at(4) },
    ]);
  });

  it('Given contact changed and contacts collected, Then both are kept apart', () => {
    given(
      { type: 'ProfileContactChanged', data: { profileId, contact: { email: 'team@cr7.example' }, changedAt: at(2) } },
      {
        type: 'ProfileContactsCollected',
        data: { profileId, contacts: [{ type: 'website', value: 'https://cr7.example' }], collectedAt: at(3) },
      },
    ).then([
      {
        ...doc,
        contact: { email: 'team@cr7.example' },
        collectedContacts: [{ type: 'website', value: 'https://cr7.example' }],
        updatedAt: at(3),
      },
    ]);
  });

  it('Given activities added and one removed, Then the rest, newest first, with who wrote them', () => {
    const second = '99999999-9999-4999-8999-999999999999';
    const third = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    given(
      { type: 'ProfileActivityAdded', data: { profileId, activityId, kind: 'note', text: 'First', addedAt: at(2) } },
      { type: 'ProfileActivityAdded', data: { profileId, activityId: second, kind: 'call', text: 'Second', addedAt: at(3) } },
      { type: 'ProfileActivityAdded', data: { profileId, activityId: third, kind: 'email', text: 'Third', addedAt: at(4) } },
      { type: 'ProfileActivityRemoved', data: { profileId, activityId: second, removedAt: at(5) } },
    ).then([
      {
        ...doc,
        activities: [
          { activityId: third, kind: 'email', text: 'Third', addedAt: at(4), addedBy: userId },
          { activityId, kind: 'note', text: 'First', addedAt: at(2), addedBy: userId },
        ],
        updatedAt: at(5),
      },
    ]);
  });

  it('Given a link added and edited, and a file added and removed, Then the edited link', () => {
    const fileId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    given(
      {
        type: 'ProfileAttachmentAdded',
        data: { profileId, attachmentId, kind: 'link', title: 'kit', description: 'old', url: 'https://example.com/kit', addedAt: at(2) },
      },
      {
        type: 'ProfileAttachmentAdded',
        data: {
          profileId,
          attachmentId: fileId,
          kind: 'file',
          title: 'Contract',
          blobId: fileId,
          fileName: 'c.pdf',
          contentType: 'application/pdf',
          size: 10,
          addedAt: at(3),
        },
      },
      { type: 'ProfileAttachmentEdited', data: { profileId, attachmentId, title: 'Media kit', editedAt: at(4) } },
      { type: 'ProfileAttachmentRemoved', data: { profileId, attachmentId: fileId, removedAt: at(5) } },
    ).then([
      {
        ...doc,
        attachments: [{ attachmentId, kind: 'link', title: 'Media kit', url: 'https://example.com/kit', addedAt: at(2), addedBy: userId }],
        updatedAt: at(5),
      },
    ]);
  });

  it('Given coupons added and one removed, Then the other', () => {
    const second = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    given(
      { type: 'ProfileCouponAdded', data: { profileId, couponId, code: 'CR7-10', description: '10 % off', addedAt: at(2) } },
      { type: 'ProfileCouponAdded', data: { profileId, couponId: second, code: 'CR7-20', addedAt: at(3) } },
      { type: 'ProfileCouponRemoved', data: { profileId, couponId: second, removedAt: at(4) } },
    ).then([{ ...doc, coupons: [{ couponId, code: 'CR7-10', description: '10 % off', addedAt: at(2) }], updatedAt: at(4) }]);
  });

  it('Given the switches and slug changed, Then the document shows them', () => {
    given(
      { type: 'ProfileTrackingChanged', data: { profileId, tracking: 'live', enabled: true, changedAt: at(2) } },
      { type: 'ProfileTrackingChanged', data: { profileId, tracking: 'story', enabled: true, changedAt: at(2) } },
      { type: 'ProfileShareChanged', data: { profileId, disableShare: true, changedAt: at(3) } },
      { type: 'ProfileAuditReportStatusChanged', data: { profileId, status: 'requested', changedAt: at(4) } },
      { type: 'ProfileConnectionChanged', data: { profileId, connected: true, via: 'thirdparty', readComments: true, changedAt: at(5) } },
      { type: 'ProfileSlugChanged', data: { profileId, slug: 'cr7', changedAt: at(6) } },
    ).then([
      {
        ...doc,
        slug: 'cr7',
        enableLiveTracking: true,
        enableStoryTracking: true,
        disableShare: true,
        auditReportStatus: 'requested',
        connection: { connected: true, via: 'thirdparty', readComments: true, changedAt: at(5) },
        updatedAt: at(6),
      },
    ]);
  });
  it('Given a connect link, the account connected and its private metrics, Then they are preferred over the estimate; disconnected, the estimate again', () => {
    const requestId = '88888888-8888-4888-8888-888888888888';
    const videos = {
      ...observed(2, 1000),
      data: {
        ...observed(2, 1000).data,
        // No posts recorded: the views per post the data source reports are the estimate.
        snapshot: {
          ...snapshot(1000, 'Cristiano Ronaldo'),
          statistics: { ...snapshot(1000, 'Cristiano Ronaldo').statistics, averageViews: 4000.5 },
        },
      },
    };
    const requested = {
      type: 'CreatorConnectRequested' as const,
      data: {
        profileId,
        requestId,
        tokenHash: 'hash',
        platform: 'instagram',
        providerUserId: 'user-1',
        readComments: true,
        simulated: true,
        requestedAt: at(3),
        expiresAt: at(10),
      },
    };
    const connected = {
      type: 'CreatorAccountConnected' as const,
      data: {
        profileId,
        requestId,
        accountId: 'acc-1',
        platform: 'instagram',
        username: 'cristiano',
        readComments: true,
        simulated: true,
        connectedAt: at(4),
      },
    };
    const metrics = { followers: 1000, reach: 700, impressions: 1100, postsConsidered: 2, audience: null };
    const observedPrivately = {
      type: 'PrivateMetricsObserved' as const,
      data: { profileId, accountId: 'acc-1', observedAt: at(4), simulated: true, metrics },
    };
    const base = {
      ...doc,
      fullName: 'Cristiano Ronaldo',
      providerFullName: 'Cristiano Ronaldo',
      imageUrl: 'https://img.example/cr7.jpg',
      followers: 1000,
      ...postFigures((facts) => statisticsObserved(facts, videos.data.snapshot.statistics, at(2))),
      dataStatus: 'available' as const,
      observedAt: at(2),
      reachEstimate: 4001,
      reach: { value: 4001, source: 'estimate' as const, simulated: false, observedAt: null },
    };
    given(videos, requested).then([
      { ...base, connectRequest: { requestedAt: at(3), expiresAt: at(10), readComments: true }, updatedAt: at(3) },
    ]);
    const linked = {
      ...base,
      connected: {
        platform: 'instagram',
        accountId: 'acc-1',
        username: 'cristiano',
        readComments: true,
        connectedAt: at(4),
        simulated: true,
      },
      connection: { connected: true, via: 'thirdparty' as const, readComments: true, changedAt: at(4) },
      privateMetrics: { ...metrics, observedAt: at(4), simulated: true },
      reach: { value: 700, source: 'private' as const, simulated: true, observedAt: at(4) },
      impressions: { value: 1100, source: 'private' as const, simulated: true, observedAt: at(4) },
      updatedAt: at(4),
    };
    given(videos, requested, connected, observedPrivately).then([linked]);
    given(videos, requested, connected, observedPrivately, {
      type: 'CreatorAccountDisconnected',
      data: { profileId, accountId: 'acc-1', disconnectedAt: at(5) },
    }).then([{ ...base, connection: { connected: false, via: 'thirdparty', readComments: false, changedAt: at(5) }, updatedAt: at(5) }]);
  });

  it('Given posts recorded and counted on their own streams, Then the figures are computed from them; a story, a post without its creator and a removal by the team are kept apart', () => {
    const metadata = testMetadata(orgId, userId);
    const item = (contentId: string, type: 'post' | 'story', likes: number, comments: number, publishedAt: string) =>
      recorded(
        `content-${contentId}`,
        metadata,
        postRecordedEvents({
          contentId,
          profileId,
          platform: 'instagram',
          username: 'cristiano',
          post: testPost(contentId, publishedAt, { likes, comments, views: 1000 }),
          type,
          followers: 1000,
          at: at(5),
        }),
      );
    const ids = ['a1111111-1111-4111-8111-111111111111', 'a2222222-2222-4222-8222-222222222222', 'a3333333-3333-4333-8333-333333333333'];
    const profileEvents = recorded(stream, metadata, [saved, observed(5, 1000)]);
    const posts = [...item(ids[0]!, 'post', 100, 10, at(1)), ...item(ids[1]!, 'post', 50, 20, at(2))];
    const story = item(ids[2]!, 'story', 0, 0, at(3));
    const [first] = spec.given([...profileEvents, ...posts, ...story]).docs();
    expect(first).toMatchObject({
      engagementRate: 9,
      reachEstimate: 1000,
      figures: {
        averageLikes: { value: 75, source: 'posts', asOf: at(5) },
        engagementRate: { value: 9, source: 'posts', inputs: { averageLikes: 75, averageComments: 15, followers: 1000, posts: 2 } },
        window: { posts: 2, from: at(1), to: at(2), removedByTeam: 0 },
        stories: { stories: 1, averageViews: { value: 1000 } },
      },
    });
    // Counts recorded before content events named their creator are not this read model's to place.
    const unnamed = recorded(`content-${ids[0]}`, metadata, [
      {
        type: 'ContentMetricsObserved',
        data: { contentId: ids[0]!, views: 1, likes: 1, comments: 1, shares: null, saves: null, followers: 1000, observedAt: at(6) },
      },
    ]);
    const removed = recorded(`content-${ids[1]}`, metadata, [
      { type: 'ContentRemoved', data: { contentId: ids[1]!, profileId, removedAt: at(7) } },
    ]);
    const [after] = spec.given([...profileEvents, ...posts, ...story, ...unnamed, ...removed]).docs();
    expect(after).toMatchObject({ engagementRate: 11, figures: { window: { posts: 1, removedByTeam: 1 }, averageLikes: { value: 100 } } });
  });

  it('Given a document stored before the post figures were kept, Then it shows every figure unknown until a rebuild', () => {
    const { figures, heatmap } = postFigures();
    const { figures: _figures, heatmap: _heatmap, ...stored } = doc;
    expect(shownPostFigures(stored as SavedProfileDoc)).toEqual({ figures, heatmap });
    expect(shownPostFigures(doc)).toEqual({ figures: doc.figures, heatmap: doc.heatmap });
  });
});
