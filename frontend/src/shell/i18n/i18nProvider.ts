import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { LOCALES } from '../../platform/locales';
import { replaceWithCounts } from './countsInMessages';
import { englishCatalogue } from './en';

function messagesFor(locale: string): TranslationMessages | Promise<TranslationMessages> {
  // German is loaded when chosen; English is the default and must be synchronous.
  if (locale === 'de') return import('./de').then((module) => module.germanCatalogue);
  return englishCatalogue;
}

// allowMissing: server messages (already readable text) pass through translate() unchanged.
export const i18nProvider = polyglotI18nProvider(messagesFor, 'en', LOCALES, {
  allowMissing: true,
  replace: replaceWithCounts(() => i18nProvider.getLocale()),
});
