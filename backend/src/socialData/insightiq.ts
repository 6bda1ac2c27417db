import { setTimeout as sleep } from 'node:timers/promises';
import { request, type Dispatcher } from 'undici';
import type { ProfileContact, ProfileSnapshot, RelatedProfile, SocialPost } from '@scout/contracts/socialData';
import {
  INSIGHTIQ_WORK_PLATFORM_IDS,
  insightIqAnalyticsResponseSchema,
  type InsightIqAnalyticsRequest,
  type InsightIqAnalyticsResponse,
} from '@scout/contracts/socialData/insightiq';
import {
  INSIGHTIQ_CONNECT_PRODUCTS,
  insightIqAccountContentListSchema,
  insightIqAccountListSchema,
  insightIqAccountProfileListSchema,
  insightIqAudienceSchema,
  insightIqSdkTokenSchema,
  insightIqUserSchema,
} from '@scout/contracts/socialData/insightiqConnect';
import type { PrivateMetrics } from '@scout/contracts/connect';
import { ENGAGEMENT_POSTS } from '@scout/contracts/profiles/analytics';
import type { Logger } from 'pino';
import { z } from 'zod';
import { ServiceUnavailableError } from '@scout/platform/errors';
import type { ConnectedAccount, ConnectSession, ConnectSubject, ConnectUser } from './connect';
import { contactsFromInsightIq, postFromInsightIq, privateMetricsFromInsightIq, snapshotFromInsightIq } from './insightiqMapping';
import {
  INSIGHTIQ_CONTENT_BY_URL_PATH,
  insightIqContentByUrlResponseSchema,
  insightIqContentsPageSchema,
  type InsightIqContentByUrlRequest,
} from '@scout/contracts/socialData/insightiqPost';
import type { CreatorSearchPage, CreatorSearchPosition, PostsDepth, SocialDataProvider } from './port';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import {
  INSIGHTIQ_LOCATIONS_PATH,
  INSIGHTIQ_SEARCH_PATH,
  insightIqLocationsResponseSchema,
  insightIqSearchResponseSchema,
  type InsightIqLocationEntry,
} from '@scout/contracts/socialData/insightiqSearch';
import { bankEntryOf } from './bankEntry';
import { bankCreatorOfInsightIq, insightIqSearchRequestOf } from './insightiqSearch';
import { MAX_ATTEMPTS, retryable, retryAfterMs, waitBeforeMs } from './providerRetries';
import type { ProviderStory } from '@scout/contracts/socialData/stories';
import {
  INSIGHTIQ_CONTENTS_FETCH_PATH,
  INSIGHTIQ_STORY_PLATFORMS,
  insightIqContentsFetchResponseSchema,
  type InsightIqContentsFetchRequest,
} from '@scout/contracts/socialData/insightiqStories';
import { insightIqStoriesRequest, storiesFromInsightIq } from './insightiqStories';
import { insightIqPostsWithin } from './insightiqPosts';
import { profileUrlOf } from './datasets/emptySnapshot';

export interface InsightIqOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  logger: Logger;
  /** Scout's profile bank, which the API does not have: ids resolve through it. */
  profileBank: Pick<SocialDataProvider, 'bankEntry'>;
  /** The most a creator search may take, retries included; unset: one try within `timeoutMs`. */
  searchBudgetMs?: number;
}

