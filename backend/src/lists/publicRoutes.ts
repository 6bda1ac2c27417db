import type { Router } from 'express';
import { publicListProfilesQuerySchema, sharedListIdParamsSchema, sharedProfileParamsSchema } from '@scout/contracts/lists';
import type { AppContext } from '../platform/context';
import { parseParams, parseQuery } from '../platform/http/validate';
import { sharedListHeader, sharedListProfile, sharedListProfiles } from './publicQueries';

/**
 * Shared lists, without login, by the list's share id:
 * `/misc/sharedlist/{shareId}` (name and count), `/misc/socialProfile/shared/{shareId}` (its profiles,
 * paged, with public query parameters only), `/misc/socialProfile/shared/{shareId}/{platform}/{username}` (one of them).
 */
export function mountPublicLists(router: Router, ctx: AppContext): void {
  router.get('/misc/sharedlist/:id', async (req, res) => {
    const { id } = parseParams(req, sharedListIdParamsSchema);
    res.json(await sharedListHeader(ctx, id));
  });

  router.get('/misc/socialProfile/shared/:id', async (req, res) => {
    const { id } = parseParams(req, sharedListIdParamsSchema);
    res.json(await sharedListProfiles(ctx, id, parseQuery(req, publicListProfilesQuerySchema)));
  });

  router.get('/misc/socialProfile/shared/:id/:platform/:username', async (req, res) => {
    const { id, platform, username } = parseParams(req, sharedProfileParamsSchema);
    res.json(await sharedListProfile(ctx, id, platform, username));
  });
}
