import { describe, expect, it } from '@jest/globals';
import type { CustomFieldView } from '@scout/contracts/customFields/responses';
import { groupFields, optionsOf } from './grouping';

const field = (_id: string, categoryId: string | null): CustomFieldView => ({
  _id,
  name: _id,
  type: 'text',
  options: [],
  categoryId,
  createdAt: '2026-01-01T00:00:00Z',
});
const category = (_id: string) => ({ _id, name: `Category ${_id}`, createdAt: '2026-01-01T00:00:00Z' });

describe('groupFields', () => {
  it('keeps the category order, puts fields without a known category last and drops empty groups', () => {
    const groups = groupFields(
      [category('b'), category('a'), category('empty')],
      [field('f1', 'a'), field('f2', null), field('f3', 'b'), field('f4', 'gone')],
    );
    expect(groups.map((g) => [g.name, g.fields.map((f) => f._id)])).toEqual([
      ['Category b', ['f3']],
      ['Category a', ['f1']],
      ['', ['f2', 'f4']],
    ]);
  });

  it('has no groups without fields', () => {
    expect(groupFields([category('a')], [])).toEqual([]);
  });
});

describe('optionsOf', () => {
  it('splits on commas and drops blanks', () => {
    expect(optionsOf(' gold, silver ,, bronze ')).toEqual(['gold', 'silver', 'bronze']);
    expect(optionsOf(' , ')).toEqual([]);
  });
});
