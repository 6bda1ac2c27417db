import type { StoryListResponse, StoryView } from '@scout/contracts/content/stories';
import { storiesCollection, type StoryDoc } from '@scout/projections/content/stories';
import type { AppContext } from '../../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import type { Filter } from '@scout/platform/readstore/port';

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

/** One page of the organisation's stories, newest published first (ties by id). */
export async function pageOfStories(
  ctx: AppContext,
  orgId: string,
  filter: Filter,
  { page, limit }: { page: number; limit: number },
): Promise<StoryListResponse> {
  const collection = stories(ctx, orgId);
  const [docs, totalCount] = await Promise.all([
    collection.find({
      filter,
      sort: [
        ['publishedAt', -1],
        ['_id', 1],
      ],
      skip: (page - 1) * limit,
      limit,
    }),
    collection.count(filter),
  ]);
  return { stories: docs.map(storyView), currentPage: page, totalPages: Math.ceil(totalCount / limit), totalCount };
}
