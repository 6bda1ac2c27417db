import { publicListProfileSchema, type PublicListProfile, type PublicListProfilesQuery } from '@scout/contracts/lists';
import { sharedListsCollection, type SharedListDoc } from '@scout/projections/lists/sharedLists';
import type { ListDoc } from '@scout/projections/lists/lists';
import type { SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { listProfiles } from '../profiles/queries';
import { publicAddressOf, publicProfilesAllowed } from '../profiles/publicRoutes';
import { liveProfilesOf, lists } from './queries';

const notShared = () => new NotFoundError('This list is not shared');

/** The list behind a public share id; unknown, unshared or deleted lists are not found. */
export async function sharedList(ctx: AppContext, shareId: string): Promise<ListDoc> {
  const share = await ctx.readStore.global<SharedListDoc>(sharedListsCollection).get(shareId);
  const list = share ? await lists(ctx, share.orgId).get(share.listId) : null;
  if (!list || list.shareId !== shareId) throw notShared();
  return list;
}

/** The list's profiles the public may see: a profile whose own sharing is off stays hidden. */
async function publicProfilesOf(ctx: AppContext, list: ListDoc): Promise<SavedProfileDoc[]> {
  return (await liveProfilesOf(ctx, list)).filter((d) => d.disableShare !== true);
}

const publicIds = async (ctx: AppContext, list: ListDoc): Promise<string[]> => (await publicProfilesOf(ctx, list)).map((d) => d._id);

/**
 * Public fields only: never notes, contact, attachments or anything else of the team's own. The
 * profile's own public page is linked only when it has one and the organisation allows them.
 */
async function publicProfilesOfList(
  ctx: AppContext,
  list: ListDoc,
  docs: ReadonlyArray<Parameters<typeof publicAddressOf>[0]>,
): Promise<PublicListProfile[]> {
  const pagesAllowed = await publicProfilesAllowed(ctx, list.orgId);
  return docs.map((doc) => {
    const publicAddress = pagesAllowed ? publicAddressOf(doc) : undefined;
    return publicListProfileSchema.parse({ ...doc, ...(publicAddress ? { publicAddress } : {}) });
  });
}

export async function sharedListHeader(ctx: AppContext, shareId: string) {
  const list = await sharedList(ctx, shareId);
  return { list: { name: list.name, count: (await publicIds(ctx, list)).length } };
}

export async function sharedListProfiles(ctx: AppContext, shareId: string, query: PublicListProfilesQuery) {
  const list = await sharedList(ctx, shareId);
  const ids = await publicIds(ctx, list);
  const page = await listProfiles(ctx, list.orgId, query, ids);
  return { list: { name: list.name, count: ids.length }, ...page, profiles: await publicProfilesOfList(ctx, list, page.profiles) };
}

export async function sharedListProfile(ctx: AppContext, shareId: string, platform: string, username: string) {
  const list = await sharedList(ctx, shareId);
  const profile = (await publicProfilesOf(ctx, list)).find((d) => d.platform === platform && d.username === username);
  if (!profile) throw new NotFoundError('Profile not found');
  const [shown] = await publicProfilesOfList(ctx, list, [profile]);
  return { list: { name: list.name }, profile: shown };
}
