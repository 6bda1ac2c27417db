import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FIRST_STEPS, type FirstSteps } from '@scout/contracts/dashboard/firstSteps';
import type { HomeResponse } from '@scout/contracts/dashboard/home';
import { markEmailVerified } from '../../../tests/support/accounts';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { campaignApi } from '../../../tests/support/campaignApi';
import { eventually } from '../../../tests/support/eventually';
import { changePlan } from '../billing/billingService';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUp(app, { fullName: 'Mara Steiner' });
  other = await signUp(app, { fullName: 'Other Owner' });
  await markEmailVerified(app, owner.user._id);
});
afterAll(async () => app.close());

const as = (token: string) => ({ 'X-Access-Token': token });
const home = async (token = owner.token) => {
  const res = await app.http.get('/api/v1/customer/home').set(as(token));
  expect(res.status).toBe(200);
  return res.body as HomeResponse;
};
const none = Object.fromEntries(FIRST_STEPS.map((step) => [step, false])) as FirstSteps;

describe('GET /customer/home: the first-run checklist and the trial', () => {
  it('starts with no step done and the trial end the organisation got at sign-up', async () => {
    const body = await home();
    expect(body.firstSteps).toEqual(none);
    const me = (await app.http.get('/api/v1/customer/account/me').set(as(owner.token))).body.user as { orgInfo: { trialEndsAt: string } };
    expect(body.trial).toEqual({ endsAt: me.orgInfo.trialEndsAt });
    expect(Date.parse(me.orgInfo.trialEndsAt)).toBeGreaterThan(Date.now());
  });

  it('ticks each step once the organisation did it, and only for that organisation', async () => {
    await saveProfile(app, owner.token, 'instagram', 'first.steps');
    await campaignApi(app, owner.token).created({ name: 'Launch' });
    const invited = await app.http
      .post('/api/v1/customer/account/add')
      .set(as(owner.token))
      .send({ email: 'colleague@example.com', fullName: 'Colleague', role: 'member' });
    expect(invited.status).toBe(201);
    expect((await app.http.post('/api/v1/customer/account/api-key').set(as(owner.token))).status).toBe(201);
    const branded = await app.http
      .put('/api/v1/customer/account/config-whitelabel')
      .set(as(owner.token))
      .send({ agencyName: 'Steiner Media', domain: 'scout.steiner-media.example' });
    expect(branded.status).toBeLessThan(300);
    const searched = await app.http
      .post('/api/v1/customer/discoverProfiles')
      .set(as(owner.token))
      .send({ filter: { platform: 'instagram' }, limit: 1 });
    expect(searched.status).toBe(200);

    // The search is counted without waiting for the read models.
    const done = await eventually('the search to reach the read models', async () => {
      const steps = (await home()).firstSteps;
      return steps.discover ? steps : undefined;
    });
    expect(done).toEqual(Object.fromEntries(FIRST_STEPS.map((step) => [step, true])));
    expect((await home(other.token)).firstSteps).toEqual(none);
  });

  it('counts no trial down on a paid plan', async () => {
    await changePlan(app.scout.ctx, other.user.orgInfo._id, 'agency');
    expect((await home(other.token)).trial).toBeNull();
    expect((await home()).trial).not.toBeNull();
  });
});
