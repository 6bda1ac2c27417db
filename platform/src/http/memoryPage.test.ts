import { describe, expect, it } from '@jest/globals';
import { containsText, memoryPage, type MemoryPageRules } from './memoryPage';

interface Row {
  id: string;
  name: string;
  count: number;
  shared: string | null;
}

const rows: Row[] = [
  { id: 'a', name: 'Summer', count: 3, shared: null },
  { id: 'b', name: 'autumn', count: 10, shared: 's1' },
  { id: 'c', name: 'Winter summer', count: 1, shared: 's2' },
];

const rules: MemoryPageRules<Row, { q?: string; shared?: boolean }, 'name' | 'count' | 'shared'> = {
  filters: { q: (row, value) => containsText(row.name, value), shared: (row, value) => (row.shared !== null) === value },
  sortBy: { name: (row) => row.name, count: (row) => row.count, shared: (row) => row.shared },
};

const ids = (page: { records: Row[] }) => page.records.map((row) => row.id);

describe('memoryPage', () => {
  it('filters, sorts and slices the range asked for, with the total before slicing', () => {
    const first = memoryPage(rows, { filter: { q: 'SUMMER' }, sort: ['count', 'DESC'], range: [0, 0] }, rules);
    expect([ids(first), first.total, first.skip]).toEqual([['a'], 2, 0]);
    const second = memoryPage(rows, { filter: { q: 'summer' }, sort: ['count', 'DESC'], range: [1, 1] }, rules);
    expect([ids(second), second.total, second.skip]).toEqual([['c'], 2, 1]);
    expect(ids(memoryPage(rows, { range: [5, 9] }, rules))).toEqual([]);
  });

  it('sorts text ignoring case, nulls last; without sort keeps the order given; without range answers the first ten', () => {
    expect(ids(memoryPage(rows, { sort: ['name', 'ASC'] }, rules))).toEqual(['b', 'a', 'c']);
    expect(ids(memoryPage(rows, { sort: ['shared', 'DESC'] }, rules))).toEqual(['c', 'b', 'a']);
    expect(ids(memoryPage(rows, { sort: ['shared', 'ASC'] }, rules))).toEqual(['b', 'c', 'a']);
    expect(ids(memoryPage(rows, { filter: { shared: true } }, rules))).toEqual(['b', 'c']);
    expect(ids(memoryPage(rows, { filter: { shared: false } }, rules))).toEqual(['a']);
    const many = Array.from({ length: 12 }, (_, index) => ({ ...rows[0]!, id: String(index) }));
    expect(memoryPage(many, {}, rules).records).toHaveLength(10);
  });
});
