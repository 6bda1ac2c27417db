import type { DiscoverFilterName, ExplainSearchResponse } from '@scout/contracts/discovery/explain';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { formatDate } from '../platform/dates';
import { countText, numberText } from '../platform/numbers';
import { countryName, languageName } from './displayNames';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A range as people read it: "50K – 500K", "from 50K", "up to 500K"; percentages with their sign. */
function rangeText(range: { min?: number; max?: number }, locale: string, translate: Translate, percent: boolean): string {
  const value = (n: number) => (percent ? `${numberText(n, locale)} %` : countText(n, locale));
  if (range.min !== undefined && range.max !== undefined) return `${value(range.min)} – ${value(range.max)}`;
  if (range.min !== undefined) return translate('scout.discover.explain.from', { value: value(range.min) });
  return translate('scout.discover.explain.upTo', { value: value(range.max ?? 0) });
}

/** What one filter of a search asks for, in the UI's words: "Instagram", "Germany, Austria", "50K – 500K". */
export function filterValueText(name: DiscoverFilterName, filter: DiscoverFilter, locale: string, translate: Translate): string {
  const list = (values: readonly string[], each: (value: string) => string = (v) => v) => values.map(each).join(', ');
  switch (name) {
    case 'platform':
      return filter.platform ? translate(`scout.platforms.${filter.platform}`) : '';
    case 'followers':
    case 'averageLikes':
    case 'averageViews':
      return rangeText(filter[name] ?? {}, locale, translate, false);
    case 'engagementRate':
    case 'followerGrowth':
      return rangeText(filter[name] ?? {}, locale, translate, true);
    case 'country':
    case 'audienceCountry':
      return list(filter[name] ?? [], (code) => countryName(code, locale));
    case 'language':
      return list(filter.language ?? [], (code) => languageName(code, locale));
    case 'categories':
      return list(filter.categories ?? []);
    case 'accountType':
      return list(filter.accountType ?? [], (type) => translate(`scout.discover.accountTypes.${type}`));
    case 'hashtags':
      return list(filter.hashtags ?? [], (tag) => `#${tag}`);
    case 'mentions':
      return list(filter.mentions ?? [], (tag) => `@${tag}`);
    case 'verified':
    case 'hasContacts':
      return translate(filter[name] ? 'scout.discover.explain.yes' : 'scout.discover.explain.no');
    case 'lastPostAfter':
      return formatDate(filter.lastPostAfter, locale);
    case 'keywords':
    case 'city':
      return filter[name] ?? '';
  }
}

/** The filter to drop first: the one whose absence finds the most creators; none when dropping any one still finds nothing. */
export function mostRestrictive(explained: ExplainSearchResponse): ExplainSearchResponse['filters'][number] | null {
  const best = [...explained.filters].sort((a, b) => b.without - a.without)[0];
  return best && best.without > 0 ? best : null;
}

/** The search without one of its filters. */
export function withoutFilter(filter: DiscoverFilter, name: DiscoverFilterName): DiscoverFilter {
  const { [name]: _dropped, ...others } = filter;
  return others;
}
