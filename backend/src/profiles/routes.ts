import type { Router } from 'express';
import {
  deleteProfileQuerySchema,
  listProfilesQuerySchema,
  profileIdParamsSchema,
  profileSlugParamsSchema,
  saveProfileRequestSchema,
} from '@scout/contracts/profiles';
import { allow, metadataFor, principalOf } from '../accounts/principal';
import { execute, type AppContext } from '../runtime/context';
import { parseBody, parseParams, parseQuery } from '@scout/platform/http/validate';
import { getProfileAnalytics } from './analyticsQueries';
import { mountProfileChanges } from './changeRoutes';
import { profileIdOnly } from './profileIdOnly';
import { mountPublicProfiles } from './publicRoutes';
import { saveProfile } from './saveProfile';
import { mountProviderProfiles } from './providerRoutes';
import { getProfile, getProfileBySlug, getProfileDoc, listProfilePicker, listProfiles } from './queries';
import { savedProfileDecider } from './savedProfile';
import { releaseSlugUnlessUsed } from './slugs';
import { visibleProfileIds } from './visibility';
import { savedProfileStream } from '@scout/contracts/platform/streams';

export { savedProfileId } from './saveProfile';
export { savedProfileStream };

export function mountProfiles(router: Router, ctx: AppContext): void {
  const read = allow(ctx, 'profiles:read');
  const write = allow(ctx, 'profiles:write');

  router.post('/customer/socialProfile', write, async (req, res) => {
    const principal = principalOf(res);
    const { platform, username } = parseBody(req, saveProfileRequestSchema);
    const metadata = metadataFor(ctx, req, principal);
    const profileId = await saveProfile(ctx, metadata, principal.orgId, platform, username, { observe: true });
    res.status(201).json({ profile: await getProfile(ctx, principal.orgId, profileId) });
  });

  router.get('/customer/socialProfiles', read, async (req, res) => {
    const principal = principalOf(res);
    const query = parseQuery(req, listProfilesQuerySchema);
    const listIds = await ctx.profileHooks.profileIdsInLists(ctx, principal, { listId: query.listId, listSlug: query.listSlug });
    res.json(await listProfiles(ctx, principal.orgId, query, await visibleProfileIds(ctx, principal), listIds));
  });

  router.get('/customer/socialProfile/all', read, async (_req, res) => {
    const principal = principalOf(res);
    res.json(await listProfilePicker(ctx, principal.orgId, await visibleProfileIds(ctx, principal)));
  });

  router.get('/customer/socialProfile/slug/:slug', read, async (req, res) => {
    const { slug } = parseParams(req, profileSlugParamsSchema);
    const principal = principalOf(res);
    const profile = await getProfileBySlug(ctx, principal.orgId, slug, await visibleProfileIds(ctx, principal));
    res.json({ profile, analytics: await getProfileAnalytics(ctx, principal.orgId, profile._id) });
  });

  router.get('/customer/socialProfile/:id', profileIdOnly, read, async (req, res) => {
    const { id } = parseParams(req, profileIdParamsSchema);
    const principal = principalOf(res);
    // Both documents by key at once; the analytics are answered only when the profile is visible.
    const [profile, analytics] = await Promise.all([
      getProfile(ctx, principal.orgId, id, await visibleProfileIds(ctx, principal)),
      getProfileAnalytics(ctx, principal.orgId, id),
    ]);
    res.json({ profile, analytics });
  });

  mountProfileChanges(router, ctx);
  mountProviderProfiles(router, ctx);

  router.delete('/customer/socialProfile', write, async (req, res) => {
    const principal = principalOf(res);
    const { profileId } = parseQuery(req, deleteProfileQuerySchema);
    // Another organisation's id is simply not found here, before any stream is touched.
    const { slug } = await getProfileDoc(ctx, principal.orgId, profileId);
    const metadata = metadataFor(ctx, req, principal);
    await execute(ctx, savedProfileDecider, savedProfileStream(profileId), { type: 'RemoveProfile', now: ctx.clock().toISOString() }, metadata);
    await releaseSlugUnlessUsed(ctx, metadata, slug, profileId);
    await ctx.profileHooks.profileRemoved(ctx, metadata, principal.orgId, profileId);
    res.json({ deleted: true, profileId });
  });

  mountPublicProfiles(router, ctx);
}
