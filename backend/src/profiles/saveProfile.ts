import type { EventMetadata } from '@scout/contracts/platform/events';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { assertCanSaveProfile } from '../billing/profileLimit';
import { execute, type AppContext } from '../runtime/context';
import { inSequence } from '@scout/platform/decider';
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

/**
 * Saves a creator for the organisation (platform and username already normalised): 423 PlanLimit
 * past the plan's profiles, 409 Conflict when saved already. With `observe`, also asks the provider
 * about the creator and records its answer (see observeSavedProfile). Answers the profile's id.
 */
export async function saveProfile(
  ctx: AppContext,
  metadata: EventMetadata,
  orgId: string,
  platform: string,
  username: string,
  { observe = false }: { observe?: boolean } = {},
): Promise<string> {
  const profileId = savedProfileId(orgId, platform, username);
  const savedAlready = await assertCanSaveProfile(ctx, orgId, profileId);
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
    if (observe && !savedAlready) {
      const { command } = await askProvider(ctx, platform, username, 'provider');
      await execute(ctx, savedAndObservedDecider, stream, [save, command], metadata);
      firstSnapshot = command.snapshot;
    } else {
      // A profile saved already is refused here, before the provider is asked.
      await execute(ctx, savedProfileDecider, stream, save, metadata);
      if (observe) await observeSavedProfile(ctx, { profileId, platform, username }, metadata);
    }
  } catch (error) {
    await releaseSlugUnlessUsed(ctx, metadata, slug, profileId);
    throw error;
  }
  if (firstSnapshot) await ctx.profileHooks.snapshotObserved(ctx, metadata, { profileId, platform, username }, firstSnapshot);
  return profileId;
}
