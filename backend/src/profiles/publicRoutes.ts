import type { Router } from 'express';
import { profileSlugParamsSchema, type PublicProfileResponse, type PublicProfileView } from '@scout/contracts/profiles';
import type { SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';
import type { AppContext } from '../platform/context';
import { NotFoundError } from '../platform/errors';
import { parseParams } from '../platform/http/validate';
import { getProfileAnalytics } from './analyticsQueries';
import { savedProfiles } from './queries';
import { slugHolder } from './slugs';

/** What anyone with the link may see: never the team's notes, contact, coupons, files, fields or activities. */
function publicView(doc: SavedProfileDoc): PublicProfileView {
  const { notes: _notes, ...info } = doc.info;
  const { platform, username, slug, fullName, imageUrl, followers, engagementRate, dataStatus, observedAt } = doc;
  return { platform, username, slug, fullName, imageUrl, followers, engagementRate, dataStatus, observedAt, info };
}

/** The shared profile behind a public slug; unknown, moved on, removed or not shared: 404. */
export async function sharedProfile(ctx: AppContext, slug: string): Promise<SavedProfileDoc> {
  const holder = await slugHolder(ctx, slug);
  const doc = holder && (await savedProfiles(ctx, holder.orgId).get(holder.profileId));
  if (!doc || doc.slug !== slug || doc.disableShare) throw new NotFoundError('Profile not found');
  return doc;
}

/** Public pages without login (spec "Public calls"). */
export function mountPublicProfiles(router: Router, ctx: AppContext): void {
  router.get('/misc/socialProfile/:slug', async (req, res) => {
    const { slug } = parseParams(req, profileSlugParamsSchema);
    const doc = await sharedProfile(ctx, slug);
    const analytics = await getProfileAnalytics(ctx, doc.orgId, doc._id);
    const body: PublicProfileResponse = { profile: publicView(doc), analytics: analytics && withoutOrg(analytics) };
    res.json(body);
  });
}

const withoutOrg = <T extends { orgId: string }>({ orgId: _orgId, ...rest }: T): Omit<T, 'orgId'> => rest;
