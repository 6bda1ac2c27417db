import { describe, expect, it } from '@jest/globals';
import { containsText, localList, type LocalListRules } from './localList';
import { readPage } from './pagedRead';

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

const rules: LocalListRules<Row> = {
  filters: { q: (row, value) => containsText(row.name, value), shared: (row, value) => (row.shared !== null) === value },
  sortBy: { name: (row) => row.name, count: (row) => row.count, shared: (row) => row.shared },
};

describe('localList', () => {
  it('filters, sorts and pages as react-admin asks, with the total before paging', () => {
    const page = localList(
      rows,
      { filter: { q: 'SUMMER' }, sort: { field: 'count', order: 'DESC' }, pagination: { page: 1, perPage: 1 } },
      rules,
    );
    expect(page.data.map((row) => row.id)).toEqual(['a']);
    expect(page.total).toBe(2);
    expect(page.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: true });
    const second = localList(
      rows,
      { filter: { q: 'summer' }, sort: { field: 'count', order: 'DESC' }, pagination: { page: 2, perPage: 1 } },
      rules,
    );
    expect(second.data.map((row) => row.id)).toEqual(['c']);
  });

  it('sorts text ignoring case, nulls last, and ignores empty filters and unknown fields', () => {
    const byName = localList(
      rows,
      { filter: { q: '', unknown: 'x' }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 } },
      rules,
    );
    expect(byName.data.map((row) => row.id)).toEqual(['b', 'a', 'c']);
    const byShare = localList(rows, { filter: {}, sort: { field: 'shared', order: 'DESC' }, pagination: { page: 1, perPage: 10 } }, rules);
    expect(byShare.data.map((row) => row.id)).toEqual(['c', 'b', 'a']);
    const sharedOnly = localList(
      rows,
      { filter: { shared: true }, sort: { field: 'nope', order: 'ASC' }, pagination: { page: 1, perPage: 10 } },
      rules,
    );
    expect(sharedOnly.data.map((row) => row.id)).toEqual(['b', 'c']);
  });
});

describe('readPage', () => {
  const items = Array.from({ length: 250 }, (_, index) => index);
  const calls: Array<[number, number]> = [];
  const api = async (page: number, limit: number) => {
    calls.push([page, limit]);
    return { items: items.slice((page - 1) * limit, page * limit), total: items.length };
  };

  it('asks once when the page fits the API, and in API-sized pages when it does not', async () => {
    calls.length = 0;
    expect(await readPage(2, 20, 100, api)).toEqual({ items: items.slice(20, 40), total: 250 });
    expect(calls).toEqual([[2, 20]]);
    calls.length = 0;
    expect(await readPage(1, 1000, 100, api)).toEqual({ items, total: 250 });
    expect(calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    calls.length = 0;
    expect(await readPage(2, 150, 100, api)).toEqual({ items: items.slice(150, 250), total: 250 });
    expect(calls).toEqual([
      [2, 100],
      [3, 100],
    ]);
  });
});
