import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ContentListResponse } from '@scout/contracts/content';
import { STORY_LIFETIME_MS, type StoryListResponse, type StoryView } from '@scout/contracts/content/stories';
import { ATTACHMENT_MAX_BYTES } from '@scout/contracts/profiles/attachments';
import { contentStream } from '@scout/contracts/platform/streams';
import { memberWithSession } from '../../../../tests/support/accounts';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../../tests/support/app';
import { HTML_SCRIPT, MP4_FILE, PDF_FILE, PNG_FILE, TEXT_FILE } from '../../profiles/attachments/testFiles';
import { EmbeddedSocialData } from '../../socialData/embedded';
import { instagramCreators } from '../testCreators';

let dataDir: string;
let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let anna: { _id: string };
let ben: { _id: string };
let othersProfile: { _id: string };
/** A post (not a story) of the organisation: recorded when `ana.insta` of the content test creators was saved. */
let postId: string;

const api = (path: string) => `/api/v1${path}`;
const as = (t: string) => ({ 'X-Access-Token': t });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

interface FilePart {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart body written by hand, so every field and file name reaches Scout exactly as sent. */
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

const png = (name = 'story.png'): FilePart => ({ name, contentType: 'image/png', bytes: PNG_FILE });
const upload = (fields: Record<string, string>, file: FilePart | null = png(), t = owner.token) => {
  const { body, contentType } = multipart(fields, file);
  return app.http.post(api('/customer/content/upload-story')).set(as(t)).set('Content-Type', contentType).send(body);
};
const uploaded = async (fields: Record<string, string>, file: FilePart = png()): Promise<StoryView> => {
  const res = await upload(fields, file);
  expect([res.status, res.body]).toEqual([201, expect.anything()]);
  return res.body.story as StoryView;
};
const listStories = (query: string, t = owner.token) => app.http.get(api(`/customer/story${query}`)).set(as(t));
const profileStories = (query: string, t = owner.token) => app.http.get(api(`/customer/socialProfile/stories${query}`)).set(as(t));
const setViews = (body: object, t = owner.token) => app.http.put(api('/customer/content/story')).set(as(t)).send(body);

const storedBlobs = async () =>
  (await readdir(join(dataDir, 'blobs')).catch(() => [] as string[])).filter((f) => !f.endsWith('.json')).length;
/** What a refused call must leave as it was: the story documents, the content items and the kept files. */
async function everything() {
  const stories = (await listStories('?limit=100')).body as StoryListResponse;
  const contents = (await app.http.get(api('/customer/contents?platform=all&limit=100')).set(as(owner.token))).body as ContentListResponse;
  return { stories: stories.stories, contents: contents.totalCount, blobs: await storedBlobs() };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-stories-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  app.scout.ctx.socialData = new EmbeddedSocialData(instagramCreators());
  owner = await signUp(app);
  other = await signUp(app);
  anna = await saveProfile(app, owner.token, 'instagram', 'ana.insta');
  ben = await saveProfile(app, owner.token, 'instagram', 'ben.stories');
  othersProfile = await saveProfile(app, other.token, 'instagram', 'ana.insta');
  const contents = (await app.http.get(api('/customer/contents')).set(as(owner.token))).body as ContentListResponse;
  postId = contents.contents[0]!._id;
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /customer/content/upload-story', () => {
  it('keeps an image story as a content item of type story and answers 201 with the story; Scout serves its media', async () => {
    const publishedAt = hoursAgo(2);
    const res = await upload({ influencerId: anna._id, views: '1200', publishedAt });
    expect(res.status).toBe(201);
    const story = res.body.story as StoryView;
    expect(story).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      profileId: anna._id,
      influencerId: anna._id,
      platform: 'instagram',
      username: 'ana.insta',
      publishedAt,
      expiresAt: new Date(Date.parse(publishedAt) + STORY_LIFETIME_MS).toISOString(),
      views: 1200,
      mediaUrl: expect.stringMatching(/^\/api\/v1\/misc\/blobs\/[0-9a-f-]{36}$/),
      mediaType: 'image',
      source: 'upload',
      createdAt: expect.any(String),
    });
    const media = await app.http.get(story.mediaUrl).responseType('blob');
    expect([media.status, media.headers['content-type'], Buffer.compare(media.body as Buffer, PNG_FILE)]).toEqual([200, 'image/png', 0]);

    // A content item of type story, on its own content stream, with its views as an observation.
    const events = await app.scout.ctx.eventStore.readStream(contentStream(story._id));
    expect(events.map((e) => e.type)).toEqual(['ContentRecorded', 'StoryUploaded', 'ContentMetricsObserved']);
    const contents = (await app.http.get(api('/customer/contents?type=story')).set(as(owner.token))).body as ContentListResponse;
    expect(contents.contents.find((c) => c._id === story._id)).toMatchObject({
      type: 'story',
      views: 1200,
      thumbnailUrl: story.mediaUrl,
      profileId: anna._id,
    });
  });

  it('takes an MP4 video, and views left out as unknown', async () => {
    const story = await uploaded(
      { influencerId: ben._id, publishedAt: hoursAgo(30) },
      { name: 'clip.mp4', contentType: 'video/mp4', bytes: MP4_FILE },
    );
    expect(story).toMatchObject({ profileId: ben._id, mediaType: 'video', views: null, source: 'upload' });
    const media = await app.http.get(story.mediaUrl).responseType('blob');
    expect([media.status, media.headers['content-type']]).toEqual([200, 'video/mp4']);
  });

  it('answers 404 for another organisation’s profile, 400 for bad or unknown fields, 413/415 for the file, and keeps nothing', async () => {
    const before = await everything();
    const fields = { influencerId: anna._id, views: '10', publishedAt: hoursAgo(1) };
    const cases: Array<[string, Awaited<ReturnType<typeof upload>>, number]> = [
      ['another organisation’s profile', await upload({ ...fields, influencerId: othersProfile._id }), 404],
      ['my profile, as another organisation', await upload(fields, png(), other.token), 404],
      ['an unknown profile', await upload({ ...fields, influencerId: '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' }), 404],
      ['an unknown field', await upload({ ...fields, caption: 'hi' }), 400],
      ['no publishedAt', await upload({ influencerId: anna._id, views: '10' }), 400],
      ['a publishedAt that is no instant', await upload({ ...fields, publishedAt: 'yesterday' }), 400],
      ['a publishedAt in the future', await upload({ ...fields, publishedAt: new Date(Date.now() + 3_600_000).toISOString() }), 400],
      ['negative views', await upload({ ...fields, views: '-1' }), 400],
      ['views that are no number', await upload({ ...fields, views: 'many' }), 400],
      ['a malformed profile id', await upload({ ...fields, influencerId: 'nope' }), 400],
      ['no file', await upload(fields, null), 400],
      ['a PDF', await upload(fields, { name: 'brief.pdf', contentType: 'application/pdf', bytes: PDF_FILE }), 415],
      ['plain text', await upload(fields, { name: 'notes.txt', contentType: 'text/plain', bytes: TEXT_FILE }), 415],
      ['HTML named .png', await upload(fields, { name: 'x.png', contentType: 'image/png', bytes: HTML_SCRIPT }), 415],
      ['a PNG named .jpg', await upload(fields, png('story.jpg')), 415],
      ['a name that is a path', await upload(fields, png('../../story.png')), 415],
      [
        'a file over 10 MB',
        await upload(fields, {
          name: 'big.png',
          contentType: 'image/png',
          bytes: Buffer.concat([PNG_FILE, Buffer.alloc(ATTACHMENT_MAX_BYTES)]),
        }),
        413,
      ],
    ];
    expect(cases.map(([name, res]) => [name, res.status])).toEqual(cases.map(([name, , status]) => [name, status]));
    expect(await everything()).toEqual(before);
  });
});

