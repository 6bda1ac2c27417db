import { fakePosts } from './fakeSocialData';

const DAY_MS = 86_400_000;

/**
 * `count` posts of a creator as the contents fetch returns them, newest first: the newest published
 * `newestDaysAgo` days before `now`, then one every 2 days, with views spread around `medianViews`
 * (a fixed wave, so tests can recompute them), likes about 5 % of views and comments 1 in 40 likes.
 */
export function variedPosts(
  platform: string,
  username: string,
  count: number,
  { now, newestDaysAgo = 8, medianViews = 20_000 }: { now: Date; newestDaysAgo?: number; medianViews?: number },
) {
  const newest = new Date(now.getTime() - newestDaysAgo * DAY_MS);
  return fakePosts(platform, username, count, { newest, everyMs: 2 * DAY_MS }).map((post, n) => {
    const views = Math.round(medianViews * Math.exp(0.6 * Math.sin(n * 1.7) * 1.3));
    const likes = Math.round(views * 0.05 * (1 + 0.3 * Math.sin(n)));
    return { ...post, engagement: { ...post.engagement, view_count: views, like_count: likes, comment_count: Math.round(likes / 40) } };
  });
}
