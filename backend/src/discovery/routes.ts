import type { Router } from 'express';
import type { ProfileBankResponse } from '@scout/contracts/discovery/profileBank';
import { discoveryRoutes } from '@scout/contracts/discovery/routes';
import { principalOf } from '../accounts/principal';
import { requireVerifiedEmail } from '../accounts/requireVerifiedEmail';
import { accessGuard } from '../accounts/routeAccess';
import { sendBlobDownload } from '@scout/platform/blobs/download';
import type { AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { discover } from './discover';
import { explainSearch } from './explain';
import { lookalikes } from './lookalikes';
import { getSearchExport, requestSearchExport, searchExportFile, viewOf } from './searchExport';
import { unlockContacts } from './unlock';
import { discoverProfileOf, uniqueByHandle, unlockedFor } from './views';

/**
 * Discovery over the profile bank (spec sections 3, 4 and 7). Who may do what (permissions.ts):
 * - searching (discover), unlocking contacts and search exports spend the organisation's search
 *   credits, so they need `profiles:write`: owner, admin, member and API keys, not guests (read-only);
 * - browsing the bank, its filter values, explaining a search's counts and lookalikes spend nothing: `profiles:read`, guests
 *   included, but a guest never sees the organisation's unlocked contacts, and lookalikes of a
 *   saved profile only from the profiles shared with them.
 */
export function mountDiscovery(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(discoveryRoutes.discover, async ({ body }, req, res) => {
    res.json(await discover(ctx, req, principalOf(res), body));
  });

  route(discoveryRoutes.explain, async ({ body: { filter } }, _req, res) => {
    res.json(await explainSearch(ctx.bank, filter));
  });

  route(discoveryRoutes.bank, async ({ query: { page, limit, platform } }, _req, res) => {
    const principal = principalOf(res);
    const found = await ctx.bank.list(platform, { offset: (page - 1) * limit, limit });
    const unlocked = await unlockedFor(ctx, principal);
    const body: ProfileBankResponse = {
      profiles: uniqueByHandle(found.entries).map((entry) => discoverProfileOf(entry, unlocked)),
      currentPage: page,
      totalPages: Math.ceil(found.total / limit),
      total: found.total,
    };
    res.json(body);
  });

  route(discoveryRoutes.bankMeta, async (_input, _req, res) => {
    res.json(await ctx.bank.meta());
  });

  route(discoveryRoutes.lookalikes, async ({ query }, _req, res) => {
    res.json(await lookalikes(ctx, principalOf(res), query));
  });

  route(discoveryRoutes.unlockContacts, async ({ body: { profileBankIds } }, req, res) => {
    res.json(await unlockContacts(ctx, req, principalOf(res), profileBankIds));
  });

  route(
    discoveryRoutes.requestExport,
    async ({ body }, req, res) => {
      const view = await requestSearchExport(ctx, req, principalOf(res), body);
      res.status(202).json({ exportId: view._id, status: view.status, export: view });
    },
    { require: [requireVerifiedEmail(ctx)] },
  );

  route(discoveryRoutes.export, async ({ params: { exportId } }, _req, res) => {
    res.json(viewOf(await getSearchExport(ctx, principalOf(res).orgId, exportId)));
  });

  route(discoveryRoutes.downloadExport, async ({ params: { exportId } }, _req, res) => {
    const { blob, fileName } = await searchExportFile(ctx, principalOf(res).orgId, exportId);
    sendBlobDownload(res, blob, fileName);
  });
}