describe('PUT /customer/content/story', () => {
  it('records new views as an observation and answers the story; the same views store nothing', async () => {
    const story = await uploaded({ influencerId: anna._id, views: '100', publishedAt: hoursAgo(3) });
    const res = await setViews({ contentId: story._id, views: 450 });
    expect(res.status).toBe(200);
    expect(res.body.story).toEqual({ ...story, views: 450 });
    const again = await setViews({ contentId: story._id, views: 450 });
    expect([again.status, again.body.story.views]).toEqual([200, 450]);
    const events = await app.scout.ctx.eventStore.readStream(contentStream(story._id));
    expect(events.filter((e) => e.type === 'ContentMetricsObserved').map((e) => (e.data as { views: number }).views)).toEqual([100, 450]);
    const contents = (await app.http.get(api('/customer/contents?type=story&limit=100')).set(as(owner.token))).body as ContentListResponse;
    expect(contents.contents.find((c) => c._id === story._id)!.history.map((h) => h.views)).toEqual([100, 450]);
  });

  it('answers 404 for another organisation’s story and for a content item that is no story, 400 for bad input, changing nothing', async () => {
    const story = await uploaded({ influencerId: anna._id, views: '7', publishedAt: hoursAgo(4) });
    const before = await everything();
    const cases: Array<[string, Awaited<ReturnType<typeof setViews>>, number]> = [
      ['my story, as another organisation', await setViews({ contentId: story._id, views: 9 }, other.token), 404],
      ['a post, not a story', await setViews({ contentId: postId, views: 9 }), 404],
      ['an unknown id', await setViews({ contentId: '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d', views: 9 }), 404],
      ['an unknown field', await setViews({ contentId: story._id, views: 9, likes: 3 }), 400],
      ['negative views', await setViews({ contentId: story._id, views: -1 }), 400],
      ['views as text', await setViews({ contentId: story._id, views: '9' }), 400],
      ['no views', await setViews({ contentId: story._id }), 400],
      ['no content id', await setViews({ views: 9 }), 400],
    ];
    expect(cases.map(([name, res]) => [name, res.status])).toEqual(cases.map(([name, , status]) => [name, status]));
    expect(await everything()).toEqual(before);
  });
});

