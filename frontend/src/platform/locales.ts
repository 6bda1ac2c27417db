/** The languages the UI offers (the catalogues live in shell/i18n). */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
];
