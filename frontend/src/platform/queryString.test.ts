import { describe, expect, it } from '@jest/globals';
import { toQueryString, withoutEmptyValues } from './queryString';

describe('withoutEmptyValues', () => {
  it('drops empty strings, null and undefined but keeps false and 0', () => {
    expect(withoutEmptyValues({ a: '', b: null, c: undefined, d: false, e: 0, f: 'x' })).toEqual({ d: false, e: 0, f: 'x' });
  });
});

describe('toQueryString', () => {
  it('encodes the remaining values in order', () => {
    expect(toQueryString({ page: 1, search: 'nat geo&co', empty: '', platform: 'instagram' })).toBe(
      '?page=1&search=nat+geo%26co&platform=instagram',
    );
  });

  it('is empty when nothing is left', () => {
    expect(toQueryString({ a: undefined, b: null })).toBe('');
  });
});
