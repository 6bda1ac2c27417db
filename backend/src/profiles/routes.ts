import type { Router } from 'express';
import {
  deleteProfileQuerySchema,
  listProfilesQuerySchema,
  profileIdParamsSchema,
  saveProfileRequestSchema,
  updateProfileRequestSchema,
} from '@scout/contracts/profiles';
import { allow, metadataFor, principalOf } from '../accounts/principal';
import { execute, type AppContext } from '../platform/context';
import { parseBody, parseParams, parseQuery } from '../platform/http/validate';
import { uuidFromName } from '../platform/ids';
import { assertCanSaveProfile } from '../billing/profileLimit';
import { getProfile, listProfiles } from './queries';
import { savedProfileDecider } from './savedProfile';
import { visibleProfileIds } from './visibility';
import { savedProfileStream } from '@scout/contracts/platform/streams';

/** Profile ids are derived from the organisation and the handle, so one handle is one stream. */
export const savedProfileId = (orgId: string, platform: string, username: string) =>
  uuidFromName('savedProfile', orgId, platform, username);
export { savedProfileStream };

export function mountProfiles(router: Router, ctx: AppContext): void {
  const read = allow(ctx, 'profiles:read');
  const write = allow(ctx, 'profiles:write');

  router.post('/customer/socialProfile', write, async (req, res) => {
    const principal = principalOf(res);
    const { platform, username } = parseBody(req, saveProfileRequestSchema);
    const profileId = savedProfileId(principal.orgId, platform, username);
    await assertCanSaveProfile(ctx, principal.orgId, profileId);
    await execute(
      ctx,
      savedProfileDecider,
      savedProfileStream(profileId),
      { type: 'SaveProfile', profileId, platform, username, now: ctx.clock().toISOString() },
      metadataFor(ctx, req, principal),
    );
    res.status(201).json({ profile: await getProfile(ctx, principal.orgId, profileId) });
  });

  router.get('/customer/socialProfiles', read, async (req, res) => {
    const principal = principalOf(res);
    const query = parseQuery(req, listProfilesQuerySchema);
    res.json(await listProfiles(ctx, principal.orgId, query, await visibleProfileIds(ctx, principal)));
  });

  router.get('/customer/socialProfile/:id', read, async (req, res) => {
    const { id } = parseParams(req, profileIdParamsSchema);
    const principal = principalOf(res);
    res.json({ profile: await getProfile(ctx, principal.orgId, id, await visibleProfileIds(ctx, principal)) });
  });

  router.put('/customer/socialProfile/:id', write, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, profileIdParamsSchema);
    const body = parseBody(req, updateProfileRequestSchema);
    await getProfile(ctx, principal.orgId, id);
    const now = ctx.clock().toISOString();
    await execute(
      ctx,
      savedProfileDecider,
      savedProfileStream(id),
      { type: 'SetFavourite', favourite: body.favourite, now },
      metadataFor(ctx, req, principal),
    );
    res.json({ profile: await getProfile(ctx, principal.orgId, id) });
  });

  router.delete('/customer/socialProfile', write, async (req, res) => {
    const principal = principalOf(res);
    const { profileId } = parseQuery(req, deleteProfileQuerySchema);
    // Another organisation's id is simply not found here, before any stream is touched.
    await getProfile(ctx, principal.orgId, profileId);
    await execute(
      ctx,
      savedProfileDecider,
      savedProfileStream(profileId),
      { type: 'RemoveProfile', now: ctx.clock().toISOString() },
      metadataFor(ctx, req, principal),
    );
    res.json({ deleted: true, profileId });
  });
}
