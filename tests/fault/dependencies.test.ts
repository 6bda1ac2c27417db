import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@scout/platform/net/freePort';
import { RESEND_PENDING_MAIL_JOB, pendingMailCollection, type PendingMailDoc } from '@scout/platform/mail/pendingMail';
import { signUp, startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { startFakeSocialData } from '../support/fakeSocialData';
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

/**
 * Issue 25, faults below the process: the social-data provider, SMTP and Stripe timing out or
 * failing. The user is told, and nothing is lost.
 */
const PROVIDER_TIMEOUT_MS = 300;
const STRIPE_TIMEOUT_MS = 400;

let app: TestApp;
let social: Awaited<ReturnType<typeof startFakeSocialData>>;
let stripe: FakeStripe;
let smtpPort: number;
let smtp: TestSmtpServer | undefined;

beforeAll(async () => {
  [social, stripe, smtpPort] = await Promise.all([startFakeSocialData(), startFakeStripe(), freePort()]);
  // Nothing listens on smtpPort until a test starts the SMTP server there: the mail server is unreachable.
  app = await startTestApp({
    env: {
      ...social.env(PROVIDER_TIMEOUT_MS),
      ...stripe.env,
      STRIPE_TIMEOUT_MS: String(STRIPE_TIMEOUT_MS),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: 'http://scout.test',
    },
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  await Promise.all([social.close(), stripe.close(), smtp?.close()]);
});

const as = (token: string) => ({
  get: (path: string) => app.http.get(`/api/v1${path}`).set('X-Access-Token', token),
  post: (path: string, body: object) => app.http.post(`/api/v1${path}`).set('X-Access-Token', token).send(body),
});

const pendingMail = () => app.scout.ctx.readStore.global<PendingMailDoc>(pendingMailCollection).find();

describe('the social-data provider timing out or failing', () => {
  it.each([
    ['answering later than the client waits', { kind: 'slow', delayMs: PROVIDER_TIMEOUT_MS * 5 }],
    ['answering 500', { kind: 'status', status: 500 }],
  ] as const)('%s: the save is kept without data (201, never a 5xx), once, and saving again works once it is back', async (_, mode) => {
    const { token } = await signUp(app);
    const username = `flaky.${mode.kind}`;
    social.add('instagram', username);
    social.setMode(mode);
    const asked = social.requests.length;
    const failed = await as(token).post('/customer/socialProfile', { platform: 'instagram', username });
    social.setMode({ kind: 'normal' });
    expect(social.requests.length).toBeGreaterThan(asked);
    expect(failed.status).toBe(201);
    expect(failed.body.profile).toMatchObject({ username });

    const again = await as(token).post('/customer/socialProfile', { platform: 'instagram', username });
    expect(again.status).toBeLessThan(500);
  });
});

describe('Stripe failing', () => {
  it('subscribe answers 503 with a message, records no subscription, and a retry subscribes once', async () => {
    const { token, user } = await signUp(app);
    stripe.failNext('POST', '/v1/subscriptions');
    const failed = await as(token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'starter' });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ name: 'ServiceUnavailable', message: expect.stringMatching(/\w+/) });
    expect((await as(token).get('/customer/billing')).body.subscription ?? null).toBeNull();

    const retried = await as(token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'starter' });
    expect(retried.status).toBe(201);
    expect(retried.body.billing).toMatchObject({ plan: 'starter', subscription: { status: 'active' } });
    const orgId = user.orgInfo._id;
    const subscriptions = stripe.events.filter(
      (event) =>
        event.type === 'customer.subscription.created' &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.orgId === orgId,
    );
    expect(subscriptions.length).toBeLessThanOrEqual(1);
  });
});

describe('Stripe slower than Scout waits', () => {
  it('subscribe answers 503 when Stripe created the subscription too late to say so; the retry records that one instead of charging again', async () => {
    const { token, user } = await signUp(app);
    const subscriptionsOf = (orgId: string) =>
      stripe.events.filter(
        (event) =>
          event.type === 'customer.subscription.created' &&
          (event.data.object as { metadata?: Record<string, string> }).metadata?.orgId === orgId,
      );
    // The library's own retry (same idempotency key) is late too.
    stripe.answerLateNext('POST', '/v1/subscriptions', STRIPE_TIMEOUT_MS * 4, 2);
    const late = await as(token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'starter' });
    expect(late.status).toBe(503);
    expect(late.body).toEqual({ name: 'ServiceUnavailable', message: expect.stringMatching(/\w+/) });
    expect(subscriptionsOf(user.orgInfo._id)).toHaveLength(1);

    const retried = await as(token).post('/customer/subscribe', { paymentId: 'pm_card_visa', plan: 'starter' });
    expect(retried.status).toBe(201);
    expect(retried.body.billing).toMatchObject({ plan: 'starter', subscription: { status: 'active' } });
    const [created] = subscriptionsOf(user.orgInfo._id);
    expect(subscriptionsOf(user.orgInfo._id)).toHaveLength(1);
    expect(retried.body.billing.subscription.id).toBe((created?.data.object as { id: string } | undefined)?.id);
  });
});

describe('SMTP unreachable', () => {
  it('sign-up and invitation succeed; their mail is kept and delivered once the mail server is back', async () => {
    const { token, body } = await signUp(app);
    const invitee = `invitee-${Date.now()}@example.com`;
    const invited = await as(token).post('/customer/account/add', { email: invitee, fullName: 'Ina Invitee', role: 'member' });
    expect(invited.status).toBe(201);
    const kept = (await pendingMail()).map((mail) => mail.to);
    expect(kept).toEqual(expect.arrayContaining([body.email, invitee]));

    smtp = await startSmtpServer(smtpPort);
    await app.scout.ctx.jobs.enqueue(RESEND_PENDING_MAIL_JOB, {});
    const [verification, invitation] = await Promise.all([smtp.waitForMail(body.email, 15_000), smtp.waitForMail(invitee, 15_000)]);
    expect(verification.raw).toContain('verify-email');
    expect(invitation.raw).toContain('accept-invite');
    await eventually('the delivered mail to leave the queue', async () => ((await pendingMail()).length === 0 ? true : undefined));
  });
});
