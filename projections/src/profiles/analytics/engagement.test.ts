import { describe, expect, it } from '@jest/globals';
import { engagementFigures } from './engagement';
import { post } from './testPosts';

/** 14 posts, one a day; the two oldest carry huge numbers that must not count. */
const posts = Array.from({ length: 14 }, (_, i) =>
  post(`p${i}`, new Date(Date.UTC(2025, 5, 14 - i, 12)).toISOString(), {
    likes: i < 12 ? 100 + i : 1_000_000,
    comments: i < 12 ? 10 : 1_000_000,
    views: i < 12 ? 2000 : 1_000_000,
  }),
);

describe('engagementFigures', () => {
  it('averages likes, comments and views over the latest 12 posts', () => {
    const figures = engagementFigures(posts, 5000, 'instagram');
    expect(figures.averageLikes).toEqual({
      value: 105.5,
      formula: expect.stringContaining('likes'),
      inputs: { posts: 12, totalLikes: 1266 },
    });
    expect(figures.averageComments.value).toBe(10);
    expect(figures.averageViews.value).toBe(2000);
  });

  it('engagement rate = (average likes + average comments) / followers × 100, 2 decimals', () => {
    const figures = engagementFigures(posts, 5000, 'instagram');
    expect(figures.engagementRate).toEqual({
      value: 2.31,
      formula: expect.stringContaining('÷ followers × 100'),
      inputs: { averageLikes: 105.5, averageComments: 10, followers: 5000, posts: 12 },
    });
  });

  it('per view only for TikTok and YouTube', () => {
    expect(engagementFigures(posts, 5000, 'tiktok').viewEngagementRate.value).toBe(5.78);
    expect(engagementFigures(posts, 5000, 'youtube').viewEngagementRate.value).toBe(5.78);
    expect(engagementFigures(posts, 5000, 'instagram').viewEngagementRate).toEqual({
      value: null,
      formula: expect.any(String),
      inputs: {},
    });
  });

  it('leaves posts without a count out of that average', () => {
    const figures = engagementFigures(
      [post('a', '2025-06-01T00:00:00Z', { likes: 10, comments: 1 }), post('b', '2025-06-02T00:00:00Z', { likes: null, comments: 3 })],
      100,
      'tiktok',
    );
    expect(figures.averageLikes.value).toBe(10);
    expect(figures.averageComments.value).toBe(2);
    expect(figures.engagementRate.value).toBe(12);
    expect(figures.averageViews).toEqual({ value: null, formula: expect.any(String), inputs: { posts: 0, totalViews: null } });
    expect(figures.viewEngagementRate.value).toBeNull();
  });

  it('has no rate without followers or posts', () => {
    expect(engagementFigures(posts, 0, 'tiktok').engagementRate.value).toBeNull();
    expect(engagementFigures(posts, null, 'tiktok').engagementRate.value).toBeNull();
    expect(engagementFigures([], 5000, 'tiktok').engagementRate.value).toBeNull();
  });
});
