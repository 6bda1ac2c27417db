/**
 * Live tracking of a saved profile through a provider outage (issue 13 item 4): the tracking job
 * records each failure as an event, backs the profile off (2, then 4 intervals), keeps that across
 * a restart of Scout on the same database, and a successful observation resets the schedule.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import request from 'supertest';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { REFRESH_TRACKED_PROFILES_JOB } from '@scout/contracts/profiles/tracking';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { runJobNow } from '../../../tests/support/jobs';
import { fakeCreator, startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { createScout } from '../app';

const HOUR = 3_600_000;
const start = Date.parse('2026-03-02T08:00:00.000Z');
let nowMs = start;
const clock = () => new Date(nowMs);
const at = (hours: number) => {
  nowMs = start + hours * HOUR;
};

let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let app: TestApp;
let restarted: TestApp['scout'] | undefined;
let token = '';
let profileId = '';

beforeAll(async () => {
  fake = await startFakeSocialData();
  fake.add('instagram', 'berta.tracked', fakeCreator('instagram', 'berta.tracked', { follower_count: 10_000 }));
  app = await startTestApp({ clock, env: { ...fake.env(), TRACKING_REFRESH_INTERVAL: '6 hours', JOB_LOCK_LIFETIME_MS: '5000' } });
  token = (await signUp(app)).token;
});
afterAll(async () => {
  if (restarted) await restarted.close();
  await app.close();
  await fake.close();
});

const runRefresh = () => runJobNow(app, REFRESH_TRACKED_PROFILES_JOB);

const typesOf = async () => (await app.scout.ctx.eventStore.readStream(savedProfileStream(profileId))).map((e) => e.type);
const count = async (type: string) => (await typesOf()).filter((t) => t === type).length;
const lookups = () => fake.requests.filter((r) => r.path === '/v1/social/creators/profiles/analytics').length;

describe('live tracking of a saved profile through a provider outage', () => {
  it('backs off after failures, keeps the backoff across a restart, and recovers', async () => {
    const saved = await app.http
      .post('/api/v1/customer/socialProfile')
      .set('X-Access-Token', token)
      .send({ platform: 'instagram', username: 'berta.tracked' });
    expect(saved.status).toBe(201);
    profileId = saved.body.profile._id as string;
    const tracking = await app.http
      .put(`/api/v1/customer/socialProfile/${profileId}`)
      .set('X-Access-Token', token)
      .send({ action: 'enableLiveTracking', enabled: true });
    expect(tracking.status).toBe(200);
    expect(await count('ProfileStatisticsObserved')).toBe(1);

    // A run while the provider answers: a new observation.
    at(6.1);
    await runRefresh();
    expect(await count('ProfileStatisticsObserved')).toBe(2);

    // The provider fails: the first failure is recorded.
    fake.setMode({ kind: 'status', status: 500 });
    at(12.2);
    await runRefresh();
    expect(await count('ProfileRefreshFailed')).toBe(1);

    // One interval later the profile waits (2 intervals): the provider is not asked.
    let asked = lookups();
    at(18.3);
    await runRefresh();
    expect(lookups()).toBe(asked);
    expect(await count('ProfileRefreshFailed')).toBe(1);

    // Scout restarts on the same database: the failures are events, so the backoff holds.
    const config = app.scout.ctx.config;
    await app.scout.close();
    restarted = await createScout({ config, pool: app.pool, logger: pino({ level: 'silent' }), clock });
    app.scout = restarted;
    app.http = request(app.scout.app);

    // Two intervals after the failure: asked again, fails again; now 4 intervals.
    at(24.4);
    await runRefresh();
    const failures = (await app.scout.ctx.eventStore.readStream(savedProfileStream(profileId))).filter(
      (e) => e.type === 'ProfileRefreshFailed',
    );
    expect(failures.map((e) => (e.data as { failures: number }).failures)).toEqual([1, 2]);

    // The provider is back, but three intervals after the last failure the profile still waits.
    fake.setMode({ kind: 'normal' });
    asked = lookups();
    at(42.5);
    await runRefresh();
    expect(lookups()).toBe(asked);

    // Four intervals after it: observed again, and the schedule is back to every interval.
    at(48.6);
    await runRefresh();
    expect(await count('ProfileStatisticsObserved')).toBe(3);
    const profile = await app.http.get(`/api/v1/customer/socialProfile/${profileId}`).set('X-Access-Token', token);
    expect(profile.status).toBe(200);
    expect(profile.body.profile.observedAt).toBe(clock().toISOString());
    at(54.7);
    await runRefresh();
    expect(await count('ProfileStatisticsObserved')).toBe(4);
  }, 120_000);
});
