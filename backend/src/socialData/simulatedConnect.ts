import type { PrivateMetrics } from '@scout/contracts/connect';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { uuidFromName } from '@scout/platform/ids';
import type { ConnectProvider, ConnectSubject } from './connect';

/** Share of a post's public views taken as its (unique) reach, and impressions per reached account, in the simulation. */
export const SIMULATED_REACH_PER_VIEW = 0.8;
export const SIMULATED_REACH_PER_FOLLOWER = 0.25;
export const SIMULATED_IMPRESSIONS_PER_REACH = 1.35;

const userIdOf = (subject: ConnectSubject) => `sim-user-${uuidFromName('simulatedConnectUser', subject.externalId)}`;
const accountIdOf = (subject: ConnectSubject) =>
  `sim-account-${uuidFromName('simulatedConnectAccount', subject.externalId, subject.platform)}`;

/**
 * The simulated "private" metrics of a creator, derived only from its public data, deterministically:
 * reach per post = 0.8 × the mean views of the posts the data source gives that show views (as the
 * public estimate, the creator's average views, reads them), else 0.25 × followers;
 * impressions = 1.35 × reach; no audience. Unknown creator: nothing. Always marked simulated.
 */
export function simulatedMetrics(snapshot: ProfileSnapshot | null): PrivateMetrics {
  const followers = snapshot?.statistics.followers ?? null;
  const views = (snapshot?.recentPosts ?? []).map((post) => post.views).filter((v): v is number => v !== null);
  const reach =
    views.length > 0
      ? Math.round((views.reduce((sum, v) => sum + v, 0) / views.length) * SIMULATED_REACH_PER_VIEW)
      : followers === null
        ? null
        : Math.round(followers * SIMULATED_REACH_PER_FOLLOWER);
  return {
    followers,
    reach,
    impressions: reach === null ? null : Math.round(reach * SIMULATED_IMPRESSIONS_PER_REACH),
    postsConsidered: views.length,
    audience: null,
  };
}

/**
 * Creator connect as the embedded provider walks it: no network and no state. The user and account
 * ids follow from the saved profile; the creator's consent is given on Scout's own connect page; the
 * account's metrics are {@link simulatedMetrics} of the creator's public data.
 */
export function simulatedConnect(lookup: (platform: string, username: string) => Promise<ProfileSnapshot | null>): ConnectProvider {
  return {
    async createConnectUser(subject) {
      return { userId: userIdOf(subject), simulated: true };
    },
    async createConnectToken() {
      return { kind: 'simulated' };
    },
    async connectedAccount(userId, subject) {
      if (userId !== userIdOf(subject)) return null;
      return { accountId: accountIdOf(subject), platform: subject.platform, username: subject.username, simulated: true };
    },
    async privateMetrics(_account, subject) {
      return simulatedMetrics(await lookup(subject.platform, subject.username));
    },
    async disconnect() {
      // Nothing to end: the simulated account lives nowhere.
    },
  };
}
