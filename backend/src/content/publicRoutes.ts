import type { Router } from 'express';
import { publicContentQuerySchema, type CreatorContentResponse, type PublicContentView } from '@scout/contracts/content';
import { parseStrictQuery } from '@scout/platform/http/strictInput';
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
  for (const path of ['/misc/content/username', '/misc/content/all']) {
    router.get(path, async (req, res) => {
      const { slug, username, platform, page, limit } = parseStrictQuery(req, publicContentQuerySchema);
      const profile = await sharedProfile(ctx, slug);
      if ((username && username !== profile.username) || (platform && platform !== profile.platform)) throw new NotFoundError('Profile not found');
      const body: CreatorContentResponse<PublicContentView> = {
        ...(await pageOfContents(ctx, profile.orgId, { profileId: profile._id }, { page, limit, sort: [['publishedAt', -1]] }, publicContentView)),
        profile: { _id: profile._id, platform: profile.platform, username: profile.username },
        outcome: null,
      };
      res.json(body);
    });
  }
}
