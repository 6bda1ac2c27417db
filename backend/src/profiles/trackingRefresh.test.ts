import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { REFRESH_TRACKED_PROFILES_JOB } from '@scout/contracts/profiles/tracking';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { JOB_LOCK_LIFETIME_MS: '2000' } });
});
afterAll(async () => app.close());

const OBSERVATIONS = new Set(['ProfileStatisticsObserved', 'ProfileDataUnavailable']);

async function observationsOf(profileId: string) {
  const events = await app.scout.ctx.eventStore.readStream(savedProfileStream(profileId));
  return events.filter((event) => OBSERVATIONS.has(event.type));
}

async function saveProfile(token: string, username: string, tracked: boolean): Promise<string> {
  const saved = await app.http
    .post('/api/v1/customer/socialProfile')
    .set('X-Access-Token', token)
    .send({ platform: 'instagram', username });
  expect(saved.status).toBe(201);
  const id = saved.body.profile._id as string;
  if (tracked) {
    const res = await app.http
      .put(`/api/v1/customer/socialProfile/${id}`)
      .set('X-Access-Token', token)
      .send({ action: 'enableLiveTracking', enabled: true });
    expect(res.status).toBe(200);
  }
  return id;
}

describe('refreshTrackedProfiles job', () => {
  it('records a new provider observation, as the system, for every tracked profile of every organisation and no other', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    const trackedA = await saveProfile(first.token, 'cristiano', true);
    const untracked = await saveProfile(first.token, 'leomessi', false);
    const trackedB = await saveProfile(second.token, 'cristiano', true);
    const before = new Map<string, number>();
    for (const id of [trackedA, untracked, trackedB]) before.set(id, (await observationsOf(id)).length);

    const jobId = await app.scout.ctx.jobs.enqueue(REFRESH_TRACKED_PROFILES_JOB, {});

    for (const id of [trackedA, trackedB]) {
      const fresh = await eventually(`a refresh of ${id}`, async () => {
        const observations = await observationsOf(id);
        return observations.length > before.get(id)! ? observations.at(-1) : undefined;
      });
      expect(fresh.metadata.actor).toEqual({ userId: null, role: null, via: 'system' });
      expect(fresh.metadata.correlationId).toBe(jobId);
    }
    expect((await observationsOf(untracked)).length).toBe(before.get(untracked));
  });

  it('is scheduled every TRACKING_REFRESH_INTERVAL in the jobs table', async () => {
    const { rows } = await app.pool.query(`SELECT repeat_interval FROM scout_jobs WHERE name = $1 AND type = 'single'`, [
      REFRESH_TRACKED_PROFILES_JOB,
    ]);
    expect(rows).toEqual([{ repeat_interval: app.scout.ctx.config.TRACKING_REFRESH_INTERVAL }]);
  });
});
