import { describe, it } from '@jest/globals';
import { listSlugBase, type ListEvent } from '@scout/contracts/lists';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { listsDecider, type ListsCommand } from './lists';

const spec = deciderSpec(listsDecider);
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const savedAt = '2026-11-20T10:00:00.000Z';
const listA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const listB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const p1 = '11111111-1111-5111-8111-111111111111';
const p2 = '22222222-2222-5222-8222-222222222222';
const share = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const share2 = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const request = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

const created = (listId: string, name: string, at = now, slug = listSlugBase(name)): ListEvent => ({
  type: 'ListCreated',
  data: { listId, name, slug, createdAt: at },
});
const added = (listId: string, profileIds: string[], at = now): ListEvent => ({
  type: 'ListProfilesAdded',
  data: { listId, profileIds, addedAt: at },
});
const shared: ListEvent = { type: 'ListShared', data: { listId: listA, shareId: share, sharedAt: now } };
const unshared: ListEvent = { type: 'ListShareDisabled', data: { listId: listA, shareId: share, disabledAt: now } };
const add = (listNames: string[], profiles = [{ profileId: p1, savedAt }], at = now): ListsCommand => ({
  type: 'AddProfiles',
  profiles,
  listNames,
  newListIds: [listA, listB],
  now: at,
});

describe('lists decider: AddProfiles', () => {
  it('Given nothing, When AddProfiles to two new lists, Then both are created and filled', () => {
    spec
      .given([])
      .when(
        add(
          ['Summer 2026', 'Beauty'],
          [
            { profileId: p1, savedAt },
            { profileId: p2, savedAt },
          ],
        ),
      )
      .then([created(listA, 'Summer 2026'), added(listA, [p1, p2]), created(listB, 'Beauty'), added(listB, [p1, p2])]);
  });

  it('Given a list, When AddProfiles names it in another case, Then the existing list gets only the missing profiles', () => {
    spec
      .given([created(listB, 'Beauty'), added(listB, [p1])])
      .when(
        add(
          ['  BEAUTY ', 'beauty'],
          [
            { profileId: p1, savedAt },
            { profileId: p2, savedAt },
          ],
        ),
      )
      .then([added(listB, [p2])]);
  });

  it('Given the profiles already in the list, When AddProfiles, Then nothing happens', () => {
    spec
      .given([created(listB, 'Beauty'), added(listB, [p1])])
      .when(add(['Beauty']))
      .then([]);
  });

  it('Given an entry older than the profile save (removed and saved again), When AddProfiles, Then it is added again', () => {
    spec
      .given([created(listB, 'Beauty'), added(listB, [p1])])
      .when(add(['Beauty'], [{ profileId: p1, savedAt: later }], later))
      .then([added(listB, [p1], later)]);
  });

  it('Given a deleted list, When AddProfiles with its name, Then a new list is created', () => {
    spec
      .given([created(listB, 'Beauty'), { type: 'ListDeleted', data: { listId: listB, deletedAt: now } }])
      .when(add(['Beauty']))
      .then([created(listA, 'Beauty'), added(listA, [p1])]);
  });
});

describe('lists decider: RemoveProfile and DeleteList', () => {
  it('Given a profile in a list, When RemoveProfile by the name in another case, Then ListProfileRemoved', () => {
    spec
      .given([created(listA, 'Summer'), added(listA, [p1, p2])])
      .when({ type: 'RemoveProfile', listName: 'SUMMER', profileId: p2, now })
      .then([{ type: 'ListProfileRemoved', data: { listId: listA, profileId: p2, removedAt: now } }]);
  });

  it('Given a profile not in the list, When RemoveProfile, Then NotFound', () => {
    spec
      .given([created(listA, 'Summer'), added(listA, [p1])])
      .when({ type: 'RemoveProfile', listName: 'summer', profileId: p2, now })
      .thenThrows(NotFoundError, /not in the list/);
  });

  it('Given no such list, When RemoveProfile, Then NotFound', () => {
    spec
      .given([])
      .when({ type: 'RemoveProfile', listName: 'Summer', profileId: p1, now })
      .thenThrows(NotFoundError, /List "Summer" not found/);
  });

  it('Given a shared list, When DeleteList, Then its share ends and it is deleted', () => {
    spec
      .given([created(listA, 'Summer'), shared])
      .when({ type: 'DeleteList', listName: 'summer', now })
      .then([unshared, { type: 'ListDeleted', data: { listId: listA, deletedAt: now } }]);
  });

  it('Given no such list, When DeleteList, Then NotFound', () => {
    spec.given([]).when({ type: 'DeleteList', listName: 'Summer', now }).thenThrows(NotFoundError);
  });
});

