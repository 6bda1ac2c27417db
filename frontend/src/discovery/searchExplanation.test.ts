import { describe, expect, it } from '@jest/globals';
import { DISCOVER_FILTER_NAMES, type ExplainSearchResponse } from '@scout/contracts/discovery/explain';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { explainEnglish, explainGerman } from './explainMessages';
import { filterValueText, mostRestrictive, withoutFilter } from './searchExplanation';

const messages: Record<string, string> = {
  'scout.platforms.instagram': 'Instagram',
  'scout.discover.explain.from': 'from %{value}',
  'scout.discover.explain.upTo': 'up to %{value}',
  'scout.discover.explain.yes': 'yes',
  'scout.discover.accountTypes.business': 'Business',
};
const translate = (key: string, options: Record<string, unknown> = {}) =>
  (messages[key] ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));

const search: DiscoverFilter = {
  platform: 'instagram',
  followers: { min: 50_000, max: 500_000 },
  engagementRate: { min: 1.5 },
  averageViews: { max: 2_000_000 },
  country: ['DE', 'AT'],
  categories: ['Fashion', 'Beauty'],
  hashtags: ['ootd'],
  verified: true,
  accountType: ['business'],
  sortBy: 'followers',
  orderBy: 'desc',
};

describe('the explanation of an empty discover result', () => {
  it('says what each filter asks for, in the UI language', () => {
    expect(filterValueText('platform', search, 'en', translate)).toBe('Instagram');
    expect(filterValueText('followers', search, 'en', translate)).toBe('50K – 500K');
    expect(filterValueText('engagementRate', search, 'de', translate)).toBe('from 1,5 %');
    expect(filterValueText('averageViews', search, 'de', translate)).toBe('up to 2M');
    expect(filterValueText('country', search, 'en', translate)).toBe('Germany, Austria');
    expect(filterValueText('country', search, 'de', translate)).toBe('Deutschland, Österreich');
    expect(filterValueText('categories', search, 'en', translate)).toBe('Fashion, Beauty');
    expect(filterValueText('hashtags', search, 'en', translate)).toBe('#ootd');
    expect(filterValueText('verified', search, 'en', translate)).toBe('yes');
    expect(filterValueText('accountType', search, 'en', translate)).toBe('Business');
  });

  it('names the filter whose absence finds the most creators, and none when no single filter is to blame', () => {
    const explained = (withouts: number[]): ExplainSearchResponse => ({
      total: 0,
      bankTotal: 10_481,
      followers: { min: 2_200_000, max: 650_000_000 },
      filters: withouts.map((without, index) => ({ name: DISCOVER_FILTER_NAMES[index]!, alone: 100, without })),
    });
    expect(mostRestrictive(explained([0, 12, 3]))).toMatchObject({ name: DISCOVER_FILTER_NAMES[1], without: 12 });
    expect(mostRestrictive(explained([0, 0, 0]))).toBeNull();
    expect(mostRestrictive(explained([]))).toBeNull();
  });

  it('drops one filter and keeps the rest of the search', () => {
    const without = withoutFilter(search, 'country');
    expect(without.country).toBeUndefined();
    expect(without).toMatchObject({ platform: 'instagram', categories: ['Fashion', 'Beauty'], sortBy: 'followers' });
  });

  it('has every text in English and German with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const english = explainEnglish.scout.discover.explain as Record<string, string>;
    const german = explainGerman.scout.discover.explain as Record<string, string>;
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) expect([key, placeholders(german[key]!)]).toEqual([key, placeholders(english[key]!)]);
  });
});
