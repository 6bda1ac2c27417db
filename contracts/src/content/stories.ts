import { z } from 'zod';
import { resourceListQuerySchema, type ResourceListQuery } from '../platform/resourceLists';
import { CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX } from './constants';
import { dayOrInstant } from './requests';

/**
 * Stories (spec entity Story: storyId, views, publishedAt, influencerId). A story is a content item
 * of type `story` on its own stream (`content-<contentId>`), with its media kept by Scout as a blob,
 * so it stays visible after it expires on the platform (24 h after it was published).
 *
 * Every request schema here is strict: a field or parameter it does not name is a 400.
 */

/** A story is shown on the platform for this long after it was published. */
export const STORY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The multipart field of `POST /customer/content/upload-story` holding the image or video. */
export const STORY_FILE_FIELD = 'file';
/** What Scout keeps of a story's media, told by its bytes (never by name or claimed type). */
export const STORY_MEDIA_CONTENT_TYPES = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
} as const;
export type StoryMediaContentType = keyof typeof STORY_MEDIA_CONTENT_TYPES;
export const STORY_MEDIA_TYPES = ['image', 'video'] as const;
export type StoryMediaType = (typeof STORY_MEDIA_TYPES)[number];
/** `upload`: a file the team uploaded; `provider`: collected by story tracking through the social-data provider. */
export const STORY_SOURCES = ['upload', 'provider'] as const;
export type StorySource = (typeof STORY_SOURCES)[number];
/** Profile ids one `GET /customer/story` may name. */
export const STORY_PROFILE_IDS_MAX = 100;

/** The job that collects the current stories of every saved profile with story tracking on. */
export const COLLECT_STORIES_JOB = 'collectStories';
/** How often it runs: well inside a story's 24 hours, so no story expires unseen. */
export const STORY_COLLECTION_INTERVAL = '1 hour';
export const collectStoriesJobSchema = z.object({}).strict();
export type CollectStoriesJob = z.infer<typeof collectStoriesJobSchema>;

const uuid = (what: string) => z.string().uuid(`Unknown ${what} id`);
const views = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE);
const instant = z.string().trim().datetime({ offset: true, message: 'Use an ISO 8601 instant such as 2025-03-01T18:30:00Z' });

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/**
 * `POST /customer/content/upload-story` (multipart): the text fields beside `file` (an image or an
 * MP4 video, at most 10 MB, the attachment upload rules). `influencerId` is the saved profile's id;
 * `views` may be left out (unknown); `publishedAt` may not lie in the future.
 */
export const uploadStoryFieldsSchema = z
  .object({
    influencerId: uuid('profile'),
    views: views.optional(),
    publishedAt: instant,
  })
  .strict();
export type UploadStoryFields = z.infer<typeof uploadStoryFieldsSchema>;

/** `PUT /customer/content/story`: the views a story has now (recorded as a new observation). */
export const updateStoryViewsRequestSchema = z
  .object({
    contentId: uuid('story'),
    views: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .strict();
export type UpdateStoryViewsRequest = z.infer<typeof updateStoryViewsRequestSchema>;

/** `a,b,c` → distinct profile ids. */
const profileIdList = z
  .string()
  .max(STORY_PROFILE_IDS_MAX * 40)
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    ),
  ])
  .pipe(z.array(uuid('profile')).min(1).max(STORY_PROFILE_IDS_MAX));

/**
 * `GET /customer/story`: the organisation's stories, newest published first.
 * - `profileIds` (a comma list): only these saved profiles' stories; any id that is not the
 *   organisation's (or, for a guest, not shared with them) is 404.
 * - `idAction` (a campaign id): the stories of that campaign's influencers published within the
 *   campaign's start and end dates (when it has them); with `profileIds`, only those of them.
 * - `from`/`to` (a day or an instant): published within, both inclusive (a day `to` includes that
 *   whole day), as `GET /customer/contents` takes them; with `idAction`, within both ranges.
 */