describe('lists decider: RenameList', () => {
  it('Given a list, When RenameList, Then ListRenamed with the trimmed name', () => {
    spec
      .given([created(listA, 'Summer')])
      .when({ type: 'RenameList', oldName: 'summer', newName: ' Summer 2026 ', now })
      .then([{ type: 'ListRenamed', data: { listId: listA, name: 'Summer 2026', renamedAt: now } }]);
  });

  it('Given a list, When RenameList changes only the case, Then ListRenamed', () => {
    spec
      .given([created(listA, 'summer')])
      .when({ type: 'RenameList', oldName: 'summer', newName: 'Summer', now })
      .then([{ type: 'ListRenamed', data: { listId: listA, name: 'Summer', renamedAt: now } }]);
  });

  it('Given a list, When RenameList to its own name, Then nothing happens', () => {
    spec
      .given([created(listA, 'Summer')])
      .when({ type: 'RenameList', oldName: 'Summer', newName: 'Summer', now })
      .then([]);
  });

  it('Given two lists, When RenameList to the other name in another case, Then Conflict', () => {
    spec
      .given([created(listA, 'Summer'), created(listB, 'Beauty')])
      .when({ type: 'RenameList', oldName: 'Summer', newName: 'BEAUTY', now })
      .thenThrows(ConflictError, /already exists/);
  });

  it('Given no such list, When RenameList, Then NotFound', () => {
    spec.given([]).when({ type: 'RenameList', oldName: 'Summer', newName: 'Winter', now }).thenThrows(NotFoundError);
  });
});

describe('lists decider: sharing', () => {
  it('Given a list, When ShareList, Then ListShared with the new share id', () => {
    spec
      .given([created(listA, 'Summer')])
      .when({ type: 'ShareList', listName: 'Summer', shareId: share, now })
      .then([shared]);
  });

  it('Given a shared list, When ShareList again, Then the existing link stays', () => {
    spec
      .given([created(listA, 'Summer'), shared])
      .when({ type: 'ShareList', listName: 'Summer', shareId: share2, now })
      .then([]);
  });

  it('Given a shared list, When DisableShare, Then ListShareDisabled with its share id', () => {
    spec
      .given([created(listA, 'Summer'), shared])
      .when({ type: 'DisableShare', listName: 'summer', now })
      .then([unshared]);
  });

  it('Given an unshared list, When DisableShare, Then nothing happens', () => {
    spec
      .given([created(listA, 'Summer'), shared, unshared])
      .when({ type: 'DisableShare', listName: 'Summer', now })
      .then([]);
  });

  it('Given a list shared then unshared, When ShareList, Then a new share id (the old link stays dead)', () => {
    spec
      .given([created(listA, 'Summer'), shared, unshared])
      .when({ type: 'ShareList', listName: 'Summer', shareId: share2, now })
      .then([{ type: 'ListShared', data: { listId: listA, shareId: share2, sharedAt: now } }]);
  });

  it('Given no such list, When ShareList, Then NotFound', () => {
    spec.given([]).when({ type: 'ShareList', listName: 'Summer', shareId: share, now }).thenThrows(NotFoundError);
  });
});

