import type { Router } from 'express';
import type { CreatorContentResponse, PublicContentView } from '@scout/contracts/content';
import { contentRoutes } from '@scout/contracts/content/routes';
import { routeMounter } from '@scout/platform/http/route';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { sharedProfile } from '../profiles/publicRoutes';
import { pageOfContents, publicContentView } from './queries';

/**
 * `GET /misc/content/username` and `/all` without login: the stored content of a creator whose
 * profile is shared publicly, named by its public slug. Anonymous callers never make Scout ask the
 * provider, so both answer what is stored, newest first. Not shared, or a handle that is not the
 * slug's: 404.
 */
export function mountPublicContent(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));
  for (const publicRoute of [contentRoutes.publicOfCreator, contentRoutes.publicAllOfCreator]) {
    route(publicRoute, async ({ query: { slug, username, platform, page, limit } }, _req, res) => {
      const profile = await sharedProfile(ctx, slug);
      if ((username && username !== profile.username) || (platform && platform !== profile.platform))
        throw new NotFoundError('Profile not found');
      const body: CreatorContentResponse<PublicContentView> = {
        ...(await pageOfContents(
          ctx,
          profile.orgId,
          { profileId: profile._id },
          { page, limit, sort: [['publishedAt', -1]] },
          publicContentView,
        )),
        profile: { _id: profile._id, platform: profile.platform, username: profile.username },
        outcome: null,
      };
      res.json(body);
    });
  }
}
