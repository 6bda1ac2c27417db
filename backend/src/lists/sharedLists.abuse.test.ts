import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';

let app: TestApp;
let owner: string;
let shareId: string;
let listId: string;
let fieldId: string;

const as = (token: string) => ({
  post: (path: string, body: object) => app.http.post(`/api/v1${path}`).set('X-Access-Token', token).send(body),
  put: (path: string, body: object) => app.http.put(`/api/v1${path}`).set('X-Access-Token', token).send(body),
});
const publicProfiles = (query: Record<string, string>) => app.http.get(`/api/v1/misc/socialProfile/shared/${shareId}`).query(query);

beforeAll(async () => {
  app = await startTestApp();
  owner = (await signUp(app)).token;
  const ids: string[] = [];
  knowCreators(app, { platform: 'instagram', username: 'fav.creator' }, { platform: 'instagram', username: 'plain.creator' });
  for (const username of ['fav.creator', 'plain.creator'])
    ids.push((await as(owner).post('/customer/socialProfile', { platform: 'instagram', username })).body.profile._id);
  await as(owner).put(`/customer/socialProfile/${ids[0]}`, { action: 'updateFavourite', favourite: true });
  const field = await as(owner).post('/customer/custom-field', { name: 'Fee', type: 'text' });
  if (field.status !== 201) throw new Error(`custom field failed: ${field.status}`);
  fieldId = field.body.field._id;
  const value = await as(owner).put(`/customer/socialProfile/${ids[0]}/info`, { action: 'edit-field', fieldId, value: '5000 EUR' });
  if (value.status !== 200) throw new Error(`field value failed: ${value.status}`);
  await as(owner).put('/customer/addListItem', { items: ids, listNames: ['Public list'] });
  const shared = await as(owner).put('/customer/share-profile-list', { group: 'Public list' });
  shareId = shared.body.shareId;
  listId = shared.body.list._id;
});
afterAll(async () => app.close());

describe('a shared list read by a stranger', () => {
  it('answers with public parameters (page, limit, platform, sort by public figures, search)', async () => {
    const res = await publicProfiles({
      page: '1',
      limit: '10',
      platform: 'instagram',
      sortBy: 'username',
      orderBy: 'asc',
      search: 'creator',
    });
    expect(res.status).toBe(200);
    expect(res.body.profiles.map((p: { username: string }) => p.username)).toEqual(['fav.creator', 'plain.creator']);
  });

  it.each([
    ['the team favourite flag', { favourite: 'true' }],
    ['a custom field', { customField: 'FIELD' }],
    ['a custom field value', { customField: 'FIELD', customFieldValue: '5000 eur' }],
    ['another list', { listId: 'LIST' }],
    ['when the team saved them', { sortBy: 'createdAt' }],
    ['when the team changed them', { sortBy: 'updatedAt' }],
    ['an unknown parameter', { orgId: 'x' }],
  ])('refuses a filter on %s with 400, answering nothing of the list', async (_what, raw) => {
    const query = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v.replace('FIELD', fieldId).replace('LIST', listId)]));
    const res = await publicProfiles(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'ValidationError', message: expect.any(String) });
    expect(res.body.profiles).toBeUndefined();
  });

  it('is not found by the list id (only its share id opens it)', async () => {
    expect(listId).not.toBe(shareId);
    expect((await app.http.get(`/api/v1/misc/sharedlist/${listId}`)).status).toBe(404);
    expect((await app.http.get(`/api/v1/misc/socialProfile/shared/${listId}`)).status).toBe(404);
  });
});
