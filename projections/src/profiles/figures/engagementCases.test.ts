import { describe, expect, it } from '@jest/globals';
import { noStatistics, type ProfileStatistics } from '@scout/contracts/socialData';
import { creatorFigures } from './creatorFigures';
import { countsObserved, emptyFigureFacts, itemRecorded, statisticsObserved, type ObservedCounts } from './figureFacts';

const followersOnly = (followers: number | null): ProfileStatistics => ({ ...noStatistics, followers });

/** The figures of a creator with these posts (one a day, newest first) and followers. */
function figuresOf(platform: string, followers: number | null, posts: readonly ObservedCounts[]) {
  const facts = emptyFigureFacts(platform);
  statisticsObserved(facts, followersOnly(followers), '2025-07-01T00:00:00.000Z');
  posts.forEach((counts, i) => {
    itemRecorded(facts, `p${i}`, 'video', new Date(Date.UTC(2025, 5, 14 - i, 12)).toISOString());
    countsObserved(facts, `p${i}`, counts, '2025-07-01T00:00:00.000Z');
  });
  return creatorFigures(facts);
}

const fourteen = Array.from({ length: 14 }, (_, i) => ({ likes: 100 + i, comments: 10, views: 2000 }));

describe('engagement figures', () => {
  it('averages likes, comments and views over every post of the window', () => {
    const figures = figuresOf('instagram', 5000, fourteen);
    expect(figures.averageLikes).toEqual({
      value: 106.5,
      formula: expect.stringContaining('likes'),
      inputs: { posts: 14, totalLikes: 1491 },
      source: 'posts',
      asOf: '2025-07-01T00:00:00.000Z',
    });
    expect(figures.averageComments.value).toBe(10);
    expect(figures.averageViews.value).toBe(2000);
  });

  it('engagement rate = (average likes + average comments) / followers × 100, 2 decimals', () => {
    expect(figuresOf('instagram', 5000, fourteen).engagementRate).toMatchObject({
      value: 2.33,
      formula: expect.stringContaining('÷ followers × 100'),
      inputs: { averageLikes: 106.5, averageComments: 10, followers: 5000, posts: 14 },
      source: 'posts',
    });
  });

  it('per view only for TikTok and YouTube', () => {
    expect(figuresOf('tiktok', 5000, fourteen).viewEngagementRate.value).toBe(5.83);
    expect(figuresOf('youtube', 5000, fourteen).viewEngagementRate.value).toBe(5.83);
    expect(figuresOf('instagram', 5000, fourteen).viewEngagementRate).toEqual({
      value: null,
      formula: expect.any(String),
      inputs: {},
      source: null,
      asOf: null,
    });
  });

  it('leaves posts without a count out of that average', () => {
    const figures = figuresOf('tiktok', 100, [
      { likes: null, comments: 3, views: null },
      { likes: 10, comments: 1, views: null },
    ]);
    expect(figures.averageLikes.value).toBe(10);
    expect(figures.averageComments.value).toBe(2);
    expect(figures.engagementRate.value).toBe(12);
    expect(figures.averageViews).toMatchObject({ value: null, inputs: { posts: 0, totalViews: null }, source: null });
    expect(figures.viewEngagementRate.value).toBeNull();
  });

  it('has no rate without followers or posts', () => {
    expect(figuresOf('tiktok', 0, fourteen).engagementRate.value).toBeNull();
    expect(figuresOf('tiktok', null, fourteen).engagementRate.value).toBeNull();
    expect(figuresOf('tiktok', 5000, []).engagementRate.value).toBeNull();
  });
});
