import { legacyListSlug, listNameKey } from '@scout/contracts/lists';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection } from '../runner/projection';

/** One list of saved profiles. `addedAt` tells, per profile, when it joined: an entry older than the profile's save no longer counts. */
export interface ListDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  name: string;
  nameKey: string;
  /** The decider's, or for a list created before slugs its legacyListSlug; absent in documents projected before slugs, until `lists` is rebuilt. */
  slug?: string;
  profileIds: string[];
  addedAt: Record<string, string>;
  shareId: string | null;
  createdAt: string;
  updatedAt: string;
}

export const listsCollection: CollectionSpec = {
  name: 'lists',
  scope: 'tenant',
  fields: { name: 'text', nameKey: 'text', slug: 'text', profileIds: 'textArray', shareId: 'text', createdAt: 'date' },
  indexes: [{ fields: [['nameKey', 1]] }],
};

type Handled =
  | 'ListCreated'
  | 'ListProfilesAdded'
  | 'ListProfileRemoved'
  | 'ListRenamed'
  | 'ListDeleted'
  | 'ListShared'
  | 'ListShareDisabled';

export const listsProjection = projection<ListDoc, Handled>({
  name: 'lists',
  collection: listsCollection,
  handles: ['ListCreated', 'ListProfilesAdded', 'ListProfileRemoved', 'ListRenamed', 'ListDeleted', 'ListShared', 'ListShareDisabled'],
  target: (event) => inOrgOf(event, event.data.listId),
  evolve(doc, event) {
    switch (event.type) {
      case 'ListCreated':
        return {
          _id: event.data.listId,
          orgId: event.metadata.orgId ?? '',
          name: event.data.name,
          nameKey: listNameKey(event.data.name),
          slug: event.data.slug ?? legacyListSlug(event.data.name, event.data.listId),
          profileIds: [],
          addedAt: {},
          shareId: null,
          createdAt: event.data.createdAt,
          updatedAt: event.data.createdAt,
        };
      case 'ListProfilesAdded': {
        if (!doc) return null;
        // profileIds keeps the order profiles joined in: the keys of `addedAt` come back from
        // storage in another order (jsonb sorts them), so they cannot give it.
        const addedAt = { ...doc.addedAt };
        const joined = event.data.profileIds.filter((id, n, ids) => !Object.hasOwn(addedAt, id) && ids.indexOf(id) === n);
        for (const id of event.data.profileIds) addedAt[id] = event.data.addedAt;
        return { ...doc, profileIds: [...doc.profileIds, ...joined], addedAt, updatedAt: event.data.addedAt };
      }
      case 'ListProfileRemoved': {
        if (!doc) return null;
        const { [event.data.profileId]: _gone, ...addedAt } = doc.addedAt;
        return { ...doc, profileIds: doc.profileIds.filter((id) => id !== event.data.profileId), addedAt, updatedAt: event.data.removedAt };
      }
      case 'ListRenamed':
        return doc && { ...doc, name: event.data.name, nameKey: listNameKey(event.data.name), updatedAt: event.data.renamedAt };
      case 'ListShared':
        return doc && { ...doc, shareId: event.data.shareId, updatedAt: event.data.sharedAt };
      case 'ListShareDisabled':
        return doc && { ...doc, shareId: null, updatedAt: event.data.disabledAt };
      case 'ListDeleted':
        return null;
    }
  },
});
