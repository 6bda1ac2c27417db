import { describe, expect, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { listsProjection, type ListDoc } from './lists';
import { sharedListsProjection, type SharedListDoc } from './sharedLists';

const orgId = '11111111-1111-4111-8111-111111111111';
const listId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const p1 = '33333333-3333-5333-8333-333333333333';
const p2 = '44444444-4444-5444-8444-444444444444';
const p3 = '55555555-5555-5555-8555-555555555555';
const shareId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const t1 = '2026-11-01T08:00:00.000Z';
const t2 = '2026-11-02T08:00:00.000Z';
const t3 = '2026-11-03T08:00:00.000Z';
const stream = `lists-${orgId}`;
const given = (events: ScoutEvent[]) => recorded(stream, testMetadata(orgId, 'user'), events);

const created: ScoutEvent = { type: 'ListCreated', data: { listId, name: 'Summer Campaign', slug: 'summer-campaign', createdAt: t1 } };
const added: ScoutEvent = { type: 'ListProfilesAdded', data: { listId, profileIds: [p1, p2], addedAt: t2 } };
const shared: ScoutEvent = { type: 'ListShared', data: { listId, shareId, sharedAt: t3 } };
const unshared: ScoutEvent = { type: 'ListShareDisabled', data: { listId, shareId, disabledAt: t3 } };
const base: ListDoc = {
  _id: listId,
  orgId,
  name: 'Summer Campaign',
  nameKey: 'summer campaign',
  slug: 'summer-campaign',
  profileIds: [],
  addedAt: {},
  shareId: null,
  createdAt: t1,
  updatedAt: t1,
};

describe('lists projection', () => {
  const spec = projectionSpec<ListDoc>(listsProjection);

  it('Given ListCreated, Then an empty list with its lower-case name key', () => {
    spec.given(given([created])).then([base]);
  });

  it('Given a ListCreated from before slugs, Then the slug is made of its name and the start of its id', () => {
    spec
      .given(given([{ type: 'ListCreated', data: { listId, name: 'Summer Campaign', createdAt: t1 } }]))
      .then([{ ...base, slug: 'summer-campaign-aaaaaaaa' }]);
  });

  it('Given profiles added, Then their ids and when each joined', () => {
    spec.given(given([created, added])).then([{ ...base, profileIds: [p1, p2], addedAt: { [p1]: t2, [p2]: t2 }, updatedAt: t2 }]);
  });

  it('Given profiles added to a list read back from storage (addedAt keys in another order), Then profileIds keep the order they joined in', () => {
    const stored: ListDoc = { ...base, profileIds: [p2, p1], addedAt: { [p1]: t2, [p2]: t2 } };
    const event = given([{ type: 'ListProfilesAdded', data: { listId, profileIds: [p3, p1, p3], addedAt: t3 } }])[0]!;
    expect(listsProjection.evolve(stored, event)?.profileIds).toEqual([p2, p1, p3]);
  });

  it('Given a profile removed and the list renamed, Then the other profile stays under the new name, and the slug stays', () => {
    spec
      .given(
        given([
          created,
          added,
          { type: 'ListProfileRemoved', data: { listId, profileId: p1, removedAt: t3 } },
          { type: 'ListRenamed', data: { listId, name: 'WINTER', renamedAt: t3 } },
        ]),
      )
      .then([{ ...base, name: 'WINTER', nameKey: 'winter', profileIds: [p2], addedAt: { [p2]: t2 }, updatedAt: t3 }]);
  });

  it('Given the list shared, then unshared, Then its share id comes and goes', () => {
    spec.given(given([created, shared])).then([{ ...base, shareId, updatedAt: t3 }]);
    spec.given(given([created, shared, unshared])).then([{ ...base, shareId: null, updatedAt: t3 }]);
  });

  it('Given ListDeleted, Then no document', () => {
    spec.given(given([created, added, { type: 'ListDeleted', data: { listId, deletedAt: t3 } }])).then([]);
  });
});

describe('sharedLists projection', () => {
  const spec = projectionSpec<SharedListDoc>(sharedListsProjection);

  it('Given ListShared, Then the share id points at the organisation and list', () => {
    spec.given(given([created, shared])).then([{ _id: shareId, orgId, listId, sharedAt: t3 }]);
  });

  it('Given the share disabled, Then the share id is gone', () => {
    spec.given(given([created, shared, unshared])).then([]);
  });
});
