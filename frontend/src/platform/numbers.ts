import { abbreviate, NO_NUMBER } from '@scout/contracts/platform/abbreviate';

/**
 * Every figure the web app shows, in the UI language (`locale` from react-admin's `useLocaleState`):
 * German writes "13,5M", "1.475" and "12,50 %" where English writes "13.5M", "1,475" and "12.50 %".
 * CSV exports do not come here: they keep numbers as numbers.
 */

export { NO_NUMBER };

const formats = new Map<string, Intl.NumberFormat>();

/** Tables format hundreds of cells: one `Intl.NumberFormat` per language and number of decimals. */
function numberFormat(locale: string, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}/${minimumFractionDigits}/${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

const unknown = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

/**
 * A count as the spec abbreviates it (K from 1e3, M from 1e6, B from 1e9, one decimal unless
 * `fractionDigits` says otherwise, as an axis whose ticks need more): "13.5M", "13,5M"; a dash without a figure.
 */
export function countText(value: number | null | undefined, locale: string, fractionDigits = 1): string {
  return abbreviate(value, fractionDigits, locale);
}

/** A signed change, abbreviated like a count: "+1.2K", "+1,2K", "-200". */
export function changeText(value: number | null | undefined, locale: string): string {
  if (unknown(value)) return NO_NUMBER;
  return value > 0 ? `+${countText(value, locale)}` : countText(value, locale);
}

/** A percentage with 2 decimals: "0.52 %", "12,50 %"; a dash without a figure. */
export function percentText(value: number | null | undefined, locale: string): string {
  if (unknown(value)) return NO_NUMBER;
  return `${numberFormat(locale, 2, 2).format(value)} %`;
}

/**
 * A number written out in full and grouped, with at most `maximumFractionDigits` decimals: the exact
 * figure behind an abbreviation ("1,475", "1.475", "1.234,56"), a total in a sentence; a dash without a figure.
 */
export function numberText(value: number | null | undefined, locale: string, maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  if (unknown(value)) return NO_NUMBER;
  return numberFormat(locale, minimumFractionDigits, maximumFractionDigits).format(value);
}

/** The exact figure for a `title` (shown on hover) beside an abbreviated one; no title without a figure. */
export function exactTitle(value: number | null | undefined, locale: string): string | undefined {
  return unknown(value) ? undefined : numberText(value, locale);
}

/** A number as an input shows it for editing: every decimal, no grouping ("1234.5", "1234,5"). */
export function editableNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/**
 * The digits of a typed non-negative number, in German ("1.234,56", "1234,56") or English
 * ("1,234.56", "1234.56") writing, spaces ignored; undefined for anything else. With both "." and ","
 * the last one marks the decimals; a single one before exactly three digits is read as the UI language
 * reads it ("1.234" is 1234 in German and 1.234 in English, "1,234" the other way round); otherwise one
 * separator marks the decimals ("12,5" and "12.5" in both) and several group thousands ("1.234.567").
 */
export function typedNumberParts(text: string, locale: string): { whole: string; fraction: string } | undefined {
  const typed = text.replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(typed)) return undefined;
  const last = Math.max(typed.lastIndexOf('.'), typed.lastIndexOf(','));
  if (last === -1) return { whole: typed, fraction: '' };
  const separator = typed.charAt(last);
  const after = typed.slice(last + 1);
  const bothSeparators = typed.includes(separator === '.' ? ',' : '.');
  const once = typed.indexOf(separator) === last;
  const decimal = bothSeparators || (once && (after.length !== 3 || separator === decimalSeparator(locale)));
  const whole = ungrouped(decimal ? typed.slice(0, last) : typed);
  if (whole === undefined || (decimal && after.length === 0)) return undefined;
  return { whole, fraction: decimal ? after : '' };
}

/** A typed non-negative number read as `typedNumberParts` reads it; undefined for anything else. */
export function typedNumber(text: string, locale: string): number | undefined {
  const parts = typedNumberParts(text, locale);
  return parts ? Number(`${parts.whole}.${parts.fraction || '0'}`) : undefined;
}

/** Digits grouped by threes with one kind of separator ("1.234.567"), or plain digits, without the separators. */
function ungrouped(whole: string): string | undefined {
  if (/^\d+$/.test(whole)) return whole;
  return /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(whole) ? whole.replace(/[.,]/g, '') : undefined;
}

function decimalSeparator(locale: string): string {
  return (
    numberFormat(locale, 0, 1)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}
