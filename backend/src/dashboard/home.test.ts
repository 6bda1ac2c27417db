import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HomeResponse } from '@scout/contracts/dashboard/home';
import { apiKeysCollection, type ApiKeyDoc } from '@scout/projections/accounts/apiKeys';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import { activityCollection, type ActivityDoc } from '@scout/projections/dashboard/activity';
import { markEmailVerified } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';
import { SAMPLE_REPORT_CREATOR } from '../profiles/auditReports/publicRoutes';
import { EmbeddedSocialData } from '../socialData/embedded';

// A clock the test moves forward: the first profile is saved just after midnight in Vienna.
let now = new Date('2026-03-28T23:30:00.000Z');
let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await startTestApp({ clock: () => now });
  owner = await signUp(app, { fullName: 'Lena Huber' });
  other = await signUp(app, { fullName: 'Other Owner' });
});
afterAll(async () => app.close());

const getHome = (headers: Record<string, string>) => app.http.get('/api/v1/customer/home').set(headers);
const asOwner = () => ({ 'X-Access-Token': owner.token });
const save = (username: string, headers: Record<string, string> = asOwner()) => {
  knowCreators(app, { platform: 'instagram', username });
  return app.http.post('/api/v1/customer/socialProfile').set(headers).send({ platform: 'instagram', username });
};

