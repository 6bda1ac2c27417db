import type { ProfileSnapshot, SocialPost } from '@scout/contracts/socialData';
import type { Config } from '@scout/platform/config';
import { ServiceUnavailableError } from '@scout/platform/errors';
import type { AppContext } from '../runtime/context';
import type { PostsDepth } from '../socialData/port';

const DAY_MS = 86_400_000;

/** How far back a creator's first observation records posts: CONTENT_DEPTH_DAYS or CONTENT_DEPTH_POSTS, whichever comes first. */
export function contentDepth(config: Pick<Config, 'CONTENT_DEPTH_POSTS' | 'CONTENT_DEPTH_DAYS'>, now: Date): PostsDepth {
  return {
    maxPosts: config.CONTENT_DEPTH_POSTS,
    publishedAfter: new Date(now.getTime() - config.CONTENT_DEPTH_DAYS * DAY_MS).toISOString(),
  };
}

/**
 * The posts a creator's first observation records: every post the provider has to the content depth
 * and the snapshot's. A post in both counts once, with the counts of the paged read (made after the
 * snapshot's). When the paged read fails, the snapshot's posts alone.
 */
export async function postsToDepth(
  ctx: AppContext,
  { platform, username }: { platform: string; username: string },
  snapshot: ProfileSnapshot,
): Promise<SocialPost[]> {
  let paged: SocialPost[] | null;
  try {
    paged = await ctx.socialData.posts(platform, username, contentDepth(ctx.config, ctx.clock()));
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError)) throw error;
    ctx.logger.warn({ platform }, "creator's posts unavailable: only the snapshot's are recorded");
    return snapshot.recentPosts;
  }
  const byId = new Map(snapshot.recentPosts.map((post) => [post.postId, post]));
  for (const post of paged ?? []) byId.set(post.postId, post);
  return [...byId.values()];
}
