import type { ContentType } from '@scout/contracts/content';
import type { ScoutEvent } from '@scout/contracts/events';
import type { SocialPost } from '@scout/contracts/socialData';

/**
 * A post of a saved creator as saving the creator records it, on the content item's own stream:
 * ContentRecorded, then its counts (ContentMetricsObserved), both naming the creator. For tests and
 * benchmarks that write history without the API.
 */
export function postRecordedEvents(item: {
  contentId: string;
  profileId: string;
  platform: string;
  username: string;
  post: SocialPost;
  type?: ContentType | null;
  followers: number | null;
  at: string;
}): ScoutEvent[] {
  const { contentId, profileId, platform, username, post, followers, at } = item;
  const { likes, comments, views, shares, saves } = post;
  return [
    {
      type: 'ContentRecorded',
      data: {
        contentId,
        profileId,
        platform,
        username,
        providerPostId: post.postId,
        url: post.url,
        type: item.type === undefined ? 'video' : item.type,
        caption: post.caption,
        hashtags: post.hashtags,
        mentions: post.mentions,
        publishedAt: post.publishedAt,
        thumbnailUrl: null,
        recordedAt: at,
      },
    },
    { type: 'ContentMetricsObserved', data: { contentId, profileId, likes, comments, views, shares, saves, followers, observedAt: at } },
  ];
}
