import { TOP_TAGS } from '@scout/contracts/profiles';
import type { SocialPost } from '@scout/contracts/socialData';

/** How many posts use each value, most used first, ties alphabetical, the top `TOP_TAGS`. */
function topCounts(posts: readonly SocialPost[], field: 'hashtags' | 'mentions'): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const post of posts) for (const value of new Set(post[field])) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).slice(0, TOP_TAGS);
}

export const topHashtags = (posts: readonly SocialPost[]) => topCounts(posts, 'hashtags').map(([tag, count]) => ({ tag, count }));
export const topMentions = (posts: readonly SocialPost[]) => topCounts(posts, 'mentions').map(([handle, count]) => ({ handle, count }));