describe('GET /customer/home', () => {
  it('answers counts, usage against the plan, profiles per Vienna day and recent activity, newest first', async () => {
    expect((await save('first')).status).toBe(201);
    now = new Date('2026-03-30T09:00:00.000Z');
    const second = (await save('second')).body.profile as { _id: string };
    expect((await save('third')).status).toBe(201);
    now = new Date('2026-03-30T09:05:00.000Z');
    await app.http.put(`/api/v1/customer/socialProfile/${second._id}`).set(asOwner()).send({ action: 'updateFavourite', favourite: true });
    await app.http.delete(`/api/v1/customer/socialProfile?profileId=${second._id}`).set(asOwner());

    const res = await getHome(asOwner());
    expect(res.status).toBe(200);
    const body = res.body as HomeResponse;
    expect(body.counts).toEqual({ profiles: 2, contents: 0, campaigns: 0, lists: 0 });
    expect(body.usage).toEqual({
      package: 'free',
      usage: { profiles: 2, members: 1, searchCount: 0, reports: 0 },
      limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 },
    });
    expect(body.profilesPerDay).toHaveLength(30);
    expect(body.profilesPerDay.at(-1)).toEqual({ day: '2026-03-30', count: 2 });
    expect(body.profilesPerDay.at(-2)).toEqual({ day: '2026-03-29', count: 1 });
    expect(body.profilesPerDay.slice(0, -2).every((d) => d.count === 0)).toBe(true);
    expect(body.profilesPerDay[0]?.day).toBe('2026-03-01');

    expect(body.recentActivity.map((a) => a.key)).toEqual([
      'profileRemoved',
      'profileFavouriteChanged',
      'profileSaved',
      'profileSaved',
      'profileSaved',
      'userRegistered',
      'organizationCreated',
    ]);
    const latestSave = body.recentActivity[2];
    expect(latestSave).toMatchObject({
      eventType: 'ProfileSaved',
      params: { username: 'third', platform: 'instagram' },
      actor: { userId: owner.user._id, role: 'owner', via: 'session', fullName: 'Lena Huber' },
      occurredAt: '2026-03-30T09:00:00.000Z',
      revision: 0,
    });
    expect(latestSave?.streamId).toMatch(/^savedProfile-/);
    expect(body.recentActivity[0]?.occurredAt).toBe('2026-03-30T09:05:00.000Z');
  });

  it('names API-key clients by the key creator and keeps at most 20 entries', async () => {
    await markEmailVerified(app, owner.user._id);
    const key = (await app.http.post('/api/v1/customer/account/api-key').set(asOwner())).body.apiKey.key as string;
    const saved = await save('viakey', { 'X-Api-Key': key });
    expect(saved.status).toBe(201);
    const id = (saved.body.profile as { _id: string })._id;
    for (let i = 0; i < 12; i += 1) {
      await app.http
        .put(`/api/v1/customer/socialProfile/${id}`)
        .set(asOwner())
        .send({ action: 'updateFavourite', favourite: i % 2 === 0 });
    }
    const res = await getHome({ 'X-Api-Key': key });
    expect(res.status).toBe(200);
    const entries = (res.body as HomeResponse).recentActivity;
    expect(entries).toHaveLength(20);
    const viaKey = entries.find((a) => a.key === 'profileSaved' && a.params.username === 'viakey');
    expect(viaKey?.actor).toEqual({ userId: owner.user._id, role: 'apiKey', via: 'apiKey', fullName: 'Lena Huber' });
    const times = entries.map((a) => a.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('never stores or answers a password hash, token hash or key hash', async () => {
    const user = await app.scout.ctx.readStore.global<UserDoc>(usersCollection).get(owner.user._id);
    const key = await app.scout.ctx.readStore.global<ApiKeyDoc>(apiKeysCollection).findOne({ orgId: owner.user.orgInfo._id });
    const docs = await app.scout.ctx.readStore.tenant<ActivityDoc>(activityCollection).forOrg(owner.user.orgInfo._id).find();
    expect(docs.some((d) => d.key === 'apiKeyCreated')).toBe(true);
    const stored = JSON.stringify(docs);
    const answered = JSON.stringify((await getHome(asOwner())).body);
    for (const secret of [user?.passwordHash, key?.keyHash, owner.token]) {
      expect(secret).toBeTruthy();
      expect(stored).not.toContain(secret);
      expect(answered).not.toContain(secret);
    }
    expect(stored).not.toMatch(/argon2|tokenHash|keyHash|passwordHash/);
  });

  it('shows another organisation none of this one’s activity or counts', async () => {
    const res = await getHome({ 'X-Access-Token': other.token });
    expect(res.status).toBe(200);
    const body = res.body as HomeResponse;
    expect(body.counts.profiles).toBe(0);
    expect(body.profilesPerDay.every((d) => d.count === 0)).toBe(true);
    expect(body.recentActivity.map((a) => a.key)).toEqual(['userRegistered', 'organizationCreated']);
    expect(body.recentActivity.every((a) => a.actor.userId === other.user._id)).toBe(true);
    // The usernames as the answer would quote them (the checklist's key `firstSteps` is no username).
    expect(JSON.stringify(body)).not.toMatch(/Lena Huber|"first"|"second"|"third"|viakey/);
  });

  it('answers 401 without credentials', async () => {
    expect((await getHome({})).status).toBe(401);
  });

  it('counts the organisation’s lists, and none of them for another organisation', async () => {
    const profile = (await save('listed')).body.profile as { _id: string };
    const added = await app.http
      .put('/api/v1/customer/addListItem')
      .set(asOwner())
      .send({ items: [profile._id], listNames: ['Summer', 'Winter'] });
    expect(added.status).toBe(200);
    expect(((await getHome(asOwner())).body as HomeResponse).counts.lists).toBe(2);
    expect(((await getHome({ 'X-Access-Token': other.token })).body as HomeResponse).counts.lists).toBe(0);
  });

  it('counts the organisation’s content: saving a creator with posts raises it by their number', async () => {
    const before = ((await getHome(asOwner())).body as HomeResponse).counts.contents;
    const posts = (await EmbeddedSocialData.fromSample().lookup(SAMPLE_REPORT_CREATOR.platform, SAMPLE_REPORT_CREATOR.username))!
      .recentPosts.length;
    expect(posts).toBeGreaterThan(0);
    const saved = await app.http.post('/api/v1/customer/socialProfile').set(asOwner()).send(SAMPLE_REPORT_CREATOR);
    expect(saved.status).toBe(201);
    expect(((await getHome(asOwner())).body as HomeResponse).counts.contents).toBe(before + posts);
    expect(((await getHome({ 'X-Access-Token': other.token })).body as HomeResponse).counts.contents).toBe(0);
  });
});
