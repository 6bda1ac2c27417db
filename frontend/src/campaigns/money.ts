/** Money in the campaign screens: the API keeps cents, people type and read amounts. */

/** "€1,234.50" style in the UI locale, from cents. */
export function moneyText(cents: number, currency: string, locale = 'en'): string {
  return amountText(cents / 100, currency, locale);
}

/** An amount in major units with up to `digits` decimals (at least 2), e.g. a cost per engagement of "€0.1957". */
export function amountText(amount: number, currency: string, locale = 'en', digits = 2): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: Math.max(2, digits),
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

/** Cents from a typed amount ("12.5", "12,50"); undefined when it is not a non-negative amount with at most 2 decimals. */
export function amountToCents(text: string): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return undefined;
  const [whole = '0', fraction = ''] = normalised.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents shown in an amount field ("12.50"). */
export function centsToAmount(cents: number | undefined): string {
  return cents === undefined ? '' : (cents / 100).toFixed(2);
}

export interface CurrencyTotal {
  currency: string;
  cents: number;
}

/** Sums of the amounts per currency, in currency order. */
export function totalsPerCurrency(items: ReadonlyArray<{ amountCents: number; currency: string }>): CurrencyTotal[] {
  const sums = new Map<string, number>();
  for (const { amountCents, currency } of items) sums.set(currency, (sums.get(currency) ?? 0) + amountCents);
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, cents]) => ({ currency, cents }));
}
