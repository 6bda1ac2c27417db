import { describe, expect, it } from '@jest/globals';
import { discoverFilterSchema } from '@scout/contracts/discovery/search';
import { emptyDiscoverForm, parseAmount, resetDiscoverForm, toDiscoverFilter, toDiscoverForm, type DiscoverForm } from './filterForm';

const form = (overrides: Partial<DiscoverForm>): DiscoverForm => ({ ...emptyDiscoverForm(), ...overrides });

function filterOf(overrides: Partial<DiscoverForm>, locale = 'en') {
  const result = toDiscoverFilter(form(overrides), locale);
  if (!result.ok) throw new Error(`unexpected errors ${JSON.stringify(result.errors)}`);
  return result.filter;
}

describe('toDiscoverFilter', () => {
  it('sends only the sort for an empty panel: no empty keys, lists or "either" booleans', () => {
    expect(filterOf({})).toEqual({ sortBy: 'followers', orderBy: 'desc' });
    expect(
      filterOf({ keywords: '   ', city: ' ', country: [], hashtags: [' # '], verified: null, followers: { min: ' ', max: '' } }),
    ).toEqual({ sortBy: 'followers', orderBy: 'desc' });
  });

  it('maps every filter, and the result passes the API schema, which refuses unknown keys', () => {
    const filter = filterOf({
      platform: 'instagram',
      followers: { min: '10k', max: '1.5M' },
      engagementRate: { min: '2,5', max: '' },
      averageLikes: { min: '', max: '50,000' },
      averageViews: { min: '1000', max: '' },
      followerGrowth: { min: '-10', max: '25%' },
      country: ['at', 'DE', 'at'],
      city: ' Wien ',
      audienceCountry: ['ch'],
      language: ['DE'],
      categories: [' Fitness ', 'Food', 'Fitness'],
      keywords: ' vegan  recipes ',
      hashtags: ['#Vegan', 'vegan', '@food'],
      mentions: ['@Nike'],
      verified: true,
      hasContacts: false,
      accountType: ['creator', 'business'],
      lastPostAfter: '2026-01-31',
      sortBy: 'engagementRate',
      orderBy: 'asc',
    });
    expect(filter).toEqual({
      sortBy: 'engagementRate',
      orderBy: 'asc',
      platform: 'instagram',
      followers: { min: 10_000, max: 1_500_000 },
      engagementRate: { min: 2.5 },
      averageLikes: { max: 50_000 },
      averageViews: { min: 1000 },
      followerGrowth: { min: -10, max: 25 },
      country: ['AT', 'DE'],
      audienceCountry: ['CH'],
      language: ['de'],
      categories: ['Fitness', 'Food'],
      city: 'Wien',
      keywords: 'vegan  recipes',
      hashtags: ['vegan', 'food'],
      mentions: ['nike'],
      verified: true,
      hasContacts: false,
      accountType: ['creator', 'business'],
      lastPostAfter: '2026-01-31',
    });
    expect(discoverFilterSchema.safeParse(filter).success).toBe(true);
    // The schema is strict: a key it does not know is refused, so the mapping must never invent one.
    expect(discoverFilterSchema.safeParse({ ...filter, search: 'x' }).success).toBe(false);
  });

  it('reports bad numbers, ranges upside down, values out of range and impossible dates, and sends nothing then', () => {
    const result = toDiscoverFilter(
      form({
        followers: { min: 'lots', max: '' },
        averageLikes: { min: '5k', max: '1k' },
        engagementRate: { min: '10k', max: '' },
        followerGrowth: { min: '-150', max: '' },
        lastPostAfter: '2026-02-30',
      }),
      'en',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        followers: 'invalidNumber',
        averageLikes: 'minAboveMax',
        engagementRate: 'invalidNumber',
        followerGrowth: 'outOfRange',
        lastPostAfter: 'invalidDate',
      },
    });
  });

  it('keeps at most 20 hashtags and drops malformed country and language codes', () => {
    const filter = filterOf({
      hashtags: Array.from({ length: 25 }, (_, i) => `tag${i}`),
      country: ['AUT', 'A', 'fr'],
      language: ['deu', 'en'],
    });
    expect(filter.hashtags).toHaveLength(20);
    expect(filter.country).toEqual(['FR']);
    expect(filter.language).toEqual(['en']);
  });

  it('reads a stored filter back into the panel, and maps it to the same filter again', () => {
    const filter = filterOf({
      platform: 'tiktok',
      followers: { min: '1000', max: '' },
      country: ['AT'],
      verified: false,
      hashtags: ['food'],
      sortBy: 'averageViews',
    });
    expect(filterOf(toDiscoverForm(filter, 'en'))).toEqual(filter);
    expect(toDiscoverForm({ lastPostAfter: '2026-03-01T10:00:00Z' }, 'en').lastPostAfter).toBe('2026-03-01');
    const rates = filterOf({ engagementRate: { min: '2,25', max: '' }, followers: { min: '50.000', max: '500.000' } }, 'de');
    expect(rates).toMatchObject({ engagementRate: { min: 2.25 }, followers: { min: 50_000, max: 500_000 } });
    expect(toDiscoverForm(rates, 'de')).toMatchObject({
      engagementRate: { min: '2,25', max: '' },
      followers: { min: '50000', max: '500000' },
    });
    expect(filterOf(toDiscoverForm(rates, 'de'), 'de')).toEqual(rates);
  });

  it('reset keeps the platform and the sort, and clears the rest', () => {
    const reset = resetDiscoverForm(form({ platform: 'youtube', keywords: 'x', country: ['AT'], sortBy: 'averageLikes', orderBy: 'asc' }));
    expect(reset).toEqual({ ...emptyDiscoverForm(), platform: 'youtube', sortBy: 'averageLikes', orderBy: 'asc' });
  });
});

describe('parseAmount', () => {
  it('reads plain numbers, thousands separators, decimal commas and K/M/B', () => {
    expect(parseAmount('12500', 'en')).toBe(12_500);
    expect(parseAmount('12,500', 'en')).toBe(12_500);
    expect(parseAmount('1,250,000', 'en')).toBe(1_250_000);
    expect(parseAmount('3,5', 'en')).toBe(3.5);
    expect(parseAmount('10k', 'en')).toBe(10_000);
    expect(parseAmount('1.5M', 'en')).toBe(1_500_000);
    expect(parseAmount('2b', 'en')).toBe(2_000_000_000);
    expect(parseAmount(' 7 500 ', 'en')).toBe(7500);
  });

  it('reads German writing in German: "50.000" is fifty thousand, "1,5M" one and a half million', () => {
    expect(parseAmount('50.000', 'de')).toBe(50_000);
    expect(parseAmount('1.250.000', 'de')).toBe(1_250_000);
    expect(parseAmount('1,5M', 'de')).toBe(1_500_000);
    expect(parseAmount('2,5', 'de', true)).toBe(2.5);
    expect(parseAmount('12,500', 'de')).toBe(12.5);
  });

  it('takes percentages without suffixes, and refuses anything else', () => {
    expect(parseAmount('2.5%', 'en', true)).toBe(2.5);
    expect(parseAmount('-20', 'en', true)).toBe(-20);
    expect(parseAmount('10k', 'en', true)).toBeNaN();
    expect(parseAmount('5%', 'en')).toBeNaN();
    expect(parseAmount('abc', 'en')).toBeNaN();
    expect(parseAmount('1.2.3', 'en')).toBeNaN();
    expect(parseAmount('', 'en')).toBeNaN();
  });
});
