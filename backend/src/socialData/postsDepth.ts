import type { SocialPost } from '@scout/contracts/socialData';
import type { PostsDepth } from './port';

export const publishedWithin = (post: SocialPost, depth: PostsDepth): boolean =>
  Date.parse(post.publishedAt) > Date.parse(depth.publishedAfter);

/** The posts within the depth, newest first, at most `maxPosts`. */
export function postsWithin(posts: readonly SocialPost[], depth: PostsDepth): SocialPost[] {
  return posts
    .filter((post) => publishedWithin(post, depth))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, depth.maxPosts);
}
