import { describe, expect, it } from '@jest/globals';
import { activityMessageKey, activitySentence, actorName, type Translate } from './activityText';
import type { RecentActivity } from './types';

/** A stand-in for react-admin's translate: the key and its options, so the test sees what was asked. */
const messages: Record<string, string> = {
  'scout.dashboard.actor.apiKey': '%{name} (API key)',
  'scout.dashboard.actor.unknown': 'Someone',
  'scout.dashboard.actor.system': 'Scout',
  'scout.dashboard.activity.profileSaved': '%{actor} saved %{username} on %{platform}',
  'scout.dashboard.activity.generic': '%{actor}: %{type}',
  'scout.platforms.instagram': 'Instagram',
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

  it('falls back to the generic sentence for a key the UI does not know yet', () => {
    const unknown = entry({ key: 'generic', eventType: 'TeamMemberInvited', params: { type: 'TeamMemberInvited' } });
    expect(activitySentence(unknown, translate)).toBe('Lena Huber: TeamMemberInvited');
  });

  it('picks the favourite variant by its parameter', () => {
    expect(activityMessageKey({ key: 'profileFavouriteChanged', params: { favourite: true } })).toBe('scout.dashboard.activity.profileFavourited');
    expect(activityMessageKey({ key: 'profileFavouriteChanged', params: { favourite: false } })).toBe('scout.dashboard.activity.profileUnfavourited');
  });
});
