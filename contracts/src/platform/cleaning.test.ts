import { describe, expect, it } from '@jest/globals';
import { stripEmpty } from './cleaning';

describe('stripEmpty', () => {
  it("drops keys holding '', null or undefined", () => {
    expect(stripEmpty({ a: '', b: null, c: undefined, d: 'x' })).toEqual({ d: 'x' });
  });

  it('keeps falsy values that are not empty', () => {
    expect(stripEmpty({ zero: 0, no: false, space: ' ', nan: Number.NaN })).toEqual({ zero: 0, no: false, space: ' ', nan: Number.NaN });
  });

  it('cleans nested objects and keeps them even when they end up empty', () => {
    expect(stripEmpty({ filter: { name: '', platform: 'instagram' }, other: { gone: null } })).toEqual({
      filter: { platform: 'instagram' },
      other: {},
    });
  });

  it('keeps every array item but cleans the objects inside', () => {
    expect(stripEmpty({ tags: ['', null, 'a', { x: '', y: 1 }, [{ z: null }]] })).toEqual({
      tags: ['', null, 'a', { y: 1 }, [{}]],
    });
  });

  it('cleans objects without a prototype, as parsed query strings are', () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { page: '2', search: '' });
    expect(stripEmpty(query)).toEqual({ page: '2' });
  });

  it('returns scalars, dates and class instances as they are', () => {
    const date = new Date(0);
    expect(stripEmpty('')).toBe('');
    expect(stripEmpty(null)).toBeNull();
    expect(stripEmpty(5)).toBe(5);
    expect(stripEmpty(date)).toBe(date);
  });

  it('does not change its input', () => {
    const input = { a: '', b: { c: null } };
    stripEmpty(input);
    expect(input).toEqual({ a: '', b: { c: null } });
  });

  it('keeps a __proto__ key as data instead of changing the prototype', () => {
    const cleaned = stripEmpty(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.hasOwn(cleaned, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
