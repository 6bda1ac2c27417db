import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp';
import { storedHead } from '../../../tests/support/storedHead';
import { ABUSE_LIMITS } from '../accounts/abuseLimits';

const api = '/api/v1';

let app: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const enrichMails = () => smtp.received.filter((m) => m.raw.includes('[List enrichment]')).length;
const enrichRequests = async (orgId: string) =>
  (await app.pool.query(`select 1 from es_events where type = 'ListEnrichRequested' and metadata->>'orgId' = $1`, [orgId])).rowCount;

describe('list-enrichment requests are mails sent on behalf of the organisation', () => {
  it(`answer 429 once the organisation sent ${ABUSE_LIMITS.mailsPerOrganization.limit} mails in the hour: no request recorded, no mail sent`, async () => {
    const owner = await signUp(app); // its verification mail is the first of the hour
    const orgId = owner.user.orgInfo._id;
    const as = (path: string, body: object) => app.http.post(`${api}${path}`).set('X-Access-Token', owner.token).send(body);
    const saved = await as('/customer/socialProfile', { platform: 'instagram', username: 'natgeo' });
    expect(saved.status).toBe(201);
    const profileId: string = saved.body.profile._id;
    const added = await app.http
      .put(`${api}/customer/addListItem`)
      .set('X-Access-Token', owner.token)
      .send({ items: [profileId], listNames: ['Summer'] });
    expect(added.status).toBe(200);
    const enrich = () => as('/customer/list/enrich-request', { listName: 'Summer' });

    for (let i = 1; i < ABUSE_LIMITS.mailsPerOrganization.limit; i += 1) expect((await enrich()).status).toBe(201);
    const recorded = await enrichRequests(orgId);
    const mailed = enrichMails();
    expect(recorded).toBe(ABUSE_LIMITS.mailsPerOrganization.limit - 1);
    const head = await storedHead(app.pool);

    const refused = await enrich();

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ name: 'TooManyRequests', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedHead(app.pool)).toEqual(head);
    expect(await enrichRequests(orgId)).toBe(recorded);
    expect(enrichMails()).toBe(mailed);
  });
});
