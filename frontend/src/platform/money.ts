import { typedNumberParts } from './numbers';

/** Money on screen: the API keeps whole cents, people type and read amounts in the UI language. */

/** An amount from cents in the UI language: "€1,234.50", "1.234,50 €". */
export function moneyText(cents: number, currency: string, locale: string): string {
  return amountText(cents / 100, currency, locale);
}

/** An amount in major units with up to `digits` decimals (at least 2), e.g. a cost per engagement of "€0.1957". */
export function amountText(amount: number, currency: string, locale: string, digits = 2): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: Math.max(2, digits),
    }).format(amount);
  } catch {
    // An unknown currency code: the amount with the code beside it.
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

/** Cents as an amount field shows them for editing, without grouping: "1234.50", "1234,50". */
export function centsToAmount(cents: number | undefined, locale: string): string {
  if (cents === undefined) return '';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

/**
 * Cents from a typed amount, in German ("1.234,56", "1234,56") or English ("1,234.56", "1234.56")
 * writing, read as `typedNumberParts` reads it ("1.234" is 1234 in German, and in English 1.234, which
 * has too many decimals); undefined for anything that is not a non-negative amount with at most 2 decimals.
 */
export function amountToCents(text: string, locale: string): number | undefined {
  const parts = typedNumberParts(text, locale);
  if (!parts || parts.fraction.length > 2) return undefined;
  const cents = Number(parts.whole) * 100 + Number(parts.fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}
