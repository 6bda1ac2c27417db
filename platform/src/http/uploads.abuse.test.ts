import { watch, type FSWatcher } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CAMPAIGN_UPLOAD_MAX_FILES } from '@scout/contracts/campaigns';
import { campaignStream } from '@scout/contracts/platform/streams';
import { ATTACHMENT_MAX_BYTES } from '@scout/contracts/profiles/attachments';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { readModelsCaughtUp } from '../../../tests/support/readModels';
import { storedBytesOf } from '@scout/backend/billing/storageQuota';
import { campaignApi } from '../../../tests/support/campaignApi';
import { PNG_FILE, TEXT_FILE } from '@scout/backend/profiles/attachments/testFiles';
import { uploadTmpDir } from './multipart';

/** Small enough that a few test files fill it. */
const STORAGE_BYTES = 100_000;
const CATALOGUE = JSON.stringify({
  free: {
    paid: false,
    limits: { profiles: 'Infinity', members: 3, searchCount: 20, reports: 2 },
    features: { ugcCampaigns: true },
    storageBytes: STORAGE_BYTES,
  },
});
const MB = 1024 * 1024;
const MISSING_ID = '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';

let dataDir: string;
let tmp: string;
let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: { token: string };
let api: ReturnType<typeof campaignApi>;
let othersCampaignId: string;
let othersProfileId: string;

const as = (token: string) => ({ 'X-Access-Token': token });
const tmpFiles = async () => readdir(tmp).catch(() => [] as string[]);
const storedFiles = async () => {
  const folders = await Promise.all(['blobs', 'private-blobs'].map((f) => readdir(join(dataDir, f)).catch(() => [] as string[])));
  return folders.flat().length;
};

/** Records every file made in the temporary folder while `act` runs: proof that nothing was written, not only that it is gone. */
async function filesMadeDuring<T>(act: () => Promise<T>): Promise<{ result: T; made: string[] }> {
  await mkdir(tmp, { recursive: true });
  const made: string[] = [];
  const watcher: FSWatcher = watch(tmp, (_event, name) => {
    if (name) made.push(name);
  });
  try {
    return { result: await act(), made };
  } finally {
    watcher.close();
  }
}

/**
 * Starts a campaign upload by hand: the campaign id, then a file part of which only `sentBytes` of
 * the 8 MB the headers announce are sent. Answers the request (to end or destroy) and its response.
 */
function unfinishedUpload(server: Server, campaignId: string, sentBytes: number) {
  const boundary = 'scoutunfinished';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="campaignId"\r\n\r\n${campaignId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const req = httpRequest({
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    method: 'PUT',
    path: '/api/v1/customer/campaign/upload',
    headers: {
      ...as(owner.token),
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + 8 * MB),
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  response.catch(() => undefined);
  req.write(head);
  req.write(Buffer.alloc(sentBytes, 'a'));
  return { req, response };
}

async function listening(): Promise<Server> {
  const server = app.scout.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-upload-abuse-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir, PLAN_CATALOGUE: CATALOGUE } });
  tmp = uploadTmpDir(app.scout.ctx);
  owner = await signUp(app);
  other = await signUp(app);
  api = campaignApi(app, owner.token);
  othersCampaignId = (await campaignApi(app, other.token).created())._id;
  othersProfileId = (await saveProfile(app, other.token, 'instagram', 'others.creator'))._id;
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an upload aimed where the caller may not put it is refused before a byte is kept', () => {
  const big = Buffer.alloc(2 * MB, 'a');

  it.each([
    ['a campaign that does not exist', () => MISSING_ID],
    ["another organisation's campaign", () => othersCampaignId],
  ])('%s: 404, no temporary file ever made, nothing stored', async (_name, campaignId) => {
    const othersEvents = (await app.scout.ctx.eventStore.readStream(campaignStream(othersCampaignId))).length;
    const { result, made } = await filesMadeDuring(() =>
      api
        .upload()
        .field('campaignId', campaignId())
        .attach('files', big, 'a.txt')
        .attach('files', big, 'b.txt')
        .attach('files', big, 'c.txt'),
    );
    expect([result.status, result.body.name]).toEqual([404, 'NotFound']);
    expect(made).toEqual([]);
    expect(await storedFiles()).toBe(0);
    expect(await app.scout.ctx.eventStore.readStream(campaignStream(MISSING_ID))).toEqual([]);
    expect((await app.scout.ctx.eventStore.readStream(campaignStream(othersCampaignId))).length).toBe(othersEvents);
  });

  it('a file over the size limit to a missing campaign is 404, not 413: the campaign is checked before the file is read', async () => {
    const { result, made } = await filesMadeDuring(() =>
      api
        .upload()
        .field('campaignId', MISSING_ID)
        .attach('files', Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 'a'), 'big.txt'),
    );
    expect([result.status, result.body.name]).toEqual([404, 'NotFound']);
    expect(made).toEqual([]);
  });

  it("another organisation's profile: an attachment and a story get 404, no temporary file ever made", async () => {
    const { result, made } = await filesMadeDuring(async () => [
      await app.http
        .post('/api/v1/customer/socialProfile/attachment')
        .set(as(owner.token))
        .field('profileId', othersProfileId)
        .attach('file', big, 'a.txt'),
      await app.http
        .post('/api/v1/customer/content/upload-story')
        .set(as(owner.token))
        .field('influencerId', othersProfileId)
        .field('publishedAt', new Date().toISOString())
        .attach('file', big, 'story.png'),
    ]);
    expect(result.map((r) => r.status)).toEqual([404, 404]);
    expect(made).toEqual([]);
    expect(await storedFiles()).toBe(0);
  });

  it('the target sent after the files is a 400 that says where it belongs, and no file is made', async () => {
    const { _id } = await api.created();
    const { result, made } = await filesMadeDuring(() => api.upload().attach('files', big, 'a.txt').field('campaignId', _id));
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/campaignId: .*before its files/);
    expect(made).toEqual([]);
    expect(await storedFiles()).toBe(0);
  });
});

