import { describe, expect, it } from '@jest/globals';
import { PROFILE_KEPT_FILTERS, hasProfileFiltersToReset, resetProfileFilters } from '../profiles/profilesApi';
import { hasResettableFilters, resetFilters, resetFiltersStepwise } from './filters';

describe('resetFilters (spec section 4)', () => {
  it('keeps only the named filters, with their default when unset', () => {
    expect(resetFilters({ platform: 'tiktok', q: 'nat', type: 'video' }, ['platform'])).toEqual({ platform: 'tiktok' });
    expect(resetFilters({ q: 'nat' }, ['platform'], { platform: 'instagram' })).toEqual({ platform: 'instagram' });
    expect(resetFilters({ platform: '', q: 'nat' }, ['platform'], { platform: 'instagram' })).toEqual({ platform: 'instagram' });
    expect(resetFilters({ q: 'nat', listId: null }, ['listId'])).toEqual({});
  });

  it('stepwise: clears all but the kept filters, or, when only kept ones are set, all but the fixed ones', () => {
    expect(resetFiltersStepwise({ platform: 'tiktok', listId: 'l', q: 'x' }, ['platform', 'listId'], ['platform'])).toEqual({
      platform: 'tiktok',
      listId: 'l',
    });
    expect(resetFiltersStepwise({ platform: 'tiktok', listId: 'l' }, ['platform', 'listId'], ['platform'])).toEqual({ platform: 'tiktok' });
    expect(resetFiltersStepwise({ listId: 'l' }, ['platform', 'listId'], ['platform'], { platform: 'instagram' })).toEqual({
      platform: 'instagram',
    });
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

  it('falls back to every platform and leaves out a list or favourite that was not set', () => {
    expect(resetProfileFilters({ q: 'nat', customField: 'field-1' })).toEqual({ platform: 'all' });
    expect(resetProfileFilters({ platform: 'all', listId: '', favourite: null, q: 'x' })).toEqual({ platform: 'all' });
  });

  it('has something to reset whenever a filter but the platform is set, the list and favourite included (issue 24; the sort is not a filter)', () => {
    expect(hasProfileFiltersToReset({ platform: 'tiktok', listId: 'l', favourite: true })).toBe(true);
    expect(hasProfileFiltersToReset({ platform: 'tiktok', listId: 'l' })).toBe(true);
    expect(hasProfileFiltersToReset({ platform: 'tiktok', favourite: false })).toBe(true);
    expect(hasProfileFiltersToReset({ platform: 'tiktok', q: '' })).toBe(false);
    expect(hasProfileFiltersToReset({ platform: 'tiktok', listId: '', favourite: null })).toBe(false);
    expect(hasProfileFiltersToReset({ platform: 'tiktok', customField: 'f' })).toBe(true);
    expect(hasProfileFiltersToReset(everything)).toBe(true);
  });

  it('clears the list and favourite on the press after, when nothing else is left; the platform always stays', () => {
    const once = resetProfileFilters(everything);
    expect(resetProfileFilters(once)).toEqual({ platform: 'youtube' });
    expect(resetProfileFilters({ listId: 'l' })).toEqual({ platform: 'all' });
    expect(hasProfileFiltersToReset(resetProfileFilters(once))).toBe(false);
  });
});
