import type { TimeAxis } from './timeAxis';
import type { ValueAxis } from './valueAxis';

/** The tick text of every chart. */
export const CHART_TICK = { fontSize: 11 };

/** A recharts XAxis on real time over the points' `at` (ms): `<XAxis {...timeAxisProps(x)} />`. */
export function timeAxisProps(x: TimeAxis) {
  return {
    dataKey: 'at',
    type: 'number',
    scale: 'time',
    domain: x.domain,
    ticks: x.ticks,
    tickFormatter: x.label,
    tick: CHART_TICK,
    interval: 'preserveStartEnd',
    minTickGap: 8,
  } as const;
}

/** A recharts YAxis of counts on the value axis' nice ticks: `<YAxis {...valueAxisProps(y)} />`. */
export function valueAxisProps(y: ValueAxis) {
  return { type: 'number', domain: y.domain, ticks: y.ticks, tickFormatter: y.label, tick: CHART_TICK, allowDecimals: false } as const;
}
