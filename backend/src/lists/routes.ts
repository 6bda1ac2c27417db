import type { Router } from 'express';
import { listRoutes } from '@scout/contracts/lists/routes';
import { LISTS_RESOURCE } from '@scout/contracts/lists/resource';
import { withId } from '@scout/contracts/platform/resourceLists';
import { containsText, memoryPage } from '@scout/platform/http/memoryPage';
import { sendResourcePage } from '@scout/platform/http/resourcePage';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { newId } from '@scout/platform/ids';
import { getProfile, listProfiles } from '../profiles/queries';
import { visibleProfileIds } from '../profiles/visibility';
import { requestListEnrichment } from './enrichRequest';
import { getList, listByName, listViewOf, listViews, listsOfProfile, profileIdsOf, toListView } from './queries';
import { addProfilesToLists, onListsFor } from './service';
import { visibleListIds } from './visibility';

/** Groups and lists of saved profiles. Mounted before the profile routes: `/socialProfile/addToList` is not a profile id. */
export function mountLists(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(listRoutes.addItems, async ({ body: { items, listNames } }, req, res) => {
    const principal = principalOf(res);
    await addProfilesToLists(ctx, metadataFor(ctx, req, principal), principal.orgId, items, listNames);
    res.json({ lists: await listViews(ctx, principal.orgId) });
  });

  route(listRoutes.listWithCount, async (_input, _req, res) => {
    const principal = principalOf(res);
    res.json({ lists: await listViews(ctx, principal.orgId, { onlyIds: await visibleListIds(ctx, principal) }) });
  });

  route(listRoutes.resource, async ({ query }, _req, res) => {
    const principal = principalOf(res);
    const lists = await listViews(ctx, principal.orgId, { onlyIds: await visibleListIds(ctx, principal) });
    const page = memoryPage(lists.map(withId), query, {
      filters: { q: (list, value) => containsText(list.name, value), shared: (list, value) => (list.shareId !== null) === value },
      sortBy: {
        name: (list) => list.name,
        count: (list) => list.count,
        createdAt: (list) => list.createdAt,
        updatedAt: (list) => list.updatedAt,
      },
    });
    sendResourcePage(res, LISTS_RESOURCE, page.skip, page.records, page.total);
  });

  route(listRoutes.removeItem, async ({ body: { listName, item } }, req, res) => {
    const principal = principalOf(res);
    await onListsFor(ctx, req, principal, item ? { type: 'RemoveProfile', listName, profileId: item } : { type: 'DeleteList', listName });
    res.json({ lists: await listViews(ctx, principal.orgId) });
  });

  route(listRoutes.rename, async ({ body: { oldListItem, newListItem } }, req, res) => {
    const principal = principalOf(res);
    await onListsFor(ctx, req, principal, { type: 'RenameList', oldName: oldListItem, newName: newListItem });
    res.json({ lists: await listViews(ctx, principal.orgId) });
  });

  route(listRoutes.ofProfile, async ({ query: { profileId } }, _req, res) => {
    const principal = principalOf(res);
    if (profileId) await getProfile(ctx, principal.orgId, profileId, await visibleProfileIds(ctx, principal));
    res.json({
      lists: await listViews(ctx, principal.orgId, { onlyIds: await visibleListIds(ctx, principal), ...(profileId ? { profileId } : {}) }),
    });
  });

  route(listRoutes.get, async ({ params: { id }, query }, _req, res) => {
    const principal = principalOf(res);
    const list = await getList(ctx, principal.orgId, id, await visibleListIds(ctx, principal));
    const ids = await profileIdsOf(ctx, list);
    res.json({ list: toListView(list, ids.length), ...(await listProfiles(ctx, principal.orgId, query, ids)) });
  });

  route(listRoutes.share, async ({ body: { group, disableShare } }, req, res) => {
    const principal = principalOf(res);
    await onListsFor(
      ctx,
      req,
      principal,
      disableShare ? { type: 'DisableShare', listName: group } : { type: 'ShareList', listName: group, shareId: newId() },
    );
    const list = await listViewOf(ctx, await listByName(ctx, principal.orgId, group));
    const url = list.shareId ? new URL(`/sharedlist/${list.shareId}`, ctx.config.PUBLIC_URL).toString() : null;
    res.json({ list, shareId: list.shareId, url });
  });

  route(listRoutes.enrichRequest, async ({ body: { listName } }, req, res) => {
    const principal = principalOf(res);
    res.status(201).json({ requestId: await requestListEnrichment(ctx, req, principal, listName) });
  });

  route(listRoutes.addProfile, async ({ body: { profileId, listNames } }, req, res) => {
    const principal = principalOf(res);
    await addProfilesToLists(ctx, metadataFor(ctx, req, principal), principal.orgId, [profileId], listNames);
    res.json({ profileId, lists: await listsOfProfile(ctx, principal.orgId, profileId) });
  });

  route(listRoutes.removeProfile, async ({ body: { profileId, listName } }, req, res) => {
    const principal = principalOf(res);
    await getProfile(ctx, principal.orgId, profileId);
    await onListsFor(ctx, req, principal, { type: 'RemoveProfile', listName, profileId });
    res.json({ profileId, lists: await listsOfProfile(ctx, principal.orgId, profileId) });
  });
}
