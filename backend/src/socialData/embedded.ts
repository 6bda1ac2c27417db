import { readFileSync } from 'node:fs';
import type { ProfileContact, ProfileSnapshot, RelatedProfile } from '@scout/contracts/socialData';
import { socialSampleSchema } from '@scout/contracts/socialData/sample';
import { uuidFromName } from '../platform/ids';
import type { SocialDataProvider } from './port';

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

  async bankEntry(id: string): Promise<{ platform: string; username: string } | null> {
    const creator = this.byBankId.get(id);
    return creator ? { platform: creator.platform, username: creator.username } : null;
  }
}
