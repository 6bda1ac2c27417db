import type { ListProfilesQuery, ProfileListResponse } from '@scout/contracts/profiles';
import type { Filter } from '../platform/readstore/port';
import { savedProfilesCollection, type SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';
import type { AppContext } from '../platform/context';
import { NotFoundError } from '../platform/errors';

export const savedProfiles = (ctx: AppContext, orgId: string) =>
  ctx.readStore.tenant<SavedProfileDoc>(savedProfilesCollection).forOrg(orgId);

/** `onlyIds`: the caller sees only these profiles (a guest); null: all of the organisation's. */
export async function listProfiles(
  ctx: AppContext,
  orgId: string,
  query: ListProfilesQuery,
  onlyIds: readonly string[] | null = null,
): Promise<ProfileListResponse> {
  const filter: Filter = onlyIds ? { _id: { $in: onlyIds } } : {};
  if (query.platform !== 'all') filter.platform = query.platform;
  if (query.search) filter.username = { $contains: query.search.replace(/^@+/, '') };
  const collection = savedProfiles(ctx, orgId);
  const [profiles, totalProfiles] = await Promise.all([
    collection.find({
      filter,
      sort: [[query.sortBy, query.orderBy === 'asc' ? 1 : -1]],
      skip: (query.page - 1) * query.limit,
      limit: query.limit,
    }),
    collection.count(filter),
  ]);
  return { profiles, currentPage: query.page, totalPages: Math.ceil(totalProfiles / query.limit), totalProfiles };
}

export async function getProfile(
  ctx: AppContext,
  orgId: string,
  profileId: string,
  onlyIds: readonly string[] | null = null,
): Promise<SavedProfileDoc> {
  if (onlyIds && !onlyIds.includes(profileId)) throw new NotFoundError('Profile not found');
  const profile = await savedProfiles(ctx, orgId).get(profileId);
  if (!profile) throw new NotFoundError('Profile not found');
  return profile;
}
