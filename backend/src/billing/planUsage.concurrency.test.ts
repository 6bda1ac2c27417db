import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';
import { SAMPLE_REPORT_CREATOR } from '../profiles/auditReports/publicRoutes';
import { PDF_FILE } from '../profiles/attachments/testFiles';
import { ONE_PIXEL_PNG } from '../whitelabel/testImages';
import { PlanLimitError } from '@scout/platform/errors';
import { reserveProfile } from './planUsageService';
import { storedBytesOf } from './storageQuota';

const PROFILES = 10;
const REPORTS = 2;
const FILE_BYTES = 100_000;
const STORAGE_BYTES = 5 * FILE_BYTES + FILE_BYTES / 2;
const PLAN_CATALOGUE = JSON.stringify({
  free: {
    paid: false,
    limits: { profiles: PROFILES, members: 3, searchCount: 20, reports: REPORTS },
    features: {},
    storageBytes: STORAGE_BYTES,
  },
});

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-plan-usage-'));
  app = await startTestApp({ env: { PLAN_CATALOGUE, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const api = '/api/v1';
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();
const refused = (field: string) => ({ name: 'PlanLimit', message: expect.any(String), field });
const usage = async (token: string, field: string) =>
  (await app.http.get(`${api}/customer/account/usage?fields=${field}`).set('X-Access-Token', token)).body.usage[field] as number;
const savedCount = async (token: string) =>
  ((await app.http.get(`${api}/customer/socialProfile/all`).set('X-Access-Token', token)).body.profiles as unknown[]).length;

describe('plan limits under concurrency', () => {
  it(`30 parallel saves on a ${PROFILES}-profile plan keep exactly ${PROFILES}; the others answer 423 profiles and keep nothing`, async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await saveProfile(app, other.token, 'instagram', 'rush_other_0');
    const handles = Array.from({ length: 30 }, (_, i) => ({ platform: 'instagram', username: `rush_${i}_${Date.now()}` }));
    knowCreators(app, ...handles);

    const answers = await Promise.all(
      handles.map((h) => app.http.post(`${api}/customer/socialProfile`).set('X-Access-Token', owner.token).send(h)),
    );

    expect(statuses(answers)).toEqual([...Array<number>(PROFILES).fill(201), ...Array<number>(30 - PROFILES).fill(423)]);
    for (const answer of answers.filter((a) => a.status === 423)) expect(answer.body).toEqual(refused('profiles'));
    expect(await savedCount(owner.token)).toBe(PROFILES);
    expect(await usage(owner.token, 'profiles')).toBe(PROFILES);
    // Removing one gives its place back, to exactly one more.
    const kept = answers.find((a) => a.status === 201)!.body.profile._id as string;
    expect((await app.http.delete(`${api}/customer/socialProfile?profileId=${kept}`).set('X-Access-Token', owner.token)).status).toBe(200);
    const again = await Promise.all(
      handles
        .filter((_, i) => answers[i]!.status === 423)
        .slice(0, 3)
        .map((h) => app.http.post(`${api}/customer/socialProfile`).set('X-Access-Token', owner.token).send(h)),
    );
    expect(statuses(again)).toEqual([201, 423, 423]);
    expect(await savedCount(owner.token)).toBe(PROFILES);
    // Another organisation is not touched by the rush, and has its own room.
    expect(await savedCount(other.token)).toBe(1);
    await saveProfile(app, other.token, 'instagram', 'rush_other_1');
  });

  it('decides profile reservations in the order they were asked for, even when their plan reads answer the other way round', async () => {
    // An import saves a few rows at once and must keep the file's first ones when the plan runs out.
    const { user } = await signUp(app);
    const orgId = user.orgInfo._id;
    const { ctx } = app.scout;
    const metadata = {
      orgId,
      actor: { userId: user._id, role: 'owner' as const, via: 'session' as const },
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    };
    const keys = Array.from({ length: PROFILES + 3 }, () => randomUUID());
    const readStore = ctx.readStore as unknown as { global: (...args: unknown[]) => { get: (id: string) => Promise<unknown> } };
    const global = readStore.global;
    let reads = 0;
    readStore.global = (...args) => {
      const collection = global.apply(ctx.readStore, args);
      if ((args[0] as { name?: string }).name !== 'organizations') return collection;
      // The first reservation's plan read answers last, the last one's first.
      const delay = (keys.length - reads++) * 10;
      const get = async (id: string) => {
        await setTimeout(delay);
        return collection.get(id);
      };
      return { ...collection, get };
    };
    let outcomes: string[];
    try {
      outcomes = await Promise.all(
        keys.map((key) =>
          reserveProfile(ctx, orgId, key, metadata).then(
            () => 'reserved',
            (error: unknown) => (error instanceof PlanLimitError ? 'limit' : String(error)),
          ),
        ),
      );
    } finally {
      readStore.global = global;
    }
    expect(outcomes).toEqual([...Array<string>(PROFILES).fill('reserved'), 'limit', 'limit', 'limit']);
  });

  it(`6 parallel audit reports on a limit of ${REPORTS} accept ${REPORTS}; the others answer 423 reports and count nothing`, async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const profile = await saveProfile(app, owner.token, SAMPLE_REPORT_CREATOR.platform, SAMPLE_REPORT_CREATOR.username);
    const otherProfile = await saveProfile(app, other.token, SAMPLE_REPORT_CREATOR.platform, SAMPLE_REPORT_CREATOR.username);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.http.put(`${api}/customer/socialProfile/auditReport/${profile._id}`).set('X-Access-Token', owner.token),
      ),
    );

    expect(statuses(answers)).toEqual([...Array<number>(REPORTS).fill(202), ...Array<number>(6 - REPORTS).fill(423)]);
    for (const answer of answers.filter((a) => a.status === 423)) expect(answer.body).toEqual(refused('reports'));
    const reports = await app.http.get(`${api}/customer/socialProfile/${profile._id}/auditReports`).set('X-Access-Token', owner.token);
    expect(reports.body.reports).toHaveLength(REPORTS);
    expect(await usage(owner.token, 'reports')).toBe(REPORTS);
    expect(await usage(other.token, 'reports')).toBe(0);
    const otherReport = await app.http
      .put(`${api}/customer/socialProfile/auditReport/${otherProfile._id}`)
      .set('X-Access-Token', other.token);
    expect(otherReport.status).toBe(202);
  });

  it('a burst of parallel uploads never keeps more than the storage quota; the refused ones answer 423 storageBytes and keep nothing', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const profile = await saveProfile(app, owner.token, 'instagram', `files_${Date.now()}`);
    const otherProfile = await saveProfile(app, other.token, 'instagram', `files_other_${Date.now()}`);
    const pdf = Buffer.concat([PDF_FILE, Buffer.alloc(FILE_BYTES - PDF_FILE.length, 0x20)]);
    const upload = (token: string, profileId: string) =>
      app.http
        .post(`${api}/customer/socialProfile/attachment`)
        .set('X-Access-Token', token)
        .field('profileId', profileId)
        .attach('file', pdf, { filename: 'brief.pdf', contentType: 'application/pdf' });

    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(owner.token, profile._id)));

    const room = Math.floor(STORAGE_BYTES / FILE_BYTES);
    expect(statuses(answers)).toEqual([...Array<number>(room).fill(201), ...Array<number>(12 - room).fill(423)]);
    for (const answer of answers.filter((a) => a.status === 423)) expect(answer.body).toEqual(refused('storageBytes'));
    const kept = await app.http.get(`${api}/customer/socialProfile/${profile._id}`).set('X-Access-Token', owner.token);
    const attachments = kept.body.profile.attachments as { size: number }[];
    expect(attachments).toHaveLength(room);
    expect(attachments.reduce((sum, a) => sum + a.size, 0)).toBeLessThanOrEqual(STORAGE_BYTES);
    expect((await upload(other.token, otherProfile._id)).status).toBe(201);
  });

  it('white-label images count against the same storage: with room for one more file, parallel logos and attachments keep exactly one', async () => {
    const owner = await signUp(app);
    const profile = await saveProfile(app, owner.token, 'instagram', `brand_files_${Date.now()}`);
    const pdf = Buffer.concat([PDF_FILE, Buffer.alloc(FILE_BYTES - PDF_FILE.length, 0x20)]);
    const logo = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(FILE_BYTES - ONE_PIXEL_PNG.length, 0)]);
    const attach = () =>
      app.http
        .post(`${api}/customer/socialProfile/attachment`)
        .set('X-Access-Token', owner.token)
        .field('profileId', profile._id)
        .attach('file', pdf, { filename: 'brief.pdf', contentType: 'application/pdf' });
    const brand = (n: number) =>
      app.http
        .put(`${api}/customer/account/config-whitelabel`)
        .set('X-Access-Token', owner.token)
        .field('agencyName', 'Brandly')
        .field('domain', `brand${n}-${Date.now()}.example.com`)
        .field('colors', JSON.stringify({ primary: '#0a7c4a', secondary: '#ff3366', appBackground: '#fafaf5' }))
        .attach('logo', logo, 'logo.png');
    const room = Math.floor(STORAGE_BYTES / FILE_BYTES);
    for (let i = 0; i < room - 1; i++) expect((await attach()).status).toBe(201);

    const answers = await Promise.all([brand(1), brand(2), brand(3), attach(), attach(), attach()]);

    const kept = answers.filter((a) => a.status === 200 || a.status === 201);
    expect(kept).toHaveLength(1);
    for (const answer of answers.filter((a) => !kept.includes(a))) expect(answer.body).toEqual(refused('storageBytes'));
    expect(await storedBytesOf(app.scout.ctx, owner.user.orgInfo._id)).toBeLessThanOrEqual(STORAGE_BYTES);
  });
});