describe('GET /customer/story and GET /customer/socialProfile/stories', () => {
  let org: Awaited<ReturnType<typeof signUp>>;
  let carla: { _id: string };
  let dan: { _id: string };
  const stories: StoryView[] = [];

  beforeAll(async () => {
    org = await signUp(app);
    carla = await saveProfile(app, org.token, 'instagram', 'carla.stories');
    dan = await saveProfile(app, org.token, 'instagram', 'dan.stories');
    for (const [profile, at] of [
      [carla, '2026-01-10T10:00:00.000Z'],
      [dan, '2026-01-11T10:00:00.000Z'],
      [carla, '2026-01-12T10:00:00.000Z'],
      [dan, '2026-02-01T10:00:00.000Z'],
    ] as const) {
      const res = await upload({ influencerId: profile._id, views: '5', publishedAt: at }, png(), org.token);
      expect(res.status).toBe(201);
      stories.push(res.body.story as StoryView);
    }
  });

  const ids = (res: { body: StoryListResponse }) => res.body.stories.map((s) => s._id);

  it('lists the stories of the named profiles, newest published first, with pages', async () => {
    const both = await listStories(`?profileIds=${carla._id},${dan._id}`, org.token);
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ currentPage: 1, totalPages: 1, totalCount: 4 });
    expect(ids(both)).toEqual([stories[3]!._id, stories[2]!._id, stories[1]!._id, stories[0]!._id]);
    expect(ids(await listStories(`?profileIds=${carla._id}`, org.token))).toEqual([stories[2]!._id, stories[0]!._id]);
    const paged = await listStories(`?profileIds=${carla._id},${dan._id}&page=2&limit=3`, org.token);
    expect([paged.body.currentPage, paged.body.totalPages, paged.body.totalCount, ids(paged)]).toEqual([2, 2, 4, [stories[0]!._id]]);
    // Without profileIds: every story of the organisation.
    expect((await listStories('', org.token)).body.totalCount).toBe(4);
  });

  it('with idAction (a campaign id): the stories of its influencers within its dates', async () => {
    const campaign = await app.http
      .post(api('/customer/campaign'))
      .set(as(org.token))
      .send({ name: 'January stories', startDate: '2026-01-11', endDate: '2026-01-31' });
    expect(campaign.status).toBe(201);
    const campaignId = campaign.body.campaign._id as string;
    expect(
      (
        await app.http
          .put(api(`/customer/campaign/${campaignId}`))
          .set(as(org.token))
          .send({ action: 'addProfile', profileIds: [carla._id, dan._id] })
      ).status,
    ).toBe(200);
    expect(ids(await listStories(`?idAction=${campaignId}`, org.token))).toEqual([stories[2]!._id, stories[1]!._id]);
    expect(ids(await listStories(`?idAction=${campaignId}&profileIds=${dan._id}`, org.token))).toEqual([stories[1]!._id]);
    expect((await listStories(`?idAction=${campaignId}`, owner.token)).status).toBe(404);
  });

  it('answers 404 for another organisation’s (or a guest’s unshared) profile ids and 400 for bad or unknown parameters', async () => {
    const guest = await memberWithSession(app, org.user.orgInfo._id, 'guest');
    const cases: Array<[string, { status: number }, number]> = [
      ['another organisation’s profile', await listStories(`?profileIds=${carla._id}`, owner.token), 404],
      ['one of them another organisation’s', await listStories(`?profileIds=${carla._id},${anna._id}`, org.token), 404],
      ['an unshared profile, as a guest', await listStories(`?profileIds=${carla._id}`, guest), 404],
      ['a malformed id', await listStories('?profileIds=abc', org.token), 400],
      ['an unknown parameter', await listStories(`?profileIds=${carla._id}&sort=views`, org.token), 400],
      ['a bad page', await listStories('?page=0', org.token), 400],
      ['a bad campaign id', await listStories('?idAction=campaign', org.token), 400],
      ['one profile, as another organisation', await profileStories(`?profileId=${carla._id}`, owner.token), 404],
      ['one profile, unshared, as a guest', await profileStories(`?profileId=${carla._id}`, guest), 404],
      ['one profile, no id', await profileStories('', org.token), 400],
      ['one profile, an unknown parameter', await profileStories(`?profileId=${carla._id}&platform=instagram`, org.token), 400],
    ];
    expect(cases.map(([name, res]) => [name, res.status])).toEqual(cases.map(([name, , status]) => [name, status]));
    // A guest sees no story of a profile not shared with them.
    expect((await listStories('', guest)).body.totalCount).toBe(0);
  });

  it('with from/to: the stories published within, both inclusive, a day `to` including that whole day', async () => {
    expect(ids(await listStories('?from=2026-01-11&to=2026-01-12', org.token))).toEqual([stories[2]!._id, stories[1]!._id]);
    expect(ids(await listStories('?from=2026-01-11T10:00:00Z', org.token))).toEqual([stories[3]!._id, stories[2]!._id, stories[1]!._id]);
    expect(ids(await listStories(`?to=2026-01-10&profileIds=${carla._id}`, org.token))).toEqual([stories[0]!._id]);
    expect((await listStories('?from=soon', org.token)).status).toBe(400);
  });

  describe('GET /customer/resources/stories (react-admin’s list protocol)', () => {
    const resource = (query: Record<string, unknown>, t = org.token) =>
      app.http
        .get(api('/customer/resources/stories'))
        .query(
          Object.fromEntries(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])),
        )
        .set(as(t));
    const recordIds = (res: { body: Array<{ id: string; _id: string }> }) => res.body.map((record) => record.id);

    it('answers the stories of GET /customer/story as records with id, the total in Content-Range', async () => {
      const res = await resource({ range: [0, 2], sort: ['publishedAt', 'DESC'], filter: {} });
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe('stories 0-2/4');
      expect(res.body).toEqual([stories[3], stories[2], stories[1]].map((story) => ({ ...story, id: story!._id })));
      const rest = await resource({ range: [3, 5], sort: ['publishedAt', 'DESC'] });
      expect([rest.headers['content-range'], recordIds(rest)]).toEqual(['stories 3-3/4', [stories[0]!._id]]);
      const beyond = await resource({ range: [10, 19] });
      expect([beyond.status, beyond.headers['content-range'], beyond.body]).toEqual([200, 'stories */4', []]);
      const oldestFirst = await resource({ sort: ['publishedAt', 'ASC'] });
      expect(recordIds(oldestFirst)).toEqual(stories.map((story) => story._id));
    });

    it('filters by creator, campaign and published dates, as GET /customer/story does', async () => {
      expect(recordIds(await resource({ filter: { profileId: carla._id } }))).toEqual([stories[2]!._id, stories[0]!._id]);
      expect(recordIds(await resource({ filter: { from: '2026-01-11', to: '2026-01-31' } }))).toEqual([stories[2]!._id, stories[1]!._id]);
      const campaign = await app.http
        .post(api('/customer/campaign'))
        .set(as(org.token))
        .send({ name: 'Carla in January', startDate: '2026-01-01' });
      const campaignId = campaign.body.campaign._id as string;
      await app.http
        .put(api(`/customer/campaign/${campaignId}`))
        .set(as(org.token))
        .send({ action: 'addProfile', profileIds: [carla._id] })
        .expect(200);
      expect(recordIds(await resource({ filter: { campaignId } }))).toEqual([stories[2]!._id, stories[0]!._id]);
      // Within the campaign's dates and the filter's both.
      const both = await resource({ filter: { campaignId, from: '2026-01-11' } });
      expect([both.headers['content-range'], recordIds(both)]).toEqual(['stories 0-0/1', [stories[2]!._id]]);
      // Empty filter values are no filter.
      expect((await resource({ filter: { profileId: '', campaignId: null } })).headers['content-range']).toBe('stories 0-3/4');
    });

    it('answers 404 for another organisation’s creator or campaign, nothing of this one’s stories to it, and 400 for bad parameters', async () => {
      const campaign = await app.http.post(api('/customer/campaign')).set(as(org.token)).send({ name: 'Not yours' });
      const cases: Array<[string, { status: number }, number]> = [
        ['another organisation’s creator', await resource({ filter: { profileId: carla._id } }, owner.token), 404],
        ['another organisation’s campaign', await resource({ filter: { campaignId: campaign.body.campaign._id } }, owner.token), 404],
        ['range that is no JSON', await resource({ range: '0-9' }), 400],
        ['range ending before it starts', await resource({ range: [5, 1] }), 400],
        ['more than 1,000 at once', await resource({ range: [0, 1000] }), 400],
        ['a field that cannot be sorted', await resource({ sort: ['username', 'ASC'] }), 400],
        ['an order that is none', await resource({ sort: ['views', 'UP'] }), 400],
        ['an unknown filter', await resource({ filter: { platform: 'instagram' } }), 400],
        ['a malformed creator id', await resource({ filter: { profileId: 'carla' } }), 400],
        ['a date that is none', await resource({ filter: { from: 'last week' } }), 400],
        ['an unknown parameter', await resource({ page: 2 }), 400],
      ];
      expect(cases.map(([name, res]) => [name, res.status])).toEqual(cases.map(([name, , status]) => [name, status]));
      const foreign = await resource({}, owner.token);
      expect(recordIds(foreign)).not.toContain(stories[0]!._id);
      expect(foreign.body.every((record: StoryView) => record.profileId !== carla._id && record.profileId !== dan._id)).toBe(true);
    });
  });

  it('GET /customer/socialProfile/stories answers one profile’s stories, newest first', async () => {
    const res = await profileStories(`?profileId=${dan._id}`, org.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ stories: [stories[3], stories[1]], currentPage: 1, totalPages: 1, totalCount: 2 });
    expect((await profileStories(`?profileId=${dan._id}&limit=1&page=2`, org.token)).body.stories).toEqual([stories[1]]);
  });
});
