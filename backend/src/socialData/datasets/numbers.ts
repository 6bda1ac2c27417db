const SUFFIX: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 };

/**
 * A count as the datasets write it: "353.1K", "48.5M", "1,234", "50700000.00". Blanks, "N/A'",
 * "#VALOR!", "-" and any other text give null.
 */
export function parseCount(text: string | undefined): number | null {
  const cleaned = (text ?? '').trim().replace(/,/g, '');
  const match = /^(\d+(?:\.\d+)?)([KMB])?$/i.exec(cleaned);
  if (!match) return null;
  const value = Number(match[1]) * (match[2] ? SUFFIX[match[2].toUpperCase()]! : 1);
  return Number.isFinite(value) ? Math.round(value) : null;
}

/** The mean of the known values, or null when none is known. */
export function averageOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  return Math.round((known.reduce((sum, value) => sum + value, 0) / known.length) * 100) / 100;
}
