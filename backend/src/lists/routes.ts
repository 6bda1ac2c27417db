import type { Router } from 'express';
import {
  addListItemRequestSchema,
  addToListRequestSchema,
  enrichListRequestSchema,
  listIdParamsSchema,
  listProfilesPageQuerySchema,
  profileListsQuerySchema,
  removeFromListRequestSchema,
  removeListItemRequestSchema,
  renameListItemRequestSchema,
  shareProfileListRequestSchema,
} from '@scout/contracts/lists';
import { allow, metadataFor, principalOf } from '../accounts/principal';
import type { AppContext } from '../platform/context';
import { parseBody, parseParams, parseQuery } from '../platform/http/validate';
import { newId } from '../platform/ids';
import { getProfile, listProfiles } from '../profiles/queries';
import { visibleProfileIds } from '../profiles/visibility';
import { requestListEnrichment } from './enrichRequest';
import { getList, listByName, listViewOf, listViews, listsOfProfile, profileIdsOf, toListView } from './queries';
import { addProfilesToLists, onListsFor } from './service';
import { visibleListIds } from './visibility';

/** Groups and lists of saved profiles. Mounted before the profile routes: `/socialProfile/addToList` is not a profile id. */
export function mountLists(router: Router, ctx: AppContext): void {
  const read = allow(ctx, 'profiles:read');
  const write = allow(ctx, 'profiles:write');

  router.put('/customer/addListItem', write, async (req, res) => {
    const principal = principalOf(res);
    const { items, listNames } = parseBody(req, addListItemRequestSchema);
    await addProfilesToLists(ctx, metadataFor(ctx, req, principal), principal.orgId, items, listNames);
    res.json({ lists: await listViews(ctx, principal.orgId) });
  });

  router.get('/customer/listwithCount', read, async (_req, res) => {
    const principal = principalOf(res);
    res.json({ lists: await listViews(ctx, principal.orgId, { onlyIds: await visibleListIds(ctx, principal) }) });
  });

  router.put('/customer/removeListItem', write, async (req, res) => {
    const principal = principalOf(res);
    const { listName, item } = parseBody(req, removeListItemRequestSchema);
    await onListsFor(ctx, req, principal, item ? { type: 'RemoveProfile', listName, profileId: item } : { type: 'DeleteList', listName });
    res.json({ lists: await listViews(ctx, principal.orgId) });
  });

  router.put('/customer/renameListItem', write, async (req, res) => {
    const principal = principalOf(res);
    const { oldListItem, newListItem } = parseBody(req, renameListItemRequestSchema);
    await onListsFor(ctx, req, principal, { type: 'RenameList', oldName: oldListItem, newName: newListItem });
    res.json({ lists: await listViews(ctx, principal.orgId) });
  });

  router.get('/customer/profile-lists', read, async (req, res) => {
    const principal = principalOf(res);
    const { profileId } = parseQuery(req, profileListsQuerySchema);
    if (profileId) await getProfile(ctx, principal.orgId, profileId, await visibleProfileIds(ctx, principal));
    res.json({ lists: await listViews(ctx, principal.orgId, { onlyIds: await visibleListIds(ctx, principal), ...(profileId ? { profileId } : {}) }) });
  });

  router.get('/customer/profile-lists/:id', read, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, listIdParamsSchema);
    const query = parseQuery(req, listProfilesPageQuerySchema);
    const list = await getList(ctx, principal.orgId, id, await visibleListIds(ctx, principal));
    const ids = await profileIdsOf(ctx, list);
    res.json({ list: toListView(list, ids.length), ...(await listProfiles(ctx, principal.orgId, query, ids)) });
  });

  router.put('/customer/share-profile-list', write, async (req, res) => {
    const principal = principalOf(res);
    const { group, disableShare } = parseBody(req, shareProfileListRequestSchema);
    await onListsFor(ctx, req, principal, disableShare ? { type: 'DisableShare', listName: group } : { type: 'ShareList', listName: group, shareId: newId() });
    const list = await listViewOf(ctx, await listByName(ctx, principal.orgId, group));
    const url = list.shareId ? new URL(`/sharedlist/${list.shareId}`, ctx.config.PUBLIC_URL).toString() : null;
    res.json({ list, shareId: list.shareId, url });
  });

  router.post('/customer/list/enrich-request', write, async (req, res) => {
    const principal = principalOf(res);
    const { listName } = parseBody(req, enrichListRequestSchema);
    res.status(201).json({ requestId: await requestListEnrichment(ctx, req, principal, listName) });
  });

  router.put('/customer/socialProfile/addToList', write, async (req, res) => {
    const principal = principalOf(res);
    const { profileId, listNames } = parseBody(req, addToListRequestSchema);
    await addProfilesToLists(ctx, metadataFor(ctx, req, principal), principal.orgId, [profileId], listNames);
    res.json({ profileId, lists: await listsOfProfile(ctx, principal.orgId, profileId) });
  });

  router.put('/customer/socialProfile/removeFromList', write, async (req, res) => {
    const principal = principalOf(res);
    const { profileId, listName } = parseBody(req, removeFromListRequestSchema);
    await getProfile(ctx, principal.orgId, profileId);
    await onListsFor(ctx, req, principal, { type: 'RemoveProfile', listName, profileId });
    res.json({ profileId, lists: await listsOfProfile(ctx, principal.orgId, profileId) });
  });
}
