import { describe, expect, it } from '@jest/globals';
import { metricsUpdatedAt, postUpdatedAt } from './freshness';

describe('campaign freshness', () => {
  it('a post is as fresh as its latest refresh or edit', () => {
    expect(postUpdatedAt({ updatedAt: '2026-03-01T10:00:00.000Z', refreshedAt: '2026-03-02T10:00:00.000Z' })).toBe(
      '2026-03-02T10:00:00.000Z',
    );
    expect(postUpdatedAt({ updatedAt: '2026-03-03T10:00:00.000Z', refreshedAt: '2026-03-02T10:00:00.000Z' })).toBe(
      '2026-03-03T10:00:00.000Z',
    );
    expect(postUpdatedAt({ updatedAt: '2026-03-01T10:00:00.000Z' })).toBe('2026-03-01T10:00:00.000Z');
    expect(postUpdatedAt({ updatedAt: '2026-03-01T10:00:00.000Z', refreshedAt: null })).toBe('2026-03-01T10:00:00.000Z');
  });

  it('the metrics are as fresh as the latest of their posts, null without posts', () => {
    expect(metricsUpdatedAt([])).toBeNull();
    expect(
      metricsUpdatedAt([
        { updatedAt: '2026-03-01T10:00:00.000Z', refreshedAt: '2026-03-04T10:00:00.000Z' },
        { updatedAt: '2026-03-03T10:00:00.000Z' },
      ]),
    ).toBe('2026-03-04T10:00:00.000Z');
  });
});
