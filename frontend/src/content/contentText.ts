import type { ContentHistoryPoint, ContentView } from '@scout/contracts/content/responses';

const CAPTION_SHOWN = 80;

/** When the item's counts were last known to be current: `updatedAt` (live tracking), else the latest observation. */
export function freshAt(content: Pick<ContentView, 'observedAt' | 'updatedAt'>): string | null {
  return content.updatedAt ?? content.observedAt;
}

/** The caption on one line, cut at `length` characters with an ellipsis. */
export function captionExcerpt(caption: string, length = CAPTION_SHOWN): string {
  const flat = caption.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

export const CHARTED_METRICS = ['views', 'likes', 'comments'] as const;
export type ChartedMetric = (typeof CHARTED_METRICS)[number];

/** The charted metrics with at least one observed value: a count the platform never gives gets no line. */
export function chartedMetrics(history: ContentHistoryPoint[]): ChartedMetric[] {
  return CHARTED_METRICS.filter((metric) => history.some((point) => point[metric] !== null));
}

/** A Y axis of the history chart and the charted metrics on it. */
export interface MetricAxis {
  id: 'counts' | 'views';
  side: 'left' | 'right';
  metrics: ChartedMetric[];
}

/**
 * Views get their own right-hand axis beside likes and comments, as they are usually far larger;
 * drawn alone, each group takes the left-hand axis.
 */
export function metricAxes(metrics: readonly ChartedMetric[]): MetricAxis[] {
  const counts = metrics.filter((metric) => metric !== 'views');
  const views = metrics.filter((metric) => metric === 'views');
  const axes: MetricAxis[] = [];
  if (counts.length > 0) axes.push({ id: 'counts', side: 'left', metrics: counts });
  if (views.length > 0) axes.push({ id: 'views', side: counts.length > 0 ? 'right' : 'left', metrics: views });
  return axes;
}

/** `YYYY-MM-DDTHH:mm` of a moment in the browser's time, as a datetime-local field shows it. */
export function localDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Views as typed: '' is unknown (null), whole non-negative numbers only; undefined when invalid. */
export function parseViews(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : undefined;
}
