import { describe, expect, it } from '@jest/globals';
import { slugify } from './slugify';

describe('slugify', () => {
  it('lowercases, trims and joins words with one hyphen', () => {
    expect(slugify('  Hello World  ')).toBe('hello-world');
  });

  it('drops characters other than letters, digits, whitespace and hyphens', () => {
    expect(slugify('Nat Geo! (Official) #1')).toBe('nat-geo-official-1');
    expect(slugify('jane.doe@mail')).toBe('janedoemail');
  });

  it('turns runs of spaces, underscores and hyphens into one hyphen', () => {
    expect(slugify('a _ b--c__d   e')).toBe('a-b-c-d-e');
  });

  it('never starts or ends with a hyphen', () => {
    expect(slugify('--summer sale--')).toBe('summer-sale');
    expect(slugify('___')).toBe('');
  });

  it('keeps letters of other alphabets', () => {
    expect(slugify('Café Wien Ümlaut')).toBe('café-wien-ümlaut');
  });
});
