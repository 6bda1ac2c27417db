import { ANALYTICS_TIME_ZONE, ENGAGEMENT_POSTS, HEATMAP_MAX_POSTS, TOP_TAGS } from '@scout/contracts/profiles';

/** What each figure's "how computed" card says. Plain words, no provider names. */
export const FORMULAS = {
  averageLikes: `sum of likes ÷ number of posts, over the latest ${ENGAGEMENT_POSTS} posts that show a like count; 2 decimals`,
  averageComments: `sum of comments ÷ number of posts, over the latest ${ENGAGEMENT_POSTS} posts that show a comment count; 2 decimals`,
  averageViews: `sum of views ÷ number of posts, over the latest ${ENGAGEMENT_POSTS} posts that show a view count; 2 decimals`,
  engagementRate: `(average likes + average comments) ÷ followers × 100, over the latest ${ENGAGEMENT_POSTS} posts; percent with 2 decimals`,
  viewEngagementRate: `(average likes + average comments) ÷ average views × 100, over the latest ${ENGAGEMENT_POSTS} posts; percent with 2 decimals (TikTok and YouTube only)`,
  heatmap:
    `every distinct post Scout has observed of this creator (by post id, up to the newest ${HEATMAP_MAX_POSTS}), its publishing time in ${ANALYTICS_TIME_ZONE} time; ` +
    'each cell = posts published in that hour (rows 0–23) on that weekday (columns Monday–Sunday) ÷ all those posts × 100, ' +
    'percent rounded half up to 2 decimals per cell, so the cells may add up to slightly more or less than 100; all cells are 0 when there are no posts',
  growth:
    'followers at the latest point − followers at the newest point at least N days before it (and less than 2 × N days before it); ' +
    'percent = that change ÷ the earlier followers × 100, 2 decimals; empty when the history does not reach back N days',
  followerHistory:
    'one point per day: the follower count of the last observation Scout made that day (UTC), merged with the earlier counts the data source remembers',
  topHashtags: `number of posts using each hashtag among the posts of the latest observation, most used first (ties alphabetical), top ${TOP_TAGS}`,
  topMentions: `number of posts mentioning each account among the posts of the latest observation, most used first (ties alphabetical), top ${TOP_TAGS}`,
} as const;
