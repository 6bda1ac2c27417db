import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ATTACHMENT_MAX_BYTES } from '@scout/contracts/profiles/attachments';
import { signUp, startTestApp, type TestApp } from '../../../../tests/support/app';
import { HTML_SCRIPT, PDF_FILE, PNG_FILE, SCRIPTED_SVG } from './testFiles';

let dataDir: string;
let app: TestApp;
let token: string;
let otherToken: string;
let profileId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-attachments-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  ({ token } = await signUp(app));
  ({ token: otherToken } = await signUp(app));
  const saved = await app.http
    .post('/api/v1/customer/socialProfile')
    .set('X-Access-Token', token)
    .send({ platform: 'instagram', username: 'natgeo' });
  if (saved.status !== 201) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  profileId = saved.body.profile._id;
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface FilePart {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart body written byte by byte, so the file name reaches Scout exactly as a client could send it. */
function multipart(fields: Record<string, string>, file: FilePart | null) {
  const boundary = `----scout${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (fields: Record<string, string>, file: FilePart | null, t = token) => {
  const { body, contentType } = multipart(fields, file);
  return app.http.post('/api/v1/customer/socialProfile/attachment').set('X-Access-Token', t).set('Content-Type', contentType).send(body);
};
const download = (attachmentId: string, t = token, id = profileId) =>
  app.http.get(`/api/v1/customer/socialProfile/${id}/attachment/${attachmentId}`).set('X-Access-Token', t).responseType('blob');

const storedBlobs = async () => {
  try {
    return (await readdir(join(dataDir, 'private-blobs'))).sort();
  } catch {
    return [];
  }
};
const attachmentsOf = async () =>
  (await app.http.get(`/api/v1/customer/socialProfile/${profileId}`).set('X-Access-Token', token)).body.profile.attachments as Array<{
    attachmentId: string;
  }>;

describe('profile attachments API', () => {
  it.each([
    ['a script disguised as an image', { name: 'x.png', contentType: 'image/png', bytes: HTML_SCRIPT }, 415, 'UnsupportedMediaType'],
    ['an SVG with a script', { name: 'logo.svg', contentType: 'image/svg+xml', bytes: SCRIPTED_SVG }, 415, 'UnsupportedMediaType'],
    ['a path-traversal name', { name: '../../etc/passwd', contentType: 'image/png', bytes: PNG_FILE }, 415, 'UnsupportedMediaType'],
    ['a backslash path-traversal name', { name: '..\\x.png', contentType: 'image/png', bytes: PNG_FILE }, 415, 'UnsupportedMediaType'],
    [
      'an oversize file',
      { name: 'big.pdf', contentType: 'application/pdf', bytes: Buffer.concat([PDF_FILE, Buffer.alloc(ATTACHMENT_MAX_BYTES)]) },
      413,
      'PayloadTooLarge',
    ],
  ])('refuses %s and stores nothing', async (_what, file, status, name) => {
    const blobsBefore = await storedBlobs();
    const res = await upload({ profileId }, file);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ name });
    expect(res.body.message).not.toMatch(/etc|passwd|\/tmp|node_modules|at /);
    expect(await storedBlobs()).toEqual(blobsBefore);
    expect(await attachmentsOf()).toEqual([]);
  });

  it('refuses a missing file or profile id with 400 and stores nothing', async () => {
    expect((await upload({ profileId }, null)).status).toBe(400);
    const res = await upload({}, { name: 'brief.pdf', contentType: 'application/pdf', bytes: PDF_FILE });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
    expect(await storedBlobs()).toEqual([]);
    expect(await attachmentsOf()).toEqual([]);
  });

  it('refuses a body that is no complete multipart body with 400 and stores nothing', async () => {
    const send = (contentType: string, body: Buffer) =>
      app.http.post('/api/v1/customer/socialProfile/attachment').set('X-Access-Token', token).set('Content-Type', contentType).send(body);
    const noBoundary = await send('multipart/form-data', Buffer.from('whatever'));
    const { body, contentType } = multipart({ profileId }, { name: 'brief.pdf', contentType: 'application/pdf', bytes: PDF_FILE });
    const cutShort = await send(contentType, body.subarray(0, body.length - 40));
    for (const res of [noBoundary, cutShort]) {
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ValidationError');
    }
    expect(await storedBlobs()).toEqual([]);
    expect(await attachmentsOf()).toEqual([]);
  });

  it("answers 404 for another organisation's profile and stores nothing", async () => {
    const res = await upload({ profileId }, { name: 'brief.pdf', contentType: 'application/pdf', bytes: PDF_FILE }, otherToken);
    expect(res.status).toBe(404);
    expect(res.body.name).toBe('NotFound');
    expect(await storedBlobs()).toEqual([]);
    expect(await attachmentsOf()).toEqual([]);
  });

  it('stores a PDF under a server-made name, in the private area, and serves it only as a download', async () => {
    const res = await upload(
      { profileId, title: 'Campaign brief', description: 'Spring 2026' },
      { name: 'Brief: final <v2>?.PDF', contentType: 'application/octet-stream', bytes: PDF_FILE },
    );
    expect(res.status).toBe(201);
    expect(res.body.attachment).toMatchObject({
      kind: 'file',
      title: 'Campaign brief',
      description: 'Spring 2026',
      fileName: 'Brief_ final _v2_.pdf',
      contentType: 'application/pdf',
      size: PDF_FILE.length,
    });
    const blobs = await storedBlobs();
    expect(blobs).toHaveLength(2);
    expect(blobs.every((f) => /^[0-9a-f-]{36}(\.json)?$/.test(f))).toBe(true);

    const file = await download(res.body.attachment.attachmentId);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Brief_ final _v2_.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(file.body as Buffer)).toEqual(PDF_FILE);

    const { blobId } = (await app.http.get(`/api/v1/customer/socialProfile/${profileId}`).set('X-Access-Token', token)).body.profile
      .attachments[0];
    expect(blobId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.http.get(`/api/v1/misc/blobs/${blobId}`)).status).toBe(404);
  });

  it('takes the type from the content: a PNG sent as text is stored and served as a PNG', async () => {
    const res = await upload({ profileId }, { name: 'media kit.png', contentType: 'text/html', bytes: PNG_FILE });
    expect(res.status).toBe(201);
    expect(res.body.attachment).toMatchObject({ title: 'media kit.png', fileName: 'media kit.png', contentType: 'image/png' });
    const file = await download(res.body.attachment.attachmentId);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('attachment; filename="media kit.png"');
    expect(Buffer.from(file.body as Buffer)).toEqual(PNG_FILE);
    expect((await attachmentsOf()).map((a) => a.attachmentId)).toContain(res.body.attachment.attachmentId);
  });

  it('answers 404 to another organisation, for an unknown attachment and for a bad id', async () => {
    const [attachment] = await attachmentsOf();
    expect((await download(attachment!.attachmentId, otherToken)).status).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await download('..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});
