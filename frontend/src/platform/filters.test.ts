import { describe, expect, it } from '@jest/globals';
import { PROFILE_KEPT_FILTERS, hasProfileFiltersToReset, resetProfileFilters } from '../profiles/profilesApi';
import { hasResettableFilters, resetFilters } from './filters';

describe('resetFilters (spec section 4)', () => {
  it('keeps only the named filters, with their default when unset', () => {
    expect(resetFilters({ platform: 'tiktok', q: 'nat', type: 'video' }, ['platform'])).toEqual({ platform: 'tiktok' });
    expect(resetFilters({ q: 'nat' }, ['platform'], { platform: 'instagram' })).toEqual({ platform: 'instagram' });
    expect(resetFilters({ platform: '', q: 'nat' }, ['platform'], { platform: 'instagram' })).toEqual({ platform: 'instagram' });
    expect(resetFilters({ q: 'nat', listId: null }, ['listId'])).toEqual({});
  });

  it('knows whether anything but the kept filters is set', () => {
    expect(hasResettableFilters({ platform: 'tiktok', q: '' }, ['platform'])).toBe(false);
    expect(hasResettableFilters({ platform: 'tiktok', favourite: false }, ['platform'])).toBe(true);
  });
});

describe('resetting the saved-profile filters', () => {
  const everything = {
    platform: 'youtube',
    listId: 'list-1',
    favourite: false,
    q: 'nat geo',
    customField: 'field-1',
    customFieldValue: 'gold',
  };

  it('keeps the platform, the list and favourite (false included), and clears search and custom fields', () => {
    expect(PROFILE_KEPT_FILTERS).toEqual(['platform', 'listId', 'favourite']);
    expect(resetProfileFilters(everything)).toEqual({ platform: 'youtube', listId: 'list-1', favourite: false });
    expect(resetProfileFilters({ ...everything, favourite: true })).toEqual({ platform: 'youtube', listId: 'list-1', favourite: true });
  });

  it('falls back to instagram and leaves out a list or favourite that was not set', () => {
    expect(resetProfileFilters({ q: 'nat', customField: 'field-1' })).toEqual({ platform: 'instagram' });
    expect(resetProfileFilters({ platform: 'all', listId: '', favourite: null, q: 'x' })).toEqual({ platform: 'all' });
  });

  it('has something to reset only when a cleared filter is set (the sort is not a filter)', () => {
    expect(hasProfileFiltersToReset({ platform: 'tiktok', listId: 'l', favourite: true })).toBe(false);
    expect(hasProfileFiltersToReset({ platform: 'tiktok', q: '' })).toBe(false);
    expect(hasProfileFiltersToReset({ platform: 'tiktok', customField: 'f' })).toBe(true);
    expect(hasProfileFiltersToReset(everything)).toBe(true);
  });
});
