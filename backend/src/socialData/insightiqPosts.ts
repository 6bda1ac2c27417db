import type { SocialPost } from '@scout/contracts/socialData';
import type { InsightIqContentsPage } from '@scout/contracts/socialData/insightiqPost';
import { postFromInsightIq } from './insightiqMapping';
import type { PostsDepth } from './port';
import { postsWithin, publishedWithin } from './postsDepth';

/** Posts asked for per page. */
export const INSIGHTIQ_POSTS_PAGE_SIZE = 100;
/** Pages read at most, whatever the API answers. */
export const INSIGHTIQ_POSTS_MAX_PAGES = 100;

/** One page from `offset` (posts skipped), at most `limit` posts; null when the API does not know the creator. */
export type InsightIqPageReader = (offset: number, limit: number) => Promise<InsightIqContentsPage | null>;

/**
 * A creator's posts within the depth, newest first, read page by page. Paging stops at `maxPosts`,
 * at the first post published before the depth, at an empty or short page, at a page that brings no
 * post not seen before (an API ignoring `offset` would repeat itself) and after the page cap.
 */
export async function insightIqPostsWithin(readPage: InsightIqPageReader, depth: PostsDepth): Promise<SocialPost[] | null> {
  const posts = new Map<string, SocialPost>();
  let offset = 0;
  for (let pages = 0; pages < INSIGHTIQ_POSTS_MAX_PAGES && posts.size < depth.maxPosts; pages++) {
    const limit = Math.min(INSIGHTIQ_POSTS_PAGE_SIZE, depth.maxPosts - posts.size);
    const page = await readPage(offset, limit);
    if (!page) {
      if (pages === 0) return null;
      break;
    }
    const contents = page.data ?? [];
    const known = posts.size;
    let reachedDepth = false;
    for (const content of contents) {
      const post = postFromInsightIq(content);
      if (!post) continue;
      if (!publishedWithin(post, depth)) {
        reachedDepth = true;
        break;
      }
      if (!posts.has(post.postId)) posts.set(post.postId, post);
    }
    offset += contents.length;
    if (reachedDepth || posts.size === known || contents.length < (page.metadata?.limit ?? limit)) break;
  }
  return postsWithin([...posts.values()], depth);
}
