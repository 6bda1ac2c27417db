import { providerStorySchema, type ProviderStory } from '@scout/contracts/socialData/stories';
import {
  INSIGHTIQ_STORIES_CONTENT_TYPE,
  type InsightIqContentsFetchRequest,
  type InsightIqContentsFetchResponse,
  type InsightIqFetchedContent,
} from '@scout/contracts/socialData/insightiqStories';
import { profileUrlOf } from './datasets/emptySnapshot';

/** The request for a creator's current stories, or null when the creator has no profile address. */
export function insightIqStoriesRequest(platform: string, username: string, workPlatformId: string): InsightIqContentsFetchRequest | null {
  const profileUrl = profileUrlOf(platform, username);
  return profileUrl
    ? { profile_url: profileUrl, work_platform_id: workPlatformId, content_type: INSIGHTIQ_STORIES_CONTENT_TYPE, offset: 0 }
    : null;
}

/** Timestamps without a zone (`2025-05-01T18:30:00.000000`) are UTC, as everywhere in the API. */
function instantOf(text: string | null): string | null {
  if (!text) return null;
  const withZone = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text}Z`;
  const ms = Date.parse(withZone);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function storyOf(content: InsightIqFetchedContent): ProviderStory | null {
  if (content.type !== null && content.type.toUpperCase() !== 'STORY') return null;
  const storyId = content.platform_content_id ?? content.id;
  const video = (content.format ?? '').toUpperCase() === 'VIDEO';
  const mediaUrl = content.media_url ?? (video ? null : content.thumbnail_url);
  const views = content.engagement?.view_count ?? null;
  const story = providerStorySchema.safeParse({
    storyId,
    url: content.url,
    mediaUrl,
    mediaType: video ? 'video' : 'image',
    publishedAt: instantOf(content.published_at),
    views: views === null ? null : Math.max(0, Math.round(views)),
  });
  return story.success ? story.data : null;
}

/** The stories of an answer: other content types and items without id, media or date are left out. */
export function storiesFromInsightIq(answer: InsightIqContentsFetchResponse): ProviderStory[] {
  const seen = new Set<string>();
  const stories: ProviderStory[] = [];
  for (const content of answer.data ?? []) {
    const story = storyOf(content);
    if (story && !seen.has(story.storyId)) {
      seen.add(story.storyId);
      stories.push(story);
    }
  }
  return stories;
}
