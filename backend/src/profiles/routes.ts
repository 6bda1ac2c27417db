import type { Router } from 'express';
import { profileRoutes } from '@scout/contracts/profiles/routes';
import { NotFoundError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { releaseProfile } from '../billing/planUsageService';
import { execute, type AppContext } from '../runtime/context';
import { getProfileAnalytics, getProfileWithAnalytics } from './analyticsQueries';
import { mountProfileChanges } from './changeRoutes';
import { profileIdOnly } from './profileIdOnly';
import { mountPublicProfiles } from './publicRoutes';
import { saveProfile } from './saveProfile';
import { mountProviderProfiles } from './providerRoutes';
import { getProfile, getProfileDoc, getProfileDocBySlug, listProfilePicker, listProfiles, profileView } from './queries';
import { savedProfileDecider } from './savedProfile';
import { releaseSlugUnlessUsed } from './slugs';
import { visibleProfileIds } from './visibility';
import { savedProfileStream } from '@scout/contracts/platform/streams';

export { savedProfileId } from './saveProfile';
export { savedProfileStream };

export function mountProfiles(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(profileRoutes.save, async ({ body: { platform, username } }, req, res) => {
    const principal = principalOf(res);
    const metadata = metadataFor(ctx, req, principal);
    const profileId = await saveProfile(ctx, metadata, principal.orgId, platform, username, { observe: true });
    res.status(201).json({ profile: await getProfile(ctx, principal.orgId, profileId) });
  });

  route(profileRoutes.list, async ({ query }, _req, res) => {
    const principal = principalOf(res);
    const listIds = await ctx.profileHooks.profileIdsInLists(ctx, principal, { listId: query.listId, listSlug: query.listSlug });
    res.json(await listProfiles(ctx, principal.orgId, query, await visibleProfileIds(ctx, principal), listIds));
  });

  route(profileRoutes.all, async (_input, _req, res) => {
    const principal = principalOf(res);
    res.json(await listProfilePicker(ctx, principal.orgId, await visibleProfileIds(ctx, principal)));
  });

  route(profileRoutes.bySlug, async ({ params: { slug } }, _req, res) => {
    const principal = principalOf(res);
    const profile = await getProfileDocBySlug(ctx, principal.orgId, slug, await visibleProfileIds(ctx, principal));
    res.json({ profile: profileView(profile), analytics: await getProfileAnalytics(ctx, principal.orgId, profile._id, profile) });
  });

  route(
    profileRoutes.get,
    async ({ params: { id }, query: { platform } }, _req, res) => {
      const principal = principalOf(res);
      // Both documents by key at once; the analytics are answered only when the profile is visible.
      const answer = await getProfileWithAnalytics(ctx, principal.orgId, id, await visibleProfileIds(ctx, principal));
      if (platform !== undefined && answer.profile.platform !== platform) throw new NotFoundError('Profile not found');
      res.json(answer);
    },
    { match: [profileIdOnly] },
  );

  mountProfileChanges(router, ctx);
  mountProviderProfiles(router, ctx);

  route(profileRoutes.delete, async ({ query: { profileId } }, req, res) => {
    const principal = principalOf(res);
    // Another organisation's id is simply not found here, before any stream is touched.
    const { slug } = await getProfileDoc(ctx, principal.orgId, profileId);
    const metadata = metadataFor(ctx, req, principal);
    await execute(
      ctx,
      savedProfileDecider,
      savedProfileStream(profileId),
      { type: 'RemoveProfile', now: ctx.clock().toISOString() },
      metadata,
    );
    await releaseSlugUnlessUsed(ctx, metadata, slug, profileId);
    await releaseProfile(ctx, principal.orgId, profileId, metadata);
    await ctx.profileHooks.profileRemoved(ctx, metadata, principal.orgId, profileId);
    res.json({ deleted: true, profileId });
  });

  mountPublicProfiles(router, ctx);
}
