import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { organizationStream } from '@scout/contracts/platform/streams';
import { startTestApp, type TestApp } from '../../../tests/support/app';

/** Spec section 9: the whitelisted country codes; section 3: the organisation's `ipCountry`. */
const WHITELIST = { WHITELISTED_COUNTRY_CODES: 'AT,DE', CLIENT_COUNTRY_HEADER: 'CF-IPCountry' };

let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    startTestApp({ env: { ...WHITELIST, TRUST_PROXY_HOPS: '1' } }),
    startTestApp({ env: { ...WHITELIST, TRUST_PROXY_HOPS: '0' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([behindProxy.close(), direct.close()]);
});

let counter = 0;
async function signUp(app: TestApp, headers: Record<string, string> = {}) {
  counter += 1;
  const res = await app.http
    .post('/api/v1/customer/auth/signup')
    .set(headers)
    .send({
      email: `country${counter}-${Date.now()}@example.com`,
      password: 'correct horse battery',
      fullName: `Owner ${counter}`,
      orgName: `Agency ${counter}`,
    });
  expect(res.status).toBe(201);
  return { token: res.body.token as string, orgId: (res.body.user as { orgInfo: { _id: string } }).orgInfo._id };
}

const me = async (app: TestApp, token: string) =>
  (await app.http.get('/api/v1/customer/account/me').set('X-Access-Token', token)).body.user as {
    orgInfo: { country?: string; ipCountry: string | null };
  };

const organizationEvents = async (app: TestApp, orgId: string) => app.scout.ctx.eventStore.readStream(organizationStream(orgId));

describe('the country setting', () => {
  it('takes a whitelisted country (200), in any case', async () => {
    const { token } = await signUp(behindProxy);
    const res = await behindProxy.http.put('/api/v1/customer/country').set('X-Access-Token', token).send({ country: 'de' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ country: 'DE' });
    expect((await me(behindProxy, token)).orgInfo.country).toBe('DE');
  });

  it('refuses a country outside the whitelist, or no country at all, with 400 and stores nothing', async () => {
    const { token, orgId } = await signUp(behindProxy);
    const before = (await organizationEvents(behindProxy, orgId)).length;
    for (const country of ['CH', 'QQ']) {
      const res = await behindProxy.http.put('/api/v1/customer/country').set('X-Access-Token', token).send({ country });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        name: 'ValidationError',
        message: `country: ${country} is not a country you can choose`,
        issues: [{ path: 'country', message: 'is not a country you can choose' }],
      });
      // The whitelist itself is never shown.
      expect(JSON.stringify(res.body)).not.toMatch(/\bAT\b|\bDE\b/);
    }
    expect(await organizationEvents(behindProxy, orgId)).toHaveLength(before);
    expect((await me(behindProxy, token)).orgInfo.country).toBeUndefined();
  });
});

describe("the organisation's ipCountry", () => {
  it('records the country a trusted proxy gives at sign-up and shows it when whitelisted', async () => {
    const { token, orgId } = await signUp(behindProxy, { 'CF-IPCountry': 'at' });
    expect((await me(behindProxy, token)).orgInfo.ipCountry).toBe('AT');
    const [created] = await organizationEvents(behindProxy, orgId);
    expect(created).toMatchObject({ type: 'OrganizationCreated', data: { ipCountry: 'AT' } });
    const organization = await behindProxy.http.get('/api/v1/customer/account/organization').set('X-Access-Token', token);
    expect(organization.body.orgInfo.ipCountry).toBe('AT');
  });

  it('keeps a country outside the whitelist but shows null for it', async () => {
    const { token, orgId } = await signUp(behindProxy, { 'CF-IPCountry': 'CH' });
    expect((await me(behindProxy, token)).orgInfo.ipCountry).toBeNull();
    expect((await organizationEvents(behindProxy, orgId))[0]?.data).toMatchObject({ ipCountry: 'CH' });
  });

  it('is null without the header, or when it holds no country', async () => {
    expect((await me(behindProxy, (await signUp(behindProxy)).token)).orgInfo.ipCountry).toBeNull();
    const unknown = await signUp(behindProxy, { 'CF-IPCountry': 'XX' });
    expect((await me(behindProxy, unknown.token)).orgInfo.ipCountry).toBeNull();
    expect((await organizationEvents(behindProxy, unknown.orgId))[0]?.data).not.toHaveProperty('ipCountry');
  });

  it('ignores the header without a trusted proxy (TRUST_PROXY_HOPS=0), as any client could send it', async () => {
    const { token, orgId } = await signUp(direct, { 'CF-IPCountry': 'AT' });
    expect((await me(direct, token)).orgInfo.ipCountry).toBeNull();
    expect((await organizationEvents(direct, orgId))[0]?.data).not.toHaveProperty('ipCountry');
  });
});