describe('lists decider: RequestEnrich', () => {
  it('Given a list with profiles, When RequestEnrich, Then ListEnrichRequested', () => {
    spec
      .given([created(listA, 'Summer'), added(listA, [p1, p2])])
      .when({ type: 'RequestEnrich', listName: 'summer', requestId: request, profileCount: 2, now })
      .then([{ type: 'ListEnrichRequested', data: { listId: listA, requestId: request, profileCount: 2, requestedAt: now } }]);
  });

  it('Given an empty list, When RequestEnrich, Then Conflict', () => {
    spec
      .given([created(listA, 'Summer')])
      .when({ type: 'RequestEnrich', listName: 'Summer', requestId: request, profileCount: 0, now })
      .thenThrows(ConflictError, /no profiles/);
  });

  it('Given no such list, When RequestEnrich, Then NotFound', () => {
    spec.given([]).when({ type: 'RequestEnrich', listName: 'Summer', requestId: request, profileCount: 1, now }).thenThrows(NotFoundError);
  });
});

describe('lists decider: slugs', () => {
  const listC = 'cccccccc-0000-4ccc-8ccc-cccccccccccc';
  const listD = 'dddddddd-0000-4ddd-8ddd-dddddddddddd';
  const create = (listNames: string[], newListIds = [listA, listB]): ListsCommand => ({
    type: 'AddProfiles',
    profiles: [{ profileId: p1, savedAt }],
    listNames,
    newListIds,
    now,
  });
  const renamed = (listId: string, name: string): ListEvent => ({ type: 'ListRenamed', data: { listId, name, renamedAt: now } });

  it('Given nothing, When a list is created, Then its slug is its name in lower case with hyphens', () => {
    spec
      .given([])
      .when(create(['  Summer 2026! ']))
      .then([created(listA, 'Summer 2026!', now, 'summer-2026'), added(listA, [p1])]);
  });

  it('Given a list holding the slug, When a list of another name with the same slug is created, Then it takes -2', () => {
    spec
      .given([created(listC, 'Summer 2026', now, 'summer-2026')])
      .when(create(['summer_2026']))
      .then([created(listA, 'summer_2026', now, 'summer-2026-2'), added(listA, [p1])]);
  });

  it('Given -1 and -2 taken, When one command creates two lists with the same slug, Then they take -3 and -4', () => {
    spec
      .given([created(listC, 'Summer 2026', now, 'summer-2026'), created(listD, 'Summer-2026', now, 'summer-2026-2')])
      .when(create(['SUMMER  2026?', 'summer__2026']))
      .then([
        created(listA, 'SUMMER  2026?', now, 'summer-2026-3'),
        added(listA, [p1]),
        created(listB, 'summer__2026', now, 'summer-2026-4'),
        added(listB, [p1]),
      ]);
  });

  it('Given a list renamed, When a list with its first name is created, Then the renamed list kept its slug and the new one takes -2', () => {
    spec
      .given([created(listC, 'Summer', now, 'summer'), renamed(listC, 'Winter')])
      .when(create(['Summer']))
      .then([created(listA, 'Summer', now, 'summer-2'), added(listA, [p1])]);
  });

  it('Given a deleted list, When a list with its name is created, Then the slug is free again', () => {
    spec
      .given([created(listC, 'Summer', now, 'summer'), { type: 'ListDeleted', data: { listId: listC, deletedAt: now } }])
      .when(create(['Summer']))
      .then([created(listA, 'Summer', now, 'summer'), added(listA, [p1])]);
  });

  it("Given a list from before slugs, When lists are created, Then its derived slug counts as taken and its bare name's slug does not", () => {
    spec
      .given([{ type: 'ListCreated', data: { listId: listC, name: 'Summer', createdAt: now } }])
      .when(create(['Summer cccccccc', 'Summer!']))
      .then([
        created(listA, 'Summer cccccccc', now, 'summer-cccccccc-2'),
        added(listA, [p1]),
        created(listB, 'Summer!', now, 'summer'),
        added(listB, [p1]),
      ]);
  });

  it('Given nothing, When a list named without letters or digits, or with a very long name, is created, Then its slug is "list", or the name cut to 60 characters', () => {
    spec
      .given([])
      .when(create(['!!!', `${'a'.repeat(59)} b`]))
      .then([
        created(listA, '!!!', now, 'list'),
        added(listA, [p1]),
        created(listB, `${'a'.repeat(59)} b`, now, 'a'.repeat(59)),
        added(listB, [p1]),
      ]);
  });
});
