/** Stable hooks for the browser tests on every chart. */
export const chartTestIds = {
  /** What a chart with one observation shows instead (the chart's own id is on its frame). */
  single: 'chart-single-observation',
} as const;
