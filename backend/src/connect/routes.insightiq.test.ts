import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeSocialData } from '../../../tests/support/fakeSocialData';

/** Creator connect against the InsightIQ fake: the real flow of users, SDK tokens and accounts. */
let app: TestApp;
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let token: string;

beforeAll(async () => {
  fake = await startFakeSocialData();
  fake.add('instagram', 'anna.alpen', { recent_contents: [], top_contents: [] });
  fake.add('instagram', 'down.time');
  app = await startTestApp({ env: fake.env() });
  ({ token } = await signUp(app));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const put = (path: string, body: object, t: string | null = token) => {
  const request = app.http.put(`/api/v1/customer/socialProfile${path}`);
  return (t ? request.set('X-Access-Token', t) : request).send(body);
};

describe('creator connect on the InsightIQ adapter', () => {
  it('makes the user, gives the connect page an SDK token, links the account the creator connected, reads its private metrics, disconnects it', async () => {
    const saved = await app.http
      .post('/api/v1/customer/socialProfile')
      .set('X-Access-Token', token)
      .send({ platform: 'instagram', username: 'anna.alpen' });
    expect(saved.status).toBe(201);
    const profileId = saved.body.profile._id as string;

    const started = await put('/connect', { profileId, readComments: true });
    expect(started.status).toBe(200);
    const link = new URL(started.body.connect.url as string).searchParams.get('token')!;
    const user = [...fake.users.values()].find((u) => u.external_id === profileId)!;
    expect(user).toBeDefined();

    const page = await app.http.get(`/api/v1/misc/socialProfile/phyllo/${link}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      username: 'anna.alpen',
      platform: 'instagram',
      readComments: true,
      simulated: false,
      sdk: { userId: user.id, token: expect.stringMatching(/^sdk-/), workPlatformId: INSIGHTIQ_WORK_PLATFORM_IDS.instagram },
    });

    // The SDK has not reported an account yet: nothing is linked and the link stays usable.
    const early = await put('/thirdparty-connect', { token: link, userId: user.id }, null);
    expect(early.status).toBe(409);

    const account = fake.connectAccount(user.id, 'instagram', 'anna.alpen');
    expect((await put('/thirdparty-connect', { token: link, userId: user.id, accountId: 'not-that-one' }, null)).status).toBe(409);
    const done = await put('/thirdparty-connect', { token: link, userId: user.id, accountId: account.id }, null);
    expect(done.status).toBe(200);

    const profile = (await app.http.get(`/api/v1/customer/socialProfile/${profileId}`).set('X-Access-Token', token)).body.profile;
    expect(profile.connected).toMatchObject({
      accountId: account.id,
      platform: 'instagram',
      username: 'anna.alpen',
      simulated: false,
      readComments: true,
    });
    expect(profile.reach).toMatchObject({ value: 10_501, source: 'private', simulated: false });
    expect(profile.impressions).toMatchObject({ value: 15_000, source: 'private', simulated: false });
    expect(profile.privateMetrics).toMatchObject({
      followers: 52_000,
      audience: {
        countries: [
          { code: 'AT', share: 61.5 },
          { code: 'DE', share: 30 },
        ],
      },
    });

    const off = await put('/disconnect', { profileId });
    expect(off.status).toBe(200);
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/accounts/${account.id}/disconnect`)).toBe(true);
    expect(off.body.profile).toMatchObject({ connected: null, reach: { source: 'estimate' } });

    // Connecting again finds the provider's user by its external id instead of making a second.
    expect((await put('/connect', { profileId })).status).toBe(200);
    expect([...fake.users.values()].filter((u) => u.external_id === profileId)).toHaveLength(1);
  });

  it('answers 503 without the brand when the provider fails, and stores no link', async () => {
    const saved = await app.http
      .post('/api/v1/customer/socialProfile')
      .set('X-Access-Token', token)
      .send({ platform: 'instagram', username: 'down.time' });
    fake.setMode({ kind: 'status', status: 500 });
    try {
      const res = await put('/connect', { profileId: saved.body.profile._id });
      expect(res.status).toBe(503);
      expect(res.body.message).not.toMatch(/insight|phyllo/i);
    } finally {
      fake.setMode({ kind: 'normal' });
    }
    const profile = (await app.http.get(`/api/v1/customer/socialProfile/${saved.body.profile._id}`).set('X-Access-Token', token)).body
      .profile;
    expect(profile.connectRequest).toBeNull();
  });
});
