/**
 * Rounds half away from zero to `fractionDigits` decimals. The nudge of one epsilon keeps decimal
 * halves such as 1.005 (1.00499… in binary) rounding up, as a person rounding by hand would.
 */
export function roundHalfUp(value: number, fractionDigits = 2): number {
  const factor = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
