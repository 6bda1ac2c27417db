import type { StoryListResponse, StoryView } from '@scout/contracts/content/stories';
import { storiesCollection, type StoryDoc } from '@scout/projections/content/stories';
import type { AppContext } from '../../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import type { Filter, Sort } from '@scout/platform/readstore/port';

export const stories = (ctx: AppContext, orgId: string) => ctx.readStore.tenant<StoryDoc>(storiesCollection).forOrg(orgId);

export function storyView({ orgId: _orgId, blobId: _blobId, viewsObservedAt: _at, ...view }: StoryDoc): StoryView {
  return view;
}

/** A story of the organisation; another organisation's id (or an item that is no story) is simply not found. */
export async function getStoryDoc(ctx: AppContext, orgId: string, contentId: string): Promise<StoryDoc> {
  const doc = await stories(ctx, orgId).get(contentId);
  if (!doc) throw new NotFoundError('Story not found');
  return doc;
}

/** Newest published first, or by the given field; ties by id. */
export type StoryOrder = readonly [field: 'publishedAt' | 'views', direction: 1 | -1];
const NEWEST_FIRST: StoryOrder = ['publishedAt', -1];

/** The organisation's stories matching `filter`, `limit` of them after `skip`, and how many match in all. */
export async function findStories(
  ctx: AppContext,
  orgId: string,
  filter: Filter,
  { skip, limit, order = NEWEST_FIRST }: { skip: number; limit: number; order?: StoryOrder },
): Promise<{ stories: StoryView[]; total: number }> {
  const collection = stories(ctx, orgId);
  const sort: Sort = order[0] === 'publishedAt' ? [order, ['_id', 1]] : [order, NEWEST_FIRST, ['_id', 1]];
  const [docs, total] = await Promise.all([collection.find({ filter, sort, skip, limit }), collection.count(filter)]);
  return { stories: docs.map(storyView), total };
}

/** One page of the organisation's stories, newest published first (ties by id). */
export async function pageOfStories(
  ctx: AppContext,
  orgId: string,
  filter: Filter,
  { page, limit }: { page: number; limit: number },
): Promise<StoryListResponse> {
  const { stories: found, total } = await findStories(ctx, orgId, filter, { skip: (page - 1) * limit, limit });
  return { stories: found, currentPage: page, totalPages: Math.ceil(total / limit), totalCount: total };
}
