import { describe, expect, it } from '@jest/globals';
import type { ContentHistoryPoint } from '@scout/contracts/content/responses';
import { captionExcerpt, chartedMetrics, freshAt, localDateTimeValue, metricAxes, parseViews } from './contentText';
import { timeAgo } from './freshness';

const point = (views: number | null, likes: number | null, comments: number | null): ContentHistoryPoint => ({
  observedAt: '2025-03-01T10:00:00Z',
  views,
  likes,
  comments,
  shares: null,
  saves: null,
});

describe('captionExcerpt', () => {
  it('puts the caption on one line and cuts it with an ellipsis', () => {
    expect(captionExcerpt('first line\n\nsecond   line')).toBe('first line second line');
    expect(captionExcerpt('abcdefghij', 5)).toBe('abcd…');
    expect(captionExcerpt('abcde', 5)).toBe('abcde');
  });
});

describe('freshAt', () => {
  it('prefers the live-tracking timestamp, else the latest observation', () => {
    expect(freshAt({ observedAt: '2025-03-01T10:00:00Z', updatedAt: '2025-03-02T10:00:00Z' })).toBe('2025-03-02T10:00:00Z');
    expect(freshAt({ observedAt: '2025-03-01T10:00:00Z' })).toBe('2025-03-01T10:00:00Z');
    expect(freshAt({ observedAt: null, updatedAt: null })).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  it('says how long ago in the largest whole unit, in the UI locale', () => {
    expect(timeAgo('2025-03-10T10:00:00Z', now, 'en')).toBe('2 hours ago');
    expect(timeAgo('2025-03-10T11:59:30Z', now, 'en')).toBe('now');
    expect(timeAgo('2025-03-10T11:15:00Z', now, 'en')).toBe('45 minutes ago');
    expect(timeAgo('2025-03-07T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(timeAgo('2025-03-09T11:00:00Z', now, 'de')).toBe('gestern');
  });

  it('gives nothing without a readable timestamp and treats a time ahead as now', () => {
    expect(timeAgo(null, now)).toBeNull();
    expect(timeAgo('not a date', now)).toBeNull();
    expect(timeAgo('2025-03-10T12:05:00Z', now, 'en')).toBe('now');
  });
});

describe('chartedMetrics', () => {
  it('draws a line only for the counts the platform gave at least once', () => {
    expect(chartedMetrics([point(100, 10, 1), point(200, 20, 2)])).toEqual(['views', 'likes', 'comments']);
    expect(chartedMetrics([point(null, 10, 1), point(null, 12, null)])).toEqual(['likes', 'comments']);
    expect(chartedMetrics([])).toEqual([]);
  });

  it('puts views on a right-hand axis of their own beside likes and comments, on the left when alone', () => {
    expect(metricAxes(['views', 'likes', 'comments'])).toEqual([
      { id: 'counts', side: 'left', metrics: ['likes', 'comments'] },
      { id: 'views', side: 'right', metrics: ['views'] },
    ]);
    expect(metricAxes(['views'])).toEqual([{ id: 'views', side: 'left', metrics: ['views'] }]);
    expect(metricAxes(['likes'])).toEqual([{ id: 'counts', side: 'left', metrics: ['likes'] }]);
    expect(metricAxes([])).toEqual([]);
  });
});

describe('story form values', () => {
  it('reads views: blank is unknown, whole numbers only', () => {
    expect(parseViews('')).toBeNull();
    expect(parseViews(' 1200 ')).toBe(1200);
    expect(parseViews('12.5')).toBeUndefined();
    expect(parseViews('-3')).toBeUndefined();
    expect(parseViews('99999999999999999999')).toBeUndefined();
  });

  it('shows a moment as a datetime-local value', () => {
    expect(localDateTimeValue(new Date(2025, 2, 4, 9, 5))).toBe('2025-03-04T09:05');
  });
});
