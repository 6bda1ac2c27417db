import { randomUUID } from 'node:crypto';
import { parseEvent, type ScoutEvent } from '@scout/contracts/events';
import type { EventMetadata } from '@scout/contracts/platform/events';
import {
  campaignStream,
  customFieldsStream,
  listsStream,
  organizationStream,
  savedProfileStream,
  userStream,
} from '@scout/contracts/platform/streams';
import type { EventStore, NewEvent } from '@scout/platform/eventstore/port';
import { eventsOf } from '@scout/projections/campaigns/testEvents';

/**
 * A realistic history appended straight to the event store (fast: no commands, no read models):
 * saved profiles with statistics, favourites, notes, activities, slug changes and removals, and
 * campaigns with influencers, posts, payments, links, lists and status changes, spread over a few
 * organisations and interleaved as concurrent work would be. Every event is parsed by its contract.
 */
export interface SeedOptions {
  organisations: number;
  profiles: number;
  campaigns: number;
}

export interface SeededHistory {
  events: number;
  orgIds: string[];
}

const PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

const metadataOf = (orgId: string, occurredAt: string): EventMetadata => ({
  orgId,
  actor: { userId: null, role: null, via: 'system' },
  correlationId: 'seed',
  causationId: null,
  occurredAt,
});

function snapshotOf(platform: string, username: string, i: number) {
  const followers = 10_000 + ((i * 7919) % 5_000_000);
  return {
    platform,
    username,
    identity: {
      fullName: `Creator ${i}`,
      imageUrl: null,
      bio: 'seeded creator',
      category: 'Lifestyle',
      country: 'AT',
      city: 'Vienna',
      verified: i % 5 === 0,
      profileUrl: null,
    },
    statistics: {
      followers,
      following: i % 2000,
      posts: 100 + (i % 900),
      averageLikes: null,
      averageComments: null,
      averageViews: null,
      providerEngagementRate: null,
    },
    recentPosts: Array.from({ length: 6 }, (_, p) => ({
      postId: `${i}-${p}`,
      url: null,
      type: 'video' as const,
      publishedAt: new Date(Date.UTC(2025, 11, 30) - p * 86_400_000).toISOString(),
      caption: `post ${p} #travel`,
      likes: (i * (p + 3)) % Math.floor(followers / 10),
      comments: (i + p) % 500,
      views: (i * (p + 11)) % (followers * 2),
      shares: null,
      saves: null,
      hashtags: ['travel'],
      mentions: [],
    })),
    followerHistory: Array.from({ length: 4 }, (_, m) => ({
      date: `2025-0${m + 1}-01`,
      followers: Math.round(followers * (0.85 + m * 0.05)),
    })),
  };
}

/** The history of saved profile `i`: saved, mostly observed, sometimes changed, now and then removed. */
export function profileHistory(i: number): { profileId: string; events: ScoutEvent[] } {
  const profileId = randomUUID();
  const platform = PLATFORMS[i % PLATFORMS.length]!;
  const username = `creator${i}`;
  const at = day(i);
  const events: ScoutEvent[] = [
    { type: 'ProfileSaved', data: { profileId, platform, username, slug: `${username}-${platform}`, savedAt: at } },
  ];
  if (i % 3 !== 2)
    events.push({
      type: 'ProfileStatisticsObserved',
      data: { profileId, observedAt: at, source: 'import', snapshot: snapshotOf(platform, username, i) },
    });
  else events.push({ type: 'ProfileDataUnavailable', data: { profileId, checkedAt: at, reason: 'unknown' } });
  if (i % 4 === 0) events.push({ type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: at } });
  if (i % 5 === 0)
    events.push({ type: 'ProfileInfoEdited', data: { profileId, info: { notes: `met at fair ${i}`, country: 'DE' }, editedAt: at } });
  if (i % 6 === 0)
    events.push({
      type: 'ProfileActivityAdded',
      data: { profileId, activityId: randomUUID(), kind: 'call', text: 'called about the summer campaign', addedAt: at },
    });
  if (i % 9 === 0) events.push({ type: 'ProfileSlugChanged', data: { profileId, slug: `${username}-renamed`, changedAt: at } });
  if (i % 20 === 7) events.push({ type: 'ProfileRemoved', data: { profileId, removedAt: at } });
  return { profileId, events };
}

