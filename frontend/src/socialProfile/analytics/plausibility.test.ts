import { describe, expect, it } from '@jest/globals';
import { implausibleReasons } from './plausibility';
import { plausibilityEnglish, plausibilityGerman } from './plausibilityMessages';

describe('implausible figures', () => {
  it('flags an engagement rate above 100 % (more likes and comments per post than followers)', () => {
    expect(implausibleReasons({ followers: 22_200, engagementRate: 362.04 })).toEqual(['engagementAboveFollowers']);
    expect(implausibleReasons({ engagementRate: 102.97 })).toEqual(['engagementAboveFollowers']);
    expect(implausibleReasons({ followers: 78_700, averageLikes: 154_000, averageComments: 946 })).toEqual(['engagementAboveFollowers']);
  });

  it('flags likes, comments or views without a single follower', () => {
    expect(implausibleReasons({ followers: 0, averageLikes: 12 })).toEqual(['interactionsWithoutFollowers']);
    expect(implausibleReasons({ followers: 0, averageViews: 300 })).toEqual(['interactionsWithoutFollowers']);
  });

  it('leaves plausible and unknown figures alone', () => {
    expect(implausibleReasons({ followers: 3_900_000, engagementRate: 15.32 })).toEqual([]);
    expect(implausibleReasons({ followers: 1_000, engagementRate: 100 })).toEqual([]);
    expect(implausibleReasons({ followers: 0, averageLikes: 0 })).toEqual([]);
    expect(implausibleReasons({ followers: null, averageLikes: 5_000, engagementRate: null })).toEqual([]);
    expect(implausibleReasons({})).toEqual([]);
  });

  it('explains every reason in English and German', () => {
    for (const reason of ['engagementAboveFollowers', 'interactionsWithoutFollowers'] as const) {
      expect(plausibilityEnglish.scout.figures.implausible[reason]).toMatch(/^Implausible: .+stale/);
      expect(plausibilityGerman.scout.figures.implausible[reason]).toMatch(/^Unplausibel: .+veraltet/);
    }
  });
});
