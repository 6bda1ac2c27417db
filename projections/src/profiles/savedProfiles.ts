import type { SavedProfileView } from '@scout/contracts/profiles';
import type { CollectionSpec } from '@scout/backend/platform/readstore/port';
import { projection } from '../runner/projection';

export type SavedProfileDoc = SavedProfileView & { _id: string };

export const savedProfilesCollection: CollectionSpec = {
  name: 'savedProfiles',
  scope: 'tenant',
  fields: { platform: 'text', username: 'text', slug: 'text', favourite: 'boolean', createdAt: 'date' },
  indexes: [
    { fields: [['platform', 1], ['createdAt', -1]] },
    { fields: [['createdAt', -1]] },
    { fields: [['platform', 1], ['username', 1]] },
    { fields: [['username', 1]] },
    { fields: [['slug', 1]] },
  ],
  searchable: ['username'],
};

export const savedProfilesProjection = projection<SavedProfileDoc, 'ProfileSaved' | 'ProfileFavouriteChanged' | 'ProfileRemoved'>({
  name: 'savedProfiles',
  collection: savedProfilesCollection,
  handles: ['ProfileSaved', 'ProfileFavouriteChanged', 'ProfileRemoved'],
  target: (event) => ({ id: event.data.profileId, orgId: event.metadata.orgId }),
  evolve(doc, event) {
    switch (event.type) {
      case 'ProfileSaved':
        return {
          _id: event.data.profileId,
          orgId: event.metadata.orgId ?? '',
          platform: event.data.platform,
          username: event.data.username,
          slug: event.data.slug,
          favourite: false,
          createdAt: event.data.savedAt,
          updatedAt: event.data.savedAt,
          savedBy: event.metadata.actor.userId,
        };
      case 'ProfileFavouriteChanged':
        return doc && { ...doc, favourite: event.data.favourite, updatedAt: event.data.changedAt };
      case 'ProfileRemoved':
        return null;
    }
  },
});
