import { readFileSync } from 'node:fs';
import type { ProfileContact, ProfileSnapshot, RelatedProfile, SocialPost } from '@scout/contracts/socialData';
import { socialSampleSchema } from '@scout/contracts/socialData/sample';
import { uuidFromName } from '@scout/platform/ids';
import type { PrivateMetrics } from '@scout/contracts/connect';
import type { ConnectedAccount, ConnectSession, ConnectSubject, ConnectUser } from './connect';
import type { PostsDepth, SocialDataProvider } from './port';
import { postsWithin } from './postsDepth';
import type { ProviderStory } from '@scout/contracts/socialData/stories';
import { simulatedConnect } from './simulatedConnect';

/** A post address compared without query, fragment, trailing slash or case. */
export const postUrlKey = (platform: string, url: string): string =>
  `${platform}\u0000${url
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase()}`;

const keyOf = (platform: string, username: string) => `${platform}\u0000${username.replace(/^@+/, '').toLowerCase()}`;

/** The id of a creator in Scout's profile bank: stable for (platform, username). */
export const profileBankId = (platform: string, username: string): string =>
  uuidFromName('profileBank', platform, username.replace(/^@+/, '').toLowerCase());

const SAMPLE_FILE = new URL('./sample/creators.json', import.meta.url);
let shippedSample: EmbeddedSocialData | undefined;

/**
 * Creator data from the sample shipped with Scout (public 2022–2025 figures, see sample/SOURCE.md).
 * It never reaches the network; creators outside the sample are unknown.
 */
export class EmbeddedSocialData implements SocialDataProvider {
  private readonly byKey = new Map<string, ProfileSnapshot>();
  private readonly byBankId = new Map<string, ProfileSnapshot>();
  /** Posts by address, made on the first `post` call. */
  private byPostUrl: Map<string, SocialPost> | undefined;
  /** Creator connect, simulated inside Scout (see simulatedConnect.ts). */
  private readonly connect = simulatedConnect((platform, username) => this.lookup(platform, username));

  constructor(creators: readonly ProfileSnapshot[]) {
    for (const creator of creators) {
      this.byKey.set(keyOf(creator.platform, creator.username), creator);
      this.byBankId.set(profileBankId(creator.platform, creator.username), creator);
    }
  }

  /** The shipped sample, read and checked once per process. */
  static fromSample(): EmbeddedSocialData {
    shippedSample ??= new EmbeddedSocialData(socialSampleSchema.parse(JSON.parse(readFileSync(SAMPLE_FILE, 'utf8'))).creators);
    return shippedSample;
  }

  get creators(): readonly ProfileSnapshot[] {
    return [...this.byKey.values()];
  }

  async lookup(platform: string, username: string): Promise<ProfileSnapshot | null> {
    const creator = this.byKey.get(keyOf(platform, username));
    return creator ? structuredClone(creator) : null;
  }

  /** Same platform and category (when the creator has one), nearest follower counts first. */
  async related(platform: string, username: string, limit: number): Promise<RelatedProfile[]> {
    const creator = this.byKey.get(keyOf(platform, username));
    if (!creator) return [];
    const distance = (other: ProfileSnapshot) =>
      Math.abs(Math.log10((other.statistics.followers ?? 0) + 1) - Math.log10((creator.statistics.followers ?? 0) + 1));
    return [...this.byKey.values()]
      .filter((other) => other.platform === platform && other !== creator)
      .filter((other) => !creator.identity.category || other.identity.category === creator.identity.category)
      .sort((a, b) => distance(a) - distance(b) || a.username.localeCompare(b.username))
      .slice(0, limit)
      .map((other) => ({
        platform: other.platform,
        username: other.username,
        fullName: other.identity.fullName,
        imageUrl: other.identity.imageUrl,
        followers: other.statistics.followers,
      }));
  }

  /** The sample holds no contact details: a known creator has none, an unknown one is null. */
  async contacts(platform: string, username: string): Promise<ProfileContact[] | null> {
    return this.byKey.has(keyOf(platform, username)) ? [] : null;
  }

  /** A post of the sample's creators by its address; its counts are the sample's (they never change). */
  async post(platform: string, url: string): Promise<SocialPost | null> {
    if (!this.byPostUrl) {
      this.byPostUrl = new Map();
      for (const creator of this.byKey.values()) {
        for (const post of creator.recentPosts) if (post.url) this.byPostUrl.set(postUrlKey(creator.platform, post.url), post);
      }
    }
    const post = this.byPostUrl.get(postUrlKey(platform, url));
    return post ? structuredClone(post) : null;
  }

  /** The creator's posts the sample holds (the dataset's, all of them: at most 20 per creator), to the depth. */
  async posts(platform: string, username: string, depth: PostsDepth): Promise<SocialPost[] | null> {
    const creator = this.byKey.get(keyOf(platform, username));
    return creator ? structuredClone(postsWithin(creator.recentPosts, depth)) : null;
  }

  async bankEntry(id: string): Promise<{ platform: string; username: string } | null> {
    const creator = this.byBankId.get(id);
    return creator ? { platform: creator.platform, username: creator.username } : null;
  }

  /** The shipped sample holds no stories (they are gone from the platforms within 24 h): none, never invented ones. */
  async stories(_platform: string, _username: string): Promise<ProviderStory[]> {
    return [];
  }

  createConnectUser(subject: ConnectSubject): Promise<ConnectUser> {
    return this.connect.createConnectUser(subject);
  }

  createConnectToken(userId: string, subject: ConnectSubject): Promise<ConnectSession> {
    return this.connect.createConnectToken(userId, subject);
  }

  connectedAccount(userId: string, subject: ConnectSubject): Promise<ConnectedAccount | null> {
    return this.connect.connectedAccount(userId, subject);
  }

  privateMetrics(account: ConnectedAccount, subject: ConnectSubject): Promise<PrivateMetrics> {
    return this.connect.privateMetrics(account, subject);
  }

  disconnect(account: ConnectedAccount): Promise<void> {
    return this.connect.disconnect(account);
  }
}
