import type { ProfileSnapshot, SocialPost } from '@scout/contracts/socialData';
import { emptySnapshot } from '../socialData/datasets/emptySnapshot';

type Counts = Pick<SocialPost, 'views' | 'likes' | 'comments' | 'shares' | 'saves'>;

const post = (postId: string, type: SocialPost['type'], publishedAt: string, counts: Counts): SocialPost => ({
  postId,
  url: `https://www.instagram.com/p/${postId}/`,
  type,
  publishedAt,
  caption: `post ${postId}`,
  hashtags: [],
  mentions: [],
  ...counts,
});

/** Instagram creators for the content tests: one with followers, one without (engagement over views). */
export function instagramCreators(): ProfileSnapshot[] {
  const ana = emptySnapshot('instagram', 'ana.insta');
  ana.statistics.followers = 10_000;
  ana.recentPosts = [
    post('a4', 'carousel', '2025-03-04T10:00:00.000Z', { views: null, likes: 400, comments: 20, shares: null, saves: 5 }),
    post('a3', 'reel', '2025-03-03T10:00:00.000Z', { views: 9000, likes: 800, comments: 40, shares: 12, saves: 30 }),
    post('a2', 'video', '2025-02-20T23:30:00.000Z', { views: 1500, likes: 100, comments: 3, shares: 1, saves: 0 }),
    post('a1', 'image', '2025-02-01T08:00:00.000Z', { views: null, likes: 250, comments: 9, shares: null, saves: null }),
  ];
  const bo = emptySnapshot('instagram', 'bo.views');
  bo.recentPosts = [
    post('b2', 'reel', '2025-03-02T12:00:00.000Z', { views: 3000, likes: 90, comments: 6, shares: 3, saves: 1 }),
    post('b1', 'image', '2025-01-15T12:00:00.000Z', { views: null, likes: 70, comments: 2, shares: null, saves: null }),
  ];
  return [ana, bo];
}
