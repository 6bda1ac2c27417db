import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatReport } from '../../scripts/fuzz/fuzzer';
import { FUZZ_TEST_HOSTS, fuzzScout, fuzzSettings } from '../../scripts/fuzz/harness';
import { startTestApp, type TestApp } from '../support/app';

/**
 * A 2,000-request sample of `npm run fuzz` (FUZZ_REQUESTS and FUZZ_SEED change it): no answer
 * ≥ 500, no stack, SQL or path in a body, every error `{ name, message }`, and no 2xx for another
 * organisation's documents.
 */

const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: true, limits: { profiles: 'Infinity', members: 'Infinity', searchCount: 'Infinity', reports: 'Infinity' }, features: {} },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE }, fetchTestHosts: FUZZ_TEST_HOSTS });
});
afterAll(async () => app.close());

describe('the fuzzer, a sample', () => {
  it('finds no failure in 2,000 generated requests as every kind of caller', async () => {
    const { requests, seed } = fuzzSettings(process.env, { requests: 2_000, seed: 14 });
    const report = await fuzzScout(app.scout, app.pool, { requests, seed });
    expect(report.requests).toBe(requests);
    // The sample reached the routes and every caller: not a run of 401s.
    expect(report.routesWithSchemas).toBeGreaterThan(report.routes / 2);
    expect(Object.keys(report.byCaller).sort()).toEqual(['anonymous', 'apiKey', 'guest', 'member', 'otherOrg', 'owner']);
    expect(report.statuses['200']).toBeGreaterThan(0);
    expect(report.crossOrganisation).toBeGreaterThan(0);
    if (report.failures.length > 0) throw new Error(formatReport(report));
    expect(report.failures).toEqual([]);
  }, 180_000);
});
