import { ANALYTICS_TIME_ZONE, FIGURE_WINDOW_DAYS, FIGURE_WINDOW_POSTS, TOP_TAGS } from '@scout/contracts/profiles';

const WINDOW =
  `the posts in the window: Scout's record of the creator's posts (read from the data source when the creator was saved, ` +
  `then every new post), the newest ${FIGURE_WINDOW_POSTS.toLocaleString('en-US')} published at most ${FIGURE_WINDOW_DAYS} days before the newest one; ` +
  'stories and posts the team removed are not counted';
const REPORTED =
  'when no post in the window shows the count: the figure the data source reports for the creator, with the date it was read';

/** What each figure's "how computed" card says. Plain words, no provider names. */
export const FORMULAS = {
  averageLikes: `sum of likes ÷ number of posts that show a like count, over ${WINDOW}; 2 decimals; ${REPORTED}`,
  averageComments: `sum of comments ÷ number of posts that show a comment count, over ${WINDOW}; 2 decimals; ${REPORTED}`,
  averageViews: `sum of views ÷ number of posts that show a view count, over ${WINDOW}; 2 decimals; ${REPORTED}`,
  engagementRate: `(average likes + average comments) ÷ followers × 100, over ${WINDOW}; percent with 2 decimals; ${REPORTED}`,
  viewEngagementRate: `(average likes + average comments) ÷ average views × 100, over ${WINDOW}; percent with 2 decimals (TikTok and YouTube only); ${REPORTED}`,
  storyViews: 'sum of views ÷ number of stories that show a view count, over every story Scout keeps of the creator; 2 decimals',
  heatmap:
    `${WINDOW[0]!.toUpperCase()}${WINDOW.slice(1)}, each at its publishing time in ${ANALYTICS_TIME_ZONE} time; ` +
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
