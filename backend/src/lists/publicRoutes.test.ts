import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';

let app: TestApp;
let owner: string;
let intruder: string;
const ids: Record<string, string> = {};

const api = '/api/v1';
const as = (token: string) => ({
  put: (path: string, body: object) => app.http.put(`${api}${path}`).set('X-Access-Token', token).send(body),
  post: (path: string, body: object) => app.http.post(`${api}${path}`).set('X-Access-Token', token).send(body),
});
const publicGet = (path: string) => app.http.get(`${api}${path}`);
const share = (body: object, token = owner) => as(token).put('/customer/share-profile-list', body);

/** What a shared list may show of a profile; notes, contact, attachments and the like never. */
const PUBLIC_FIELDS = new Set(['_id', 'platform', 'username', 'publicAddress', 'fullName', 'imageUrl', 'followers', 'engagementRate']);

beforeAll(async () => {
  app = await startTestApp();
  owner = (await signUp(app)).token;
  intruder = (await signUp(app)).token;
  for (const username of ['ana.travels', 'ben.cooks', 'cleo.runs']) {
    knowCreators(app, { platform: 'instagram', username });
    const res = await as(owner).post('/customer/socialProfile', { platform: 'instagram', username });
    ids[username] = res.body.profile._id;
  }
  const notes = await as(owner).put(`/customer/socialProfile/${ids['ana.travels']}/info`, {
    action: 'edit',
    info: { notes: 'secret fee 5k' },
  });
  if (notes.status !== 200) throw new Error(`notes not saved: ${notes.status}`);
  await as(owner).put('/customer/addListItem', { items: [ids['ana.travels'], ids['ben.cooks']], listNames: ['Shortlist'] });
});
afterAll(async () => app.close());

describe('shared lists (public, no login)', () => {
  let shareId: string;

  it('share-profile-list makes a public link; sharing again keeps it', async () => {
    const res = await share({ group: 'shortlist' });
    expect(res.status).toBe(200);
    shareId = res.body.shareId;
    expect(shareId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.url).toBe(`http://localhost:3000/sharedlist/${shareId}`);
    expect(res.body.list).toMatchObject({ name: 'Shortlist', count: 2, shareId });
    expect((await share({ group: 'Shortlist' })).body.shareId).toBe(shareId);
  });

  it('answers the list name and its profiles with public fields only, logged out', async () => {
    const header = await publicGet(`/misc/sharedlist/${shareId}`);
    expect(header.status).toBe(200);
    expect(header.body).toEqual({ list: { name: 'Shortlist', count: 2 } });

    const page = await publicGet(`/misc/socialProfile/shared/${shareId}`).query({ sortBy: 'username', orderBy: 'asc' });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ list: { name: 'Shortlist', count: 2 }, currentPage: 1, totalPages: 1, totalProfiles: 2 });
    expect(page.body.profiles.map((x: { username: string }) => x.username)).toEqual(['ana.travels', 'ben.cooks']);
    for (const profile of page.body.profiles) {
      expect(Object.keys(profile).every((key) => PUBLIC_FIELDS.has(key))).toBe(true);
    }
    expect(JSON.stringify(page.body)).not.toContain('secret fee');

    const one = await publicGet(`/misc/socialProfile/shared/${shareId}/instagram/@Ana.Travels`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ list: { name: 'Shortlist' }, profile: { username: 'ana.travels', platform: 'instagram' } });
    expect(Object.keys(one.body.profile).every((key) => PUBLIC_FIELDS.has(key))).toBe(true);
  });

  it('answers 404 for a profile outside the list, an unknown share, and 400 for a malformed one', async () => {
    expect((await publicGet(`/misc/socialProfile/shared/${shareId}/instagram/cleo.runs`)).status).toBe(404);
    expect((await publicGet(`/misc/socialProfile/shared/${shareId}/tiktok/ana.travels`)).status).toBe(404);
    const unknown = await publicGet('/misc/sharedlist/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ name: 'NotFound' });
    expect((await publicGet('/misc/socialProfile/shared/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await publicGet('/misc/sharedlist/not-a-share')).status).toBe(400);
  });

  it('hides a profile whose own sharing is disabled', async () => {
    await as(owner).put(`/customer/socialProfile/${ids['ben.cooks']}`, { action: 'disableShare', disableShare: true });
    expect((await publicGet(`/misc/sharedlist/${shareId}`)).body.list.count).toBe(1);
    expect((await publicGet(`/misc/socialProfile/shared/${shareId}/instagram/ben.cooks`)).status).toBe(404);
    await as(owner).put(`/customer/socialProfile/${ids['ben.cooks']}`, { action: 'disableShare', disableShare: false });
    expect((await publicGet(`/misc/sharedlist/${shareId}`)).body.list.count).toBe(2);
  });

  it("another organisation cannot share or unshare this organisation's list", async () => {
    expect((await share({ group: 'Shortlist' }, intruder)).status).toBe(404);
    expect((await share({ group: 'Shortlist', disableShare: true }, intruder)).status).toBe(404);
    expect((await publicGet(`/misc/sharedlist/${shareId}`)).status).toBe(200);
  });

  it('refuses bad input with 400', async () => {
    expect((await share({})).status).toBe(400);
    expect((await share({ group: 'Shortlist', disableShare: 'yes' })).status).toBe(400);
    expect((await share({ group: 'Nope' })).status).toBe(404);
  });

  it('stops when unshared; sharing again gives a new link and the old one stays dead', async () => {
    const off = await share({ group: 'Shortlist', disableShare: true });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ shareId: null, url: null });
    expect((await publicGet(`/misc/sharedlist/${shareId}`)).status).toBe(404);
    expect((await publicGet(`/misc/socialProfile/shared/${shareId}`)).status).toBe(404);
    expect((await publicGet(`/misc/socialProfile/shared/${shareId}/instagram/ana.travels`)).status).toBe(404);

    const again = await share({ group: 'Shortlist' });
    expect(again.body.shareId).not.toBe(shareId);
    expect((await publicGet(`/misc/sharedlist/${again.body.shareId}`)).status).toBe(200);
    expect((await publicGet(`/misc/sharedlist/${shareId}`)).status).toBe(404);
  });

  it('stops when the list is deleted', async () => {
    const { shareId: current } = (await share({ group: 'Shortlist' })).body;
    expect((await as(owner).put('/customer/removeListItem', { listName: 'Shortlist' })).status).toBe(200);
    expect((await publicGet(`/misc/sharedlist/${current}`)).status).toBe(404);
  });
});
