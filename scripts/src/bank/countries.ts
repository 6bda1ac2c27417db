/**
 * ISO 3166-1 alpha-2 codes of the English country names the datasets write ("United States",
 * "South Korea", "Turkey"), from the ICU data Node ships (Intl.DisplayNames) plus the older or
 * shorter names ICU no longer uses. Used when building the embedded bank only.
 */
const ALIASES: Record<string, string> = {
  'united states of america': 'US',
  usa: 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  turkey: 'TR',
  russia: 'RU',
  'south korea': 'KR',
  korea: 'KR',
  'north korea': 'KP',
  vietnam: 'VN',
  'viet nam': 'VN',
  iran: 'IR',
  syria: 'SY',
  'czech republic': 'CZ',
  uae: 'AE',
};

let byName: Map<string, string> | undefined;

function names(): Map<string, string> {
  if (byName) return byName;
  const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const map = new Map<string, string>(Object.entries(ALIASES));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const code = `${a}${b}`;
      let name: string | undefined;
      try {
        name = display.of(code);
      } catch {
        name = undefined;
      }
      // Unassigned codes come back as themselves or not at all; regions like "EU" are not countries.
      if (name && name !== code && !['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'].includes(code)) map.set(name.toLowerCase(), code);
    }
  }
  byName = map;
  return map;
}

/** The code of an English country name, or null for anything else ("-", "N/A", "10.2M"). */
export function countryCodeOf(name: string | null): string | null {
  if (!name) return null;
  const text = name.trim();
  if (/^[A-Z]{2}$/.test(text)) return text;
  return names().get(text.toLowerCase()) ?? null;
}
