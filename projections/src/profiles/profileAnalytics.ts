import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';
import { observeStatistics, pendingAnalytics, type AnalyticsState } from './analytics/creatorAnalytics';

/**
 * One document per saved profile (`_id` = profileId): its analytics but the post figures (those are
 * the saved profile's, see savedProfiles), recomputed on every observation. `postTimes`: kept by
 * documents written before the post figures moved, until the read model is rebuilt.
 */
export type ProfileAnalyticsDoc = AnalyticsState & { _id: string; orgId: string; postTimes?: unknown };

export const profileAnalyticsCollection: CollectionSpec = {
  name: 'profileAnalytics',
  scope: 'tenant',
  fields: { platform: 'text', dataStatus: 'text' },
};

type Handled = 'ProfileSaved' | 'ProfileStatisticsObserved' | 'ProfileDataUnavailable' | 'ProfileRemoved';

export const profileAnalyticsProjection = projection<ProfileAnalyticsDoc, Handled>({
  name: 'profileAnalytics',
  collection: profileAnalyticsCollection,
  handles: ['ProfileSaved', 'ProfileStatisticsObserved', 'ProfileDataUnavailable', 'ProfileRemoved'],
  target: (event) => ({ id: event.data.profileId, orgId: event.metadata.orgId }),
  evolve(doc, event) {
    switch (event.type) {
      case 'ProfileSaved':
        return {
          _id: event.data.profileId,
          orgId: event.metadata.orgId ?? '',
          ...pendingAnalytics(event.data.platform, event.data.username, event.data.savedAt),
        };
      case 'ProfileStatisticsObserved':
        return doc && { ...doc, ...observeStatistics(doc, event.data) };
      case 'ProfileDataUnavailable':
        return doc && (doc.dataStatus === 'available' ? doc : { ...doc, dataStatus: 'unavailable', updatedAt: event.data.checkedAt });
      case 'ProfileRemoved':
        return null;
    }
  },
});
