import type { SocialPost } from '@scout/contracts/socialData';

/** A post with the given figures; the rest blank. For analytics tests. */
export function post(postId: string, publishedAt: string, figures: Partial<SocialPost> = {}): SocialPost {
  return {
    postId,
    url: null,
    type: 'video',
    publishedAt,
    caption: '',
    likes: null,
    comments: null,
    views: null,
    shares: null,
    saves: null,
    hashtags: [],
    mentions: [],
    ...figures,
  };
}
