import type { EventMetadata } from '@scout/contracts/platform/events';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { assertCanSaveProfile } from '../billing/profileLimit';
import { execute, type AppContext } from '../platform/context';
import { uuidFromName } from '../platform/ids';
import { savedProfileDecider } from './savedProfile';
import { releaseSlugUnlessUsed, reserveDefaultSlug } from './slugs';

/** Profile ids are derived from the organisation and the handle, so one handle is one stream. */
export const savedProfileId = (orgId: string, platform: string, username: string) => uuidFromName('savedProfile', orgId, platform, username);

/**
 * Saves a creator for the organisation (platform and username already normalised): 423 PlanLimit
 * past the plan's profiles, 409 Conflict when saved already. Answers the profile's id.
 */
export async function saveProfile(ctx: AppContext, metadata: EventMetadata, orgId: string, platform: string, username: string): Promise<string> {
  const profileId = savedProfileId(orgId, platform, username);
  await assertCanSaveProfile(ctx, orgId, profileId);
  const slug = await reserveDefaultSlug(ctx, metadata, { profileId, orgId, platform, username });
  try {
    await execute(
      ctx,
      savedProfileDecider,
      savedProfileStream(profileId),
      { type: 'SaveProfile', profileId, platform, username, slug, now: ctx.clock().toISOString() },
      metadata,
    );
  } catch (error) {
    await releaseSlugUnlessUsed(ctx, metadata, slug, profileId);
    throw error;
  }
  return profileId;
}
