import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IMPORT_PROFILES_JOB, profileImportStream, type ImportView } from '@scout/contracts/imports';
import { execute } from '../runtime/context';
import { jobMetadata } from '@scout/platform/jobs/metadata';
import { profileImportDecider } from './profileImport';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { knowCreators } from '../../../tests/support/knownCreators';
import { savedProfileId } from '../profiles/saveProfile';

let app: TestApp;
let token: string;
let other: string;

const FILE_LIMIT = 4096;

beforeAll(async () => {
  app = await startTestApp({ env: { IMPORT_FILE_LIMIT_BYTES: String(FILE_LIMIT), JOB_LOCK_LIFETIME_MS: '2000' } });
  ({ token } = await signUp(app));
  ({ token: other } = await signUp(app));
});
afterAll(async () => app.close());

const PATH = '/api/v1/customer/socialProfile/upload-multi';
const LEGACY_PATH = '/api/v1/customer//socialProfil/upload-multi';

const startJson = (body: object, t = token, path = PATH) => app.http.post(path).set('X-Access-Token', t).send(body);
const startCsv = (csv: string | Buffer, fields: Record<string, string> = {}, t = token) => {
  let req = app.http.post(PATH).set('X-Access-Token', t);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), { filename: 'creators.csv', contentType: 'text/csv' });
};
const getImport = (id: string, t = token) => app.http.get(`${PATH}/${id}`).set('X-Access-Token', t);

/** Reads the import until its job is done. */
async function finished(id: string, t = token): Promise<ImportView> {
  return eventually(`import ${id} to finish`, async () => {
    const res = await getImport(id, t);
    expect(res.status).toBe(200);
    return res.body.import.status === 'running' ? undefined : (res.body.import as ImportView);
  });
}

const importCount = async (t: string) => (await app.http.get(PATH).set('X-Access-Token', t)).body.imports.length as number;

