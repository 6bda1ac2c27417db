import {
  PROFILE_PICKER_MAX,
  type ListProfilesQuery,
  type ProfileListResponse,
  type ProfilePickerResponse,
  type SavedProfileView,
} from '@scout/contracts/profiles';
import { figureValuesOf, type CreatorFigureValues } from '@scout/contracts/profiles/figures';
import type { Filter } from '@scout/platform/readstore/port';
import { savedProfilesCollection, shownPostFigures, sourcedFigures, type SavedProfileDoc } from '@scout/projections/profiles/savedProfiles';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';

export const savedProfiles = (ctx: AppContext, orgId: string) =>
  ctx.readStore.tenant<SavedProfileDoc>(savedProfilesCollection).forOrg(orgId);

/** A saved profile's post figures as lists, exports, public pages and campaign rows show them. */
export const shownFigureValues = (doc: Pick<SavedProfileDoc, 'platform' | 'figures' | 'heatmap'>): CreatorFigureValues =>
  figureValuesOf(shownPostFigures(doc).figures);

/**
 * The document as the API shows it: without the keys kept only for filtering and the heatmap (the
 * profile's analytics carry it); documents made before creator connect get its fields.
 */
export function profileView({
  customFieldKeys: _keys,
  providerFullName: _name,
  figureFacts: _facts,
  heatmap,
  figures,
  reachEstimate,
  forecast,
  ...view
}: SavedProfileDoc): SavedProfileView {
  const connected = view.connected ?? null;
  const privateMetrics = view.privateMetrics ?? null;
  return {
    ...view,
    figures: shownFigureValues({ platform: view.platform, figures, heatmap }),
    forecast: forecast ?? null,
    connected,
    connectRequest: view.connectRequest ?? null,
    privateMetrics,
    ...(view.reach && view.impressions
      ? { reach: view.reach, impressions: view.impressions }
      : sourcedFigures(connected, privateMetrics, reachEstimate)),
  };
}

/** Only the ids both restrictions allow (null: no restriction). */
function intersect(a: readonly string[] | null, b: readonly string[] | null): readonly string[] | null {
  if (!a) return b;
  if (!b) return a;
  const inB = new Set(b);
  return a.filter((id) => inB.has(id));
}

/**
 * `onlyIds`: the caller sees only these profiles (a guest); null: all of the organisation's.
 * `listIds`: the profiles of the list the query names, already resolved; null without `listId`.
 */
export async function listProfiles(
  ctx: AppContext,
  orgId: string,
  query: ListProfilesQuery,
  onlyIds: readonly string[] | null = null,
  listIds: readonly string[] | null = null,
): Promise<ProfileListResponse> {
  const ids = intersect(onlyIds, listIds);
  const filter: Filter = ids ? { _id: { $in: ids } } : {};
  if (query.search) {
    const text = query.search.replace(/^@+/, '');
    filter.$or = [{ username: { $contains: text } }, { fullName: { $contains: text } }];
  }
  if (query.favourite !== undefined) filter.favourite = query.favourite;
  if (query.customField) {
    const key = query.customFieldValue === undefined ? query.customField : `${query.customField}=${query.customFieldValue.toLowerCase()}`;
    filter.customFieldKeys = { $has: key };
  }
  const onPlatform: Filter = query.platform === 'all' ? filter : { ...filter, platform: query.platform };
  const collection = savedProfiles(ctx, orgId);
  const [profiles, totalProfiles, platformCounts] = await Promise.all([
    collection.find({
      filter: onPlatform,
      // The id breaks ties, so pages of equal values (many profiles without followers yet) do not overlap.
      sort: [
        [query.sortBy, query.orderBy === 'asc' ? 1 : -1],
        ['_id', 1],
      ],
      skip: (query.page - 1) * query.limit,
      limit: query.limit,
    }),
    collection.count(onPlatform),
    collection.countBy('platform', filter),
  ]);
  return {
    profiles: profiles.map(profileView),
    currentPage: query.page,
    totalPages: Math.ceil(totalProfiles / query.limit),
    totalProfiles,
    platformCounts: Object.fromEntries(platformCounts),
  };
}

/** Every profile of the organisation the caller sees, enough for a picker, by username. */
export async function listProfilePicker(
  ctx: AppContext,
  orgId: string,
  onlyIds: readonly string[] | null = null,
): Promise<ProfilePickerResponse> {
  const docs = await savedProfiles(ctx, orgId).find({
    ...(onlyIds ? { filter: { _id: { $in: onlyIds } } } : {}),
    sort: [
      ['username', 1],
      ['_id', 1],
    ],
    limit: PROFILE_PICKER_MAX + 1,
  });
  return {
    profiles: docs
      .slice(0, PROFILE_PICKER_MAX)
      .map(({ _id, platform, username, slug, fullName, imageUrl }) => ({ _id, platform, username, slug, fullName, imageUrl })),
    truncated: docs.length > PROFILE_PICKER_MAX,
  };
}

export async function getProfileDoc(
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

export async function getProfile(
  ctx: AppContext,
  orgId: string,
  profileId: string,
  onlyIds: readonly string[] | null = null,
): Promise<SavedProfileView> {
  return profileView(await getProfileDoc(ctx, orgId, profileId, onlyIds));
}

/** The organisation's profile with this slug (the in-app page `/profile/[slug]`). */
export async function getProfileDocBySlug(
  ctx: AppContext,
  orgId: string,
  slug: string,
  onlyIds: readonly string[] | null = null,
): Promise<SavedProfileDoc> {
  const profile = await savedProfiles(ctx, orgId).findOne({ slug });
  if (!profile || (onlyIds && !onlyIds.includes(profile._id))) throw new NotFoundError('Profile not found');
  return profile;
}
