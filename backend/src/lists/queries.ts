import type { ListView } from '@scout/contracts/lists';
import { legacyListSlug, listNameKey } from '@scout/contracts/lists';
import { listsCollection, type ListDoc } from '@scout/projections/lists/lists';
import type { SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import type { Filter } from '@scout/platform/readstore/port';
import { savedProfiles } from '../profiles/queries';

export const lists = (ctx: AppContext, orgId: string) => ctx.readStore.tenant<ListDoc>(listsCollection).forOrg(orgId);

/**
 * A list's entries that still count: the profile is saved, and was added after it was saved (a
 * profile removed from the organisation leaves its lists, and saving it again does not bring it back).
 */
function liveIds(list: ListDoc, saved: ReadonlyMap<string, SavedProfileDoc>): string[] {
  return list.profileIds.filter((id) => {
    const profile = saved.get(id);
    const addedAt = list.addedAt[id];
    return profile !== undefined && addedAt !== undefined && profile.createdAt <= addedAt;
  });
}

async function savedByIds(ctx: AppContext, orgId: string, ids: readonly string[]): Promise<Map<string, SavedProfileDoc>> {
  if (ids.length === 0) return new Map();
  const docs = await savedProfiles(ctx, orgId).find({ filter: { _id: { $in: [...new Set(ids)] } } });
  return new Map(docs.map((d) => [d._id, d]));
}

/** The list as the API answers it, with the number of its profiles that still count. */
export const toListView = (list: ListDoc, count: number): ListView => ({
  _id: list._id,
  name: list.name,
  slug: list.slug ?? legacyListSlug(list.name, list._id),
  count,
  shareId: list.shareId,
  createdAt: list.createdAt,
  updatedAt: list.updatedAt,
});

export interface ListQuery {
  /** A guest: only these lists. */
  onlyIds?: readonly string[] | null;
  /** Only the lists this profile is in. */
  profileId?: string;
}

/** The organisation's lists by name, each with the number of its profiles (`listwithCount`). */
export async function listViews(ctx: AppContext, orgId: string, query: ListQuery = {}): Promise<ListView[]> {
  const filter: Filter = {};
  if (query.onlyIds) filter._id = { $in: query.onlyIds };
  if (query.profileId) filter.profileIds = { $has: query.profileId };
  const docs = await lists(ctx, orgId).find({ filter, sort: [['nameKey', 1]] });
  const saved = await savedByIds(
    ctx,
    orgId,
    docs.flatMap((d) => d.profileIds),
  );
  return docs
    .map((doc) => ({ doc, ids: liveIds(doc, saved) }))
    .filter(({ ids }) => !query.profileId || ids.includes(query.profileId))
    .map(({ doc, ids }) => toListView(doc, ids.length));
}

export async function getList(ctx: AppContext, orgId: string, listId: string, onlyIds: readonly string[] | null = null): Promise<ListDoc> {
  const list = onlyIds && !onlyIds.includes(listId) ? null : await lists(ctx, orgId).get(listId);
  if (!list) throw new NotFoundError('List not found');
  return list;
}

export async function listByName(ctx: AppContext, orgId: string, name: string): Promise<ListDoc> {
  const list = await lists(ctx, orgId).findOne({ nameKey: listNameKey(name) });
  if (!list) throw new NotFoundError(`List "${name.trim()}" not found`);
  return list;
}

/** The saved profiles of the list that still count (see liveIds), in the list's order. */
export async function liveProfilesOf(ctx: AppContext, list: ListDoc): Promise<SavedProfileDoc[]> {
  const saved = await savedByIds(ctx, list.orgId, list.profileIds);
  return liveIds(list, saved).map((id) => saved.get(id) as SavedProfileDoc);
}

/** Ids of the list's profiles that still count (see liveIds); another organisation's list is not found. */
export async function profileIdsOf(ctx: AppContext, list: ListDoc): Promise<string[]> {
  return liveIds(list, await savedByIds(ctx, list.orgId, list.profileIds));
}

/**
 * The list of this slug: the read model's, or for a list projected before slugs (until `lists` is
 * rebuilt) the one whose derived slug it is. 404 like an unknown id.
 */
export async function listBySlug(
  ctx: AppContext,
  orgId: string,
  slug: string,
  onlyLists: readonly string[] | null = null,
): Promise<ListDoc> {
  const collection = lists(ctx, orgId);
  const list =
    (await collection.findOne({ slug })) ??
    (await collection.find({ filter: { slug: null } })).find((doc) => legacyListSlug(doc.name, doc._id) === slug) ??
    null;
  if (!list || (onlyLists && !onlyLists.includes(list._id))) throw new NotFoundError('List not found');
  return list;
}

/**
 * The profiles in the lists named by id and/or slug (in all of them); null when none is named.
 * `onlyLists`: the lists the caller may read (a guest's shared lists); null: all of the organisation's.
 */
export async function profileIdsInLists(
  ctx: AppContext,
  orgId: string,
  named: { listId?: string | undefined; listSlug?: string | undefined },
  onlyLists: readonly string[] | null = null,
): Promise<string[] | null> {
  const chosen = [
    ...(named.listId ? [await getList(ctx, orgId, named.listId, onlyLists)] : []),
    ...(named.listSlug ? [await listBySlug(ctx, orgId, named.listSlug, onlyLists)] : []),
  ];
  if (chosen.length === 0) return null;
  const [first, ...others] = await Promise.all(chosen.map((list) => profileIdsOf(ctx, list)));
  return others.reduce((ids, more) => ids.filter((id) => more.includes(id)), first ?? []);
}

export async function listsOfProfile(
  ctx: AppContext,
  orgId: string,
  profileId: string,
): Promise<Array<Pick<ListView, '_id' | 'name' | 'slug'>>> {
  return (await listViews(ctx, orgId, { profileId })).map(({ _id, name, slug }) => ({ _id, name, slug }));
}

export async function listViewOf(ctx: AppContext, list: ListDoc): Promise<ListView> {
  return toListView(list, (await profileIdsOf(ctx, list)).length);
}