describe('profile import (upload-multi)', () => {
  it('imports typed handles as a job: 202 at once, then saved, repeated and invalid rows counted, saved ones on the list', async () => {
    const res = await startJson({
      profiles: ['LeoMessi', '@leomessi', 'not a handle', { platform: 'tiktok', username: 'khaby.lame' }],
      platform: 'instagram',
      group: 'Imported',
    });
    expect(res.status).toBe(202);
    expect(res.body.import).toMatchObject({ platform: 'instagram', group: 'Imported', total: 4, fileName: null });
    expect(['running', 'completed']).toContain(res.body.import.status);

    const done = await finished(res.body.import._id);
    expect(done).toMatchObject({ status: 'completed', total: 4, processed: 4, saved: 2, duplicates: 1, failed: 1, invalid: 1, limit: 0 });
    expect(done.problems).toEqual([
      { platform: 'instagram', username: 'leomessi', outcome: 'duplicate', profileId: null },
      { platform: 'instagram', username: 'not a handle', outcome: 'invalid', profileId: null },
    ]);

    const profiles = await app.http.get('/api/v1/customer/socialProfiles').query({ platform: 'all' }).set('X-Access-Token', token);
    expect(profiles.body.profiles.map((p: { username: string }) => p.username).sort()).toEqual(['khaby.lame', 'leomessi']);
    const lists = await app.http.get('/api/v1/customer/listwithCount').set('X-Access-Token', token);
    expect(lists.body.lists.find((l: { name: string }) => l.name === 'Imported')).toMatchObject({ count: 2 });
  });

  it('serves the legacy path too, and reports handles saved before as duplicates', async () => {
    const res = await startJson({ profiles: ['leomessi', 'cristiano'] }, token, LEGACY_PATH);
    expect(res.status).toBe(202);
    const done = await finished(res.body.import._id);
    expect(done).toMatchObject({ status: 'completed', total: 2, saved: 1, duplicates: 1, failed: 0 });
    expect(done.problems).toEqual([expect.objectContaining({ username: 'leomessi', outcome: 'duplicate', profileId: expect.any(String) })]);
  });

  it('imports a CSV file, finding the handle column, and reports the rest as limit past the plan (free: 10 profiles)', async () => {
    const { token: fresh } = await signUp(app);
    const rows = Array.from({ length: 13 }, (_, i) => `${i + 1},Creator ${i + 1},creator_${i + 1},1.2M,1200000`);
    knowCreators(app, ...Array.from({ length: 13 }, (_, i) => ({ platform: 'instagram', username: `creator_${i + 1}` })));
    const csv = ['Rank,instagram name,name,followers,followers', ...rows, ',,,,', '14,Repeat,CREATOR_1,#VALOR!,N/A'].join('\n');
    const res = await startCsv(csv, { platform: 'instagram' }, fresh);
    expect(res.status).toBe(202);
    expect(res.body.import).toMatchObject({ total: 14, fileName: 'creators.csv' });
    const done = await finished(res.body.import._id, fresh);
    expect(done).toMatchObject({ status: 'completed', total: 14, processed: 14, saved: 10, duplicates: 1, limit: 3, failed: 3 });
    expect(done.problems.filter((p) => p.outcome === 'limit').map((p) => p.username)).toEqual(['creator_11', 'creator_12', 'creator_13']);
  });

  it('reports a creator the provider does not know as a failed row, and stores nothing of it', async () => {
    const { token: fresh, user } = await signUp(app);
    const res = await startJson({ profiles: ['nobody.knows.me.42', 'selenagomez'], platform: 'instagram' }, fresh);
    const done = await finished(res.body.import._id, fresh);
    expect(done).toMatchObject({ status: 'completed', total: 2, processed: 2, saved: 1, failed: 1, limit: 0, invalid: 0 });
    expect(done.problems).toEqual([{ platform: 'instagram', username: 'nobody.knows.me.42', outcome: 'failed', profileId: null }]);
    const profiles = await app.http.get('/api/v1/customer/socialProfiles').query({ platform: 'all' }).set('X-Access-Token', fresh);
    expect(profiles.body.profiles.map((p: { username: string }) => p.username)).toEqual(['selenagomez']);
    const unknownId = savedProfileId(user.orgInfo._id, 'instagram', 'nobody.knows.me.42');
    expect(await app.scout.ctx.eventStore.readStream(savedProfileStream(unknownId))).toEqual([]);
  });

  it('lists the organisation’s recent imports, newest first', async () => {
    const res = await app.http.get(PATH).query({ limit: 2 }).set('X-Access-Token', token);
    expect(res.status).toBe(200);
    expect(res.body.imports).toHaveLength(2);
    expect(res.body.imports[0].startedAt >= res.body.imports[1].startedAt).toBe(true);
  });

  it('refuses bad input with 4xx { name, message } and records no import', async () => {
    const before = await importCount(token);
    const cases: Array<[Promise<{ status: number; body: { name?: string; message?: string } }>, number, string]> = [
      [startJson({ profiles: [] }), 400, 'ValidationError'],
      [startJson({ profiles: 'leomessi' }), 400, 'ValidationError'],
      [startJson({ profiles: ['a'], platform: '!!' }), 400, 'ValidationError'],
      [startJson({ profiles: ['   ', ''] }), 400, 'ValidationError'],
      [startCsv('followers,country\n48.5M,Spain\n'), 400, 'ValidationError'],
      [startCsv(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])), 415, 'UnsupportedMediaType'],
      [startCsv(`username\n${'a'.repeat(FILE_LIMIT + 10)}\n`), 413, 'PayloadTooLarge'],
      [app.http.post(PATH).set('X-Access-Token', token).field('platform', 'instagram'), 400, 'ValidationError'],
    ];
    for (const [request, status, name] of cases) {
      const res = await request;
      expect({ status: res.status, name: res.body.name }).toEqual({ status, name });
      expect(typeof res.body.message).toBe('string');
      expect(JSON.stringify(res.body)).not.toMatch(/stack|\/work\/|SELECT/);
    }
    expect(await importCount(token)).toBe(before);
  });

  it('answers 404 to another organisation and lists none of its imports', async () => {
    const res = await startJson({ profiles: ['neymarjr'] });
    await finished(res.body.import._id);
    const foreign = await getImport(res.body.import._id, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.name).toBe('NotFound');
    expect(await importCount(other)).toBe(0);
    expect((await getImport('5b0d2b38-8d8b-4a57-9d0a-3f9a8d1f3c11')).status).toBe(404);
    expect((await app.http.get(`${PATH}/not-a-uuid`).set('X-Access-Token', token)).status).toBe(400);
  });

  it('goes on after a restart from the handles already done', async () => {
    const { token: fresh, user } = await signUp(app);
    const orgId = user.orgInfo._id;
    const importId = '3a7c1e52-9a0b-4c8d-8e1f-2b3c4d5e6f70';
    const { ctx } = app.scout;
    const metadata = jobMetadata(ctx, orgId, 'earlier-run');
    const handles = ['anna', 'bert', 'cara'].map((username) => ({ platform: 'instagram', username }));
    knowCreators(app, ...handles);
    const now = ctx.clock().toISOString();
    await execute(
      ctx,
      profileImportDecider,
      profileImportStream(importId),
      {
        type: 'StartImport',
        importId,
        platform: 'instagram',
        group: null,
        source: { kind: 'list', fileName: null },
        handles,
        skipped: [],
        now,
      },
      metadata,
    );
    // An earlier run recorded anna, then its process died.
    await execute(
      ctx,
      profileImportDecider,
      profileImportStream(importId),
      { type: 'RecordImportProgress', results: [{ ...handles[0]!, outcome: 'failed', profileId: null }], now },
      metadata,
    );
    await ctx.jobs.enqueue(IMPORT_PROFILES_JOB, { orgId, importId });
    const done = await finished(importId, fresh);
    expect(done).toMatchObject({ status: 'completed', processed: 3, saved: 2, failed: 1 });
    const profiles = await app.http.get('/api/v1/customer/socialProfiles').query({ platform: 'all' }).set('X-Access-Token', fresh);
    expect(profiles.body.profiles.map((p: { username: string }) => p.username).sort()).toEqual(['bert', 'cara']);
  });

  it('needs a session', async () => {
    expect((await app.http.post(PATH).send({ profiles: ['x'] })).status).toBe(401);
    expect((await app.http.get(PATH)).status).toBe(401);
  });
});
