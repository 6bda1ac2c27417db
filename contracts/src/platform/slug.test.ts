import { describe, expect, it } from '@jest/globals';
import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases, trims and joins words with one hyphen', () => {
    expect(slugify('  Hello   World  ')).toBe('hello-world');
  });
  it('drops characters other than letters, digits, whitespace, underscores and hyphens', () => {
    expect(slugify('Cristiano.Ronaldo!')).toBe('cristianoronaldo');
  });
  it('turns runs of spaces, underscores and hyphens into one hyphen without edges', () => {
    expect(slugify('--mr__beast - 6000--')).toBe('mr-beast-6000');
  });
  it('keeps non-latin letters', () => {
    expect(slugify('Ünïcode Straße')).toBe('ünïcode-straße');
  });
});
