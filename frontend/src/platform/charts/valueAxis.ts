import { abbreviate } from '@scout/contracts/platform/abbreviate';
import { distinctLabels } from './distinctLabels';

/** A Y axis of counts: a padded domain, round ticks inside it, and labels that all differ. */
export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
  /** The label of a tick, abbreviated as every count is (K/M/B) with as many decimals as the ticks need. */
  label: (value: number) => string;
}

export interface ValueAxisOptions {
  /** At most this many ticks. */
  maxTicks?: number;
  /** Whole numbers only (counts). */
  integers?: boolean;
  /** The axis starts at zero (bars). */
  fromZero?: boolean;
}

const MAX_DECIMALS = 3;

/** Rounds away binary noise such as 0.30000000000000004. */
const clean = (value: number) => Number(value.toPrecision(12));

/** The round steps (1, 2 and 5 times a power of ten) from the one near `rough` upwards. */
function* roundSteps(rough: number, integers: boolean): Generator<number> {
  let power = 10 ** Math.floor(Math.log10(rough));
  for (;;) {
    for (const factor of [1, 2, 5]) {
      const step = clean(factor * power);
      if (step >= rough && (!integers || Number.isInteger(step))) yield step;
    }
    power *= 10;
  }
}

/**
 * A flat series (one value, or the same value throughout) is given room around it — a tenth of
 * its size each way, at least 1 — so that its ticks differ; counts never go below zero.
 */
function padded(low: number, high: number, nonNegative: boolean): [number, number] {
  if (high > low) return [low, high];
  const room = Math.max(Math.abs(high) * 0.1, 1);
  return [nonNegative ? Math.max(0, low - room) : low - room, high + room];
}

/**
 * The axis for these values: the smallest round step giving at most `maxTicks` ticks, the domain
 * widened to whole steps, and labels with the fewest decimals that show each tick as it is; a
 * label that would repeat another (ticks finer than three decimals of K/M/B) is left out.
 */
export function valueAxis(values: readonly number[], locale: string, options: ValueAxisOptions = {}): ValueAxis {
  const { maxTicks = 5, integers = true, fromZero = false } = options;
  const finite = values.filter(Number.isFinite);
  const nonNegative = finite.every((value) => value >= 0);
  let low = finite.length > 0 ? Math.min(...finite) : 0;
  let high = finite.length > 0 ? Math.max(...finite) : 0;
  if (fromZero) [low, high] = [Math.min(low, 0), Math.max(high, 0)];
  [low, high] = padded(low, high, nonNegative);
  // A step under a thousandth of the values would need more than three decimals of K/M/B to show.
  const rough = Math.max((high - low) / Math.max(1, maxTicks - 1), Math.max(Math.abs(low), Math.abs(high)) / 1000);
  let ticks: number[] = [];
  for (const step of roundSteps(rough, integers)) {
    const first = Math.floor(clean(low / step));
    const last = Math.ceil(clean(high / step));
    if (last - first + 1 > maxTicks) continue;
    ticks = Array.from({ length: last - first + 1 }, (_, i) => clean((first + i) * step));
    break;
  }
  // The fewest decimals that round no tick ("1.5K" stays "1.5K", never "2K" beside "1K").
  const decimals =
    Array.from({ length: MAX_DECIMALS }, (_, digits) => digits).find((digits) =>
      ticks.every((tick) => abbreviate(tick, digits, locale) === abbreviate(tick, MAX_DECIMALS, locale)),
    ) ?? MAX_DECIMALS;
  const label = (value: number) => abbreviate(value, decimals, locale);
  return { domain: [ticks[0]!, ticks.at(-1)!], ticks: distinctLabels(ticks, label), label };
}
