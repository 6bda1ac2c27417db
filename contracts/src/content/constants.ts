/** What a content item is, as far as the provider tells: image and carousel posts are `post`, videos and shorts `video`. */
export const CONTENT_TYPES = ['post', 'video', 'reel', 'story'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_SORT_FIELDS = ['publishedAt', 'views', 'likes', 'engagementRate'] as const;
export const CONTENT_PAGE_SIZE = 20;
export const CONTENT_PAGE_SIZE_MAX = 100;
/** Content items one `addToList` call may name. */
export const CONTENT_LIST_ITEMS_MAX = 100;
/** Observations the content document keeps as its history; every observation stays in the events. */
export const CONTENT_HISTORY_KEPT = 90;
