import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { markEmailVerified } from '../../../tests/support/accounts';
import { signUp as signUpOwner, startTestApp, type TestApp } from '../../../tests/support/app';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp';

const SUPPORT = 'help@scout.example.test';
let app: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** Signs up and takes the verification mail out of the way. */
async function signUp() {
  const account = await signUpOwner(app);
  await smtp.waitForMail(account.body.email);
  return account;
}

const as = (token: string) => ({
  me: async () => (await app.http.get('/api/v1/customer/account/me').set('X-Access-Token', token)).body.user,
  get: (path: string) => app.http.get(`/api/v1${path}`).set('X-Access-Token', token),
  put: (path: string, body: object) => app.http.put(`/api/v1${path}`).set('X-Access-Token', token).send(body),
  post: (path: string, body: object) => app.http.post(`/api/v1${path}`).set('X-Access-Token', token).send(body),
});

const eventsOf = async (type: string, orgId: string) =>
  (
    await app.pool.query(`select data, metadata from es_events where type = $1 and metadata->>'orgId' = $2 order by global_position`, [
      type,
      orgId,
    ])
  ).rows as {
    data: Record<string, unknown>;
    metadata: { actor: { userId: string } };
  }[];

describe('user info', () => {
  it('updates the own details, shown by me, as an auditable event; unchanged values add no event', async () => {
    const { token, user } = await signUp();
    const res = await as(token).put('/customer/account/updateUserInfo', {
      fullName: ' Ana Berger ',
      phone: '+43 1 234',
      newsletter: true,
      jobRole: 'Founder',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ fullName: 'Ana Berger', phone: '+43 1 234', newsletter: true, jobRole: 'Founder' });
    expect(await as(token).me()).toMatchObject({ fullName: 'Ana Berger', phone: '+43 1 234' });
    await as(token).put('/customer/account/updateUserInfo', { fullName: 'Ana Berger' });
    const events = await eventsOf('UserInfoUpdated', user.orgInfo._id);
    expect(events).toHaveLength(1);
    expect(events[0]?.metadata.actor.userId).toBe(user._id);
  });

  it('refuses an empty or wrong body with 400', async () => {
    const { token } = await signUp();
    expect((await as(token).put('/customer/account/updateUserInfo', {})).status).toBe(400);
    expect((await as(token).put('/customer/account/updateUserInfo', { jobRole: 'Astronaut' })).body.name).toBe('ValidationError');
  });
});

describe('usage and organisation', () => {
  it('answers usage against the limits, only the fields asked for', async () => {
    const { token } = await signUp();
    await as(token).post('/customer/socialProfile', { platform: 'tiktok', username: 'khaby.lame' });
    const all = await as(token).get('/customer/account/usage');
    expect(all.body).toEqual({
      package: 'free',
      usage: { profiles: 1, members: 1, searchCount: 0, reports: 0 },
      limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 },
    });
    const some = await as(token).get('/customer/account/usage?fields=profiles,reports');
    expect(some.body).toEqual({ package: 'free', usage: { profiles: 1, reports: 0 }, limits: { profiles: 10, reports: 2 } });
    expect((await as(token).get('/customer/account/usage?fields=profiles,unicorns')).status).toBe(400);
  });

  it('answers orgInfo as me shows it', async () => {
    const { token } = await signUp();
    const res = await as(token).get('/customer/account/organization');
    expect(res.status).toBe(200);
    expect(res.body.orgInfo).toEqual((await as(token).me()).orgInfo);
    expect(res.body.orgInfo).toMatchObject({
      surveyStatus: 'pending',
      accountConfig: { userGuide: true, enableAdvancedSearch: false },
      agencyPlan: false,
    });
  });
});

