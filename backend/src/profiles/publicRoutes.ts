import type { Router } from 'express';
import { publicProfileAddressSchema, type PublicProfileResponse, type PublicProfileView } from '@scout/contracts/profiles';
import { organizationSettingsCollection, type OrganizationSettingsDoc } from '@scout/projections/accounts/organizationSettings';
import type { SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { getProfileAnalytics } from './analyticsQueries';
import { savedProfiles, shownFigureValues } from './queries';
import { slugHolder } from './slugs';

/** What anyone with the link may see: never the team's notes, contact, coupons, files, fields or activities. */
function publicView(doc: SavedProfileDoc): PublicProfileView {
  const { notes: _notes, ...info } = doc.info;
  const { platform, username, slug, fullName, imageUrl, followers, engagementRate, dataStatus, observedAt } = doc;
  return {
    platform,
    username,
    slug,
    fullName,
    imageUrl,
    followers,
    engagementRate,
    figures: shownFigureValues(doc),
    dataStatus,
    observedAt,
    info,
  };
}

/** Whether the organisation lets its saved profiles have public pages (on unless turned off in the settings). */
export async function publicProfilesAllowed(ctx: AppContext, orgId: string): Promise<boolean> {
  const settings = await ctx.readStore.global<OrganizationSettingsDoc>(organizationSettingsCollection).get(orgId);
  return settings?.accountConfig.publicProfiles !== false;
}

/** The public address of a shared profile, or undefined when it has none (no key, sharing off). */
export const publicAddressOf = (doc: Pick<SavedProfileDoc, 'slug' | 'shareKey' | 'disableShare'>): string | undefined =>
  doc.shareKey && !doc.disableShare ? `${doc.slug}-${doc.shareKey}` : undefined;

/**
 * The shared profile behind a public address (`<slug>-<shareKey>`). A bare slug, a wrong key,
 * a slug moved on, a removed or unshared profile, or an organisation with public profiles off: 404.
 */
export async function sharedProfile(ctx: AppContext, address: string): Promise<SavedProfileDoc> {
  const notFound = new NotFoundError('Profile not found');
  const parsed = publicProfileAddressSchema.safeParse(address);
  if (!parsed.success) throw notFound;
  const { slug } = parsed.data;
  const holder = await slugHolder(ctx, slug);
  const doc = holder && (await savedProfiles(ctx, holder.orgId).get(holder.profileId));
  if (!doc || doc.slug !== slug || publicAddressOf(doc) !== address || !(await publicProfilesAllowed(ctx, doc.orgId))) throw notFound;
  return doc;
}

/** Public pages without login (spec "Public calls"). */
export function mountPublicProfiles(router: Router, ctx: AppContext): void {
  // `:slug` as the spec names it, holding the public address `<slug>-<shareKey>`.
  router.get('/misc/socialProfile/:slug', async (req, res) => {
    // A malformed address (a bare slug included) is not found, like a wrong key.
    const doc = await sharedProfile(ctx, String(req.params.slug));
    const analytics = await getProfileAnalytics(ctx, doc.orgId, doc._id, doc);
    const body: PublicProfileResponse = { profile: publicView(doc), analytics: analytics && withoutOrg(analytics) };
    res.json(body);
  });
}

const withoutOrg = <T extends { orgId: string }>({ orgId: _orgId, ...rest }: T): Omit<T, 'orgId'> => rest;
