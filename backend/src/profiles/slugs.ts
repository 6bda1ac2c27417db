import type { EventMetadata } from '@scout/contracts/platform/events';
import { slugify } from '@scout/contracts/platform/slug';
import { profileSlugStream, savedProfileStream } from '@scout/contracts/platform/streams';
import { PROFILE_SLUG_MAX, type ProfileEvent } from '@scout/contracts/profiles';
import { parseEvent } from '@scout/contracts/events';
import type { AppContext } from '../runtime/context';
import { handleCommand } from '@scout/platform/commandHandler';
import { fold } from '@scout/platform/decider';
import { ConflictError } from '@scout/platform/errors';
import { savedProfileDecider } from './savedProfile';
import { slugReservationDecider } from './slugReservation';

/**
 * Slugs are reserved (one stream per slug) before a profile takes them and released after it
 * leaves them, so no two profiles of any organisations share a public address.
 */

/** Reserves the slug for the profile (409 Conflict when another profile holds it); idempotent for its holder. */
export async function reserveSlug(ctx: AppContext, metadata: EventMetadata, slug: string, profileId: string, orgId: string): Promise<void> {
  await handleCommand(
    ctx.eventStore,
    slugReservationDecider,
    profileSlugStream(slug),
    { type: 'ReserveSlug', slug, profileId, orgId },
    metadata,
  );
}

/** Releases the slug unless the profile still goes by it (a command that failed after reserving, a concurrent change). */
export async function releaseSlugUnlessUsed(ctx: AppContext, metadata: EventMetadata, slug: string, profileId: string): Promise<void> {
  if ((await currentSlugOf(ctx, profileId)) === slug) return;
  await handleCommand(ctx.eventStore, slugReservationDecider, profileSlugStream(slug), { type: 'ReleaseSlug', slug, profileId }, metadata);
}

async function currentSlugOf(ctx: AppContext, profileId: string): Promise<string | null> {
  const history = (await ctx.eventStore.readStream(savedProfileStream(profileId))).map((e) => parseEvent(e.type, e.data) as ProfileEvent);
  const state = fold(savedProfileDecider, history);
  return state.status === 'saved' ? state.slug : null;
}

/**
 * The slug a newly saved profile gets: `username-platform`, or with a short part of the profile's
 * id when another profile (of any organisation) has that one already.
 */
export async function reserveDefaultSlug(
  ctx: AppContext,
  metadata: EventMetadata,
  profile: { profileId: string; orgId: string; platform: string; username: string },
): Promise<string> {
  const idPart = profile.profileId.replaceAll('-', '');
  const base = slugify(`${profile.username} ${profile.platform}`)
    .slice(0, PROFILE_SLUG_MAX - idPart.length - 1)
    .replace(/-+$/, '');
  for (const slug of [base, `${base}-${idPart.slice(0, 6)}`, `${base}-${idPart}`]) {
    try {
      await reserveSlug(ctx, metadata, slug, profile.profileId, profile.orgId);
      return slug;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  throw new ConflictError('No free address for this profile, please try again');
}

/** The profile a slug points at, if any. */
export async function slugHolder(ctx: AppContext, slug: string): Promise<{ profileId: string; orgId: string } | null> {
  const last = (await ctx.eventStore.readStream(profileSlugStream(slug))).at(-1);
  if (!last) return null;
  const event = parseEvent(last.type, last.data);
  return event.type === 'ProfileSlugReserved' ? { profileId: event.data.profileId, orgId: event.data.orgId } : null;
}
