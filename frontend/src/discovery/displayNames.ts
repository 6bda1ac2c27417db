/** Country and language names in the user's language from their ISO codes (the browser knows them). */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  return displayName(locale, 'region', code.toUpperCase());
}

export function languageName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  return displayName(locale, 'language', code.toLowerCase());
}

const cache = new Map<string, Intl.DisplayNames | null>();

function displayName(locale: string, type: 'region' | 'language', code: string): string {
  const key = `${locale}/${type}`;
  if (!cache.has(key)) {
    try {
      cache.set(key, new Intl.DisplayNames([locale, 'en'], { type, fallback: 'code' }));
    } catch {
      cache.set(key, null);
    }
  }
  try {
    return cache.get(key)?.of(code) ?? code;
  } catch {
    return code;
  }
}
