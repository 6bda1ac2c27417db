import type { Router } from 'express';
import { searchExportIdParamsSchema, searchExportRequestSchema } from '@scout/contracts/discovery/exports';
import {
  profileBankMetaQuerySchema,
  profileBankQuerySchema,
  unlockContactsRequestSchema,
  type ProfileBankResponse,
} from '@scout/contracts/discovery/profileBank';
import { discoverRequestSchema, lookalikesQuerySchema } from '@scout/contracts/discovery/search';
import { allow, principalOf } from '../accounts/principal';
import { requireVerifiedEmail } from '../accounts/requireVerifiedEmail';
import { sendBlobDownload } from '@scout/platform/blobs/download';
import type { AppContext } from '../runtime/context';
import { parseParams } from '@scout/platform/http/validate';
import { discover } from './discover';
import { lookalikes } from './lookalikes';
import { getSearchExport, requestSearchExport, searchExportFile, viewOf } from './searchExport';
import { parseStrictBody, parseStrictQuery } from '@scout/platform/http/strictInput';
import { unlockContacts } from './unlock';
import { discoverProfileOf, uniqueByHandle, unlockedFor } from './views';

/**
 * Discovery over the profile bank (spec sections 3, 4 and 7). Who may do what (permissions.ts):
 * - searching (discover), unlocking contacts and search exports spend the organisation's search
 *   credits, so they need `profiles:write`: owner, admin, member and API keys, not guests (read-only);
 * - browsing the bank, its filter values and lookalikes spend nothing: `profiles:read`, guests
 *   included, but a guest never sees the organisation's unlocked contacts, and lookalikes of a
 *   saved profile only from the profiles shared with them.
 */
export function mountDiscovery(router: Router, ctx: AppContext): void {
  const read = allow(ctx, 'profiles:read');
  const write = allow(ctx, 'profiles:write');
  const verified = requireVerifiedEmail(ctx);

  router.post('/customer/discoverProfiles', write, async (req, res) => {
    const principal = principalOf(res);
    res.json(await discover(ctx, req, principal, parseStrictBody(req, discoverRequestSchema)));
  });

  router.get('/customer/profileBank', read, async (req, res) => {
    const principal = principalOf(res);
    const { page, limit, platform } = parseStrictQuery(req, profileBankQuerySchema);
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

  router.get('/customer/profileBank/meta', read, async (req, res) => {
    parseStrictQuery(req, profileBankMetaQuerySchema);
    res.json(await ctx.bank.meta());
  });

  router.get('/customer/discover/lookalikes', read, async (req, res) => {
    res.json(await lookalikes(ctx, principalOf(res), parseStrictQuery(req, lookalikesQuerySchema)));
  });

  router.post('/customer/discover/unlockContacts', write, async (req, res) => {
    const { profileBankIds } = parseStrictBody(req, unlockContactsRequestSchema);
    res.json(await unlockContacts(ctx, req, principalOf(res), profileBankIds));
  });

  router.post('/customer/account/search-export', write, verified, async (req, res) => {
    const view = await requestSearchExport(ctx, req, principalOf(res), parseStrictBody(req, searchExportRequestSchema));
    res.status(202).json({ exportId: view._id, status: view.status, export: view });
  });

  router.get('/customer/account/search-export/:exportId', write, async (req, res) => {
    const { exportId } = parseParams(req, searchExportIdParamsSchema);
    res.json(viewOf(await getSearchExport(ctx, principalOf(res).orgId, exportId)));
  });

  router.get('/customer/account/search-export/:exportId/download', write, async (req, res) => {
    const { exportId } = parseParams(req, searchExportIdParamsSchema);
    const { blob, fileName } = await searchExportFile(ctx, principalOf(res).orgId, exportId);
    sendBlobDownload(res, blob, fileName);
  });
}
