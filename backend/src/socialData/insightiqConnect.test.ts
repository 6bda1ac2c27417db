import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { privateMetricsSchema } from '@scout/contracts/connect';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { insightIqOnFake, startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { ServiceUnavailableError } from '@scout/platform/errors';
import type { ConnectSubject } from './connect';
import { EmbeddedSocialData } from './embedded';

let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
const adapter = (overrides: Parameters<typeof insightIqOnFake>[2] = {}) => insightIqOnFake(fake, new EmbeddedSocialData([]), overrides);
const subject: ConnectSubject = {
  externalId: '7d1e0a43-5b7f-5c1d-9a7e-0c2b1f6d9e11',
  platform: 'instagram',
  username: 'anna.alpen',
  name: 'anna.alpen',
};

beforeAll(async () => {
  fake = await startFakeSocialData();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.setMode({ kind: 'normal' });
  fake.requests.length = 0;
});

describe('InsightIQ adapter: creator connect', () => {
  it('makes a user with the saved profile as external id, and finds the same user again instead of a second', async () => {
    const first = await adapter().createConnectUser(subject);
    expect(first).toEqual({ userId: expect.any(String), simulated: false });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/users',
      body: { name: 'anna.alpen', external_id: subject.externalId },
    });
    expect(fake.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('test-client:test-secret').toString('base64')}`);

    const again = await adapter().createConnectUser(subject);
    expect(again.userId).toBe(first.userId);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/users',
      'POST /v1/users',
      `GET /v1/users/external_id/${subject.externalId}`,
    ]);
    expect(fake.users.size).toBe(1);
  });

  it('asks for an SDK token with identity, engagement and audience, for the platform’s work platform', async () => {
    const { userId } = await adapter().createConnectUser({ ...subject, externalId: 'a0000000-0000-4000-8000-000000000002' });
    const session = await adapter().createConnectToken(userId, subject);
    expect(session).toMatchObject({
      kind: 'sdk',
      userId,
      sdkToken: expect.stringMatching(/^sdk-/),
      workPlatformId: INSIGHTIQ_WORK_PLATFORM_IDS.instagram,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/sdk-tokens',
      body: { user_id: userId, products: ['IDENTITY', 'ENGAGEMENT', 'ENGAGEMENT.AUDIENCE'] },
    });
  });

  it('finds no account before the creator connected, then the connected one on the platform', async () => {
    const { userId } = await adapter().createConnectUser({ ...subject, externalId: 'a0000000-0000-4000-8000-000000000003' });
    expect(await adapter().connectedAccount(userId, subject)).toBeNull();
    fake.connectAccount(userId, 'tiktok', 'anna.on.tiktok');
    expect(await adapter().connectedAccount(userId, subject)).toBeNull();
    const account = fake.connectAccount(userId, 'instagram', 'anna.alpen');
    expect(await adapter().connectedAccount(userId, subject)).toEqual({
      accountId: account.id,
      platform: 'instagram',
      username: 'anna.alpen',
      simulated: false,
    });
    expect(fake.requests.at(-1)!.path).toBe(
      `/v1/accounts?user_id=${userId}&limit=10&work_platform_id=${INSIGHTIQ_WORK_PLATFORM_IDS.instagram}`,
    );
  });

  it('reads the private metrics: followers, mean organic reach and impressions per post, the audience', async () => {
    const account = fake.connectAccount('user-x', 'instagram', 'anna.alpen');
    const metrics = await adapter().privateMetrics(
      { accountId: account.id, platform: 'instagram', username: 'anna.alpen', simulated: false },
      subject,
    );
    expect(privateMetricsSchema.parse(metrics)).toEqual(metrics);
    expect(metrics).toEqual({
      followers: 52_000,
      // (12,000 + 9,001) / 2 posts reporting reach; (20,000 + 15,000 + 10,000) / 3 impressions
      reach: 10_501,
      impressions: 15_000,
      postsConsidered: 3,
      audience: {
        countries: [
          { code: 'AT', share: 61.5 },
          { code: 'DE', share: 30 },
        ],
        cities: [{ name: 'Vienna', share: 40 }],
        genderAge: [{ gender: 'FEMALE', ageRange: '18-24', share: 35.5 }],
      },
    });
    const paths = fake.requests.map((r) => r.path).sort();
    expect(paths).toEqual([
      `/v1/audience?account_id=${account.id}`,
      `/v1/profiles?account_id=${account.id}`,
      `/v1/social/contents?account_id=${account.id}&limit=12`,
    ]);
  });

  it('keeps no audience as null and unreported counts as null', async () => {
    const account = fake.connectAccount('user-y', 'instagram', 'quiet', { audience: null, contents: [], followers: null });
    expect(
      await adapter().privateMetrics({ accountId: account.id, platform: 'instagram', username: 'quiet', simulated: false }, subject),
    ).toEqual({
      followers: null,
      reach: null,
      impressions: null,
      postsConsidered: 0,
      audience: null,
    });
  });

  it('disconnects the account; an account the API no longer knows is fine', async () => {
    const account = fake.connectAccount('user-z', 'instagram', 'leaving');
    await adapter().disconnect({ accountId: account.id, platform: 'instagram', username: 'leaving', simulated: false });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/accounts/${account.id}/disconnect` });
    expect(fake.accounts.get(account.id)!.status).toBe('NOT_CONNECTED');
    await expect(
      adapter().disconnect({ accountId: 'gone', platform: 'instagram', username: null, simulated: false }),
    ).resolves.toBeUndefined();
  });

  it('answers ServiceUnavailable, without the brand, when the API fails', async () => {
    fake.setMode({ kind: 'status', status: 500 });
    const failure = adapter().createConnectUser(subject);
    await expect(failure).rejects.toBeInstanceOf(ServiceUnavailableError);
    await failure.catch((error: Error) => expect(error.message).not.toMatch(/insight|phyllo/i));
    fake.setMode({ kind: 'garbage' });
    await expect(adapter().connectedAccount('user-1', subject)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
