import { refreshTrackedPosts } from './campaigns/postTracking';
import { recordSnapshotContent } from './content/recordContent';
import { refreshTrackedContents } from './content/liveTracking';
import { removeContentOfProfile } from './content/removeWithProfile';
import { collectUnlockedContacts } from './discovery/unlock';
import { profileIdsInLists } from './lists/queries';
import { addProfilesToLists } from './lists/service';
import { visibleListIds } from './lists/visibility';
import type { ProfileHooks } from './runtime/context';

/** The features built on saved profiles, registered where profiles call them (see ProfileHooks). */
export const profileHooks: ProfileHooks = {
  snapshotObserved: recordSnapshotContent,
  profileRemoved: removeContentOfProfile,
  profileIdsInLists: async (ctx, principal, named) => profileIdsInLists(ctx, principal.orgId, named, await visibleListIds(ctx, principal)),
  addToLists: addProfilesToLists,
  savedFromBank: collectUnlockedContacts,
  trackedRefreshes: [
    { logMessage: 'tracked content refreshed', refresh: refreshTrackedContents },
    { logMessage: 'tracked campaign posts refreshed', refresh: refreshTrackedPosts },
  ],
};
