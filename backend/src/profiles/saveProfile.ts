import type { EventMetadata } from '@scout/contracts/platform/events';
import { platformName } from '@scout/contracts/profiles/constants';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { reserveProfile } from '../billing/planUsageService';
import { savedProfilesCollection } from '@scout/projections/profiles/savedProfiles';
import { execute, type AppContext } from '../runtime/context';
import { inSequence } from '@scout/platform/decider';
import { NotFoundError } from '@scout/platform/errors';
import { uuidFromName } from '@scout/platform/ids';
import { newShareKey } from './shareKey';
import { askProvider, observeSavedProfile } from './observe';
import { profileDataDecider } from './profileData';
import { savedProfileDecider } from './savedProfile';
import { releaseSlugUnlessUsed, reserveDefaultSlug } from './slugs';

/** Profile ids are derived from the organisation and the handle, so one handle is one stream. */
export const savedProfileId = (orgId: string, platform: string, username: string) =>
  uuidFromName('savedProfile', orgId, platform, username);

/** Saving a profile and recording the provider's first answer about it, appended together. */
const savedAndObservedDecider = inSequence(savedProfileDecider, profileDataDecider);

/** 404 for a creator the provider answered it does not know: nothing of it is stored. */
export class UnknownCreatorError extends NotFoundError {
  constructor(platform: string, username: string) {
    super(`No ${platformName(platform)} account named @${username} was found`);
  }
}

export interface SaveProfileOptions {
  /** Ask the provider about the creator and record its answer with the save. */
  observe?: boolean;
  /** With `observe`: save a creator the provider does not know, without data, instead of refusing it. */
  keepUnknown?: boolean;
}

/**
 * Saves a creator for the organisation (platform and username already normalised): 423 PlanLimit
 * past the plan's profiles, 409 Conflict when saved already. With `observe`, asks the provider about
 * the creator before anything is reserved or appended and records its answer with the save (see
 * observeSavedProfile): a creator it does not know is refused with UnknownCreatorError unless
 * `keepUnknown`. Answers the profile's id.
 */
export async function saveProfile(
  ctx: AppContext,
  metadata: EventMetadata,
  orgId: string,
  platform: string,
  username: string,
  { observe = false, keepUnknown = false }: SaveProfileOptions = {},
): Promise<string> {
  const profileId = savedProfileId(orgId, platform, username);
  const isSaved = async () => (await ctx.readStore.tenant(savedProfilesCollection).forOrg(orgId).get(profileId)) !== null;
  // Reserved before the provider is asked; a profile saved already holds its place (and answers its own 409).
  const [savedAlready, giveBack] = await Promise.all([isSaved(), reserveProfile(ctx, orgId, profileId, metadata)]);
  let firstSnapshot: ProfileSnapshot | null;
  try {
    firstSnapshot = await saveReserved(ctx, metadata, { orgId, profileId, platform, username, savedAlready }, { observe, keepUnknown });
  } catch (error) {
    // A parallel save of the same creator that won keeps the place.
    if (!(await isSaved())) await giveBack();
    throw error;
  }
  if (firstSnapshot)
    await ctx.profileHooks.snapshotObserved(ctx, metadata, { profileId, platform, username }, firstSnapshot, { first: true });
  return profileId;
}

/** Saves the creator whose place is reserved; answers the provider's first snapshot recorded with the save, if any. */
async function saveReserved(
  ctx: AppContext,
  metadata: EventMetadata,
  {
    orgId,
    profileId,
    platform,
    username,
    savedAlready,
  }: { orgId: string; profileId: string; platform: string; username: string; savedAlready: boolean },
  { observe, keepUnknown }: Required<SaveProfileOptions>,
): Promise<ProfileSnapshot | null> {
  const answer = observe && !savedAlready ? await askProvider(ctx, platform, username, 'provider') : null;
  // A provider outage ('provider_error') is no answer about the creator: it is saved, and its data arrives on a later refresh.
  if (answer?.outcome === 'unknown' && !keepUnknown) throw new UnknownCreatorError(platform, username);
  const slug = await reserveDefaultSlug(ctx, metadata, { profileId, orgId, platform, username });
  const stream = savedProfileStream(profileId);
  const save = {
    type: 'SaveProfile',
    profileId,
    platform,
    username,
    slug,
    shareKey: newShareKey(),
    now: ctx.clock().toISOString(),
  } as const;
  let firstSnapshot: ProfileSnapshot | null = null;
  try {
    if (answer) {
      await execute(ctx, savedAndObservedDecider, stream, [save, answer.command], metadata, [savedProfilesCollection]);
      firstSnapshot = answer.command.snapshot;
    } else {
      // A profile saved already is refused here, before the provider is asked.
      await execute(ctx, savedProfileDecider, stream, save, metadata);
      if (observe) await observeSavedProfile(ctx, { profileId, platform, username }, metadata);
    }
  } catch (error) {
    await releaseSlugUnlessUsed(ctx, metadata, slug, profileId);
    throw error;
  }
  return firstSnapshot;
}
