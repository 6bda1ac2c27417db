import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { markEmailVerified } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { startFakeBitly, type FakeBitly } from '../../../tests/support/fakeBitly';
import { listOutbox } from '../mail/outbox';
import { mailKeyOf } from '@scout/backend/whitelabel/mailKey';

const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 100, members: 10, searchCount: 20, reports: 2 }, features: { integrations: true, bitly: true } },
});
const PUBLIC_URL = 'https://scout.example.com';

const SECRETS = {
  password: 'Signup pass phrase 8812',
  newPassword: 'Reset pass phrase 9923',
  invitedPassword: 'Invited pass phrase 7734',
  mailKey: 'mk_live_AGENCY_MAIL_KEY_5521',
  bitlyToken: 'bitly-oauth-token-PLAIN-4410',
};

let app: TestApp;
let bitly: FakeBitly;
let token: string;
let orgId: string;
const issued: string[] = [];

const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
  const req = app.http[method](`/api/v1${path}`).set('X-Access-Token', token);
  return body ? req.send(body) : req;
};

/** The newest mailed link's token for this address (the outbox: no SMTP_URL in this test); some mail leaves after the answer. */
function mailedToken(to: string, path: string): Promise<string> {
  return eventually(`a ${path} mail to ${to}`, async () => {
    const mail = (await listOutbox(app.scout.ctx.readStore)).find((m) => m.to === to && m.text.includes(path));
    const found = mail && new RegExp(`${path}\\?token=([^\\s&]+)`).exec(mail.text)?.[1];
    return found ? decodeURIComponent(found) : undefined;
  });
}

beforeAll(async () => {
  bitly = await startFakeBitly();
  app = await startTestApp({ env: { ...bitly.env, PLAN_CATALOGUE, PUBLIC_URL } });
  const owner = await signUp(app, { password: SECRETS.password });
  token = owner.token;
  orgId = owner.user.orgInfo._id;
  await markEmailVerified(app, owner.user._id, orgId);
});
afterAll(async () => {
  await app.close();
  await bitly.close();
});

describe('secrets at rest', () => {
  it('after every flow that handles a secret, the event log holds none of them in the clear', async () => {
    // Session and verification tokens, a password reset and its token.
    issued.push(token);
    const email = (await api('get', '/customer/account/me')).body.user.email as string;
    expect((await app.http.post('/api/v1/customer/auth/forgot-password').send({ method: 'request', email })).status).toBe(200);
    const resetToken = await mailedToken(email, '/reset-password');
    issued.push(resetToken);
    expect(
      (
        await app.http
          .post('/api/v1/customer/auth/forgot-password')
          .send({ method: 'change', token: resetToken, password: SECRETS.newPassword })
      ).status,
    ).toBe(200);
    const login = await app.http.post('/api/v1/customer/auth/login').send({ email, password: SECRETS.newPassword });
    expect(login.status).toBe(200);
    token = login.body.token;
    issued.push(token);

    // An invitation and its acceptance with a password.
    const invited = `invited-${Date.now()}@example.com`;
    expect((await api('post', '/customer/account/add', { email: invited, fullName: 'Invited', role: 'member' })).status).toBe(201);
    const inviteToken = await mailedToken(invited, '/accept-invite');
    issued.push(inviteToken);
    const accepted = await app.http
      .post('/api/v1/customer/auth/user/activate')
      .send({ token: inviteToken, fullName: 'Invited', password: SECRETS.invitedPassword });
    expect(accepted.status).toBe(200);
    issued.push(accepted.body.token);

    // The organisation's API key, shown once.
    const key = await api('post', '/customer/account/api-key');
    expect(key.status).toBe(201);
    issued.push(key.body.apiKey.key);

    // The white-label mail key (the agency's SMTP/API key).
    const configured = await app.http
      .put('/api/v1/customer/account/config-whitelabel')
      .set('X-Access-Token', token)
      .field('agencyName', 'Brandly')
      .field('domain', `brand-${Date.now()}.example.com`)
      .field('banner', 'false')
      .field('apiKey', SECRETS.mailKey);
    expect(configured.status).toBe(200);
    expect(configured.body.whitelabel.apiKeySet).toBe(true);

    // Bitly's OAuth token.
    bitly.grant('code-1', SECRETS.bitlyToken, 'agency');
    expect((await api('post', '/customer/bitly', { code: 'code-1' })).status).toBe(201);

    const { rows } = await app.pool.query<{ type: string; data: unknown; metadata: unknown }>('select type, data, metadata from es_events');
    expect(rows.length).toBeGreaterThan(10);
    const log = rows.map((row) => JSON.stringify(row)).join('\n');
    for (const secret of [...Object.values(SECRETS), ...issued])
      expect({ secret, inLog: log.includes(secret) }).toEqual({ secret, inLog: false });

    // The mail key is there, sealed, and opens with this server's key.
    const sealed = rows.find((row) => row.type === 'WhiteLabelConfigured')?.data as { mailApiKeySealed?: string; mailApiKey?: string };
    expect(sealed.mailApiKey).toBeUndefined();
    expect(sealed.mailApiKeySealed).toMatch(/^v1\./);
    expect(mailKeyOf(app.scout.ctx, sealed)).toBe(SECRETS.mailKey);
  });
});
