import { describe, expect, it } from '@jest/globals';
import { contentsQuery, hasContentFilters, resetContentFilters } from './contentQuery';
import { storiesPath } from './storiesApi';
import { toQueryString } from '../platform/queryString';

describe('contentsQuery', () => {
  it('defaults to every platform, page 1, 20 per page, newest published first', () => {
    expect(contentsQuery({})).toEqual({
      page: 1,
      limit: 20,
      platform: 'all',
      type: undefined,
      profileId: undefined,
      list: undefined,
      from: undefined,
      to: undefined,
      tracked: undefined,
      sortBy: 'publishedAt',
      orderBy: 'desc',
    });
  });

  it('sends the filters the API names and nothing else (it refuses unknown parameters)', () => {
    const query = contentsQuery({
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'views', order: 'ASC' },
      filter: {
        platform: 'tiktok',
        type: 'video',
        profileId: 'p1',
        list: ' Summer ',
        from: '2025-02-01',
        to: '2025-02-28',
        tracked: false,
        q: 'ignored',
        favourite: true,
      },
    });
    expect(toQueryString(query)).toBe(
      '?page=3&limit=50&platform=tiktok&type=video&profileId=p1&list=Summer&from=2025-02-01&to=2025-02-28&tracked=false&sortBy=views&orderBy=asc',
    );
  });

  it('drops an unknown type, a sort field the API has not and keeps the page size within 1..100', () => {
    const query = contentsQuery({
      pagination: { page: 0, perPage: 500 },
      sort: { field: 'comments', order: 'DESC' },
      filter: { type: 'carousel', tracked: null, list: '' },
    });
    expect(query).toMatchObject({
      page: 1,
      limit: 100,
      type: undefined,
      tracked: undefined,
      list: undefined,
      sortBy: 'publishedAt',
      orderBy: 'desc',
    });
  });

  it('passes "all" platforms', () => {
    expect(contentsQuery({ filter: { platform: 'all' } }).platform).toBe('all');
  });
});

describe('resetting the filters (spec section 4)', () => {
  it('keeps the platform (the sort is not a filter and stays as it is)', () => {
    expect(resetContentFilters({ platform: 'tiktok', type: 'video', tracked: true, from: '2025-01-01' })).toEqual({ platform: 'tiktok' });
    expect(resetContentFilters({ type: 'video' })).toEqual({ platform: 'all' });
  });

  it('knows whether anything but the platform is filtered', () => {
    expect(hasContentFilters({ platform: 'tiktok' })).toBe(false);
    expect(hasContentFilters({ platform: 'tiktok', list: '' })).toBe(false);
    expect(hasContentFilters({ platform: 'tiktok', tracked: false })).toBe(true);
  });
});

describe('storiesPath', () => {
  it('reads one profile’s stories or a comma list of profiles', () => {
    expect(storiesPath({ profileId: 'p1' }, 2)).toBe('/customer/socialProfile/stories?profileId=p1&page=2&limit=20');
    expect(storiesPath({ profileIds: ['p1', 'p2'] }, 1)).toBe('/customer/story?profileIds=p1%2Cp2&page=1&limit=20');
  });
});
