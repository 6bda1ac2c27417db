import { describe, expect, it } from '@jest/globals';
import { toCsv } from '../platform/csv';
import { profileCsvColumns } from './profileExport';
import type { ProfileRecord } from './types';

const figure = (value: number | null, source: 'posts' | 'provider' | null, asOf: string | null) => ({
  value,
  formula: 'f',
  inputs: {},
  source,
  asOf,
});

// Only what the export reads.
const profile = {
  platform: 'instagram',
  username: 'natgeo',
  fullName: 'National Geographic',
  followers: 1000,
  engagementRate: 2.5,
  favourite: true,
  createdAt: '2025-01-01T00:00:00Z',
  figures: {
    averageLikes: figure(20.5, 'posts', '2025-03-01T10:00:00Z'),
    averageComments: figure(4.5, 'posts', '2025-03-01T10:00:00Z'),
    averageViews: figure(null, null, null),
    engagementRate: figure(2.5, 'provider', '2025-02-28T08:00:00Z'),
    viewEngagementRate: figure(null, null, null),
    window: {
      posts: 12,
      from: '2024-12-01T00:00:00Z',
      to: '2025-03-01T00:00:00Z',
      recorded: 14,
      removedByTeam: 1,
      maxPosts: 1000,
      maxDays: 365,
    },
    stories: { stories: 0, averageViews: { value: null, formula: 'f', inputs: {} } },
  },
} as unknown as ProfileRecord;

describe('the saved-profile export', () => {
  it('keeps the list columns first, then the post figures with the engagement rate’s source and date', () => {
    const [header, row] = toCsv([profile], profileCsvColumns).split('\r\n');
    expect(header).toBe(
      'platform,username,fullName,followers,engagementRate,favourite,addedAt,averageLikes,averageComments,averageViews,engagementRateSource,figuresAsOf,postsCounted',
    );
    expect(row).toBe('instagram,natgeo,National Geographic,1000,2.5,true,2025-01-01T00:00:00Z,20.5,4.5,,provider,2025-02-28T08:00:00Z,12');
  });

  it('leaves the source and date empty when they are unknown', () => {
    const unknown = { ...profile, engagementRate: null, figures: { ...profile.figures, engagementRate: figure(null, null, null) } };
    expect(toCsv([unknown], profileCsvColumns).split('\r\n')[1]).toBe(
      'instagram,natgeo,National Geographic,1000,,true,2025-01-01T00:00:00Z,20.5,4.5,,,,12',
    );
  });
});