/** The history of campaign `n`, in the batches separate commands would append. */
export function campaignHistory(campaignId: string, n: number): ScoutEvent[][] {
  const ev = eventsOf(campaignId);
  const [a, b, post1, post2, pay1, pay2, link, list] = Array.from({ length: 8 }, () => randomUUID()) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const at = day(n);
  return [
    [ev.created(`Campaign ${n}`), ev.influencer(a, `anna${n}`), ev.influencer(b, `bert${n}`, 'tiktok')],
    [
      {
        type: 'InfluencerUpdated',
        data: { campaignId, influencerId: a, changes: { status: 'confirmed', feeCents: 1000 * n, currency: 'EUR' }, updatedAt: at },
      },
      ev.post(post1, 'instagram', { likes: 100 * n, comments: 7 * n, views: 1500 * n, reach: 900 * n }, a),
      ev.post(post2, 'tiktok', { likes: 40, comments: null, views: null, reach: null }, b),
      ev.story(randomUUID(), 300 + n),
    ],
    [
      ev.payment(pay1, 50000 + n, 'EUR', 'pending'),
      ev.payment(pay2, 20000, 'USD', 'scheduled'),
      { type: 'PaymentEdited', data: { campaignId, paymentId: pay1, changes: { status: 'paid', paidDate: '2026-11-30' }, editedAt: at } },
      { type: 'CampaignPostEdited', data: { campaignId, postId: post2, changes: { comments: 5, views: 800 + n }, editedAt: at } },
    ],
    [
      ev.link(link),
      { type: 'CampaignLinkClicksCollected', data: { campaignId, linkId: link, clicks: 12 * n, collectedAt: at } },
      { type: 'CampaignListAdded', data: { campaignId, listId: list, name: 'Wave 1', influencerIds: [a, b], addedAt: at } },
      { type: 'CampaignActivityAdded', data: { campaignId, activityId: randomUUID(), text: 'Called the agency', addedAt: at } },
    ],
    [
      ev.status('draft', 'active'),
      ev.publicUrl(`seed${campaignId.slice(0, 8)}`),
      ...(n % 2 === 0 ? [ev.share(true)] : []),
      ...(n % 4 === 1 ? [{ type: 'InfluencerRemoved', data: { campaignId, influencerId: b, removedAt: at } } satisfies ScoutEvent] : []),
      ...(n % 7 === 3 ? [ev.deleted()] : []),
    ],
  ];
}

/** The events as appended: parsed by their contracts, with new ids and the organisation's metadata. */
export const toNew = (orgId: string, events: ScoutEvent[], occurredAt = day(0)): NewEvent[] =>
  events.map((event) => {
    const parsed = parseEvent(event.type, event.data);
    return { id: randomUUID(), type: parsed.type, data: parsed.data, metadata: metadataOf(orgId, occurredAt) };
  });

/** Runs `work(i)` for i in [0, count) on `loops` concurrent loops. */
async function concurrently(count: number, loops: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      for (let i = next++; i < count; i = next++) await work(i);
    }),
  );
}

export async function seedHistory(eventStore: EventStore, options: SeedOptions): Promise<SeededHistory> {
  const orgIds = Array.from({ length: options.organisations }, () => randomUUID());
  const orgOf = (i: number) => orgIds[i % orgIds.length]!;
  let events = 0;
  // Profiles and campaigns interleave across the loops; a campaign's batches go in order, one append each.
  await concurrently(Math.max(options.profiles, options.campaigns), 8, async (i) => {
    if (i < options.profiles) {
      const { profileId, events: history } = profileHistory(i);
      await eventStore.append(savedProfileStream(profileId), toNew(orgOf(i), history), { expectedRevision: 'no_stream' });
      events += history.length;
    }
    if (i < options.campaigns) {
      const campaignId = randomUUID();
      for (const batch of campaignHistory(campaignId, i + 1)) {
        await eventStore.append(campaignStream(campaignId), toNew(orgOf(i), batch), { expectedRevision: 'any' });
        events += batch.length;
      }
    }
  });
  return { events, orgIds };
}

/** One append of a realistic history: the stream and the events one command would append to it. */
export interface SeedAppend {
  streamId: string;
  events: NewEvent[];
}

