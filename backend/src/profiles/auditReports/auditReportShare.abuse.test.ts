import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../../../../tests/support/eventually';
import { memberWithSession } from '../../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../../tests/support/app';
import { SAMPLE_REPORT_CREATOR } from './publicRoutes';

let app: TestApp;
let owner: string;
let guest: string;
let stranger: string;
let reportId: string;
let shareId: string;

const as = (token: string) => ({
  get: (path: string) => app.http.get(`/api/v1${path}`).set('X-Access-Token', token),
  put: (path: string) => app.http.put(`/api/v1${path}`).set('X-Access-Token', token),
  delete: (path: string) => app.http.delete(`/api/v1${path}`).set('X-Access-Token', token),
});

beforeAll(async () => {
  app = await startTestApp();
  const signedUp = await signUp(app);
  owner = signedUp.token;
  guest = await memberWithSession(app, signedUp.user.orgInfo._id, 'guest');
  stranger = (await signUp(app)).token;
  const saved = await app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', owner).send(SAMPLE_REPORT_CREATOR);
  if (saved.status !== 201) throw new Error(`save failed: ${saved.status}`);
  reportId = (await as(owner).put(`/customer/socialProfile/auditReport/${saved.body.profile._id}`)).body.report._id;
  shareId = await eventually('the report to be ready', async () => {
    const report = (await as(owner).get(`/customer/socialProfile/auditReport/${reportId}`)).body.report;
    if (report.status === 'failed') throw new Error('report failed');
    return report.status === 'ready' ? (report.shareId as string) : undefined;
  });
});
afterAll(async () => app.close());

describe('an audit report link handed around after the team took it back', () => {
  it('cannot be revoked by another organisation or a guest, and keeps working meanwhile', async () => {
    expect((await as(stranger).delete(`/customer/socialProfile/auditReport/${reportId}/share`)).status).toBe(404);
    expect((await as(guest).delete(`/customer/socialProfile/auditReport/${reportId}/share`)).status).toBe(403);
    expect((await app.http.get(`/api/v1/misc/auditReport/${shareId}`)).status).toBe(200);
  });

  it('answers 404 once revoked, for good; the team still reads the report', async () => {
    const revoked = await as(owner).delete(`/customer/socialProfile/auditReport/${reportId}/share`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.report.shareId).toBeUndefined();
    expect(revoked.body.report.shareRevokedAt).toEqual(expect.any(String));

    const dead = await app.http.get(`/api/v1/misc/auditReport/${shareId}`);
    expect(dead.status).toBe(404);
    expect(dead.body).toEqual({ name: 'NotFound', message: 'Report not found' });

    const again = await as(owner).delete(`/customer/socialProfile/auditReport/${reportId}/share`);
    expect(again.status).toBe(200);
    const events = await app.pool.query(`select count(*)::int as n from es_events where type = 'AuditReportShareRevoked'`);
    expect(events.rows[0].n).toBe(1);

    const mine = await as(owner).get(`/customer/socialProfile/auditReport/${reportId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.report.content).toBeDefined();
  });
});