const ANALYTICS_PATH = '/v1/social/creators/profiles/analytics';
/** A header's value (the first, when sent more than once). */
const headerOf = (response: Dispatcher.ResponseData, name: string): string | null => {
  const value = response.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

/** Reads an answer's body to its end unused, so its connection is reused; a body that fails is dropped. */
const discard = (response: Dispatcher.ResponseData): Promise<void> => response.body.dump().catch(() => undefined);

/** A 409 answer where the caller expects one (a user made before). */
class ProviderConflict extends Error {}

/** The creator analytics API of InsightIQ (formerly Phyllo), over HTTP Basic with client id and secret. */
export class InsightIqSocialData implements SocialDataProvider {
  private readonly authorization: string;
  private readonly locationCache = new Map<string, Promise<InsightIqLocationEntry[]>>();
  readonly searchSource = 'provider' as const;

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

  /** The creator's current stories (Instagram): `POST /v1/social/creators/contents/fetch` with content type STORIES. */
  async stories(platform: string, username: string): Promise<ProviderStory[]> {
    const workPlatformId = INSIGHTIQ_WORK_PLATFORM_IDS[platform];
    const body =
      workPlatformId && INSIGHTIQ_STORY_PLATFORMS.has(platform) ? insightIqStoriesRequest(platform, username, workPlatformId) : null;
    if (!body) return [];
    const answer = await this.call('POST', INSIGHTIQ_CONTENTS_FETCH_PATH, { body, schema: insightIqContentsFetchResponseSchema, platform });
    return answer ? storiesFromInsightIq(answer) : [];
  }

  /** One post by its address (live tracking): `POST /v1/social/creators/contents/fetch {content_url, work_platform_id}`. */
  async post(platform: string, url: string): Promise<SocialPost | null> {
    const workPlatformId = INSIGHTIQ_WORK_PLATFORM_IDS[platform];
    if (!workPlatformId) return null;
    const body: InsightIqContentByUrlRequest = { content_url: url, work_platform_id: workPlatformId };
    const answer = await this.call('POST', INSIGHTIQ_CONTENT_BY_URL_PATH, { body, schema: insightIqContentByUrlResponseSchema, platform });
    const content = answer?.data?.[0];
    return content ? postFromInsightIq(content) : null;
  }

  /** The creator's posts, page by page: `POST /v1/social/creators/contents/fetch {profile_url, work_platform_id, offset, limit}`. */
  async posts(platform: string, username: string, depth: PostsDepth): Promise<SocialPost[] | null> {
    const workPlatformId = INSIGHTIQ_WORK_PLATFORM_IDS[platform];
    const profileUrl = profileUrlOf(platform, username);
    if (!workPlatformId || !profileUrl) return null;
    return insightIqPostsWithin((offset, limit) => {
      const body: InsightIqContentsFetchRequest = { profile_url: profileUrl, work_platform_id: workPlatformId, offset, limit };
      return this.call('POST', INSIGHTIQ_CONTENTS_FETCH_PATH, { body, schema: insightIqContentsPageSchema, platform });
    }, depth);
  }

  /**
   * A page of InsightIQ's creator search (`POST /v1/social/creators/profiles/search`), paged by
   * offset: the cursor is the provider's offset of the page. Within the search budget, with retries.
   */
  async search(filter: DiscoverFilter, position: CreatorSearchPosition): Promise<CreatorSearchPage> {
    const offset = position.cursor === null ? position.offset : Number(position.cursor);
    const platform = filter.platform ?? '';
    const body = await insightIqSearchRequestOf(filter, { offset, limit: position.limit }, (text) => this.locations(text, platform));
    const answer = await this.call('POST', INSIGHTIQ_SEARCH_PATH, {
      body,
      schema: insightIqSearchResponseSchema,
      platform,
      budgetMs: this.options.searchBudgetMs,
    });
    if (!answer) throw this.unavailable('social-data provider has no creator search', platform);
    const entries = answer.data.flatMap((profile) => {
      const creator = bankCreatorOfInsightIq(platform, profile);
      if (!creator) this.options.logger.warn({ platform }, 'social-data provider search result does not fit a bank creator');
      return creator ? [bankEntryOf(creator)] : [];
    });
    // Assumed where `total_results` is left out: one more page while pages come full.
    const total = answer.metadata.total_results ?? offset + answer.data.length + (answer.data.length === position.limit ? 1 : 0);
    const next = offset + answer.data.length;
    return { source: 'provider', total, entries, cursor: answer.data.length > 0 && next < total ? String(next) : null };
  }

  /** Entries of the provider's location dictionary matching the text, kept for the process (it barely changes). */
  private locations(text: string, platform: string): Promise<InsightIqLocationEntry[]> {
    const key = text.toLowerCase();
    let found = this.locationCache.get(key);
    if (!found) {
      found = this.call('GET', `${INSIGHTIQ_LOCATIONS_PATH}?${new URLSearchParams({ search_string: text, limit: '20' })}`, {
        schema: insightIqLocationsResponseSchema,
        platform,
        budgetMs: this.options.searchBudgetMs,
      }).then((answer) => answer?.data ?? []);
      found.catch(() => this.locationCache.delete(key));
      this.locationCache.set(key, found);
    }
    return found;
  }

  /** null: the API does not know the creator (404, or a platform it does not cover). */
  private async analytics(platform: string, username: string): Promise<InsightIqAnalyticsResponse | null> {
    const workPlatformId = INSIGHTIQ_WORK_PLATFORM_IDS[platform];
    if (!workPlatformId) return null;
    const body: InsightIqAnalyticsRequest = { identifier: username, work_platform_id: workPlatformId };
    return this.call('POST', ANALYTICS_PATH, { body, schema: insightIqAnalyticsResponseSchema, platform });
  }

  // Creator connect (InsightIQ's Connect flow): a user per saved profile, an SDK token for the
  // creator's browser, then the account the creator connected and its private metrics.

  async createConnectUser(subject: ConnectSubject): Promise<ConnectUser> {
    const body = { name: subject.name, external_id: subject.externalId };
    try {
      const created = await this.call('POST', '/v1/users', {
        body,
        schema: insightIqUserSchema,
        platform: subject.platform,
        conflict: true,
      });
      if (created) return { userId: created.id, simulated: false };
    } catch (error) {
      if (!(error instanceof ProviderConflict)) throw error;
    }
    // Made before (the same saved profile connected earlier): found by its external id.
    const existing = await this.call('GET', `/v1/users/external_id/${encodeURIComponent(subject.externalId)}`, {
      schema: insightIqUserSchema,
      platform: subject.platform,
    });
    if (!existing) throw this.unavailable('social-data provider has no user for the external id it refused', subject.platform);
    return { userId: existing.id, simulated: false };
  }

  async createConnectToken(userId: string, subject: ConnectSubject): Promise<ConnectSession> {
    const body = { user_id: userId, products: [...INSIGHTIQ_CONNECT_PRODUCTS] };
    const token = await this.call('POST', '/v1/sdk-tokens', { body, schema: insightIqSdkTokenSchema, platform: subject.platform });
    if (!token) throw this.unavailable('social-data provider does not know the connect user', subject.platform);
    return {
      kind: 'sdk',
      userId,
      sdkToken: token.sdk_token,
      expiresAt: token.expires_at,
      workPlatformId: INSIGHTIQ_WORK_PLATFORM_IDS[subject.platform] ?? null,
    };
  }

  async connectedAccount(userId: string, subject: ConnectSubject): Promise<ConnectedAccount | null> {
    const workPlatformId = INSIGHTIQ_WORK_PLATFORM_IDS[subject.platform];
    const query = new URLSearchParams({ user_id: userId, limit: '10', ...(workPlatformId ? { work_platform_id: workPlatformId } : {}) });
    const accounts = await this.call('GET', `/v1/accounts?${query}`, { schema: insightIqAccountListSchema, platform: subject.platform });
    const account = accounts?.data.find(
      (candidate) =>
        (candidate.status ?? 'CONNECTED') === 'CONNECTED' &&
        (!workPlatformId || candidate.work_platform?.id === workPlatformId) &&
        (!candidate.user || candidate.user.id === userId),
    );
    return account ? { accountId: account.id, platform: subject.platform, username: account.platform_username, simulated: false } : null;
  }

  async privateMetrics(account: ConnectedAccount, subject: ConnectSubject): Promise<PrivateMetrics> {
    const id = encodeURIComponent(account.accountId);
    const platform = subject.platform;
    const [profiles, contents, audience] = await Promise.all([
      this.call('GET', `/v1/profiles?account_id=${id}`, { schema: insightIqAccountProfileListSchema, platform }),
      this.call('GET', `/v1/social/contents?account_id=${id}&limit=${ENGAGEMENT_POSTS}`, {
        schema: insightIqAccountContentListSchema,
        platform,
      }),
      this.call('GET', `/v1/audience?account_id=${id}`, { schema: insightIqAudienceSchema, platform }),
    ]);
    return privateMetricsFromInsightIq(profiles?.data[0] ?? null, contents?.data ?? [], audience);
  }

  async disconnect(account: ConnectedAccount): Promise<void> {
    await this.call('POST', `/v1/accounts/${encodeURIComponent(account.accountId)}/disconnect`, {
      body: {},
      schema: z.unknown(),
      platform: account.platform,
    });
  }

  /**
   * The HTTP exchange of a call. With a budget, a 429 or 5xx answer is tried again (at most
   * MAX_ATTEMPTS tries), after the `Retry-After` the provider asked for or a doubling backoff, as
   * long as the wait and the next try fit in the budget; every try is cut at the time left. Sent
   * with undici's `request`, the client under Node's fetch without the web streams fetch adds
   * (about a third of a millisecond a call).
   */
  private async send(
    method: 'GET' | 'POST',
    url: URL,
    options: { body?: unknown; platform: string; budgetMs?: number },
  ): Promise<Dispatcher.ResponseData> {
    const { platform } = options;
    const deadline = performance.now() + (options.budgetMs ?? this.options.timeoutMs);
    for (let attempt = 1; ; attempt += 1) {
      const left = deadline - performance.now();
      let response: Dispatcher.ResponseData;
      try {
        response = await request(url, {
          method,
          headers: {
            authorization: this.authorization,
            accept: 'application/json',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
          signal: AbortSignal.timeout(Math.max(1, Math.min(this.options.timeoutMs, Math.round(left)))),
        });
      } catch (error) {
        this.options.logger.warn({ err: error, platform }, 'social-data provider unreachable');
        throw new ServiceUnavailableError();
      }
      if (options.budgetMs === undefined || !retryable(response.statusCode) || attempt >= MAX_ATTEMPTS) return response;
      const wait = waitBeforeMs(attempt + 1, retryAfterMs(headerOf(response, 'retry-after'), Date.now()));
      if (performance.now() + wait >= deadline) return response;
      await discard(response);
      this.options.logger.info({ status: response.statusCode, platform, wait, attempt }, 'social-data provider asked to try again');
      await sleep(wait);
    }
  }

  private unavailable(message: string, platform: string): ServiceUnavailableError {
    this.options.logger.warn({ platform }, message);
    return new ServiceUnavailableError();
  }

  /**
   * One call of the API, its answer checked by `schema`. null: 404 (the API does not know it);
   * with `conflict`, 409 throws ProviderConflict; any other failure throws ServiceUnavailableError.
   */
  private async call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; schema: S; platform: string; conflict?: boolean; budgetMs?: number },
  ): Promise<z.output<S> | null> {
    const { platform } = options;
    const url = new URL(path, this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    const response = await this.send(method, url, options);
    if (response.statusCode === 404) {
      await discard(response);
      return null;
    }
    if (options.conflict && response.statusCode === 409) {
      await discard(response);
      throw new ProviderConflict();
    }
    if (response.statusCode < 200 || response.statusCode > 299) {
      await discard(response);
      this.options.logger.warn({ status: response.statusCode, platform }, 'social-data provider failed');
      throw new ServiceUnavailableError();
    }
    let json: unknown;
    try {
      json = await response.body.json();
    } catch (error) {
      this.options.logger.warn({ err: error, platform }, 'social-data provider sent unreadable JSON');
      throw new ServiceUnavailableError();
    }
    const parsed = options.schema.safeParse(json);
    if (!parsed.success) {
      this.options.logger.warn(
        { issues: parsed.error.issues.slice(0, 5), platform },
        'social-data provider answer has an unexpected shape',
      );
      throw new ServiceUnavailableError();
    }
    return parsed.data;
  }
}
