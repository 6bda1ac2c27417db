import { describe, expect, it } from '@jest/globals';
import { ACTIVITY_KEYS } from '@scout/contracts/dashboard/activity';
import { dashboardEnglish, dashboardGerman } from './i18n';
import { activityMessageKey, activitySentence, actorName, type Translate } from './activityText';
import type { RecentActivity } from './types';

/** A stand-in for react-admin's translate: the key and its options, so the test sees what was asked. */
const messages: Record<string, string> = {
  'scout.dashboard.actor.apiKey': '%{name} (API key)',
  'scout.dashboard.actor.unknown': 'Someone',
  'scout.dashboard.actor.system': 'Scout',
  'scout.dashboard.activity.profileSaved': '%{actor} saved %{username} on %{platform}',
  'scout.dashboard.activity.generic': '%{actor} made a change',
  'scout.platforms.instagram': 'Instagram',
  'scout.dashboard.trackingKinds.live': 'live tracking',
  'scout.dashboard.activity.campaignStatusChanged': '%{actor} changed the status of a campaign from %{from} to %{to}',
  'scout.dashboard.activity.campaignPaymentAdded': '%{actor} added a payment of %{amount} (%{paymentStatus}) to a campaign',
  'scout.dashboard.activity.campaignUploadsAdded': '%{actor} uploaded %{uploadCount} files to a campaign',
  'scout.campaigns.status.draft': 'Draft',
  'scout.campaigns.status.active': 'Active',
  'scout.campaigns.paymentStatus.pending': 'Pending',
  'scout.campaigns.influencerStatus.confirmed': 'Confirmed',
  'scout.campaigns.ugcStatus.approved': 'Approved',
  'scout.campaigns.postTypes.reel': 'Reel',
};
const translate: Translate = (key, options = {}) => {
  const template = messages[key] ?? (typeof options._ === 'string' ? options._ : key);
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
};

const entry = (overrides: Partial<RecentActivity>): RecentActivity => ({
  _id: 'savedProfile-1:0',
  eventType: 'ProfileSaved',
  key: 'profileSaved',
  params: { username: 'cristiano', platform: 'instagram' },
  actor: { userId: 'u1', role: 'owner', via: 'session', fullName: 'Lena Huber' },
  occurredAt: '2026-03-30T09:00:00.000Z',
  streamId: 'savedProfile-1',
  revision: 0,
  position: '1',
  ...overrides,
});

