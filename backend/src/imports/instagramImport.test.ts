import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { ImportView } from '@scout/contracts/imports';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { knowCreators } from '../../../tests/support/knownCreators';
import { UNLIMITED_PROFILES_CATALOGUE } from '../../../tests/support/plans';

/** Unique handles of the file, counted once with a short Python script (see fixtures/SOURCE.md). */
const UNIQUE_HANDLES = 991;
const fileUrl = new URL('./fixtures/instagram-2022-12.csv', import.meta.url);

let app: TestApp;

/** The file's handles, read by csv-parse rather than by Scout: the name column, case-insensitive. */
function fileHandles(): { records: number; handles: Set<string> } {
  const records = parse(readFileSync(fileUrl), {
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
    bom: true,
    relax_column_count: true,
  }) as Array<Record<string, string>>;
  return {
    records: records.length,
    handles: new Set(records.map((record) => record.name!.trim().toLowerCase()).filter((handle) => handle !== '')),
  };
}

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE: UNLIMITED_PROFILES_CATALOGUE, JOB_LOCK_LIFETIME_MS: '2000' } });
});
afterAll(async () => app.close());

describe('importing instagram-2022-12.csv (top 1,000 Instagram accounts) through upload-multi', () => {
  it('counts the unique handles of the file independently: the name column, case-insensitive', () => {
    const { records, handles } = fileHandles();
    expect(records).toBe(1000);
    expect(handles.size).toBe(UNIQUE_HANDLES);
  });

  it('saves one profile per unique handle: 991', async () => {
    // The provider must know a creator to save it; the shipped sample holds only some of these.
    knowCreators(app, ...[...fileHandles().handles].map((username) => ({ platform: 'instagram', username })));
    const { token } = await signUp(app);
    const res = await app.http
      .post('/api/v1/customer//socialProfil/upload-multi')
      .set('X-Access-Token', token)
      .field('platform', 'instagram')
      .attach('file', readFileSync(fileUrl), { filename: 'instagram-2022-12.csv', contentType: 'text/csv' });
    expect(res.status).toBe(202);
    expect(res.body.import).toMatchObject({ total: 1000, platform: 'instagram' });

    const done = await eventually(
      'the import to finish',
      async () => {
        const progress = await app.http
          .get(`/api/v1/customer/socialProfile/upload-multi/${res.body.import._id}`)
          .set('X-Access-Token', token);
        return progress.body.import.status === 'running' ? undefined : (progress.body.import as ImportView);
      },
      600,
      250,
    );
    expect(done).toMatchObject({
      status: 'completed',
      total: 1000,
      processed: 1000,
      saved: UNIQUE_HANDLES,
      duplicates: 1000 - UNIQUE_HANDLES,
      failed: 0,
    });
    const profiles = await app.http
      .get('/api/v1/customer/socialProfiles')
      .query({ platform: 'instagram', limit: 1 })
      .set('X-Access-Token', token);
    expect(profiles.body.totalProfiles).toBe(UNIQUE_HANDLES);
  }, 180_000);
});
