import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditReportStream } from '@scout/contracts/platform/streams';
import { eventually } from '../../../../tests/support/eventually';
import { signUp, startTestApp, type TestApp } from '../../../../tests/support/app';
import { execute } from '../../runtime/context';
import { newId } from '@scout/platform/ids';
import { auditReportDecider } from './auditReport';
import { buildAuditReportJob } from './buildJob';
import { SAMPLE_REPORT_CREATOR } from './publicRoutes';
import { TEST_REPORT_CREATOR } from './testCreator';

/** A tiny trial plan: two reports a month. */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 }, features: {} },
});

let app: TestApp;
let token: string;
let orgId: string;
let otherToken: string;
let profileId: string;

const as = (t: string | null) => ({
  get: (path: string) => (t ? app.http.get(`/api/v1${path}`).set('X-Access-Token', t) : app.http.get(`/api/v1${path}`)),
  put: (path: string) => app.http.put(`/api/v1${path}`).set('X-Access-Token', t ?? ''),
});
const requestReport = (id: string, t = token) => as(t).put(`/customer/socialProfile/auditReport/${id}`);
const readyReport = (reportId: string) =>
  eventually(`report ${reportId} to finish`, async () => {
    const res = await as(token).get(`/customer/socialProfile/auditReport/${reportId}`);
    return res.body.report.status === 'ready' || res.body.report.status === 'failed' ? res.body.report : undefined;
  });
const reportsUsed = async (t = token) => (await as(t).get('/customer/account/usage?fields=reports')).body.usage.reports as number;

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE } });
  const owner = await signUp(app);
  token = owner.token;
  orgId = owner.user.orgInfo._id;
  ({ token: otherToken } = await signUp(app));
  const saved = await app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', token).send(SAMPLE_REPORT_CREATOR);
  if (saved.status !== 201) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  profileId = saved.body.profile._id;
});
afterAll(async () => app.close());

