import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { userStream } from '@scout/contracts/platform/streams';
import { REFRESH_TRACKED_PROFILES_JOB } from '@scout/contracts/profiles/tracking';
import { testMetadata } from '@scout/projections/testing/projectionSpec';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { loadConfig } from '@scout/platform/config';
import { createScoutMetrics } from './metrics';

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const TOKEN = 'metrics-token-0123456789abcdef';
const HISTOGRAM = 'scout_http_request_duration_seconds';

let app: TestApp;
let guarded: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  guarded = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await app.close();
  await guarded.close();
});

interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one metric in Prometheus's text format: the labels and value of each line. */
function samples(text: string, name: string): Sample[] {
  const line = new RegExp(`^${name}(?:\\{(.*)\\})? (\\S+)$`);
  return text.split('\n').flatMap((row) => {
    const match = line.exec(row);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    return [{ labels, value: Number(match[2]) }];
  });
}

const sampleValue = (text: string, name: string, labels: Record<string, string>): number | undefined =>
  samples(text, name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

async function scrape(): Promise<string> {
  const res = await app.http.get('/metrics');
  expect(res.status).toBe(200);
  return res.text;
}

/** A second registration of `email` appended as a pre-reservation database held it: the users read model refuses it. */
async function registerAgain(email: string): Promise<string> {
  const userId = randomUUID();
  const data = {
    userId,
    orgId: randomUUID(),
    email,
    fullName: 'Old Owner',
    role: 'owner' as const,
    passwordHash: 'not a hash',
    newsletter: false,
    registeredAt: new Date().toISOString(),
  };
  const { position } = await app.scout.ctx.eventStore.append(
    userStream(userId),
    [{ id: randomUUID(), type: 'UserRegistered', data, metadata: testMetadata(data.orgId, userId) }],
    { expectedRevision: 'no_stream' },
  );
  return position;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('observes each request under its route pattern, never the raw path, in the Prometheus text format', async () => {
    const { token } = await signUp(app);
    const profile = await saveProfile(app, token, 'instagram', 'metrics.creator');
    const unknownId = randomUUID();
    expect((await app.http.get(`/api/v1/customer/socialProfile/${profile._id}`).set('X-Access-Token', token)).status).toBe(200);
    // A 404 goes through the app's error mapper: it keeps the pattern of the route that answered it.
    expect((await app.http.get(`/api/v1/customer/socialProfile/${unknownId}`).set('X-Access-Token', token)).status).toBe(404);

    const res = await app.http.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    const route = '/api/v1/customer/socialProfile/:id';
    expect(sampleValue(text, `${HISTOGRAM}_count`, { method: 'GET', route, status: '200' })).toBe(1);
    expect(sampleValue(text, `${HISTOGRAM}_count`, { method: 'GET', route, status: '404' })).toBe(1);
    expect(sampleValue(text, `${HISTOGRAM}_count`, { method: 'POST', route: '/api/v1/customer/auth/signup', status: '201' })).toBe(1);
    expect(sampleValue(text, `${HISTOGRAM}_bucket`, { method: 'GET', route, status: '200', le: '+Inf' })).toBe(1);
    expect(sampleValue(text, `${HISTOGRAM}_sum`, { method: 'GET', route, status: '200' })).toBeGreaterThan(0);
    expect(text).not.toContain(profile._id);
    expect(text).not.toContain(unknownId);
    // Node's process metrics come along.
    expect(samples(text, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samples(text, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
  });

  it('shows every read model with its lag, rate, parked events, whether it is behind, and the events it applied', async () => {
    const text = await scrape();
    const names = samples(text, 'scout_projection_lag_events').map((s) => s.labels.projection);
    expect(names).toEqual(expect.arrayContaining(['users', 'savedProfiles']));
    for (const projection of ['users', 'savedProfiles']) {
      expect(sampleValue(text, 'scout_projection_lag_events', { projection })).toBe(0);
      expect(sampleValue(text, 'scout_projection_parked_events', { projection })).toBe(0);
      expect(sampleValue(text, 'scout_projection_behind', { projection })).toBe(0);
      expect(sampleValue(text, 'scout_projection_events_per_second', { projection })).toBeGreaterThanOrEqual(0);
      // The sign-up and the saved profile of the test before.
      expect(sampleValue(text, 'scout_projection_applied_events_total', { projection })).toBeGreaterThanOrEqual(1);
    }
    expect(text).toContain('# TYPE scout_projection_applied_events_total counter');
    expect(sampleValue(text, 'scout_metrics_source_up', { source: 'projections' })).toBe(1);
    expect(sampleValue(text, 'scout_metrics_source_up', { source: 'jobs' })).toBe(1);
  });

  it('counts an event a read model parked', async () => {
    const email = `parked-${randomUUID()}@example.com`;
    await signUp(app, { email });
    const position = await registerAgain(email);
    expect(await app.scout.runner.waitFor(position, 20_000)).toBe(true);
    expect(await app.scout.ctx.readStore.parkedEvents('users')).toHaveLength(1);
    const text = await eventually('the parked event in /metrics', async () => {
      const latest = await scrape();
      return sampleValue(latest, 'scout_projection_parked_events', { projection: 'users' }) === 1 ? latest : undefined;
    });
    expect(sampleValue(text, 'scout_projection_parked_events', { projection: 'savedProfiles' })).toBe(0);
  });

  it('shows the job queue depth of each job: runs waiting or taken count until they are done', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.scout.ctx.jobs.define({ name: 'metricsProbe', schema: z.object({}), handler: async () => released });
    await app.scout.ctx.jobs.enqueue('metricsProbe', {});
    await app.scout.ctx.jobs.enqueue('metricsProbe', {});
    const depth = (text: string, state: string) => sampleValue(text, 'scout_job_queue_depth', { job_name: 'metricsProbe', state });
    const waiting = await eventually('two waiting probe runs, one taken', async () => {
      const text = await scrape();
      return depth(text, 'locked')! >= 1 ? text : undefined;
    });
    expect(depth(waiting, 'due')! + depth(waiting, 'locked')!).toBe(2);
    // Scout's own jobs are listed even when none of their runs waits.
    expect(sampleValue(waiting, 'scout_job_queue_depth', { job_name: REFRESH_TRACKED_PROFILES_JOB, state: 'due' })).toBe(0);
    release();
    const done = await eventually('the probe runs to be done', async () => {
      const text = await scrape();
      return depth(text, 'due') === 0 && depth(text, 'locked') === 0 ? text : undefined;
    });
    expect(samples(done, 'scout_job_queue_depth').filter((s) => s.labels.job_name === 'metricsProbe')).toHaveLength(2);
  });

  it('gives 1,000 requests to random unknown paths one route label, not 1,000', async () => {
    const seriesOf = (text: string) => new Set(samples(text, `${HISTOGRAM}_count`).map((s) => JSON.stringify(s.labels)));
    const routesOf = (text: string) => new Set(samples(text, `${HISTOGRAM}_count`).map((s) => s.labels.route));
    const before = await scrape();
    const server: Server = createServer(app.scout.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const paths = Array.from({ length: 1000 }, (_, i) => {
      const noise = randomUUID();
      return [`/api/v1/${noise}`, `/${noise}/x`, `/api/v1/customer/socialProfile/${noise}/${noise}`, `/api/${noise}`][i % 4]!;
    });
    try {
      for (let i = 0; i < paths.length; i += 50) {
        const statuses = await Promise.all(
          paths.slice(i, i + 50).map(async (path) => (await fetch(`http://127.0.0.1:${port}${path}`)).status),
        );
        expect(new Set(statuses)).toEqual(new Set([404]));
      }
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const after = await scrape();
    expect(sampleValue(after, `${HISTOGRAM}_count`, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1000);
    // One new series, one new route label value for all of them.
    const added = [...seriesOf(after)].filter((series) => !seriesOf(before).has(series));
    expect(added.map((series) => JSON.parse(series))).toEqual([{ method: 'GET', route: 'unmatched', status: '404' }]);
    expect([...routesOf(after)].filter((route) => !routesOf(before).has(route))).toEqual(['unmatched']);
    for (const path of paths.slice(0, 20)) expect(after).not.toContain(path.split('/').find((part) => part.length === 36));
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const metrics = () => guarded.http.get('/metrics');

  it('answers 401 Unauthorized without a token, with a wrong one or another scheme, and nothing of the metrics', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const req = metrics();
      const res = await (authorization === undefined ? req : req.set('Authorization', authorization));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ name: 'Unauthorized', message: expect.any(String) });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.text).not.toContain('scout_');
      expect(res.text).not.toContain('    at ');
    }
  });

  it('answers the metrics to the right token, in either letter case of the scheme', async () => {
    for (const scheme of ['Bearer', 'bearer']) {
      const res = await metrics().set('Authorization', `${scheme} ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(PROMETHEUS_TEXT);
      expect(samples(res.text, 'scout_projection_parked_events').map((s) => s.labels.projection)).toEqual(
        expect.arrayContaining(['users', 'savedProfiles']),
      );
    }
  });

  it('refuses query parameters with 400, but only after the token', async () => {
    const refused = await metrics().query({ debug: '1' }).set('Authorization', `Bearer ${TOKEN}`);
    expect(refused.status).toBe(400);
    expect(refused.body.name).toBe('ValidationError');
    expect((await metrics().query({ debug: '1' })).status).toBe(401);
  });

  it('is refused at start-up when the token is short or holds spaces', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 printable characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars and more' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
  });
});

describe('createScoutMetrics', () => {
  it('leaves out the figures of a source it cannot read (never stale ones) and says so in scout_metrics_source_up', async () => {
    let failing = false;
    const warnings: string[] = [];
    const status = {
      name: 'users',
      checkpoint: null,
      state: 'live' as const,
      lag: 3,
      behind: false,
      parked: 2,
      lastError: null,
      eventsPerSecond: 1.5,
      appliedTotal: 7,
    };
    const metrics = createScoutMetrics({
      projections: { status: async () => (failing ? Promise.reject(new Error('connection refused')) : [status]) },
      jobs: { queueDepth: async () => [{ name: 'import', due: 4, locked: 1 }] },
      logger: { warn: (_details: object, message: string) => void warnings.push(message) },
    });
    const first = await metrics.render();
    expect(sampleValue(first, 'scout_projection_parked_events', { projection: 'users' })).toBe(2);
    expect(sampleValue(first, 'scout_projection_lag_events', { projection: 'users' })).toBe(3);
    expect(sampleValue(first, 'scout_projection_applied_events_total', { projection: 'users' })).toBe(7);
    expect(sampleValue(first, 'scout_job_queue_depth', { job_name: 'import', state: 'due' })).toBe(4);
    expect(sampleValue(first, 'scout_metrics_source_up', { source: 'projections' })).toBe(1);

    failing = true;
    const later = await eventually('a reading after the failure', async () => {
      const text = await metrics.render();
      return sampleValue(text, 'scout_metrics_source_up', { source: 'projections' }) === 0 ? text : undefined;
    });
    expect(samples(later, 'scout_projection_parked_events')).toEqual([]);
    expect(samples(later, 'scout_projection_applied_events_total')).toEqual([]);
    expect(sampleValue(later, 'scout_job_queue_depth', { job_name: 'import', state: 'locked' })).toBe(1);
    expect(sampleValue(later, 'scout_metrics_source_up', { source: 'jobs' })).toBe(1);
    expect(warnings).toContain('metrics: reading a source failed');
  });
});
