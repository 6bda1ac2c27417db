import { randomUUID } from 'node:crypto';
import { parseEvent, type ScoutEvent } from '@scout/contracts/events';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { campaignStream, savedProfileStream } from '@scout/contracts/platform/streams';
import type { EventStore, NewEvent } from '@scout/backend/platform/eventstore/port';
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
    identity: { fullName: `Creator ${i}`, imageUrl: null, bio: 'seeded creator', category: 'Lifestyle', country: 'AT', city: 'Vienna', verified: i % 5 === 0, profileUrl: null },
    statistics: { followers, following: i % 2000, posts: 100 + (i % 900), averageLikes: null, averageComments: null, averageViews: null, providerEngagementRate: null },
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
    followerHistory: Array.from({ length: 4 }, (_, m) => ({ date: `2025-0${m + 1}-01`, followers: Math.round(followers * (0.85 + m * 0.05)) })),
  };
}

/** The history of saved profile `i`: saved, mostly observed, sometimes changed, now and then removed. */
function profileHistory(i: number): { profileId: string; events: ScoutEvent[] } {
  const profileId = randomUUID();
  const platform = PLATFORMS[i % PLATFORMS.length]!;
  const username = `creator${i}`;
  const at = day(i);
  const events: ScoutEvent[] = [{ type: 'ProfileSaved', data: { profileId, platform, username, slug: `${username}-${platform}`, savedAt: at } }];
  if (i % 3 !== 2) events.push({ type: 'ProfileStatisticsObserved', data: { profileId, observedAt: at, source: 'import', snapshot: snapshotOf(platform, username, i) } });
  else events.push({ type: 'ProfileDataUnavailable', data: { profileId, checkedAt: at, reason: 'unknown' } });
  if (i % 4 === 0) events.push({ type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: at } });
  if (i % 5 === 0) events.push({ type: 'ProfileInfoEdited', data: { profileId, info: { notes: `met at fair ${i}`, country: 'DE' }, editedAt: at } });
  if (i % 6 === 0) events.push({ type: 'ProfileActivityAdded', data: { profileId, activityId: randomUUID(), kind: 'call', text: 'called about the summer campaign', addedAt: at } });
  if (i % 9 === 0) events.push({ type: 'ProfileSlugChanged', data: { profileId, slug: `${username}-renamed`, changedAt: at } });
  if (i % 20 === 7) events.push({ type: 'ProfileRemoved', data: { profileId, removedAt: at } });
  return { profileId, events };
}

/** The history of campaign `n`, in the batches separate commands would append. */
function campaignHistory(campaignId: string, n: number): ScoutEvent[][] {
  const ev = eventsOf(campaignId);
  const [a, b, post1, post2, pay1, pay2, link, list] = Array.from({ length: 8 }, () => randomUUID()) as [string, string, string, string, string, string, string, string];
  const at = day(n);
  return [
    [ev.created(`Campaign ${n}`), ev.influencer(a, `anna${n}`), ev.influencer(b, `bert${n}`, 'tiktok')],
    [
      { type: 'InfluencerUpdated', data: { campaignId, influencerId: a, changes: { status: 'confirmed', feeCents: 1000 * n, currency: 'EUR' }, updatedAt: at } },
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

const toNew = (orgId: string, events: ScoutEvent[]): NewEvent[] =>
  events.map((event) => {
    const parsed = parseEvent(event.type, event.data);
    return { id: randomUUID(), type: parsed.type, data: parsed.data, metadata: metadataOf(orgId, day(0)) };
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
