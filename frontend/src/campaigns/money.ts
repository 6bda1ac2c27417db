/** Campaign payments summed per currency (amounts are read and typed through platform/money). */

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
