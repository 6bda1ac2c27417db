import type { IncomingHttpHeaders } from 'node:http';
import { pino } from 'pino';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { InsightIqSocialData, type InsightIqOptions } from '../../backend/src/socialData/insightiq';
import { fakeCreatorSearch, type FakeAnswer, type FakeCreatorSearchOptions } from './fakeCreatorSearch';
import { startLoopbackServer } from './loopbackServer';

export const FAKE_CLIENT_ID = 'test-client';
export const FAKE_CLIENT_SECRET = 'test-secret';
/** The host name of the fake's story media "CDN"; tests map it to 127.0.0.1 for the guarded fetcher. */
export const FAKE_MEDIA_HOST = 'media.fake-insightiq.test';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * How the fake answers the next requests: normally, with an error status (only on `path` when given),
 * slowly (ms before answering) or with broken JSON.
 */
export type FakeMode =
  | { kind: 'normal' }
  | { kind: 'status'; status: number; path?: string }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'garbage' };

/** Page size of the contents fetch when a request names none, and the largest it serves. */
const FAKE_CONTENTS_PAGE = 20;
const FAKE_CONTENTS_PAGE_MAX = 100;

const PLATFORM_BY_ID = Object.fromEntries(Object.entries(INSIGHTIQ_WORK_PLATFORM_IDS).map(([name, id]) => [id, name]));

/** A creator as the InsightIQ analytics API returns it (snake_case fields of its documentation). */
export function fakeCreator(platform: string, username: string, overrides: Record<string, unknown> = {}) {
  return {
    work_platform: {
      id: INSIGHTIQ_WORK_PLATFORM_IDS[platform],
      name: platform === 'tiktok' ? 'TikTok' : platform === 'youtube' ? 'YouTube' : 'Instagram',
    },
    profile: {
      platform_username: username,
      full_name: `${username} full name`,
      url: `https://www.${platform}.com/${username}`,
      image_url: `https://cdn.example.com/${username}.jpg`,
      introduction: 'Football and family',
      category: 'Sports',
      is_verified: true,
      follower_count: 1_250_000,
      following_count: 310,
      content_count: 842,
      engagement_rate: 0.0412,
      average_likes: 48_000.5,
      average_comments: 1_200,
      average_views: null,
      creator_location: { city: 'Lisbon', state: null, country: 'PT' },
      contact_details: [
        { type: 'EMAIL', value: `${username}@agency.example` },
        { type: 'PHONE', value: '+351 900 000 000' },
        { type: 'TWITTER', value: `@${username}` },
      ],
      reputation_history: [
        { month: '2025-04', follower_count: 1_200_000, following_count: 300 },
        { month: '2025-05', follower_count: 1_250_000, following_count: 310 },
      ],
      top_contents: [
        {
          type: 'VIDEO',
          url: `https://www.${platform}.com/p/top1`,
          description: 'Matchday #Football with @teammate',
          published_at: '2025-05-01T18:30:00.000000',
          engagement: { like_count: 90_000, comment_count: 2_000, view_count: 1_000_000, share_count: 500, save_count: null },
        },
      ],
      recent_contents: [
        {
          type: 'REELS',
          url: `https://www.${platform}.com/p/recent1`,
          description: 'Training day',
          published_at: '2025-05-20T07:00:00Z',
          engagement: { like_count: 30_000, comment_count: 400 },
          hashtags: ['#Training'],
        },
      ],
      lookalikes: [
        { platform_username: 'similar.one', full_name: 'Similar One', image_url: null, follower_count: 900_000 },
        { platform_username: 'similar.two', full_name: null, image_url: null, follower_count: 1_400_000 },
      ],
      ...overrides,
    },
  };
}

/**
 * `count` posts of a creator as the contents fetch returns them, newest first: the newest published
 * at `newest`, each next one `everyMs` earlier; ids `<username>-post-<n>` from 0.
 */