describe('organisation settings', () => {
  it('stores survey answers and marks the survey completed', async () => {
    const { token, user } = await signUp();
    const res = await as(token).post('/customer/account/survey', { data: { teamSize: '2-5', channels: ['instagram', 'tiktok'] } });
    expect(res.body).toEqual({ surveyStatus: 'completed' });
    expect((await as(token).me()).orgInfo.surveyStatus).toBe('completed');
    expect((await eventsOf('SurveySubmitted', user.orgInfo._id))[0]?.data.data).toEqual({
      teamSize: '2-5',
      channels: ['instagram', 'tiktok'],
    });
    expect((await as(token).post('/customer/account/survey', {})).status).toBe(400);
  });

  it('changes userGuide and enableAdvancedSearch', async () => {
    const { token } = await signUp();
    expect((await as(token).put('/customer/account/config', { userGuide: false })).body).toEqual({
      accountConfig: { userGuide: false, enableAdvancedSearch: false, publicProfiles: true },
    });
    expect((await as(token).put('/customer/account/config', { enableAdvancedSearch: true })).body.accountConfig).toEqual({
      userGuide: false,
      enableAdvancedSearch: true,
      publicProfiles: true,
    });
    expect((await as(token).me()).orgInfo.accountConfig).toEqual({ userGuide: false, enableAdvancedSearch: true, publicProfiles: true });
    expect((await as(token).put('/customer/account/config', { theme: 'dark' })).status).toBe(400);
  });

  it('sets the country as an upper-case ISO code', async () => {
    const { token } = await signUp();
    expect((await as(token).put('/customer/country', { country: 'at' })).body).toEqual({ country: 'AT' });
    expect((await as(token).me()).orgInfo.country).toBe('AT');
    expect((await as(token).put('/customer/country', { country: 'Austria' })).status).toBe(400);
  });

  it('keeps the UI status flags per user', async () => {
    const { token } = await signUp();
    expect((await as(token).me()).statusFlags).toEqual({ hideEmptyList: false, fullAccessPopUp: false, hideChecklist: false });
    expect((await as(token).put('/customer/account/status-flags', { fullAccessPopUp: true })).body).toEqual({
      statusFlags: { hideEmptyList: false, fullAccessPopUp: true, hideChecklist: false },
    });
    expect((await as(token).put('/customer/account/status-flags', { hideChecklist: true })).body).toEqual({
      statusFlags: { hideEmptyList: false, fullAccessPopUp: true, hideChecklist: true },
    });
    expect((await as(token).me()).statusFlags).toEqual({ hideEmptyList: false, fullAccessPopUp: true, hideChecklist: true });
  });

  it("never touches another organisation's settings", async () => {
    const a = await signUp();
    const b = await signUp();
    await as(b.token).put('/customer/account/config', { userGuide: false });
    await as(b.token).put('/customer/country', { country: 'DE' });
    await as(b.token).post('/customer/account/survey', { data: { q: 'a' } });
    const orgA = (await as(a.token).me()).orgInfo;
    expect(orgA).toMatchObject({ accountConfig: { userGuide: true }, surveyStatus: 'pending' });
    expect(orgA.country).toBeUndefined();
    expect((await as(b.token).get('/customer/account/organization')).body.orgInfo._id).toBe(b.user.orgInfo._id);
  });
});

describe('support', () => {
  it('stores a ticket and mails it to SUPPORT_EMAIL over SMTP', async () => {
    const { token, user, body } = await signUp();
    const res = await as(token).post('/customer/create-ticket', { subject: 'Export stuck', text: 'My export never finishes.' });
    expect(res.status).toBe(201);
    const mail = await smtp.waitForMail(SUPPORT);
    expect(mail.raw).toMatch(/^Subject: \[Support [0-9a-f]{8}\] Export stuck/m);
    expect(mail.raw).toContain('My export never finishes.');
    expect(mail.raw).toContain(body.email);
    expect((await eventsOf('SupportTicketCreated', user.orgInfo._id))[0]?.data).toMatchObject({
      ticketId: res.body.ticketId,
      subject: 'Export stuck',
    });
    expect((await as(token).post('/customer/create-ticket', { subject: 'no text' })).status).toBe(400);
  });

  it('records a search-credit request and mails support, once the email is verified', async () => {
    const { token, user } = await signUp();
    const unverified = await as(token).post('/customer/account/request-search-credits', { reason: 'Big campaign' });
    expect(unverified.status).toBe(403);
    expect(unverified.body.name).toBe('EmailNotVerified');
    await markEmailVerified(app, user._id, user.orgInfo._id);
    const res = await as(token).post('/customer/account/request-search-credits', { reason: 'Big campaign' });
    expect(res.status).toBe(201);
    const mail = await smtp.waitForMail(SUPPORT);
    expect(mail.raw).toMatch(/asks for 100 searches/);
    expect((await eventsOf('SearchCreditsRequested', user.orgInfo._id))[0]?.data).toMatchObject({
      reason: 'Big campaign',
      searchCredit: 100,
    });
  });
});
