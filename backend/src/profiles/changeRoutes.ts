import type { Response, Router } from 'express';
import { profileRoutes } from '@scout/contracts/profiles/routes';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { getCustomField } from '../customFields/queries';
import { execute, type AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { applyProfileAction } from './profileActions';
import { profileDetailsDecider } from './profileDetails';
import { getProfile, getProfileDoc } from './queries';
import { profileIdOnly } from './profileIdOnly';
import { savedProfileDecider } from './savedProfile';
import { releaseSlugUnlessUsed, reserveSlug } from './slugs';

/**
 * Changes of one saved profile: the actions of `PUT /customer/socialProfile/{id}`, its slug, its
 * info and custom fields. Each answers `{ profile }`. (Creator connect lives in `../connect`.)
 * The organisation's profile is looked up first, so another organisation's id is not found
 * before any stream is touched.
 */
export function mountProfileChanges(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));
  const idOnly = { match: [profileIdOnly] };

  const answer = async (res: Response, orgId: string, profileId: string) => {
    res.json({ profile: await getProfile(ctx, orgId, profileId) });
  };

  route(
    profileRoutes.update,
    async ({ params: { id }, body: action }, req, res) => {
      const principal = principalOf(res);
      await getProfileDoc(ctx, principal.orgId, id);
      await applyProfileAction(ctx, id, action, metadataFor(ctx, req, principal));
      await answer(res, principal.orgId, id);
    },
    idOnly,
  );

  route(
    profileRoutes.changeSlug,
    async ({ params: { id }, body: { slug } }, req, res) => {
      const principal = principalOf(res);
      const previous = (await getProfileDoc(ctx, principal.orgId, id)).slug;
      if (slug !== previous) {
        const metadata = metadataFor(ctx, req, principal);
        await reserveSlug(ctx, metadata, slug, id, principal.orgId);
        try {
          await execute(
            ctx,
            savedProfileDecider,
            savedProfileStream(id),
            { type: 'ChangeSlug', slug, now: ctx.clock().toISOString() },
            metadata,
          );
        } finally {
          // Whichever of the two the profile does not go by now is free again.
          await releaseSlugUnlessUsed(ctx, metadata, previous, id);
          await releaseSlugUnlessUsed(ctx, metadata, slug, id);
        }
      }
      await answer(res, principal.orgId, id);
    },
    idOnly,
  );

  route(
    profileRoutes.updateInfo,
    async ({ params: { id }, body }, req, res) => {
      const principal = principalOf(res);
      await getProfileDoc(ctx, principal.orgId, id);
      const now = ctx.clock().toISOString();
      const metadata = metadataFor(ctx, req, principal);
      if (body.action === 'edit') {
        await execute(ctx, profileDetailsDecider, savedProfileStream(id), { type: 'EditInfo', info: body.info, now }, metadata);
      } else {
        const { type, options } = await getCustomField(ctx, principal.orgId, body.fieldId);
        await execute(
          ctx,
          profileDetailsDecider,
          savedProfileStream(id),
          { type: 'SetCustomField', fieldId: body.fieldId, value: body.value, field: { type, options }, now },
          metadata,
        );
      }
      await answer(res, principal.orgId, id);
    },
    idOnly,
  );
}