export function fakePosts(platform: string, username: string, count: number, { newest, everyMs }: { newest: Date; everyMs: number }) {
  return Array.from({ length: count }, (_, n) => ({
    id: `${username}-post-${n}`,
    type: 'VIDEO',
    format: 'VIDEO',
    url: `https://www.${platform}.com/p/${username}-${n}`,
    description: `Post ${n} #daily`,
    published_at: new Date(newest.getTime() - n * everyMs).toISOString(),
    engagement: { like_count: 1000 + n, comment_count: 10 + (n % 7), view_count: 50_000 + n, share_count: n % 5, save_count: null },
  }));
}

/** A creator's account as the fake's Connect flow keeps it (see `connectAccount`). */
export interface FakeAccount {
  id: string;
  userId: string;
  workPlatformId: string;
  username: string;
  status: 'CONNECTED' | 'NOT_CONNECTED';
  followers: number | null;
  /** Organic reach and impressions of its latest posts, newest first. */
  contents: { published_at: string; engagement: { reach_organic_count: number | null; impression_organic_count: number | null } }[];
  audience: Record<string, unknown> | null;
}

/**
 * A stand-in for InsightIQ on loopback: `POST /v1/social/creators/profiles/analytics` (creators
 * given by `add`, 404 for others), `POST /v1/social/creators/contents/fetch` (one post by
 * `content_url`; by `profile_url`, the creator's stories or a page of its posts by `offset` and
 * `limit`) and the Connect flow (`POST /v1/users`, `GET
 * /v1/users/external_id/{id}`, `POST /v1/sdk-tokens`, `GET /v1/accounts`, `GET /v1/profiles`, `GET
 * /v1/social/contents`, `GET /v1/audience`, `POST /v1/accounts/{id}/disconnect`; an account exists
 * once a test plays the creator with `connectAccount`). 401 without the test credentials; records
 * every request so tests can check what Scout sent.
 */
