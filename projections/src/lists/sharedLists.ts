import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';

/** Public share ids of lists (global: the public pages have no organisation), `_id` = share id. */
export interface SharedListDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  listId: string;
  sharedAt: string;
}

export const sharedListsCollection: CollectionSpec = {
  name: 'sharedLists',
  scope: 'global',
  fields: { orgId: 'text', listId: 'text' },
};

export const sharedListsProjection = projection<SharedListDoc, 'ListShared' | 'ListShareDisabled'>({
  name: 'sharedLists',
  collection: sharedListsCollection,
  handles: ['ListShared', 'ListShareDisabled'],
  // `evolve` makes each document whole from its event: a page never reads the stored one.
  ignoresStoredDocument: true,
  target: (event) => ({ id: event.data.shareId, orgId: null }),
  evolve(_doc, event) {
    switch (event.type) {
      case 'ListShared':
        if (!event.metadata.orgId) return null;
        return { _id: event.data.shareId, orgId: event.metadata.orgId, listId: event.data.listId, sharedAt: event.data.sharedAt };
      case 'ListShareDisabled':
        return null;
    }
  },
});