interface SeedOrganisation {
  orgId: string;
  userIds: string[];
  listIds: string[];
  fieldIds: string[];
  /** Saved profiles of the organisation still present, most recent last (the last few are added to lists). */
  profileIds: string[];
  /** Profiles saved in all. */
  profiles: number;
}

/** An organisation as it starts: created, its owner and three members (invited, accepted), field categories, fields and lists. */
function organisationSetup(o: number): { org: SeedOrganisation; appends: Array<{ streamId: string; events: ScoutEvent[] }> } {
  const orgId = randomUUID();
  const ownerId = randomUUID();
  const at = day(o);
  const org: SeedOrganisation = { orgId, userIds: [ownerId], listIds: [], fieldIds: [], profileIds: [], profiles: 0 };
  const appends: Array<{ streamId: string; events: ScoutEvent[] }> = [
    {
      streamId: organizationStream(orgId),
      events: [
        {
          type: 'OrganizationCreated',
          data: { orgId, name: `Agency ${o}`, ownerId, package: 'free', createdAt: at, trialEndsAt: day(o + 20_160) },
        },
      ],
    },
    {
      streamId: userStream(ownerId),
      events: [
        {
          type: 'UserRegistered',
          data: {
            userId: ownerId,
            orgId,
            email: `owner${o}@agency.example`,
            fullName: `Owner ${o}`,
            role: 'owner',
            passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VlZA$aGFzaA',
            newsletter: false,
            registeredAt: at,
          },
        },
        { type: 'EmailVerificationRequested', data: { tokenHash: `verify${o}`, expiresAt: day(o + 1440), requestedAt: at } },
        { type: 'EmailVerified', data: { verifiedAt: at } },
      ],
    },
  ];
  for (let m = 0; m < 3; m++) {
    const userId = randomUUID();
    const role = (['admin', 'member', 'member'] as const)[m]!;
    org.userIds.push(userId);
    appends.push(
      {
        streamId: userStream(userId),
        events: [
          {
            type: 'MemberInvited',
            data: {
              userId,
              orgId,
              email: `member${o}-${m}@agency.example`,
              fullName: `Member ${o}-${m}`,
              role,
              invitedBy: ownerId,
              tokenHash: `invite${o}-${m}`,
              expiresAt: day(o + 10_080),
              invitedAt: at,
            },
          },
        ],
      },
      {
        streamId: userStream(userId),
        events: [
          { type: 'InvitationAccepted', data: { acceptedAt: at } },
          {
            type: 'UserRegistered',
            data: {
              userId,
              orgId,
              email: `member${o}-${m}@agency.example`,
              fullName: `Member ${o}-${m}`,
              role,
              passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VlZA$aGFzaA',
              newsletter: false,
              registeredAt: at,
            },
          },
          { type: 'EmailVerified', data: { verifiedAt: at } },
        ],
      },
    );
  }
  const categories = [randomUUID(), randomUUID()];
  const fields: ScoutEvent[] = categories.map((categoryId, c) => ({
    type: 'FieldCategoryCreated',
    data: { categoryId, name: `Category ${c}`, createdAt: at },
  }));
  for (const [f, type] of (['text', 'number', 'select', 'boolean'] as const).entries()) {
    const fieldId = randomUUID();
    org.fieldIds.push(fieldId);
    fields.push({
      type: 'CustomFieldCreated',
      data: {
        fieldId,
        name: `Field ${f}`,
        type,
        options: type === 'select' ? ['gold', 'silver', 'bronze'] : [],
        categoryId: categories[f % 2] ?? null,
        createdAt: at,
      },
    });
  }
  appends.push({ streamId: customFieldsStream(orgId), events: fields });
  const lists: ScoutEvent[] = Array.from({ length: 5 }, (_, l) => {
    const listId = randomUUID();
    org.listIds.push(listId);
    return { type: 'ListCreated', data: { listId, name: `Shortlist ${l}`, createdAt: at } };
  });
  appends.push({ streamId: listsStream(orgId), events: lists });
  return { org, appends };
}

/** A value of custom field `f` (in the order organisationSetup creates them) for profile `i`. */
const fieldValue = (f: number, i: number): string | number | boolean =>
  [`note ${i}`, i % 1000, ['gold', 'silver', 'bronze'][i % 3]!, i % 2 === 0][f % 4]!;

