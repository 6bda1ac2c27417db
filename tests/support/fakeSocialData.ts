import type { IncomingHttpHeaders } from 'node:http';
import { pino } from 'pino';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { InsightIqSocialData, type InsightIqOptions } from '../../backend/src/socialData/insightiq';
import { startLoopbackServer } from './loopbackServer';

export const FAKE_CLIENT_ID = 'test-client';
export const FAKE_CLIENT_SECRET = 'test-secret';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** How the fake answers the next requests: normally, 500, slowly (ms before answering) or with broken JSON. */
export type FakeMode = { kind: 'normal' } | { kind: 'status'; status: number } | { kind: 'slow'; delayMs: number } | { kind: 'garbage' };

const PLATFORM_BY_ID = Object.fromEntries(Object.entries(INSIGHTIQ_WORK_PLATFORM_IDS).map(([name, id]) => [id, name]));

/** A creator as the InsightIQ analytics API returns it (snake_case fields of its documentation). */
export function fakeCreator(platform: string, username: string, overrides: Record<string, unknown> = {}) {
  return {
    work_platform: { id: INSIGHTIQ_WORK_PLATFORM_IDS[platform], name: platform === 'tiktok' ? 'TikTok' : platform === 'youtube' ? 'YouTube' : 'Instagram' },
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
 * A stand-in for InsightIQ's `POST /v1/social/creators/profiles/analytics` on loopback. Knows the
 * creators given by `add`, answers 404 for others and 401 without the test credentials; records
 * every request so tests can check what Scout sent.
 */
export async function startFakeSocialData() {
  const creators = new Map<string, unknown>();
  const requests: RecordedRequest[] = [];
  let mode: FakeMode = { kind: 'normal' };
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`;

  const server = await startLoopbackServer((req, res) => {
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
    const answer = () => {
      if (mode.kind === 'status') return send(mode.status, JSON.stringify({ error_code: 'server_error', message: 'InsightIQ is down' }));
      if (mode.kind === 'garbage') return send(200, '{"profile": {"platform_username": ');
      if (req.method !== 'POST' || req.path !== '/v1/social/creators/profiles/analytics') return send(404, '{"error_code":"not_found"}');
      if (req.headers.authorization !== expectedAuth) return send(401, '{"error_code":"unauthorized"}');
      const { identifier, work_platform_id: workPlatformId } = (body ?? {}) as { identifier?: string; work_platform_id?: string };
      if (typeof identifier !== 'string' || typeof workPlatformId !== 'string') return send(400, '{"error_code":"invalid_request"}');
      const creator = creators.get(`${PLATFORM_BY_ID[workPlatformId]}/${identifier.toLowerCase()}`);
      if (!creator) return send(404, '{"error_code":"profile_not_found","message":"InsightIQ could not find the profile"}');
      return send(200, JSON.stringify(creator));
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
    requests,
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
