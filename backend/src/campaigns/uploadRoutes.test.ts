import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CAMPAIGN_UPLOAD_MAX_FILES } from '@scout/contracts/campaigns';
import { ATTACHMENT_MAX_BYTES } from '@scout/contracts/profiles/attachments';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { blobStoreOf } from '../platform/blobs/blobStoreOf';
import { HTML_SCRIPT, PDF_FILE, PNG_FILE, TEXT_FILE } from '../profiles/attachments/testFiles';
import { campaignApi, eventCount, UGC_CATALOGUE } from './campaignApiForTests';

let app: TestApp;
let api: ReturnType<typeof campaignApi>;

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE: UGC_CATALOGUE } });
  api = campaignApi(app, (await signUp(app)).token);
});
afterAll(async () => app.close());

describe('PUT /customer/campaign/upload', () => {
  it('keeps several checked files in the private blob area with the description, and removeUploads drops them', async () => {
    const { _id } = await api.created();
    const res = await api
      .upload()
      .field('campaignId', _id)
      .field('description', 'Mood board')
      .attach('files', PNG_FILE, 'look.png')
      .attach('files', PDF_FILE, 'brief.pdf')
      .attach('files', TEXT_FILE, 'notes.txt');
    expect(res.status).toBe(201);
    expect(res.body.uploads.map((u: { fileName: string; contentType: string }) => [u.fileName, u.contentType])).toEqual([
      ['look.png', 'image/png'],
      ['brief.pdf', 'application/pdf'],
      ['notes.txt', 'text/plain'],
    ]);
    const uploads = res.body.campaign.uploads as Array<{ uploadId: string; blobId: string; description?: string; size: number }>;
    expect(uploads).toHaveLength(3);
    expect(uploads.every((u) => u.description === 'Mood board')).toBe(true);
    const png = uploads.find((u) => u.size === PNG_FILE.length)!;
    expect((await blobStoreOf(app.scout.ctx, 'private').get(png.blobId))?.bytes.equals(PNG_FILE)).toBe(true);
    expect(await blobStoreOf(app.scout.ctx, 'public').get(png.blobId)).toBeNull();

    const removed = await api.act(_id, { action: 'removeUploads', uploadIds: [png.uploadId] });
    expect(removed.status).toBe(200);
    expect(removed.body.campaign.uploads).toHaveLength(2);
    expect((await api.act(_id, { action: 'removeUploads', uploadIds: [png.uploadId] })).status).toBe(404);
  });

  it('refuses a script (415), a file too large (413), no file and too many files (400), storing nothing', async () => {
    const { _id } = await api.created();
    const before = await eventCount(app, _id);
    const send = () => api.upload().field('campaignId', _id);
    expect((await send().attach('files', PNG_FILE, 'ok.png').attach('files', HTML_SCRIPT, 'page.html')).status).toBe(415);
    expect((await send().attach('files', Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 'a'), 'big.txt')).status).toBe(413);
    const none = await send();
    expect(none.status).toBe(400);
    expect(none.body.name).toBe('ValidationError');
    let many = send();
    for (let i = 0; i <= CAMPAIGN_UPLOAD_MAX_FILES; i++) many = many.attach('files', TEXT_FILE, `n${i}.txt`);
    expect((await many).status).toBe(400);
    expect((await api.upload().field('campaignId', 'nope').attach('files', PNG_FILE, 'a.png')).status).toBe(400);
    expect(await eventCount(app, _id)).toBe(before);
  });

  it('an archived campaign refuses uploads with 409', async () => {
    const { _id } = await api.created();
    expect((await api.act(_id, { action: 'updateStatus', status: 'archived' })).status).toBe(200);
    expect((await api.upload().field('campaignId', _id).attach('files', PNG_FILE, 'a.png')).status).toBe(409);
  });
});