export async function startFakeSocialData(searchOptions: FakeCreatorSearchOptions = {}) {
  const creators = new Map<string, unknown>();
  /** The creator search over synthetic creators (fakeCreatorSearch.ts); they answer analytics and contents too. */
  const creatorSearch = fakeCreatorSearch(searchOptions);
  const creatorOf = (key: string): unknown => {
    const known = creators.get(key);
    if (known) return known;
    const [platform = '', handle = ''] = key.split('/');
    const synthetic = creatorSearch.analytics(platform, handle);
    return synthetic ? fakeCreator(platform, handle, synthetic) : undefined;
  };
  /** Current stories by `platform/username`, as the contents fetch answers them; their media by path. */
  const stories = new Map<string, Array<Record<string, unknown>>>();
  /** Posts by `platform/username`, newest first, set by `setPosts`; otherwise a creator's recent and top contents. */
  const posts = new Map<string, Array<Record<string, unknown>>>();
  const storyMedia = new Map<string, { bytes: Buffer; contentType: string }>();
  const users = new Map<string, { id: string; name: string; external_id: string }>();
  const accounts = new Map<string, FakeAccount>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${String(++sequence).padStart(4, '0')}`;
  const requests: RecordedRequest[] = [];
  let mode: FakeMode = { kind: 'normal' };
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`;

  const server = await startLoopbackServer((req, res) => {
    const arrived = performance.now();
    let body: unknown = req.body;
    try {
      body = req.body ? JSON.parse(req.body) : null;
    } catch {
      // Recorded as text; the route below answers 400.
    }
    requests.push({ method: req.method, path: req.path, headers: req.headers, body });
    const send = (status: number, payload: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(payload);
    };
    const reply = (answered: FakeAnswer) => {
      const write = () => {
        res.writeHead(answered.status, { 'Content-Type': 'application/json', ...answered.headers });
        res.end(JSON.stringify(answered.body));
        if (answered.timed) creatorSearch.answerTimes.push(performance.now() - arrived);
      };
      if (answered.delayMs) setTimeout(write, answered.delayMs).unref();
      else write();
    };
    const answer = () => {
      if (mode.kind === 'status' && (!mode.path || mode.path === req.path))
        return send(mode.status, JSON.stringify({ error_code: 'server_error', message: 'InsightIQ is down' }));
      if (mode.kind === 'garbage') return send(200, '{"profile": {"platform_username": ');
      // Story media on the fake CDN (FAKE_MEDIA_HOST): plain GETs, no credentials.
      const media = req.method === 'GET' ? storyMedia.get(new URL(req.path, 'http://fake').pathname) : undefined;
      if (media) {
        res.writeHead(200, { 'Content-Type': media.contentType });
        res.end(media.bytes);
        return;
      }
      // A creator's current stories (story tracking): by profile address, content type STORIES.
      const profileUrl = (body as { profile_url?: unknown } | null)?.profile_url;
      if (req.method === 'POST' && req.path === '/v1/social/creators/contents/fetch' && typeof profileUrl === 'string') {
        if (req.headers.authorization !== expectedAuth) return send(401, '{"error_code":"unauthorized"}');
        const {
          work_platform_id: workPlatformId,
          content_type: contentType,
          offset = 0,
          limit = FAKE_CONTENTS_PAGE,
        } = body as { work_platform_id?: string; content_type?: string; offset?: number; limit?: number };
        const handle = decodeURIComponent(new URL(profileUrl).pathname.split('/').filter(Boolean)[0] ?? '')
          .replace(/^@/, '')
          .toLowerCase();
        const key = `${PLATFORM_BY_ID[workPlatformId ?? ''] ?? ''}/${handle}`;
        const creator = creatorOf(key) as { profile: { recent_contents?: unknown[]; top_contents?: unknown[] } } | undefined;
        if (!creator) return send(404, '{"error_code":"profile_not_found"}');
        if (contentType === 'STORIES') return send(200, JSON.stringify({ data: stories.get(key) ?? [] }));
        const all = posts.get(key) ?? [...(creator.profile.recent_contents ?? []), ...(creator.profile.top_contents ?? [])];
        const size = Math.min(limit, FAKE_CONTENTS_PAGE_MAX);
        return send(200, JSON.stringify({ data: all.slice(offset, offset + size), metadata: { offset, limit: size } }));
      }
      // One post by its address (live tracking): looked for in every known creator's contents.
      const contentUrl = (body as { content_url?: unknown } | null)?.content_url;
      if (req.method === 'POST' && req.path === '/v1/social/creators/contents/fetch' && typeof contentUrl === 'string') {
        if (req.headers.authorization !== expectedAuth) return send(401, '{"error_code":"unauthorized"}');
        const found = [...creators.values()]
          .flatMap((creator) => {
            const profile = (creator as { profile: { recent_contents?: Array<{ url?: string }>; top_contents?: Array<{ url?: string }> } })
              .profile;
            return [...(profile.recent_contents ?? []), ...(profile.top_contents ?? [])];
          })
          .find((content) => content.url === contentUrl);
        return found ? send(200, JSON.stringify({ data: [found] })) : send(404, '{"error_code":"content_not_found"}');
      }
      if (req.headers.authorization !== expectedAuth) return send(401, '{"error_code":"unauthorized"}');
      const searched = creatorSearch.answer(req.method, req.path, body);
      if (searched) return reply(searched);
      const url = new URL(req.path, 'http://fake');
      const connect = connectAnswer(req.method, url, body);
      if (connect) return send(connect.status, JSON.stringify(connect.body));
      if (req.method !== 'POST' || url.pathname !== '/v1/social/creators/profiles/analytics')
        return send(404, '{"error_code":"not_found"}');
      const { identifier, work_platform_id: workPlatformId } = (body ?? {}) as { identifier?: string; work_platform_id?: string };
      if (typeof identifier !== 'string' || typeof workPlatformId !== 'string') return send(400, '{"error_code":"invalid_request"}');
      const creator = creatorOf(`${PLATFORM_BY_ID[workPlatformId]}/${identifier.toLowerCase()}`);
      if (!creator) return send(404, '{"error_code":"profile_not_found","message":"InsightIQ could not find the profile"}');
      return send(200, JSON.stringify(creator));
    };
    const connectAnswer = (method: string, url: URL, payload: unknown): { status: number; body: unknown } | null => {
      const input = (payload ?? {}) as Record<string, unknown>;
      const path = url.pathname;
      const query = url.searchParams;
      if (method === 'POST' && path === '/v1/users') {
        if (typeof input.external_id !== 'string' || typeof input.name !== 'string')
          return { status: 400, body: { error_code: 'invalid_request' } };
        if ([...users.values()].some((u) => u.external_id === input.external_id))
          return { status: 409, body: { error_code: 'user_exists_with_external_id' } };
        const user = { id: nextId('user'), name: input.name, external_id: input.external_id };
        users.set(user.id, user);
        return { status: 201, body: { ...user, status: 'ACTIVE', created_at: '2026-01-01T00:00:00.000000' } };
      }
      const byExternal = /^\/v1\/users\/external_id\/([^/]+)$/.exec(path);
      if (method === 'GET' && byExternal) {
        const user = [...users.values()].find((u) => u.external_id === decodeURIComponent(byExternal[1]!));
        return user ? { status: 200, body: user } : { status: 404, body: { error_code: 'user_not_found' } };
      }
      if (method === 'POST' && path === '/v1/sdk-tokens') {
        if (typeof input.user_id !== 'string' || !users.has(input.user_id)) return { status: 404, body: { error_code: 'user_not_found' } };
        return { status: 201, body: { sdk_token: `sdk-${input.user_id}-${nextId('token')}`, expires_at: '2026-12-31T00:00:00.000000' } };
      }
      if (method === 'GET' && path === '/v1/accounts') {
        const data = [...accounts.values()]
          .filter(
            (a) =>
              a.userId === query.get('user_id') && (!query.get('work_platform_id') || a.workPlatformId === query.get('work_platform_id')),
          )
          .map((a) => ({
            id: a.id,
            status: a.status,
            platform_username: a.username,
            user: { id: a.userId },
            work_platform: { id: a.workPlatformId, name: PLATFORM_BY_ID[a.workPlatformId] },
          }));
        return { status: 200, body: { data, metadata: { offset: 0, limit: 10 } } };
      }
      const account = accounts.get(query.get('account_id') ?? '');
      if (method === 'GET' && path === '/v1/profiles') {
        return {
          status: 200,
          body: { data: account ? [{ platform_username: account.username, reputation: { follower_count: account.followers } }] : [] },
        };
      }
      if (method === 'GET' && path === '/v1/social/contents') {
        const limit = Number(query.get('limit') ?? 10);
        return { status: 200, body: { data: account ? account.contents.slice(0, limit) : [] } };
      }
      if (method === 'GET' && path === '/v1/audience') {
        return account?.audience ? { status: 200, body: account.audience } : { status: 404, body: { error_code: 'audience_not_found' } };
      }
      const disconnect = /^\/v1\/accounts\/([^/]+)\/disconnect$/.exec(path);
      if (method === 'POST' && disconnect) {
        const target = accounts.get(decodeURIComponent(disconnect[1]!));
        if (!target) return { status: 404, body: { error_code: 'account_not_found' } };
        target.status = 'NOT_CONNECTED';
        return { status: 200, body: { id: target.id, status: target.status } };
      }
      return null;
    };
    if (mode.kind === 'slow') setTimeout(answer, mode.delayMs).unref();
    else answer();
  });
  const { port } = server;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Environment for startTestApp pointing Scout at this fake. */
    env: (timeoutMs = 2000): Record<string, string> => ({
      SOCIAL_DATA_PROVIDER: 'insightiq',
      SOCIAL_DATA_URL: `http://127.0.0.1:${port}`,
      SOCIAL_DATA_CLIENT_ID: FAKE_CLIENT_ID,
      SOCIAL_DATA_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      SOCIAL_DATA_TIMEOUT_MS: String(timeoutMs),
    }),
    add(platform: string, username: string, overrides: Record<string, unknown> = {}) {
      creators.set(`${platform}/${username.toLowerCase()}`, fakeCreator(platform, username, overrides));
    },
    /**
     * A current story of a creator (added with `add`): answered by the contents fetch with content
     * type STORIES, its media served at `http://FAKE_MEDIA_HOST:<port>/cdn/stories/<id>` (map that
     * host to 127.0.0.1 with startTestApp's `fetchTestHosts`).
     */
    addStory(
      platform: string,
      username: string,
      story: { id: string; publishedAt: string; bytes: Buffer; contentType: string; format?: 'IMAGE' | 'VIDEO'; views?: number | null },
    ) {
      const key = `${platform}/${username.toLowerCase()}`;
      const path = `/cdn/stories/${encodeURIComponent(story.id)}`;
      storyMedia.set(path, { bytes: story.bytes, contentType: story.contentType });
      const content = {
        id: `content-${story.id}`,
        platform_content_id: story.id,
        type: 'STORY',
        format: story.format ?? 'IMAGE',
        url: `https://www.${platform}.com/stories/${username}/${story.id}/`,
        media_url: `http://${FAKE_MEDIA_HOST}:${port}${path}`,
        thumbnail_url: null,
        published_at: story.publishedAt,
        engagement: { view_count: story.views ?? null },
        work_platform: { id: INSIGHTIQ_WORK_PLATFORM_IDS[platform], name: platform },
      };
      stories.set(key, [...(stories.get(key) ?? []).filter((s) => s.platform_content_id !== story.id), content]);
      return content;
    },
    /** The posts the contents fetch pages through for a creator added with `add`, newest first (see `fakePosts`). */
    setPosts(platform: string, username: string, contents: Array<Record<string, unknown>>) {
      posts.set(`${platform}/${username.toLowerCase()}`, contents);
    },
    /** The creator's stories expired on the platform: the provider shows none (their media stays served). */
    clearStories(platform: string, username: string) {
      stories.delete(`${platform}/${username.toLowerCase()}`);
    },
    /** Plays the creator finishing the Connect SDK: the user now has a connected account on the platform. */
    connectAccount(
      userId: string,
      platform: string,
      username: string,
      overrides: Partial<Omit<FakeAccount, 'id' | 'userId' | 'workPlatformId' | 'username'>> = {},
    ): FakeAccount {
      const account: FakeAccount = {
        id: nextId('account'),
        userId,
        workPlatformId: INSIGHTIQ_WORK_PLATFORM_IDS[platform]!,
        username,
        status: 'CONNECTED',
        followers: 52_000,
        contents: [
          { published_at: '2026-05-03T10:00:00.000000', engagement: { reach_organic_count: 12_000, impression_organic_count: 20_000 } },
          { published_at: '2026-05-02T10:00:00.000000', engagement: { reach_organic_count: 9_001, impression_organic_count: 15_000 } },
          { published_at: '2026-05-01T10:00:00.000000', engagement: { reach_organic_count: null, impression_organic_count: 10_000 } },
        ],
        audience: {
          countries: [
            { code: 'AT', value: 61.5 },
            { code: 'DE', value: 30 },
          ],
          cities: [{ name: 'Vienna', value: 40 }],
          gender_age_distribution: [{ gender: 'FEMALE', age_range: '18-24', value: 35.5 }],
        },
        ...overrides,
      };
      accounts.set(account.id, account);
      return account;
    },
    users,
    accounts,
    requests,
    creatorSearch,
    setMode(next: FakeMode) {
      mode = next;
    },
    close: () => server.close(),
  };
}

/** Scout's InsightIQ adapter pointed at the fake, with its credentials, a 2 s timeout and no logs. */
export function insightIqOnFake(
  fake: { url: string },
  profileBank: InsightIqOptions['profileBank'],
  overrides: Partial<Pick<InsightIqOptions, 'timeoutMs' | 'clientSecret'>> = {},
): InsightIqSocialData {
  return new InsightIqSocialData({
    baseUrl: fake.url,
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    timeoutMs: 2000,
    logger: pino({ level: 'silent' }),
    profileBank,
    ...overrides,
  });
}
