import { roundHalfUp } from './rounding';

const UNITS = [
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
  { value: 1, suffix: '' },
] as const;

/** Shown where a number is unknown. */
export const NO_NUMBER = '–';

/**
 * A number as Scout shows counts: K from 1e3, M from 1e6, B from 1e9, rounded half away from zero
 * to `fractionDigits` decimals without trailing zeros (1234 → "1.2K", 48_500_000 → "48.5M",
 * -1500 → "-1.5K", 999 → "999"). A value that rounds up to 1000 of its unit moves to the next
 * unit (999_960 → "1M"). Above 999B it stays in B (7_250_000_000_000 → "7,250B"). The decimals and
 * grouping are those of `locale` ("13,5M" in German); the letters K, M and B are the spec's in every
 * language.
 */
export function abbreviate(value: number | null | undefined, fractionDigits = 1, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_NUMBER;
  const magnitude = Math.abs(value);
  let unitIndex = UNITS.findIndex((unit) => magnitude >= unit.value);
  if (unitIndex === -1) unitIndex = UNITS.length - 1;
  let scaled = roundHalfUp(magnitude / UNITS[unitIndex]!.value, fractionDigits);
  if (scaled >= 1000 && unitIndex > 0) {
    unitIndex -= 1;
    scaled = roundHalfUp(magnitude / UNITS[unitIndex]!.value, fractionDigits);
  }
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  const digits = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(scaled);
  return `${sign}${digits}${UNITS[unitIndex]!.suffix}`;
}
