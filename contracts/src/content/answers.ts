import { z } from 'zod';
import { sameShape } from '../platform/sameShape';
import { platformCountsSchema } from '../profiles/responses';
import { CONTENT_TYPES } from './constants';
import type { ContentHistoryPoint, ContentListWithCounts, ContentView, CreatorContentResponse, PublicContentView } from './responses';
import { STORY_MEDIA_TYPES, STORY_SOURCES, type StoryListResponse, type StoryResponse, type StoryView } from './stories';

/** The answer schemas of the content calls (the route table's `answer`): the interfaces of responses.ts as zod. */
const count = z.number().int().nonnegative().nullable();

export const contentHistoryPointSchema = z.object({
  observedAt: z.string(),
  views: count,
  likes: count,
  comments: count,
  shares: count,
  saves: count,
});
sameShape<z.infer<typeof contentHistoryPointSchema>, ContentHistoryPoint>(true);

export const contentViewSchema = z.object({
  _id: z.string(),
  profileId: z.string(),
  platform: z.string(),
  username: z.string(),
  providerPostId: z.string(),
  url: z.string().nullable(),
  type: z.enum(CONTENT_TYPES).nullable(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  mentions: z.array(z.string()),
  publishedAt: z.string(),
  thumbnailUrl: z.string().nullable(),
  views: count,
  likes: count,
  comments: count,
  shares: count,
  saves: count,
  followers: count,
  engagementRate: z.number().nullable(),
  engagementBasis: z.enum(['followers', 'views']).nullable(),
  observedAt: z.string().nullable(),
  updatedAt: z.string().nullable().optional(),
  refreshFailures: z.number().int().nonnegative().optional(),
  refreshFailedAt: z.string().nullable().optional(),
  liveTrack: z.boolean(),
  lists: z.array(z.string()),
  recordedAt: z.string(),
  history: z.array(contentHistoryPointSchema),
});
sameShape<z.infer<typeof contentViewSchema>, ContentView>(true);

export const contentAnswerSchema = z.object({ content: contentViewSchema });
export const contentsAnswerSchema = z.object({ contents: z.array(contentViewSchema) });

const page = { currentPage: z.number().int(), totalPages: z.number().int(), totalCount: z.number().int() };

export const contentListAnswerSchema = z.object({ contents: z.array(contentViewSchema), ...page, platformCounts: platformCountsSchema });
sameShape<z.infer<typeof contentListAnswerSchema>, ContentListWithCounts>(true);

export const creatorContentAnswerSchema = z.object({
  contents: z.array(contentViewSchema),
  ...page,
  profile: z.object({ _id: z.string(), platform: z.string(), username: z.string() }),
  outcome: z.enum(['observed', 'unknown', 'provider_error']).nullable(),
});
sameShape<z.infer<typeof creatorContentAnswerSchema>, CreatorContentResponse>(true);

/** `GET /misc/content/username` and `/all`: a shared creator's content, without the team's lists and tracking. */
export const publicContentViewSchema = contentViewSchema.omit({
  lists: true,
  liveTrack: true,
  refreshFailures: true,
  refreshFailedAt: true,
});
sameShape<z.infer<typeof publicContentViewSchema>, PublicContentView>(true);
export const publicCreatorContentAnswerSchema = creatorContentAnswerSchema.extend({ contents: z.array(publicContentViewSchema) });
sameShape<z.infer<typeof publicCreatorContentAnswerSchema>, CreatorContentResponse<PublicContentView>>(true);

/** `DELETE /customer/content`. */
export const contentDeletedAnswerSchema = z.object({ deleted: z.literal(true), contentId: z.string() });

export const storyViewSchema = z.object({
  _id: z.string(),
  profileId: z.string(),
  influencerId: z.string(),
  platform: z.string(),
  username: z.string(),
  publishedAt: z.string(),
  expiresAt: z.string(),
  views: count,
  mediaUrl: z.string(),
  mediaType: z.enum(STORY_MEDIA_TYPES),
  source: z.enum(STORY_SOURCES),
  createdAt: z.string(),
});
sameShape<z.infer<typeof storyViewSchema>, StoryView>(true);
export const storyAnswerSchema = z.object({ story: storyViewSchema });
sameShape<z.infer<typeof storyAnswerSchema>, StoryResponse>(true);
export const storyListAnswerSchema = z.object({ stories: z.array(storyViewSchema), ...page });
sameShape<z.infer<typeof storyListAnswerSchema>, StoryListResponse>(true);

/** How asking the platform about one item went: it answered (the counts were recorded), no longer shows the post, or failed. */
export const CONTENT_REFRESH_OUTCOMES = ['refreshed', 'unknown', 'provider_error'] as const;
export type ContentRefreshOutcome = (typeof CONTENT_REFRESH_OUTCOMES)[number];

/** `PUT /customer/content/{id}/refresh`: the item as it now reads, and how asking the platform went. */
export const contentRefreshAnswerSchema = z.object({ content: contentViewSchema, outcome: z.enum(CONTENT_REFRESH_OUTCOMES) });
export type ContentRefreshAnswer = z.infer<typeof contentRefreshAnswerSchema>;
