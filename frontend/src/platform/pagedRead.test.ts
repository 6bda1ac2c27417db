import { describe, expect, it } from '@jest/globals';
import { readPage } from './pagedRead';

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
