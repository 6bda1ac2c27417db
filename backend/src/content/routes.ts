import type { Router } from 'express';
import {
  addContentToListRequestSchema,
  contentIdParamsSchema,
  creatorContentQuerySchema,
  deleteContentRequestSchema,
  listContentsQuerySchema,
  setLiveTrackRequestSchema,
  type CreatorContentResponse,
} from '@scout/contracts/content';
import { contentStream } from '@scout/contracts/platform/streams';
import { allow, metadataFor, principalOf } from '../accounts/principal';
import { parseStrict, parseStrictBody, parseStrictQuery } from '@scout/platform/http/strictInput';
import { execute, type AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { observeSavedProfile } from '../profiles/observe';
import { getProfileDoc } from '../profiles/queries';
import { savedProfileId } from '../profiles/saveProfile';
import { visibleProfileIds } from '../profiles/visibility';
import { noParametersSchema } from '@scout/contracts/platform/noParameters';
import { contentDecider } from './contentItem';
import { mountPublicContent } from './publicRoutes';
import { contents, contentView, getContentDoc, listContents, pageOfContents } from './queries';
import { onContentItems } from './recordContent';

/** The content calls (spec "Profiles and content"); reads need `profiles:read`, changes `profiles:write`. */
export function mountContent(router: Router, ctx: AppContext): void {
  const read = allow(ctx, 'profiles:read');
  const write = allow(ctx, 'profiles:write');

  router.get('/customer/contents', read, async (req, res) => {
    const principal = principalOf(res);
    const query = parseStrictQuery(req, listContentsQuerySchema);
    res.json(await listContents(ctx, principal.orgId, query, await visibleProfileIds(ctx, principal)));
  });

  /** `username` asks the provider about the saved creator now and records what it shows; `all` reads what is stored. */
  for (const [path, askProvider] of [['/customer/content/username', true], ['/customer/content/all', false]] as const) {
    router.get(path, read, async (req, res) => {
      const principal = principalOf(res);
      const { username, platform, page, limit } = parseStrictQuery(req, creatorContentQuerySchema);
      const profile = await getProfileDoc(ctx, principal.orgId, savedProfileId(principal.orgId, platform, username), await visibleProfileIds(ctx, principal));
      const outcome = askProvider
        ? await observeSavedProfile(ctx, { profileId: profile._id, platform: profile.platform, username: profile.username }, metadataFor(ctx, req, principal))
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
  router.get('/customer/content/:id', read, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseStrict(contentIdParamsSchema, req.params);
    parseStrictQuery(req, noParametersSchema);
    const doc = await getContentDoc(ctx, principal.orgId, id);
    // A guest sees only the content of creators shared with them.
    const visible = await visibleProfileIds(ctx, principal);
    if (visible && !visible.includes(doc.profileId)) throw new NotFoundError('Content not found');
    res.json({ content: contentView(doc) });
  });

  // Before `/customer/content/:id`, which would otherwise take `addToList` for an id.
  router.put('/customer/content/addToList', write, async (req, res) => {
    const principal = principalOf(res);
    const { contentIds, listNames } = parseStrictBody(req, addContentToListRequestSchema);
    const ids = [...new Set(contentIds)];
    const found = await contents(ctx, principal.orgId).find({ filter: { _id: { $in: ids } } });
    // Any id that is not this organisation's: nothing is stored.
    if (found.length !== ids.length) throw new NotFoundError('Content not found');
    const now = ctx.clock().toISOString();
    await onContentItems(ctx, metadataFor(ctx, req, principal), ids.map((contentId) => ({ contentId, command: { type: 'AddToLists', listNames, now } })));
    const updated = await contents(ctx, principal.orgId).find({ filter: { _id: { $in: ids } }, sort: [['_id', 1]] });
    res.json({ contents: updated.map(contentView) });
  });

  router.put('/customer/content/:id', write, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseStrict(contentIdParamsSchema, req.params);
    const { liveTrack } = parseStrictBody(req, setLiveTrackRequestSchema);
    await getContentDoc(ctx, principal.orgId, id);
    const command = { type: 'SetLiveTracking', liveTrack, now: ctx.clock().toISOString() } as const;
    await execute(ctx, contentDecider, contentStream(id), command, metadataFor(ctx, req, principal));
    res.json({ content: contentView(await getContentDoc(ctx, principal.orgId, id)) });
  });

  router.delete('/customer/content', write, async (req, res) => {
    const principal = principalOf(res);
    const body: unknown = req.body;
    const { contentId } = parseStrict(deleteContentRequestSchema, { ...req.query, ...(body && typeof body === 'object' ? body : {}) });
    await getContentDoc(ctx, principal.orgId, contentId);
    const command = { type: 'RemoveContent', reason: 'user', now: ctx.clock().toISOString() } as const;
    await execute(ctx, contentDecider, contentStream(contentId), command, metadataFor(ctx, req, principal));
    res.json({ deleted: true, contentId });
  });

  mountPublicContent(router, ctx);
}
