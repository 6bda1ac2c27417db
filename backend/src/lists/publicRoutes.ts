import type { Router } from 'express';
import { listRoutes } from '@scout/contracts/lists/routes';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { sharedListHeader, sharedListProfile, sharedListProfiles } from './publicQueries';

/**
 * Shared lists, without login, by the list's share id:
 * `/misc/sharedlist/{shareId}` (name and count), `/misc/socialProfile/shared/{shareId}` (its profiles,
 * paged, with public query parameters only), `/misc/socialProfile/shared/{shareId}/{platform}/{username}` (one of them).
 */
export function mountPublicLists(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(listRoutes.shared, async ({ params: { id } }, _req, res) => {
    res.json(await sharedListHeader(ctx, id));
  });

  route(listRoutes.sharedProfiles, async ({ params: { id }, query }, _req, res) => {
    res.json(await sharedListProfiles(ctx, id, query));
  });

  route(listRoutes.sharedProfile, async ({ params: { id, platform, username } }, _req, res) => {
    res.json(await sharedListProfile(ctx, id, platform, username));
  });
}
