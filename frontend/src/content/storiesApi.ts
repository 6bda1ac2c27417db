import { CONTENT_PAGE_SIZE } from '@scout/contracts/content/constants';
import { STORY_FILE_FIELD, type StoryListResponse, type StoryResponse, type StoryView } from '@scout/contracts/content/stories';
import { toQueryString } from '../platform/queryString';
import { httpClient } from '../platform/httpClient';

/** Whose stories a grid shows: one saved profile, or a campaign's influencers. */
export type StoriesSource = { profileId: string } | { profileIds: string[] };

export interface NewStory {
  file: File;
  influencerId: string;
  /** null: not known. */
  views: number | null;
  /** An ISO instant. */
  publishedAt: string;
}

export const STORIES_PAGE_SIZE = CONTENT_PAGE_SIZE;

export function storiesPath(source: StoriesSource, page: number): string {
  if ('profileId' in source)
    return `/customer/socialProfile/stories${toQueryString({ profileId: source.profileId, page, limit: STORIES_PAGE_SIZE })}`;
  return `/customer/story${toQueryString({ profileIds: source.profileIds.join(','), page, limit: STORIES_PAGE_SIZE })}`;
}

/** The story calls, one typed method each. */
export const storiesApi = {
  getStories: (source: StoriesSource, page: number, signal?: AbortSignal) =>
    httpClient<StoryListResponse>(storiesPath(source, page), { signal }),

  /** Multipart, without a timeout (an upload, spec section 9). */
  uploadStory: ({ file, influencerId, views, publishedAt }: NewStory): Promise<StoryView> => {
    // The fields go before the file: the server checks the profile before it keeps a byte of the file.
    const form = new FormData();
    form.append('influencerId', influencerId);
    if (views !== null) form.append('views', String(views));
    form.append('publishedAt', publishedAt);
    form.append(STORY_FILE_FIELD, file);
    return httpClient<StoryResponse>('/customer/content/upload-story', { method: 'POST', body: form, timeoutMs: null }).then(
      ({ story }) => story,
    );
  },

  setStoryViews: (contentId: string, views: number): Promise<StoryView> =>
    httpClient<StoryResponse>('/customer/content/story', { method: 'PUT', body: { contentId, views } }).then(({ story }) => story),
};

export type StoriesMethods = typeof storiesApi;
