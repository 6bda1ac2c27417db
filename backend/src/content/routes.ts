import type { Router } from 'express';
import { contentRoutes } from '@scout/contracts/content/routes';
import type { CreatorContentResponse } from '@scout/contracts/content';
import type { ContentRefreshAnswer } from '@scout/contracts/content/answers';
import { contentStream } from '@scout/contracts/platform/streams';
import { NotFoundError, ValidationError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { execute, type AppContext } from '../runtime/context';
import { observeSavedProfile } from '../profiles/observe';
import { getProfileDoc } from '../profiles/queries';
import { savedProfileId } from '../profiles/saveProfile';
import { visibleProfileIds } from '../profiles/visibility';
import { contentDecider } from './contentItem';
import { lookUpContent } from './liveTracking';
import { mountPublicContent } from './publicRoutes';
import { contents, contentView, getContentDoc, listContents, pageOfContents } from './queries';
import { onContentItems } from './recordContent';

/** The content calls (spec "Profiles and content"); reads need `profiles:read`, changes `profiles:write`. */
export function mountContent(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(contentRoutes.list, async ({ query }, _req, res) => {
    const principal = principalOf(res);
    res.json(await listContents(ctx, principal.orgId, query, await visibleProfileIds(ctx, principal)));
  });

  /** `username` asks the provider about the saved creator now and records what it shows; `all` reads what is stored. */
  for (const [creatorRoute, askProvider] of [
    [contentRoutes.ofCreator, true],
    [contentRoutes.allOfCreator, false],
  ] as const) {
    route(creatorRoute, async ({ query: { username, platform, page, limit } }, req, res) => {
      const principal = principalOf(res);
      const profile = await getProfileDoc(
        ctx,
        principal.orgId,
        savedProfileId(principal.orgId, platform, username),
        await visibleProfileIds(ctx, principal),
      );
      const outcome = askProvider
        ? await observeSavedProfile(
            ctx,
            { profileId: profile._id, platform: profile.platform, username: profile.username },
            metadataFor(ctx, req, principal),
          )
        : null;
      const sort = [['publishedAt', -1]] as const;
      const body: CreatorContentResponse = {
        ...(await pageOfContents(ctx, principal.orgId, { profileId: profile._id }, { page, limit, sort }, contentView)),
        profile: { _id: profile._id, platform: profile.platform, username: profile.username },
        outcome,
      };
      res.json(body);
    });
  }

  // After the creator's `username` and `all`, which its `:id` would otherwise take.
  route(contentRoutes.get, async ({ params: { id } }, _req, res) => {
    const principal = principalOf(res);
    const doc = await getContentDoc(ctx, principal.orgId, id);
    // A guest sees only the content of creators shared with them.
    const visible = await visibleProfileIds(ctx, principal);
    if (visible && !visible.includes(doc.profileId)) throw new NotFoundError('Content not found');
    res.json({ content: contentView(doc) });
  });

  // Before `/customer/content/:id`, which would otherwise take `addToList` for an id.
  route(contentRoutes.addToList, async ({ body: { contentIds, listNames } }, req, res) => {
    const principal = principalOf(res);
    const ids = [...new Set(contentIds)];
    const found = await contents(ctx, principal.orgId).find({ filter: { _id: { $in: ids } } });
    // Any id that is not this organisation's: nothing is stored.
    if (found.length !== ids.length) throw new NotFoundError('Content not found');
    const now = ctx.clock().toISOString();
    await onContentItems(
      ctx,
      metadataFor(ctx, req, principal),
      ids.map((contentId) => ({ contentId, command: { type: 'AddToLists', listNames, now } })),
    );
    const updated = await contents(ctx, principal.orgId).find({ filter: { _id: { $in: ids } }, sort: [['_id', 1]] });
    res.json({ contents: updated.map(contentView) });
  });

  route(contentRoutes.setLiveTrack, async ({ params: { id }, body: { liveTrack } }, req, res) => {
    const principal = principalOf(res);
    await getContentDoc(ctx, principal.orgId, id);
    const command = { type: 'SetLiveTracking', liveTrack, now: ctx.clock().toISOString() } as const;
    await execute(ctx, contentDecider, contentStream(id), command, metadataFor(ctx, req, principal));
    res.json({ content: contentView(await getContentDoc(ctx, principal.orgId, id)) });
  });

  /** The content page's "Refresh counts": this item looked up now, recorded as live tracking records it (a refresh event even when nothing changed). */
  route(contentRoutes.refresh, async ({ params: { id } }, req, res) => {
    const principal = principalOf(res);
    const doc = await getContentDoc(ctx, principal.orgId, id);
    const result = await lookUpContent(ctx, doc);
    const command = { type: 'RefreshContent', result, now: ctx.clock().toISOString() } as const;
    await execute(ctx, contentDecider, contentStream(id), command, metadataFor(ctx, req, principal));
    const body: ContentRefreshAnswer = {
      content: contentView(await getContentDoc(ctx, principal.orgId, id)),
      outcome: result.ok ? 'refreshed' : result.reason,
    };
    res.json(body);
  });

  route(contentRoutes.delete, async ({ query, body }, req, res) => {
    const principal = principalOf(res);
    const contentId = body.contentId ?? query.contentId;
    if (!contentId) throw new ValidationError('contentId: Required', [{ path: 'contentId', message: 'Required' }]);
    await getContentDoc(ctx, principal.orgId, contentId);
    const command = { type: 'RemoveContent', reason: 'user', now: ctx.clock().toISOString() } as const;
    await execute(ctx, contentDecider, contentStream(contentId), command, metadataFor(ctx, req, principal));
    res.json({ deleted: true, contentId });
  });

  mountPublicContent(router, ctx);
}
