import { describe, expect, it } from '@jest/globals';
import { eventSchemas, type ScoutEvent } from '@scout/contracts/events';
import type { ProjectedEvent } from '../runner/projection';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { activityProjection, type ActivityDoc } from './activity';
import { describeEvent } from './activityDescriptions';

const orgId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const profileId = '33333333-3333-4333-8333-333333333333';
const keyId = '55555555-5555-4555-8555-555555555555';
const at = '2026-11-22T10:00:00.000Z';
const SECRET = 'SECRET-VALUE';

const userEvents: ScoutEvent[] = [
  {
    type: 'UserRegistered',
    data: { userId, orgId, email: 'ana@example.com', fullName: 'Ana', role: 'owner', passwordHash: `$argon2id$${SECRET}`, newsletter: true, registeredAt: at },
  },
  { type: 'UserLoggedIn', data: { sessionId: keyId, tokenHash: SECRET, expiresAt: at, loggedInAt: at } },
  { type: 'EmailVerificationRequested', data: { tokenHash: SECRET, expiresAt: at, requestedAt: at } },
  { type: 'EmailVerified', data: { verifiedAt: at } },
  { type: 'PasswordResetRequested', data: { tokenHash: SECRET, expiresAt: at, requestedAt: at } },
  { type: 'PasswordChanged', data: { passwordHash: `$argon2id$${SECRET}`, changedAt: at, via: 'reset' } },
];
const orgEvents: ScoutEvent[] = [
  { type: 'ApiKeyCreated', data: { keyId, prefix: 'sk_ab', keyHash: SECRET, createdAt: at } },
  {
    type: 'WhiteLabelConfigured',
    data: { agencyName: 'Huber', domain: 'app.huber.at', mailApiKey: SECRET, banner: false, colors: {}, configuredAt: at },
  },
];
const profileEvents: ScoutEvent[] = [
  { type: 'ProfileSaved', data: { profileId, platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', savedAt: at } },
  { type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: at } },
];

const given = (...streams: ProjectedEvent[][]) => projectionSpec<ActivityDoc>(activityProjection).given(streams.flat());
/** The entries the runner would write: each described event makes a new document. */
const lines = (events: ProjectedEvent[]): ActivityDoc[] =>
  events.flatMap((e) => {
    const doc = activityProjection.target(e) && activityProjection.evolve(null, e);
    return doc ? [doc as ActivityDoc] : [];
  });

describe('activity projection', () => {
  it('Given a saved profile, Then one entry with who, what (username, platform) and where in the stream', () => {
    given(recorded(`savedProfile-${profileId}`, testMetadata(orgId, userId), profileEvents.slice(0, 1))).then([
      {
        _id: `savedProfile-${profileId}:0`,
        orgId,
        eventType: 'ProfileSaved',
        key: 'profileSaved',
        params: { profileId, username: 'cristiano', platform: 'instagram' },
        actor: { userId, role: 'owner', via: 'session' },
        occurredAt: at,
        streamId: `savedProfile-${profileId}`,
        revision: 0,
        position: '00000000000000000000',
      },
    ]);
  });

  it('Given events of several streams, Then one entry per described event, keyed by stream and revision', () => {
    const docs = lines([
      ...recorded(`user-${userId}`, testMetadata(orgId, userId), userEvents),
      ...recorded(`organization-${orgId}`, testMetadata(orgId, userId), orgEvents),
      ...recorded(`savedProfile-${profileId}`, testMetadata(orgId, userId), profileEvents),
    ]);
    expect(docs.map((d) => `${d._id} ${d.key}`)).toEqual([
      `user-${userId}:0 userRegistered`,
      `user-${userId}:3 emailVerified`,
      `user-${userId}:5 passwordChanged`,
      `organization-${orgId}:0 apiKeyCreated`,
      `organization-${orgId}:1 whiteLabelConfigured`,
      `savedProfile-${profileId}:0 profileSaved`,
      `savedProfile-${profileId}:1 profileFavouriteChanged`,
    ]);
    expect(docs.find((d) => d.key === 'userRegistered')?.params).toEqual({ fullName: 'Ana', role: 'owner' });
    expect(docs.find((d) => d.key === 'whiteLabelConfigured')?.params).toEqual({ agencyName: 'Huber', domain: 'app.huber.at' });
  });

  it('never copies a password hash, token hash, key hash or mail key', () => {
    const docs = lines([
      ...recorded(`user-${userId}`, testMetadata(orgId, userId), userEvents),
      ...recorded(`organization-${orgId}`, testMetadata(orgId, userId), orgEvents),
    ]);
    expect(docs.length).toBeGreaterThan(0);
    expect(JSON.stringify(docs)).not.toContain(SECRET);
  });

  it('Given events without an organisation, Then nothing', () => {
    given(recorded(`user-${userId}`, testMetadata(null, userId), userEvents)).then([]);
  });

  it('skips sessions and token requests', () => {
    given(recorded(`user-${userId}`, testMetadata(orgId, userId), userEvents.slice(1, 3))).then([]);
  });

  it('handles every registered event type, and records a type without a description as generic, without its data', () => {
    expect([...activityProjection.handles].sort()).toEqual(Object.keys(eventSchemas).sort());
    const unknown = { type: 'TeamMemberInvited', data: { email: 'x@example.com', tokenHash: SECRET } };
    expect(describeEvent(unknown)).toEqual({ key: 'generic', params: { type: 'TeamMemberInvited' } });
  });
});
