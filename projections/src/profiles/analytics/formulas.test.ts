import { describe, expect, it } from '@jest/globals';
import { noStatistics } from '@scout/contracts/socialData';
import { analyticsOfSnapshot } from './creatorAnalytics';
import { FORMULAS } from './formulas';

describe('formula texts', () => {
  it('every figure of the read model carries its formula, and none names a data provider', () => {
    const analytics = analyticsOfSnapshot(
      {
        platform: 'tiktok',
        username: 'someone',
        identity: {
          fullName: null,
          imageUrl: null,
          bio: null,
          category: null,
          country: null,
          city: null,
          verified: null,
          profileUrl: null,
        },
        statistics: { ...noStatistics, followers: 10 },
        recentPosts: [],
        followerHistory: [],
      },
      '2025-06-01T00:00:00.000Z',
    );
    const shown = [
      analytics.averageLikes.formula,
      analytics.averageComments.formula,
      analytics.averageViews.formula,
      analytics.engagementRate.formula,
      analytics.viewEngagementRate.formula,
      analytics.heatmap.formula,
      analytics.stories.averageViews.formula,
      ...Object.values(analytics.formulas),
    ];
    expect(new Set(shown)).toEqual(new Set(Object.values(FORMULAS)));
    for (const text of shown) expect(text).not.toMatch(/insight\s?iq|phyllo|modash|hypeauditor/i);
  });
});
