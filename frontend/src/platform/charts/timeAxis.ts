import { formatDateAs, viennaInstant, viennaWallClock, type DateStyle, type WallClock } from '../dates';
import { distinctLabels } from './distinctLabels';

/** An X axis on real time: instants (ms) as positions, ticks at whole calendar steps in Vienna. */
export interface TimeAxis {
  domain: [number, number];
  ticks: number[];
  /** The label of a tick; every tick's label differs from the others'. */
  label: (instant: number) => string;
}

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

interface Step {
  unit: Unit;
  count: number;
  /** About how long a step lasts, to skip steps that would give far too many ticks. */
  ms: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const STEPS: Step[] = [
  ...[1, 5, 15, 30].map((count) => ({ unit: 'minute' as const, count, ms: count * MINUTE })),
  ...[1, 3, 6, 12].map((count) => ({ unit: 'hour' as const, count, ms: count * HOUR })),
  ...[1, 2].map((count) => ({ unit: 'day' as const, count, ms: count * DAY })),
  { unit: 'week', count: 1, ms: 7 * DAY },
  ...[1, 2, 3, 6].map((count) => ({ unit: 'month' as const, count, ms: count * 30 * DAY })),
  ...[1, 2, 5, 10, 20, 50, 100].map((count) => ({ unit: 'year' as const, count, ms: count * 365 * DAY })),
];

/** The first wall-clock time of a step at or before `wall` (weeks start on Monday). */
function floorTo(wall: WallClock, { unit, count }: Step): WallClock {
  const down = (value: number) => Math.floor(value / count) * count;
  switch (unit) {
    case 'minute':
      return { ...wall, minute: down(wall.minute) };
    case 'hour':
      return { ...wall, hour: down(wall.hour), minute: 0 };
    case 'day':
      return { ...wall, hour: 0, minute: 0 };
    case 'week': {
      const weekday = (new Date(Date.UTC(wall.year, wall.month, wall.day)).getUTCDay() + 6) % 7;
      return { ...wall, day: wall.day - weekday, hour: 0, minute: 0 };
    }
    case 'month':
      return { ...wall, month: down(wall.month), day: 1, hour: 0, minute: 0 };
    case 'year':
      return { year: down(wall.year), month: 0, day: 1, hour: 0, minute: 0 };
  }
}

/** The `n`-th step after `start`. */
function nthStep(start: WallClock, { unit, count }: Step, n: number): WallClock {
  switch (unit) {
    case 'minute':
      return { ...start, minute: start.minute + n * count };
    case 'hour':
      return { ...start, hour: start.hour + n * count };
    case 'day':
      return { ...start, day: start.day + n * count };
    case 'week':
      return { ...start, day: start.day + n * 7 };
    case 'month':
      return { ...start, month: start.month + n * count };
    case 'year':
      return { ...start, year: start.year + n * count };
  }
}

function ticksOf(from: number, to: number, step: Step, maxTicks: number): number[] | undefined {
  const start = floorTo(viennaWallClock(from), step);
  const ticks: number[] = [];
  for (let n = 0; ; n += 1) {
    const instant = viennaInstant(nthStep(start, step, n));
    if (instant > to) return ticks;
    if (instant >= from) ticks.push(instant);
    if (ticks.length > maxTicks) return undefined;
  }
}

/** Label styles for a step, from the plainest to the most precise. */
function labelStyles(unit: Unit | undefined, sameYear: boolean, sameDay: boolean): DateStyle[] {
  const precise: DateStyle[] = ['dateTime', 'dateTimeSeconds'];
  switch (unit) {
    case 'year':
      return ['year', ...precise];
    case 'month':
      return [sameYear ? 'month' : 'monthYear', ...precise];
    case 'week':
    case 'day':
      return [sameYear ? 'dayMonth' : 'date', ...precise];
    case 'minute':
    case 'hour':
      return [sameDay ? 'time' : sameYear ? 'dayMonthTime' : 'dateTime', 'dateTimeSeconds'];
    default:
      return precise;
  }
}

/**
 * The time axis for these instants: the domain from the first to the last (widened by `padding` ms
 * on each side, e.g. half a day for a bar per day), at most `maxTicks` ticks at the finest whole
 * calendar step that fits (minutes, hours, days, Mondays, months, years), and labels without the
 * year when the whole axis lies in one year, otherwise with all four digits. With `days`, the
 * instants are the starts of calendar days, and no step is shorter than a day.
 */
export function timeAxis(instants: readonly number[], locale: string, { maxTicks = 6, padding = 0, days = false } = {}): TimeAxis {
  const finite = instants.filter(Number.isFinite);
  if (finite.length === 0) return { domain: [0, 1], ticks: [], label: () => '' };
  const from = Math.min(...finite) - padding;
  const to = Math.max(...finite) + padding;
  let step: Step | undefined;
  let ticks: number[] = [];
  for (const candidate of STEPS) {
    if ((to - from) / candidate.ms > maxTicks || (days && candidate.ms < DAY)) continue;
    const found = ticksOf(from, to, candidate, maxTicks);
    if (found && found.length >= 2) {
      step = candidate;
      ticks = found;
      break;
    }
  }
  if (!step) ticks = from === to ? [from] : [from, to];
  const first = viennaWallClock(from);
  const last = viennaWallClock(to);
  const sameYear = first.year === last.year;
  const sameDay = sameYear && first.month === last.month && first.day === last.day;
  const styles = labelStyles(step?.unit, sameYear, sameDay);
  const style =
    styles.find((candidate) => new Set(ticks.map((tick) => formatDateAs(tick, locale, candidate))).size === ticks.length) ?? styles.at(-1)!;
  const label = (instant: number) => formatDateAs(instant, locale, style);
  return { domain: [from, to], ticks: distinctLabels(ticks, label), label };
}
