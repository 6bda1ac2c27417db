const UNITS = [
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
  { value: 1, suffix: '' },
] as const;

/** Spec section 9: abbreviations K from 1e3, M from 1e6, B from 1e9 (1234 → "1.2K"). */
export function formatNumber(value: number | null | undefined, fractionDigits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const index = UNITS.findIndex((unit) => magnitude >= unit.value);
  const unitIndex = index === -1 ? UNITS.length - 1 : index;
  const unit = UNITS[unitIndex]!;
  const scaled = round(magnitude / unit.value, fractionDigits);
  const larger = UNITS[unitIndex - 1];
  // 999_960 would round to "1000K": it is shown in the next unit instead.
  if (scaled >= 1000 && larger) return `${sign}${round(magnitude / larger.value, fractionDigits)}${larger.suffix}`;
  return `${sign}${scaled}${unit.suffix}`;
}

function round(value: number, fractionDigits: number): number {
  const factor = 10 ** fractionDigits;
  return Math.round(value * factor) / factor;
}
