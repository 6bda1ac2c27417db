import type {
  ContentListResponse,
  ContentListWithCounts,
  ContentView,
  ListContentsQuery,
  PublicContentView,
} from '@scout/contracts/content';
import { listNameKey } from '@scout/contracts/lists';
import { contentsCollection, type ContentDoc } from '@scout/projections/content/contents';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import type { Filter, Sort } from '@scout/platform/readstore/port';

export const contents = (ctx: AppContext, orgId: string) => ctx.readStore.tenant<ContentDoc>(contentsCollection).forOrg(orgId);

/** The document as the API shows it; `updatedAt` is when its counts were last known current (observed or refreshed unchanged). */
export function contentView({ orgId: _orgId, listKeys: _keys, refreshedAt, ...view }: ContentDoc): ContentView {
  const updatedAt = refreshedAt && (!view.observedAt || refreshedAt > view.observedAt) ? refreshedAt : view.observedAt;
  return { ...view, updatedAt };
}

export function publicContentView(doc: ContentDoc): PublicContentView {
  const { lists: _lists, liveTrack: _liveTrack, refreshFailures: _f, refreshFailedAt: _fa, ...view } = contentView(doc);
  return view;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `to` as a day includes that whole (UTC) day. */
export function publishedRange(from: string | undefined, to: string | undefined): Filter['publishedAt'] {
  if (!from && !to) return undefined;
  const range: { $gte?: string; $lt?: string; $lte?: string } = {};
  if (from) range.$gte = new Date(from).toISOString();
  if (to && DAY.test(to)) range.$lt = new Date(Date.parse(to) + 86_400_000).toISOString();
  else if (to) range.$lte = new Date(to).toISOString();
  return range;
}

/** The filter of `GET /customer/contents`; `onlyProfileIds` restricts to those creators (a guest). */
export function contentsFilter(
  query: Omit<ListContentsQuery, 'page' | 'limit' | 'sortBy' | 'orderBy'>,
  onlyProfileIds: readonly string[] | null,
): Filter {
  const filter: Filter = {};
  if (onlyProfileIds) filter.profileId = { $in: query.profileId ? onlyProfileIds.filter((id) => id === query.profileId) : onlyProfileIds };
  else if (query.profileId) filter.profileId = query.profileId;
  if (query.platform !== 'all') filter.platform = query.platform;
  if (query.type) filter.type = query.type;
  if (query.list) filter.listKeys = { $has: listNameKey(query.list) };
  if (query.tracked !== undefined) filter.liveTrack = query.tracked;
  const publishedAt = publishedRange(query.from, query.to);
  if (publishedAt) filter.publishedAt = publishedAt;
  return filter;
}

/** One page of the organisation's content; ties (and items without the sorted count) fall back to the id. */
export async function pageOfContents<C>(
  ctx: AppContext,
  orgId: string,
  filter: Filter,
  { page, limit, sort }: { page: number; limit: number; sort: Sort },
  view: (doc: ContentDoc) => C,
): Promise<ContentListResponse<C>> {
  const collection = contents(ctx, orgId);
  const [docs, totalCount] = await Promise.all([
    collection.find({ filter, sort: [...sort, ['_id', 1]], skip: (page - 1) * limit, limit }),
    collection.count(filter),
  ]);
  return { contents: docs.map(view), currentPage: page, totalPages: Math.ceil(totalCount / limit), totalCount };
}

/** A page of the organisation's content, and its items per platform under the same filters (see PlatformCounts). */
export async function listContents(
  ctx: AppContext,
  orgId: string,
  query: ListContentsQuery,
  onlyProfileIds: readonly string[] | null,
): Promise<ContentListWithCounts> {
  const { page, limit, sortBy, orderBy, ...filters } = query;
  const [answer, platformCounts] = await Promise.all([
    pageOfContents(
      ctx,
      orgId,
      contentsFilter(filters, onlyProfileIds),
      { page, limit, sort: [[sortBy, orderBy === 'asc' ? 1 : -1]] },
      contentView,
    ),
    contents(ctx, orgId).countBy('platform', contentsFilter({ ...filters, platform: 'all' }, onlyProfileIds)),
  ]);
  return { ...answer, platformCounts: Object.fromEntries(platformCounts) };
}

/** A content item of the organisation; another organisation's id is simply not found. */
export async function getContentDoc(ctx: AppContext, orgId: string, contentId: string): Promise<ContentDoc> {
  const doc = await contents(ctx, orgId).get(contentId);
  if (!doc) throw new NotFoundError('Content not found');
  return doc;
}

/** The organisation's number of content items (the dashboard's count). */
export const countContents = (ctx: AppContext, orgId: string): Promise<number> => contents(ctx, orgId).count();