describe('per-request limits', () => {
  it('a file over the size limit is 413 and too many files 400; no temporary file is left and nothing stored', async () => {
    const { _id } = await api.created();
    const tooBig = await api
      .upload()
      .field('campaignId', _id)
      .attach('files', Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 'a'), 'big.txt');
    expect([tooBig.status, tooBig.body.name]).toEqual([413, 'PayloadTooLarge']);
    expect(await tmpFiles()).toEqual([]);

    let many = api.upload().field('campaignId', _id);
    for (let i = 0; i <= CAMPAIGN_UPLOAD_MAX_FILES; i++) many = many.attach('files', TEXT_FILE, `n${i}.txt`);
    const tooMany = await many;
    expect([tooMany.status, tooMany.body.name]).toEqual([400, 'ValidationError']);
    expect(await tmpFiles()).toEqual([]);
    expect(await storedFiles()).toBe(0);
    expect((await app.scout.ctx.eventStore.readStream(campaignStream(_id))).map((e) => e.type)).toEqual(['CampaignCreated']);
  });

  it('a client that goes away mid-upload leaves no temporary file and nothing stored', async () => {
    const { _id } = await api.created();
    const server = await listening();
    try {
      const { req } = unfinishedUpload(server, _id, MB);
      // The file is being written: the upload passed its checks and its temporary file exists.
      await eventually('the temporary file', async () => ((await tmpFiles()).length === 1 ? true : undefined));
      req.destroy();
      await eventually('no temporary file', async () => ((await tmpFiles()).length === 0 ? true : undefined));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await storedFiles()).toBe(0);
    expect((await app.scout.ctx.eventStore.readStream(campaignStream(_id))).map((e) => e.type)).toEqual(['CampaignCreated']);
  });
});

describe("the organisation's storage quota (the plan's storageBytes)", () => {
  const text = (bytes: number) => Buffer.alloc(bytes, 'x');

  it('counts what is kept; an upload past the quota is 423 with field storageBytes and nothing stored', async () => {
    const { _id } = await api.created();
    const first = await api.upload().field('campaignId', _id).attach('files', text(60_000), 'first.txt');
    expect(first.status).toBe(201);
    await readModelsCaughtUp(app);
    const stored = await storedFiles();
    const events = (await app.scout.ctx.eventStore.readStream(campaignStream(_id))).length;

    const over = await api.upload().field('campaignId', _id).attach('files', text(30_000), 'a.txt').attach('files', text(30_000), 'b.txt');
    expect([over.status, over.body.name, over.body.field]).toEqual([423, 'PlanLimit', 'storageBytes']);
    // An attachment counts against the same quota.
    const profile = await saveProfile(app, owner.token, 'instagram', 'quota.creator');
    const attachment = await app.http
      .post('/api/v1/customer/socialProfile/attachment')
      .set(as(owner.token))
      .field('profileId', profile._id)
      .attach('file', text(50_000), 'n.txt');
    expect([attachment.status, attachment.body.field]).toEqual([423, 'storageBytes']);
    expect(await tmpFiles()).toEqual([]);
    expect(await storedFiles()).toBe(stored);
    expect((await app.scout.ctx.eventStore.readStream(campaignStream(_id))).length).toBe(events);

    // What fits is still taken, and removing an upload frees its room.
    expect((await api.upload().field('campaignId', _id).attach('files', PNG_FILE, 'small.png')).status).toBe(201);
    const uploads = (await app.http.get(`/api/v1/customer/campaign/${_id}`).set(as(owner.token))).body.campaign.uploads as Array<{
      uploadId: string;
      size: number;
    }>;
    const big = uploads.find((u) => u.size === 60_000)!;
    expect((await api.act(_id, { action: 'removeUploads', uploadIds: [big.uploadId] })).status).toBe(200);
    await readModelsCaughtUp(app);
    expect(
      (await api.upload().field('campaignId', _id).attach('files', text(30_000), 'a.txt').attach('files', text(30_000), 'b.txt')).status,
    ).toBe(201);
  });

  it('a full quota refuses the next upload before its file is read', async () => {
    const { _id } = await api.created();
    await readModelsCaughtUp(app);
    // 60 000 + a PNG are kept from the test before: another 40 000 fills the quota to the byte or past it.
    const fill = await api.upload().field('campaignId', _id).attach('files', text(STORAGE_BYTES), 'fill.txt');
    expect(fill.status).toBe(423);
    const { result, made } = await filesMadeDuring(async () => {
      const rest = STORAGE_BYTES - (await storedBytesOf(app.scout.ctx, owner.user.orgInfo._id));
      const filled = await api.upload().field('campaignId', _id).attach('files', text(rest), 'rest.txt');
      expect(filled.status).toBe(201);
      await readModelsCaughtUp(app);
      return api.upload().field('campaignId', _id).attach('files', text(1), 'one.txt');
    });
    expect([result.status, result.body.field]).toEqual([423, 'storageBytes']);
    // Only the file that fitted was ever written.
    expect(new Set(made).size).toBe(1);
  });
});