describe('activity sentences', () => {
  it('names the actor, marking API-key clients and unknown users', () => {
    expect(actorName({ userId: 'u1', role: 'owner', via: 'session', fullName: 'Lena' }, translate)).toBe('Lena');
    expect(actorName({ userId: 'u1', role: 'apiKey', via: 'apiKey', fullName: 'Lena' }, translate)).toBe('Lena (API key)');
    expect(actorName({ userId: null, role: null, via: 'session', fullName: null }, translate)).toBe('Someone');
    expect(actorName({ userId: null, role: null, via: 'system', fullName: null }, translate)).toBe('Scout');
  });

  it('translates the sentence with its parameters and the platform name', () => {
    expect(activitySentence(entry({}), translate)).toBe('Lena Huber saved cristiano on Instagram');
  });

  it('falls back to a generic sentence, without the event’s name, for a key the UI does not know yet', () => {
    const unknown = entry({ key: 'generic', eventType: 'TeamMemberInvited', params: { type: 'TeamMemberInvited' } });
    expect(activitySentence(unknown, translate)).toBe('Lena Huber made a change');
  });

  it('picks the favourite variant by its parameter', () => {
    expect(activityMessageKey({ key: 'profileFavouriteChanged', params: { favourite: true } })).toBe(
      'scout.dashboard.activity.profileFavourited',
    );
    expect(activityMessageKey({ key: 'profileFavouriteChanged', params: { favourite: false } })).toBe(
      'scout.dashboard.activity.profileUnfavourited',
    );
  });

  it('picks the on/off, share, connection and file/link variants by their parameters', () => {
    const key = (k: RecentActivity['key'], params: RecentActivity['params']) =>
      activityMessageKey({ key: k, params }).replace('scout.dashboard.activity.', '');
    expect(key('profileTrackingChanged', { tracking: 'live', enabled: true })).toBe('profileTrackingStarted');
    expect(key('profileTrackingChanged', { tracking: 'story', enabled: false })).toBe('profileTrackingStopped');
    expect(key('profileShareChanged', { disableShare: true })).toBe('profileShareDisabled');
    expect(key('profileShareChanged', { disableShare: false })).toBe('profileShareEnabled');
    expect(key('profileConnectionChanged', { connected: true })).toBe('profileConnected');
    expect(key('profileConnectionChanged', { connected: false })).toBe('profileDisconnected');
    expect(key('profileAttachmentAdded', { kind: 'link', title: 'Kit' })).toBe('profileLinkAdded');
    expect(key('profileAttachmentAdded', { kind: 'file', title: 'Brief' })).toBe('profileFileAdded');
    expect(key('listCreated', { name: 'Summer' })).toBe('listCreated');
  });

  it('translates tracking and activity kinds and passes the profile count for plurals', () => {
    const asked: Record<string, unknown>[] = [];
    const spy: Translate = (k, options = {}) => {
      if (k.startsWith('scout.dashboard.activity.') && !k.endsWith('.generic')) asked.push(options);
      return translate(k, options);
    };
    activitySentence(entry({ key: 'profileTrackingChanged', params: { profileId: 'p', tracking: 'live', enabled: true } }), spy);
    activitySentence(entry({ key: 'listProfilesAdded', params: { listId: 'l', profileCount: 3 } }), spy);
    activitySentence(entry({ key: 'listProfilesAdded', params: { listId: 'l', profileCount: 1475 } }), spy, 'de');
    expect(asked[0]).toMatchObject({ tracking: 'live tracking' });
    expect(asked[1]).toMatchObject({ profileCount: '3', smart_count: 3 });
    expect(asked[2]).toMatchObject({ profileCount: '1.475', smart_count: 1475 });
  });

  it('picks the campaign variants by their parameters', () => {
    const key = (k: RecentActivity['key'], params: RecentActivity['params']) =>
      activityMessageKey({ key: k, params }).replace('scout.dashboard.activity.', '');
    expect(key('campaignUpdated', { campaignId: 'c', name: 'Summer' })).toBe('campaignUpdatedNamed');
    expect(key('campaignUpdated', { campaignId: 'c' })).toBe('campaignUpdated');
    expect(key('campaignInfluencerUpdated', { campaignId: 'c', influencerId: 'i', influencerStatus: 'confirmed' })).toBe(
      'campaignInfluencerStatusChanged',
    );
    expect(key('campaignInfluencerUpdated', { campaignId: 'c', influencerId: 'i' })).toBe('campaignInfluencerUpdated');
    expect(key('campaignShareChanged', { campaignId: 'c', disableShare: true })).toBe('campaignShareDisabled');
    expect(key('campaignShareChanged', { campaignId: 'c', disableShare: false })).toBe('campaignShareEnabled');
    expect(key('campaignPaymentEdited', { campaignId: 'c', paymentId: 'p', paymentStatus: 'paid' })).toBe('campaignPaymentStatusChanged');
    expect(key('campaignPaymentEdited', { campaignId: 'c', paymentId: 'p' })).toBe('campaignPaymentEdited');
    expect(key('campaignStatusChanged', { campaignId: 'c', from: 'draft', to: 'active' })).toBe('campaignStatusChanged');
    expect(key('bitlyConnected', {})).toBe('bitlyConnected');
  });

  it('translates campaign statuses from and to', () => {
    const changed = entry({
      eventType: 'CampaignStatusChanged',
      key: 'campaignStatusChanged',
      params: { campaignId: 'c', from: 'draft', to: 'active' },
    });
    expect(activitySentence(changed, translate)).toBe('Lena Huber changed the status of a campaign from Draft to Active');
  });

  it('shows a payment’s cents and currency as an amount and translates its status', () => {
    const added = entry({
      eventType: 'PaymentAdded',
      key: 'campaignPaymentAdded',
      params: { campaignId: 'c', paymentId: 'p', influencerId: 'i', amountCents: 123450, currency: 'EUR', paymentStatus: 'pending' },
    });
    expect(activitySentence(added, translate)).toBe('Lena Huber added a payment of €1,234.50 (Pending) to a campaign');
    expect(activitySentence(added, translate, 'de')).toBe('Lena Huber added a payment of 1.234,50\u00a0€ (Pending) to a campaign');
  });

  it('translates influencer, UGC statuses and post types and passes the upload count for plurals', () => {
    const asked: Record<string, unknown>[] = [];
    const spy: Translate = (k, options = {}) => {
      if (k.startsWith('scout.dashboard.activity.') && !k.endsWith('.generic')) asked.push(options);
      return translate(k, options);
    };
    activitySentence(
      entry({ key: 'campaignInfluencerUpdated', params: { campaignId: 'c', influencerId: 'i', influencerStatus: 'confirmed' } }),
      spy,
    );
    activitySentence(
      entry({
        key: 'campaignUgcContentUpdated',
        params: { campaignId: 'c', contentId: 'x', username: 'fan1', platform: 'instagram', ugcStatus: 'approved' },
      }),
      spy,
    );
    activitySentence(
      entry({ key: 'campaignPostAdded', params: { campaignId: 'c', postId: 'x', platform: 'instagram', postType: 'reel' } }),
      spy,
    );
    activitySentence(entry({ key: 'campaignUploadsAdded', params: { campaignId: 'c', uploadCount: 2 } }), spy);
    expect(asked[0]).toMatchObject({ influencerStatus: 'Confirmed' });
    expect(asked[1]).toMatchObject({ ugcStatus: 'Approved', platform: 'Instagram', username: 'fan1' });
    expect(asked[2]).toMatchObject({ postType: 'Reel', platform: 'Instagram' });
    expect(asked[3]).toMatchObject({ uploadCount: '2', smart_count: 2 });
  });

  it('has an English and a German sentence for every key and variant, with the same placeholders', () => {
    const variants = [
      'profileFavourited',
      'profileUnfavourited',
      'profileTrackingStarted',
      'profileTrackingStopped',
      'profileShareEnabled',
      'profileShareDisabled',
      'profileConnected',
      'profileDisconnected',
      'profileFileAdded',
      'profileLinkAdded',
      'campaignUpdated',
      'campaignUpdatedNamed',
      'campaignInfluencerUpdated',
      'campaignInfluencerStatusChanged',
      'campaignShareEnabled',
      'campaignShareDisabled',
      'campaignPaymentEdited',
      'campaignPaymentStatusChanged',
    ];
    const variantOf = new Set([
      'profileFavouriteChanged',
      'profileTrackingChanged',
      'profileShareChanged',
      'profileConnectionChanged',
      'profileAttachmentAdded',
      'campaignUpdated',
      'campaignInfluencerUpdated',
      'campaignShareChanged',
      'campaignPaymentEdited',
    ]);
    const names = [...ACTIVITY_KEYS.filter((k) => !variantOf.has(k)), ...variants];
    const english: Record<string, string> = dashboardEnglish.activity;
    const german: Record<string, string> = dashboardGerman.activity;
    const placeholders = (text: string | undefined) => [...new Set(text?.match(/%\{\w+\}/g) ?? [])].sort();
    for (const name of names) {
      expect([name, typeof english[name], typeof german[name]]).toEqual([name, 'string', 'string']);
      expect([name, placeholders(german[name])]).toEqual([name, placeholders(english[name])]);
    }
  });
});

describe('plan names in activity sentences', () => {
  it('names plans and subscription statuses as billing does, in the UI language', () => {
    const asked: Array<Record<string, unknown>> = [];
    const spy: Translate = (key, options = {}) => {
      if (key.startsWith('scout.dashboard.activity.') && !key.endsWith('.generic')) asked.push(options);
      const names: Record<string, string> = { 'scout.billing.planNames.free': 'Testzeitraum', 'scout.billing.statuses.active': 'Aktiv' };
      return names[key] ?? (typeof options._ === 'string' ? options._ : key);
    };
    activitySentence(entry({ key: 'organizationPlanChanged', params: { package: 'free' } }), spy, 'de');
    activitySentence(entry({ key: 'subscriptionRecorded', params: { package: 'free', status: 'active' } }), spy, 'de');
    expect(asked[0]).toMatchObject({ package: 'Testzeitraum' });
    expect(asked[1]).toMatchObject({ package: 'Testzeitraum', status: 'Aktiv' });
  });
});