export const listStoriesQuerySchema = z
  .object({
    profileIds: profileIdList.optional(),
    idAction: uuid('campaign').optional(),
    from: dayOrInstant.optional(),
    to: dayOrInstant.optional(),
    page,
    limit,
  })
  .strict();
export type ListStoriesQuery = z.infer<typeof listStoriesQuerySchema>;

/** The Stories Resource's name: its list is the Stories screen, at `/stories`. */
export const STORIES_RESOURCE = 'stories';
export const STORY_SORT_FIELDS = ['publishedAt', 'views'] as const;
export type StorySortField = (typeof STORY_SORT_FIELDS)[number];

/**
 * `GET /customer/resources/stories` (react-admin's list protocol, see resourceLists): the filters of
 * `GET /customer/story`, one creator (`profileId`) and one campaign (`campaignId`) at a time.
 */
export const storiesResourceQuerySchema = resourceListQuerySchema(
  {
    profileId: uuid('profile').optional(),
    campaignId: uuid('campaign').optional(),
    from: dayOrInstant.optional(),
    to: dayOrInstant.optional(),
  },
  STORY_SORT_FIELDS,
);
export type StoriesResourceFilter = { profileId?: string; campaignId?: string; from?: string; to?: string };
export type StoriesResourceQuery = ResourceListQuery<StoriesResourceFilter, StorySortField>;

/** `GET /customer/socialProfile/stories`: the stories of one saved profile, newest published first. */
export const profileStoriesQuerySchema = z.object({ profileId: uuid('profile'), page, limit }).strict();
export type ProfileStoriesQuery = z.infer<typeof profileStoriesQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** One story as the API shows it. */
export interface StoryView {
  /** The content item's id (`contentId` of the views update). */
  _id: string;
  profileId: string;
  /** The spec's name for the saved profile's id: always equal to `profileId`. */
  influencerId: string;
  platform: string;
  username: string;
  publishedAt: string;
  /** publishedAt + 24 h: when the platform stops showing it; Scout keeps it after. */
  expiresAt: string;
  /** The latest views recorded; null when never told. */
  views: number | null;
  /** Scout's own address of the kept media (`/api/v1/misc/blobs/<id>`), never a third-party URL. */
  mediaUrl: string;
  mediaType: StoryMediaType;
  source: StorySource;
  /** When Scout recorded it. */
  createdAt: string;
}

/** `GET /customer/story` and `GET /customer/socialProfile/stories`. */
export interface StoryListResponse {
  stories: StoryView[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

/** `POST /customer/content/upload-story` (201) and `PUT /customer/content/story` (200). */
export interface StoryResponse {
  story: StoryView;
}

// ---------------------------------------------------------------------------------------------
// Events (on the story's content stream, after its `ContentRecorded` of type `story`)
// ---------------------------------------------------------------------------------------------

const storyMediaFields = {
  contentId: z.string().uuid(),
  profileId: z.string().uuid(),
  platform: z.string(),
  username: z.string(),
  publishedAt: z.string(),
  expiresAt: z.string(),
  /** The blob (public area, served at `/misc/blobs/<blobId>`) holding the media. */
  blobId: z.string().uuid(),
  contentType: z.enum(Object.keys(STORY_MEDIA_CONTENT_TYPES) as [StoryMediaContentType, ...StoryMediaContentType[]]),
  mediaType: z.enum(STORY_MEDIA_TYPES),
  size: z.number().int().nonnegative(),
  /** Views when the media was kept; later views are `ContentMetricsObserved`. */
  views: z.number().int().nonnegative().nullable(),
};

/** The team uploaded a story's media (the activity list shows it). */
export const storyUploadedSchema = z.object({ ...storyMediaFields, uploadedAt: z.string() });
/** Story tracking collected a story from the provider and kept its media before it expired. */
export const storyCollectedSchema = z.object({ ...storyMediaFields, providerStoryId: z.string().min(1).max(200), collectedAt: z.string() });

export const storyEventSchemas = {
  StoryUploaded: storyUploadedSchema,
  StoryCollected: storyCollectedSchema,
} as const;
