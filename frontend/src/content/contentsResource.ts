import { CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX } from '@scout/contracts/content/constants';
import type { ContentView } from '@scout/contracts/content/responses';
import type { PlatformCounts } from '@scout/contracts/profiles/responses';
import { readPage } from '../platform/pagedRead';
import type { ResourceMethods } from '../platform/resourceMethods';
import { contentApi } from './contentApi';

export const CONTENTS_RESOURCE = 'contents';

/** A content item as a react-admin record: the item with `id` copied from `_id`. */
export interface ContentRecord extends ContentView {
  id: string;
}

export const toContentRecord = (content: ContentView): ContentRecord => ({ ...content, id: content._id });

/**
 * `contents`: getList reads `GET /customer/contents` (its filters and sort, see contentsQuery; pages
 * of at most 100; the counts per platform as `meta.platformCounts`); `DELETE /customer/content?contentId=` takes one id, so deleteMany removes one by
 * one. The content page, live tracking, content lists and stories are typed methods (contentApi, storiesApi).
 */
export const contentsResource: ResourceMethods<ContentRecord> = {
  async getList({ pagination, sort, filter, signal }) {
    const { page = 1, perPage = CONTENT_PAGE_SIZE } = pagination ?? {};
    let platformCounts: PlatformCounts = {};
    const answer = await readPage(page, perPage, CONTENT_PAGE_SIZE_MAX, async (apiPage, limit) => {
      const response = await contentApi.getContents({ pagination: { page: apiPage, perPage: limit }, sort, filter }, signal);
      platformCounts = response.platformCounts;
      return { items: response.contents.map(toContentRecord), total: response.totalCount };
    });
    return { data: answer.items, total: answer.total, meta: { platformCounts } };
  },
  delete: (id) => contentApi.deleteContents([String(id)]),
  deleteMany: (ids) => contentApi.deleteContents(ids.map(String)),
};
