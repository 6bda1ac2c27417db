import { describe, expect, it } from '@jest/globals';
import { heatmapOf } from '../figures/creatorFigures';
import { emptyFigureFacts, itemRecorded } from '../figures/figureFacts';
import { viennaSlot } from './heatmap';

/** The heatmap of posts published at these instants. */
function postingHeatmap(instants: readonly string[]) {
  const facts = emptyFigureFacts('instagram');
  for (const [i, instant] of instants.entries()) itemRecorded(facts, `p${i}`, 'post', instant);
  return heatmapOf(facts);
}

const cell = (rows: number[][], hour: number, weekday: number) => rows[hour]![weekday];

describe('viennaSlot', () => {
  it('reads summer instants at UTC+2 and winter instants at UTC+1, Monday as column 0', () => {
    expect(viennaSlot('2025-07-07T06:30:00Z')).toEqual({ weekday: 0, hour: 8 }); // Monday
    expect(viennaSlot('2025-01-06T06:30:00Z')).toEqual({ weekday: 0, hour: 7 });
    expect(viennaSlot('2025-07-13T22:15:00Z')).toEqual({ weekday: 0, hour: 0 }); // Sunday in UTC, Monday 00:15 in Vienna
    expect(viennaSlot('2025-07-13T21:59:59Z')).toEqual({ weekday: 6, hour: 23 });
  });

  it('follows the switch to summer time (2025-03-30 02:00 → 03:00)', () => {
    expect(viennaSlot('2025-03-30T00:59:00Z')).toEqual({ weekday: 6, hour: 1 });
    expect(viennaSlot('2025-03-30T01:00:00Z')).toEqual({ weekday: 6, hour: 3 });
  });
});

describe('the posting-time heatmap', () => {
  it('gives 24 rows of 7 cells, each the share of posts in percent with 2 decimals', () => {
    const heatmap = postingHeatmap(['2025-07-07T06:30:00Z', '2025-07-07T06:59:00Z', '2025-07-08T18:00:00Z']);
    expect(heatmap.timeZone).toBe('Europe/Vienna');
    expect(heatmap.postsConsidered).toBe(3);
    expect(heatmap.rows).toHaveLength(24);
    for (const row of heatmap.rows) expect(row).toHaveLength(7);
    expect(cell(heatmap.rows, 8, 0)).toBe(66.67);
    expect(cell(heatmap.rows, 20, 1)).toBe(33.33);
    expect(heatmap.rows.flat().filter((value) => value !== 0)).toHaveLength(2);
  });

  it('rounds each cell on its own, so the cells may not add up to exactly 100', () => {
    const heatmap = postingHeatmap(['2025-07-07T06:00:00Z', '2025-07-08T06:00:00Z', '2025-07-09T06:00:00Z']);
    expect(heatmap.rows[8]!.slice(0, 3)).toEqual([33.33, 33.33, 33.33]);
    expect(heatmap.rows.flat().reduce((sum, value) => sum + value, 0)).toBeCloseTo(99.99, 10);
  });

  it('without posts: every cell 0 and no posts considered', () => {
    const heatmap = postingHeatmap([]);
    expect(heatmap.postsConsidered).toBe(0);
    expect(heatmap.rows).toEqual(Array.from({ length: 24 }, () => [0, 0, 0, 0, 0, 0, 0]));
    expect(heatmap.formula).toContain('Europe/Vienna');
  });
});
