import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CAMPAIGN_UPLOAD_MAX_FILES } from '@scout/contracts/campaigns';
import { ATTACHMENT_MAX_BYTES } from '@scout/contracts/profiles/attachments';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { blobStoreOf } from '@scout/platform/blobs/blobStoreOf';
import { HTML_SCRIPT, PDF_FILE, PNG_FILE, TEXT_FILE } from '../profiles/attachments/testFiles';
import { campaignApi, eventCount, UGC_CATALOGUE } from '../../../tests/support/campaignApi';

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

describe('GET /customer/campaign/:id/upload/:uploadId', () => {
  const download = (campaignId: string, uploadId: string, token: string) =>
    app.http.get(`/api/v1/customer/campaign/${campaignId}/upload/${uploadId}`).set('X-Access-Token', token).responseType('blob');

  it('serves the file from the private blob area as an attachment under its safe name; another organisation and an unknown upload get 404', async () => {
    const { token } = await signUp(app);
    const owner = campaignApi(app, token);
    const { _id } = await owner.created();
    const res = await owner
      .upload()
      .field('campaignId', _id)
      .attach('files', PDF_FILE, { filename: 'Brief: final <v2>?.PDF', contentType: 'application/octet-stream' })
      .attach('files', TEXT_FILE, 'notes.txt');
    expect(res.status).toBe(201);
    const [pdf, text] = res.body.uploads as Array<{ uploadId: string; fileName: string }>;
    expect(pdf!.fileName).toBe('Brief_ final _v2_.pdf');

    const file = await download(_id, pdf!.uploadId, token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Brief_ final _v2_.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(file.headers['cache-control']).toBe('private, no-cache');
    expect(Buffer.from(file.body as Buffer)).toEqual(PDF_FILE);

    const note = await download(_id, text!.uploadId, token);
    expect(note.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(note.headers['content-disposition']).toBe('attachment; filename=notes.txt');
    expect(Buffer.from(note.body as Buffer)).toEqual(TEXT_FILE);

    const other = await signUp(app);
    expect((await download(_id, pdf!.uploadId, other.token)).status).toBe(404);
    expect((await download(_id, '00000000-0000-4000-8000-000000000000', token)).status).toBe(404);
    expect((await download(_id, '..%2F..%2Fetc%2Fpasswd', token)).status).toBe(400);

    // A removed upload is gone too.
    expect((await owner.act(_id, { action: 'removeUploads', uploadIds: [text!.uploadId] })).status).toBe(200);
    expect((await download(_id, text!.uploadId, token)).status).toBe(404);
  });
});
