import type { AddContentToListRequest } from '@scout/contracts/content/requests';
import type { ContentRefreshAnswer } from '@scout/contracts/content/answers';
import type { ContentListWithCounts, ContentView, CreatorContentResponse } from '@scout/contracts/content/responses';
import { CONTENT_PAGE_SIZE_MAX } from '@scout/contracts/content/constants';
import { toQueryString } from '../platform/queryString';
import { httpClient, isHttpError } from '../platform/httpClient';
import { contentsQuery, type ContentListParams } from './contentQuery';

/** Spec section 9: asking the provider for a creator's content (or one item of it) may take up to 60 s. */
export const CONTENT_BY_USERNAME_TIMEOUT_MS = 60_000;
/** Pages of a creator's stored content looked through for one item (100 each). */
const CREATOR_PAGES_SEARCHED = 5;

/** Where an item can also be found: its creator's stored content. */
export interface ContentHint {
  username: string;
  platform: string;
}

/** The content calls, one typed method each; methods of the shell's data provider. */
export const contentApi = {
  getContents: (params: ContentListParams, signal?: AbortSignal) =>
    httpClient<ContentListWithCounts>(`/customer/contents${toQueryString(contentsQuery(params))}`, { signal }),

  /**
   * One item with its history. `GET /customer/content/{id}` where the API has it; otherwise (404) the
   * item is looked up in its creator's stored content (`/customer/content/all`) when a hint names the creator.
   */
  async getContent(id: string, hint: ContentHint | null, signal?: AbortSignal): Promise<ContentView> {
    try {
      const { content } = await httpClient<{ content: ContentView }>(`/customer/content/${encodeURIComponent(id)}`, { signal });
      return content;
    } catch (error) {
      if (!hint || !isHttpError(error) || error.status !== 404) throw error;
      for (let page = 1; page <= CREATOR_PAGES_SEARCHED; page++) {
        const query = toQueryString({ username: hint.username, platform: hint.platform, page, limit: CONTENT_PAGE_SIZE_MAX });
        const answer = await httpClient<CreatorContentResponse>(`/customer/content/all${query}`, {
          signal,
          timeoutMs: CONTENT_BY_USERNAME_TIMEOUT_MS,
        });
        const found = answer.contents.find((item) => item._id === id);
        if (found) return found;
        if (page >= answer.totalPages) break;
      }
      throw error;
    }
  },

  /** "Refresh counts": looks the item up at its platform now; the answer holds it as recorded (`PUT /customer/content/{id}/refresh`, 60 s). */
  refreshContent: (id: string) =>
    httpClient<ContentRefreshAnswer>(`/customer/content/${encodeURIComponent(id)}/refresh`, {
      method: 'PUT',
      timeoutMs: CONTENT_BY_USERNAME_TIMEOUT_MS,
    }),

  setContentLiveTrack: (id: string, liveTrack: boolean) =>
    httpClient<{ content: ContentView }>(`/customer/content/${encodeURIComponent(id)}`, { method: 'PUT', body: { liveTrack } }).then(
      ({ content }) => content,
    ),

  addContentToLists: (request: AddContentToListRequest) =>
    httpClient<{ contents: ContentView[] }>('/customer/content/addToList', { method: 'PUT', body: request }).then(
      ({ contents }) => contents,
    ),

  /** `DELETE /customer/content` takes one id: a selection is removed one by one. */
  deleteContents: async (contentIds: string[]) => {
    for (const contentId of contentIds) await httpClient<unknown>(`/customer/content${toQueryString({ contentId })}`, { method: 'DELETE' });
  },
};

export type ContentMethods = typeof contentApi;
