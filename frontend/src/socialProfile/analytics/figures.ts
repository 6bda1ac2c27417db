import { abbreviate, NO_NUMBER } from '@scout/contracts/platform/abbreviate';

/** A count as the spec shows it (K/M/B), a dash when there is no figure. */
export function countText(value: number | null | undefined): string {
  return abbreviate(value ?? null);
}

/** A percentage with 2 decimals, a dash when there is no figure. */
export function percentText(value: number | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_NUMBER;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} %`;
}

/** A signed change such as "+1.2K". */
export function changeText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_NUMBER;
  return value > 0 ? `+${abbreviate(value)}` : abbreviate(value);
}
