import { describe, expect, it } from '@jest/globals';
import { deleteProfilePath, profilePath, profilesListPath, toProfileRecord } from './profilesApi';

const unknownFigure = { value: null, source: null, asOf: null };

describe('profilesListPath', () => {
  it('maps page, page size, sort and the default platform (every platform)', () => {
    expect(profilesListPath({ pagination: { page: 2, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).toBe(
      '/customer/socialProfiles?page=2&limit=20&platform=all&sortBy=createdAt&orderBy=desc',
    );
  });

  it('maps the platform filter and q as search', () => {
    expect(
      profilesListPath({
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'username', order: 'ASC' },
        filter: { platform: 'tiktok', q: '  nat geo ' },
      }),
    ).toBe('/customer/socialProfiles?page=1&limit=50&platform=tiktok&sortBy=username&orderBy=asc&search=nat+geo');
  });

  it('maps the favourite, list and custom-field filters; a value without its field is dropped', () => {
    expect(
      profilesListPath({
        filter: { platform: 'all', favourite: true, listId: 'l1', customField: 'f1', customFieldValue: ' gold ' },
      }),
    ).toBe(
      '/customer/socialProfiles?page=1&limit=20&platform=all&sortBy=createdAt&orderBy=desc&favourite=true&listId=l1&customField=f1&customFieldValue=gold',
    );
    expect(profilesListPath({ filter: { favourite: false, customFieldValue: 'gold' } })).toBe(
      '/customer/socialProfiles?page=1&limit=20&platform=all&sortBy=createdAt&orderBy=desc&favourite=false',
    );
  });

  it('sorts by followers and engagement rate', () => {
    expect(profilesListPath({ sort: { field: 'followers', order: 'DESC' } })).toContain('sortBy=followers&orderBy=desc');
    expect(profilesListPath({ sort: { field: 'engagementRate', order: 'ASC' } })).toContain('sortBy=engagementRate&orderBy=asc');
  });

  it("passes 'all' on to show every platform", () => {
    expect(profilesListPath({ filter: { platform: 'all' } })).toContain('platform=all');
  });

  it('falls back to the first page, 20 rows and createdAt for what the API does not know', () => {
    expect(profilesListPath({ pagination: { page: 0, perPage: Number.NaN }, sort: { field: 'id', order: 'ASC' }, filter: { q: '' } })).toBe(
      '/customer/socialProfiles?page=1&limit=20&platform=all&sortBy=createdAt&orderBy=asc',
    );
    expect(profilesListPath({ filter: undefined })).toBe(
      '/customer/socialProfiles?page=1&limit=20&platform=all&sortBy=createdAt&orderBy=desc',
    );
  });
});

describe('single-profile paths', () => {
  it('puts the id in the path for reads and in profileId for deletes', () => {
    expect(profilePath('a1/b')).toBe('/customer/socialProfile/a1%2Fb');
    expect(deleteProfilePath('6f1c2a')).toBe('/customer/socialProfile?profileId=6f1c2a');
  });
});

describe('toProfileRecord', () => {
  it('copies _id into id', () => {
    const profile = {
      _id: 'p1',
      orgId: 'o1',
      platform: 'instagram',
      username: 'natgeo',
      slug: 'natgeo-instagram',
      favourite: false,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
      savedBy: null,
      fullName: null,
      imageUrl: null,
      followers: null,
      engagementRate: null,
      dataStatus: 'pending' as const,
      observedAt: null,
      info: {},
      contact: {},
      collectedContacts: [],
      activities: [],
      attachments: [],
      coupons: [],
      customFields: {},
      enableLiveTracking: false,
      enableStoryTracking: false,
      disableShare: false,
      auditReportStatus: 'none' as const,
      connection: null,
      connected: null,
      connectRequest: null,
      privateMetrics: null,
      reach: { value: null, source: 'estimate' as const, simulated: false, observedAt: null },
      impressions: { value: null, source: 'estimate' as const, simulated: false, observedAt: null },
      figures: {
        averageLikes: unknownFigure,
        averageComments: unknownFigure,
        averageViews: unknownFigure,
        engagementRate: unknownFigure,
        viewEngagementRate: unknownFigure,
        window: { posts: 0, from: null, to: null, recorded: 0, removedByTeam: 0, maxPosts: 1000, maxDays: 365 },
        stories: { stories: 0, averageViews: null },
      },
      forecast: null,
    };
    expect(toProfileRecord(profile)).toEqual({ ...profile, id: 'p1' });
  });
});
