import type { ProfileContact, ProfileSnapshot, RelatedProfile } from '@scout/contracts/socialData';
import {
  INSIGHTIQ_WORK_PLATFORM_IDS,
  insightIqAnalyticsResponseSchema,
  type InsightIqAnalyticsRequest,
  type InsightIqAnalyticsResponse,
} from '@scout/contracts/socialData/insightiq';
import type { Logger } from 'pino';
import { ServiceUnavailableError } from '../platform/errors';
import { contactsFromInsightIq, snapshotFromInsightIq } from './insightiqMapping';
import type { SocialDataProvider } from './port';

export interface InsightIqOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  logger: Logger;
  /** Scout's profile bank, which the API does not have: ids resolve through it. */
  profileBank: Pick<SocialDataProvider, 'bankEntry'>;
}

const ANALYTICS_PATH = '/v1/social/creators/profiles/analytics';

/** The creator analytics API of InsightIQ (formerly Phyllo), over HTTP Basic with client id and secret. */
export class InsightIqSocialData implements SocialDataProvider {
  private readonly authorization: string;

  constructor(private readonly options: InsightIqOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  }

  async lookup(platform: string, username: string): Promise<ProfileSnapshot | null> {
    const answer = await this.analytics(platform, username);
    if (!answer) return null;
    try {
      return snapshotFromInsightIq(platform, answer.profile);
    } catch (error) {
      this.options.logger.warn({ err: error, platform }, 'social-data provider answer does not fit a snapshot');
      throw new ServiceUnavailableError();
    }
  }

  async related(platform: string, username: string, limit: number): Promise<RelatedProfile[]> {
    const answer = await this.analytics(platform, username);
    return (answer?.profile.lookalikes ?? []).slice(0, limit).map((lookalike) => ({
      platform,
      username: lookalike.platform_username,
      fullName: lookalike.full_name,
      imageUrl: lookalike.image_url,
      followers: lookalike.follower_count === null ? null : Math.max(0, Math.round(lookalike.follower_count)),
    }));
  }

  async contacts(platform: string, username: string): Promise<ProfileContact[] | null> {
    const answer = await this.analytics(platform, username);
    return answer ? contactsFromInsightIq(answer.profile) : null;
  }

  bankEntry(profileBankId: string): Promise<{ platform: string; username: string } | null> {
    return this.options.profileBank.bankEntry(profileBankId);
  }

  /** null: the API does not know the creator (404, or a platform it does not cover). */
  private async analytics(platform: string, username: string): Promise<InsightIqAnalyticsResponse | null> {
    const workPlatformId = INSIGHTIQ_WORK_PLATFORM_IDS[platform];
    if (!workPlatformId) return null;
    const body: InsightIqAnalyticsRequest = { identifier: username, work_platform_id: workPlatformId };
    const url = new URL(ANALYTICS_PATH, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: this.authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      this.options.logger.warn({ err: error, platform }, 'social-data provider unreachable');
      throw new ServiceUnavailableError();
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      this.options.logger.warn({ status: response.status, platform }, 'social-data provider failed');
      throw new ServiceUnavailableError();
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      this.options.logger.warn({ err: error, platform }, 'social-data provider sent unreadable JSON');
      throw new ServiceUnavailableError();
    }
    const parsed = insightIqAnalyticsResponseSchema.safeParse(json);
    if (!parsed.success) {
      this.options.logger.warn({ issues: parsed.error.issues.slice(0, 5), platform }, 'social-data provider answer has an unexpected shape');
      throw new ServiceUnavailableError();
    }
    return parsed.data;
  }
}