/**
 * A realistic history without end, for benchmarks: a few organisations (owner, members, custom
 * fields, lists), then, interleaved as concurrent work would be, saved profiles (their histories as
 * above, custom field values, and repeated statistics observations for tracked profiles), list
 * membership, sign-ins and sign-outs, and campaigns. Each item is one append in stream order; any
 * prefix is a valid history. Every event is parsed by its contract.
 */
export function* realisticHistory(organisations: number): Generator<SeedAppend> {
  const orgs: SeedOrganisation[] = [];
  for (let o = 0; o < organisations; o++) {
    const { org, appends } = organisationSetup(o);
    orgs.push(org);
    for (const append of appends) yield { streamId: append.streamId, events: toNew(org.orgId, append.events, day(o)) };
  }
  const signedIn: Array<{ orgId: string; userId: string; sessionId: string }> = [];
  for (let i = 0; ; i++) {
    const org = orgs[i % orgs.length]!;
    const at = day(organisations + i);
    const { profileId, events } = profileHistory(i);
    const removed = events.some((event) => event.type === 'ProfileRemoved');
    const kept: ScoutEvent[] = events.filter((event) => event.type !== 'ProfileRemoved');
    // Tracked profiles are observed again and again; most get a custom field value.
    if (i % 4 === 0) {
      kept.push({ type: 'ProfileTrackingChanged', data: { profileId, tracking: 'live', enabled: true, changedAt: at } });
      const { platform, username } = events[0]!.data as { platform: string; username: string };
      for (let n = 1; n <= 2; n++) {
        const snapshot = snapshotOf(platform, username, i + n * 7);
        kept.push({ type: 'ProfileStatisticsObserved', data: { profileId, observedAt: at, source: 'provider', snapshot } });
      }
    }
    if (i % 3 !== 1) {
      const f = i % org.fieldIds.length;
      kept.push({ type: 'ProfileCustomFieldSet', data: { profileId, fieldId: org.fieldIds[f]!, value: fieldValue(f, i), setAt: at } });
    }
    if (removed) kept.push({ type: 'ProfileRemoved', data: { profileId, removedAt: at } });
    yield { streamId: savedProfileStream(profileId), events: toNew(org.orgId, kept, at) };
    if (!removed) org.profileIds.push(profileId);

    // Now and then a new list; profiles go to the organisation's three newest lists (about 100 each).
    org.profiles += 1;
    if (org.profiles % 100 === 0) {
      const listId = randomUUID();
      org.listIds.push(listId);
      yield {
        streamId: listsStream(org.orgId),
        events: toNew(org.orgId, [{ type: 'ListCreated', data: { listId, name: `Campaign shortlist ${i}`, createdAt: at } }], at),
      };
    }
    if (i % 3 === 0 && org.profileIds.length >= 3) {
      const listId = org.listIds.at(-1 - (org.profiles % 3))!;
      const list: ScoutEvent[] = [{ type: 'ListProfilesAdded', data: { listId, profileIds: org.profileIds.slice(-3), addedAt: at } }];
      if (i % 60 === 0) list.push({ type: 'ListProfileRemoved', data: { listId, profileId: org.profileIds.at(-3)!, removedAt: at } });
      yield { streamId: listsStream(org.orgId), events: toNew(org.orgId, list, at) };
    }
    if (i % 2 === 0) {
      const userId = org.userIds[i % org.userIds.length]!;
      const sessionId = randomUUID();
      signedIn.push({ orgId: org.orgId, userId, sessionId });
      yield {
        streamId: userStream(userId),
        events: toNew(
          org.orgId,
          [
            {
              type: 'UserLoggedIn',
              data: { sessionId, tokenHash: `session${i}`, expiresAt: day(organisations + i + 43_200), loggedInAt: at },
            },
          ],
          at,
        ),
      };
    }
    // Two sessions in three end with a sign-out a little later.
    if (i % 3 !== 2 && signedIn.length > 8) {
      const session = signedIn.splice(0, 1)[0]!;
      yield {
        streamId: userStream(session.userId),
        events: toNew(session.orgId, [{ type: 'UserLoggedOut', data: { sessionId: session.sessionId, loggedOutAt: at } }], at),
      };
    }
    if (i % 12 === 5) {
      const campaignId = randomUUID();
      for (const batch of campaignHistory(campaignId, i))
        yield { streamId: campaignStream(campaignId), events: toNew(org.orgId, batch, at) };
    }
  }
}
