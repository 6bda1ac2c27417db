import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { profileSnapshotSchema } from '@scout/contracts/socialData';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { insightIqOnFake, startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { ServiceUnavailableError } from '@scout/platform/errors';
import { EmbeddedSocialData, profileBankId } from './embedded';

let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
const bank = new EmbeddedSocialData([]);
const adapter = (overrides: Parameters<typeof insightIqOnFake>[2] = {}) => insightIqOnFake(fake, bank, overrides);

beforeAll(async () => {
  fake = await startFakeSocialData();
  fake.add('instagram', 'cristiano');
  fake.add('tiktok', 'khaby.lame', {
    follower_count: null,
    reputation_history: null,
    top_contents: null,
    recent_contents: null,
    contact_details: [],
  });
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.setMode({ kind: 'normal' });
  fake.requests.length = 0;
});

describe('InsightIQ adapter', () => {
  it('asks the analytics endpoint with Basic credentials, the handle and the work platform id', async () => {
    await adapter().lookup('instagram', 'cristiano');
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/social/creators/profiles/analytics',
      body: { identifier: 'cristiano', work_platform_id: INSIGHTIQ_WORK_PLATFORM_IDS.instagram },
    });
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from('test-client:test-secret').toString('base64')}`);
    expect(sent!.headers['content-type']).toBe('application/json');
  });

  it('maps the answer to a snapshot', async () => {
    const snapshot = await adapter().lookup('instagram', 'cristiano');
    expect(profileSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot).toMatchObject({
      platform: 'instagram',
      username: 'cristiano',
      identity: {
        fullName: 'cristiano full name',
        country: 'PT',
        city: 'Lisbon',
        verified: true,
        bio: 'Football and family',
        category: 'Sports',
      },
      statistics: {
        followers: 1_250_000,
        following: 310,
        posts: 842,
        averageLikes: 48_000.5,
        averageComments: 1200,
        averageViews: null,
        providerEngagementRate: 0.0412,
      },
      followerHistory: [
        { date: '2025-05-15', followers: 1_250_000 },
        { date: '2025-04-15', followers: 1_200_000 },
      ],
    });
    expect(snapshot!.recentPosts.map((p) => [p.type, p.publishedAt, p.likes, p.views])).toEqual([
      ['reel', '2025-05-20T07:00:00.000Z', 30_000, null],
      ['video', '2025-05-01T18:30:00.000Z', 90_000, 1_000_000],
    ]);
    expect(snapshot!.recentPosts[0]!.hashtags).toEqual(['training']);
    expect(snapshot!.recentPosts[1]).toMatchObject({ hashtags: ['football'], mentions: ['teammate'], shares: 500, saves: null });
  });

  it('keeps what the API leaves out as null, without inventing', async () => {
    const snapshot = await adapter().lookup('tiktok', 'khaby.lame');
    expect(snapshot).toMatchObject({ statistics: { followers: null }, recentPosts: [], followerHistory: [] });
    expect(await adapter().contacts('tiktok', 'khaby.lame')).toEqual([]);
  });

  it('answers null for a creator the API does not know (404)', async () => {
    expect(await adapter().lookup('instagram', 'nobody.here')).toBeNull();
    expect(await adapter().contacts('instagram', 'nobody.here')).toBeNull();
    expect(await adapter().related('instagram', 'nobody.here', 5)).toEqual([]);
  });

  it('reads contacts and lookalikes', async () => {
    expect(await adapter().contacts('instagram', 'cristiano')).toEqual([
      { type: 'email', value: 'cristiano@agency.example' },
      { type: 'phone', value: '+351 900 000 000' },
      { type: 'other', value: '@cristiano' },
    ]);
    expect(await adapter().related('instagram', 'cristiano', 1)).toEqual([
      { platform: 'instagram', username: 'similar.one', fullName: 'Similar One', imageUrl: null, followers: 900_000 },
    ]);
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 } as const],
    ['a 503', { kind: 'status', status: 503 } as const],
    ['broken JSON', { kind: 'garbage' } as const],
    ['no answer within the timeout', { kind: 'slow', delayMs: 1500 } as const],
  ])('throws ServiceUnavailable without the brand for %s', async (_name, mode) => {
    fake.setMode(mode);
    const failure = adapter({ timeoutMs: 200 }).lookup('instagram', 'cristiano');
    await expect(failure).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(failure).rejects.toMatchObject({ status: 503, name: 'ServiceUnavailable' });
    await failure.catch((error: Error) => expect(error.message).not.toMatch(/insight|phyllo/i));
  });

  it('treats rejected credentials as the provider failing', async () => {
    await expect(adapter({ clientSecret: 'wrong' }).lookup('instagram', 'cristiano')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('treats an answer of the wrong shape as the provider failing', async () => {
    fake.add('youtube', 'odd', { follower_count: 'many' });
    await expect(adapter().lookup('youtube', 'odd')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('resolves profile bank ids through Scout’s own bank', async () => {
    const withBank = insightIqOnFake(fake, EmbeddedSocialData.fromSample());
    expect(await withBank.bankEntry(profileBankId('instagram', 'cristiano'))).toEqual({ platform: 'instagram', username: 'cristiano' });
    expect(fake.requests).toHaveLength(0);
  });
});
