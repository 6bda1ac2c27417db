import { describe, expect, it } from '@jest/globals';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { replaceWithCounts } from './countsInMessages';
import { mergeMessages } from './mergeMessages';

const messages = mergeMessages({
  found: '%{smart_count} creator found |||| %{smart_count} creators found',
  range: '%{offsetBegin}-%{offsetEnd} of %{total}',
  year: 'Since %{year}, %{name}',
});

function translatorIn(locale: string) {
  const provider = polyglotI18nProvider(() => messages, locale, [{ locale, name: locale }], {
    replace: replaceWithCounts(() => provider.getLocale()),
  });
  return provider.translate;
}

describe('counts in messages', () => {
  it('writes counts grouped in the UI language and still picks the plural by them', () => {
    expect(translatorIn('en')('found', { smart_count: 1475 })).toBe('1,475 creators found');
    expect(translatorIn('de')('found', { smart_count: 1475 })).toBe('1.475 creators found');
    expect(translatorIn('de')('found', { smart_count: 1 })).toBe('1 creator found');
    expect(translatorIn('de')('range', { offsetBegin: 1001, offsetEnd: 1050, total: 12500 })).toBe('1.001-1.050 of 12.500');
  });

  it('passes other values as they are', () => {
    expect(translatorIn('de')('year', { year: 2026, name: 'Scout' })).toBe('Since 2026, Scout');
    expect(translatorIn('de')('range', { offsetBegin: '1', offsetEnd: 5 })).toBe('1-5 of %{total}');
  });
});
