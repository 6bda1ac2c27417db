import { describe, expect, it } from '@jest/globals';
import { checkSpec } from './collection-spec';
import { conditionFilter, escapeRegex, sortSpec, type MongoScope } from './mongodb-filter';
import type { Filter } from './port';
import { checkFilter, checkSort } from './query';

const spec = checkSpec({
  name: 'items',
  scope: 'tenant',
  fields: { platform: 'text', followers: 'number', tags: 'textArray', 'stats.country': 'text' },
});
const tenant: MongoScope = { tenant: true, orgId: 'org-1' };
const global: MongoScope = { tenant: false, orgId: '' };

const translate = (filter: Filter, scope = tenant) => {
  const condition = checkFilter(spec, filter);
  return condition && conditionFilter(condition, scope);
};

describe('MongoDB filter translation', () => {
  it('maps field operators to their MongoDB forms', () => {
    expect(translate({ platform: 'tiktok' })).toEqual({ platform: { $eq: 'tiktok' } });
    expect(translate({ platform: null })).toEqual({ platform: null });
    expect(translate({ followers: { $gte: 10, $lt: 20 } })).toEqual({
      $and: [{ followers: { $gte: 10 } }, { followers: { $lt: 20 } }],
    });
    expect(translate({ platform: { $in: ['a', null] } })).toEqual({ platform: { $in: ['a', null] } });
    expect(translate({ platform: { $ne: 'a' } })).toEqual({ platform: { $ne: 'a' } });
    expect(translate({ tags: { $has: 'x' } })).toEqual({ tags: 'x' });
    expect(translate({ platform: { $exists: true } })).toEqual({ platform: { $ne: null } });
    expect(translate({ platform: { $exists: false } })).toEqual({ platform: null });
    expect(translate({ 'stats.country': 'AT' })).toEqual({ 'stats.country': { $eq: 'AT' } });
    expect(translate({ $or: [{ platform: 'a' }, { followers: 1 }] })).toEqual({
      $or: [{ platform: { $eq: 'a' } }, { followers: { $eq: 1 } }],
    });
  });

  it('searches with escaped, case-insensitive regular expressions', () => {
    expect(translate({ platform: { $contains: 'a.b*' } })).toEqual({ platform: { $regex: 'a\\.b\\*', $options: 'i' } });
    expect(translate({ platform: { $startsWith: '(x)' } })).toEqual({ platform: { $regex: '^\\(x\\)', $options: 'i' } });
    expect(new RegExp(escapeRegex('^[a]+$|\\')).test('^[a]+$|\\')).toBe(true);
  });

  it('looks tenant ids up by their whole key, global ids as they are', () => {
    expect(translate({ _id: 'p1' })).toEqual({ _id: { orgId: 'org-1', id: 'p1' } });
    expect(translate({ _id: { $in: ['p1', 'p2'] } })).toEqual({
      _id: {
        $in: [
          { orgId: 'org-1', id: 'p1' },
          { orgId: 'org-1', id: 'p2' },
        ],
      },
    });
    expect(translate({ _id: { $gt: 'p' } })).toEqual({ '_id.id': { $gt: 'p' } });
    expect(translate({ _id: 'p1' }, global)).toEqual({ _id: 'p1' });
  });

  it('sorts with the id as the last key', () => {
    expect(
      sortSpec(
        checkSort(spec, [
          ['followers', -1],
          ['platform', 1],
        ]),
      ),
    ).toEqual({ followers: -1, platform: 1, _id: 1 });
    expect(Object.keys(sortSpec(checkSort(spec, [['followers', -1]])))).toEqual(['followers', '_id']);
  });
});