describe('audit reports API', () => {
  let shareId: string;

  it('answers 202 with a requested report, builds it as a job, and counts one report of the plan', async () => {
    expect(await reportsUsed()).toBe(0);
    const res = await requestReport(profileId);
    expect(res.status).toBe(202);
    expect(res.body.report).toMatchObject({ profileId, platform: 'tiktok', username: SAMPLE_REPORT_CREATOR.username });
    expect(['requested', 'building', 'ready']).toContain(res.body.report.status);
    expect(await reportsUsed()).toBe(1);
    expect((await as(token).get('/customer/account/me')).body.user.orgInfo.usage.reports).toBe(1);

    const report = await readyReport(res.body.report._id);
    expect(report).toMatchObject({ status: 'ready', progress: 100 });
    const analytics = (await as(token).get(`/customer/socialProfile/${profileId}`)).body.analytics;
    const { _id: _profileId, orgId: _orgId, ...creator } = analytics;
    expect(report.content).toEqual({
      kind: 'audit',
      platform: 'tiktok',
      username: SAMPLE_REPORT_CREATOR.username,
      identity: creator.identity,
      analytics: creator,
      generatedAt: report.completedAt,
    });
    expect(report.content.analytics.heatmap.rows).toHaveLength(24);
    expect(report.content.analytics.engagementRate.value).toEqual(expect.any(Number));
    shareId = report.shareId;
    expect(shareId).toMatch(/^[0-9a-f-]{36}$/);

    // The profile's status follows the report on the profile's own stream, just after it.
    await eventually('the profile to show the report as ready', async () => {
      const profile = (await as(token).get(`/customer/socialProfile/${profileId}`)).body.profile;
      return profile.auditReportStatus === 'ready' ? true : undefined;
    });
    const listed = await as(token).get(`/customer/socialProfile/${profileId}/auditReports`);
    expect(listed.body.reports.map((r: { _id: string }) => r._id)).toEqual([res.body.report._id]);
  });

  it('opens a ready report by its public link without logging in, showing nothing of the organisation', async () => {
    const res = await as(null).get(`/misc/auditReport/${shareId}`);
    expect(res.status).toBe(200);
    expect(res.body.report).toMatchObject({ status: 'ready', content: { kind: 'audit', username: SAMPLE_REPORT_CREATOR.username } });
    expect(JSON.stringify(res.body)).not.toMatch(/orgId|profileId/);
    expect((await as(null).get('/misc/auditReport/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await as(null).get('/misc/auditReport/not-a-share')).status).toBe(400);
  });

  it('answers 423 PlanLimit with field reports past the plan, and counts nothing more', async () => {
    expect((await requestReport(profileId)).status).toBe(202);
    expect(await reportsUsed()).toBe(2);
    const refused = await requestReport(profileId);
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({ name: 'PlanLimit', field: 'reports' });
    expect(await reportsUsed()).toBe(2);
    expect((await as(token).get(`/customer/socialProfile/${profileId}/auditReports`)).body.reports).toHaveLength(2);
  });

  it('answers 404 to another organisation on every report route, and counts nothing for it', async () => {
    const [report] = (await as(token).get(`/customer/socialProfile/${profileId}/auditReports`)).body.reports;
    expect((await requestReport(profileId, otherToken)).status).toBe(404);
    expect((await as(otherToken).get(`/customer/socialProfile/auditReport/${report._id}`)).status).toBe(404);
    expect((await as(otherToken).get(`/customer/socialProfile/${profileId}/auditReports`)).status).toBe(404);
    expect(await reportsUsed(otherToken)).toBe(0);
  });

  it('answers 400 for ids that are no ids and 404 for unknown ones', async () => {
    expect((await requestReport('not-an-id')).status).toBe(400);
    expect((await requestReport('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await as(token).get('/customer/socialProfile/auditReport/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the audit report job', () => {
  it('leaves a finished report as it is when it runs again (after a crash, say)', async () => {
    // Earlier tests' jobs may still be running; the profile's status follows whichever ends last.
    const reports = await eventually('every report of the profile to finish', async () => {
      const all = (await as(token).get(`/customer/socialProfile/${profileId}/auditReports`)).body.reports as Array<{
        _id: string;
        status: string;
      }>;
      return all.every((r) => r.status === 'ready' || r.status === 'failed') ? all : undefined;
    });
    const report = reports.find((r) => r.status === 'ready');
    if (!report) throw new Error('no ready report to run again');
    // The saved profile is another read model, and may apply the last report's end a moment later.
    const statusBefore = await eventually('the profile to show the last report finished', async () => {
      const status: string = (await as(token).get(`/customer/socialProfile/${profileId}`)).body.profile.auditReportStatus;
      return status === 'ready' || status === 'failed' ? status : undefined;
    });
    const progress: number[] = [];
    await buildAuditReportJob(app.scout.ctx).handler(
      { orgId, reportId: report._id, profileId },
      { jobId: 'again', progress: async (p) => void progress.push(p) },
    );
    expect((await as(token).get(`/customer/socialProfile/auditReport/${report._id}`)).body.report).toEqual(report);
    expect((await as(token).get(`/customer/socialProfile/${profileId}`)).body.profile.auditReportStatus).toBe(statusBefore);
    expect(progress).toEqual([10]);
  });

  it('fails the report, in words for the user, when its profile was removed meanwhile', async () => {
    const { token: owner, user } = await signUp(app);
    const saved = await app.http
      .post('/api/v1/customer/socialProfile')
      .set('X-Access-Token', owner)
      .send({ platform: 'tiktok', username: 'zachking' });
    const goneId: string = saved.body.profile._id;
    const otherOrgId = user.orgInfo._id;
    const reportId = newId();
    const metadata = {
      orgId: otherOrgId,
      actor: { userId: null, role: null, via: 'system' as const },
      correlationId: 'test',
      causationId: null,
      occurredAt: new Date().toISOString(),
    };
    const ctx = app.scout.ctx;
    await execute(
      ctx,
      auditReportDecider,
      auditReportStream(reportId),
      { type: 'RequestAuditReport', reportId, profileId: goneId, platform: 'tiktok', username: 'zachking', now: metadata.occurredAt },
      metadata,
    );
    expect((await app.http.delete('/api/v1/customer/socialProfile').query({ profileId: goneId }).set('X-Access-Token', owner)).status).toBe(
      200,
    );

    const progress: number[] = [];
    await buildAuditReportJob(ctx).handler(
      { orgId: otherOrgId, reportId, profileId: goneId },
      { jobId: 'test', progress: async (p) => void progress.push(p) },
    );
    const report = (await app.http.get(`/api/v1/customer/socialProfile/auditReport/${reportId}`).set('X-Access-Token', owner)).body.report;
    expect(report).toMatchObject({ status: 'failed', failure: 'Profile not found' });
    expect(report.content).toBeUndefined();
    expect(progress).toEqual([10]);
  });
});

describe('sample and test reports', () => {
  it('answers the sample report without logging in, built from the shipped sample by the same builder', async () => {
    const res = await as(null).get('/misc/sample-report');
    expect(res.status).toBe(200);
    expect(res.body.report).toMatchObject({ status: 'ready', progress: 100, content: { kind: 'sample', ...SAMPLE_REPORT_CREATOR } });
    expect(res.body.report.content.analytics.dataStatus).toBe('available');
    expect(res.body.report.content.analytics.recentPosts.length).toBeGreaterThan(0);
  });

  it('answers the fixed test report with the same numbers every time', async () => {
    const first = await as(null).get('/misc/test-report');
    expect(first.status).toBe(200);
    expect(first.body.report.content).toMatchObject({ kind: 'test', platform: 'instagram', username: TEST_REPORT_CREATOR.username });
    const { analytics } = first.body.report.content;
    expect(analytics.statistics.followers).toBe(120_000);
    expect(analytics.recentPosts).toHaveLength(12);
    expect(analytics.topHashtags[0]).toEqual({ tag: 'vienna', count: 5 });
    expect((await as(null).get('/misc/test-report')).body).toEqual(first.body);
  });
});
