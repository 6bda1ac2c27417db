import type { EventMetadata } from '@scout/contracts/platform/events';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import type { ObservationOutcome } from '@scout/contracts/profiles/providerRequests';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { execute, type AppContext } from '../runtime/context';
import { ServiceUnavailableError } from '@scout/platform/errors';
import { profileDataDecider, type ProfileDataCommand, type ProfileDataSource } from './profileData';
import { getProfileDoc } from './queries';

/**
 * Asks the provider about a saved profile of the organisation and records the answer: statistics,
 * or "no data" because the creator is unknown or the provider failed. 404 for another
 * organisation's profile. Used by `enrich`; see `observeSavedProfile` for callers that hold the handle.
 */
export async function observeProfile(
  ctx: AppContext,
  orgId: string,
  profileId: string,
  metadata: EventMetadata,
  source: ProfileDataSource = 'provider',
): Promise<ObservationOutcome> {
  const { platform, username } = await getProfileDoc(ctx, orgId, profileId);
  return observeSavedProfile(ctx, { profileId, platform, username }, metadata, source);
}

/**
 * The same for a saved profile whose handle the caller holds already, so the read model is not read
 * again: saving a handle the read model shows saved already, the content routes and the live-tracking
 * refresh, which has the handle from the page it reads.
 */
export async function observeSavedProfile(
  ctx: AppContext,
  { profileId, platform, username }: { profileId: string; platform: string; username: string },
  metadata: EventMetadata,
  source: ProfileDataSource = 'provider',
): Promise<ObservationOutcome> {
  const { command, outcome } = await askProvider(ctx, platform, username, source);
  const { state } = await execute(ctx, profileDataDecider, savedProfileStream(profileId), command, metadata);
  if (command.snapshot) {
    const first = state.status === 'saved' && state.observations === 1;
    await ctx.profileHooks.snapshotObserved(ctx, metadata, { profileId, platform, username }, command.snapshot, { first });
  }
  return outcome;
}

/** Asks the provider about a creator: the command that records its answer, and how it went. */
export async function askProvider(
  ctx: AppContext,
  platform: string,
  username: string,
  source: ProfileDataSource,
): Promise<{ command: Extract<ProfileDataCommand, { type: 'RecordObservation' }>; outcome: ObservationOutcome }> {
  let snapshot: ProfileSnapshot | null = null;
  let outcome: ObservationOutcome;
  try {
    snapshot = await ctx.socialData.lookup(platform, username);
    outcome = snapshot ? 'observed' : 'unknown';
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError)) throw error;
    outcome = 'provider_error';
  }
  const reason = outcome === 'provider_error' ? 'provider_error' : 'unknown';
  return { command: { type: 'RecordObservation', snapshot, reason, source, now: ctx.clock().toISOString() }, outcome };
}
