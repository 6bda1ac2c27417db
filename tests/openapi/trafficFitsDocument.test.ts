import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PNG_FILE, PLAIN_ZIP_FILE, TEXT_FILE } from '../../backend/src/profiles/attachments/testFiles';
import { knowCreators } from '../support/knownCreators';
import { signUp, startTestApp, type TestApp } from '../support/app';
import { documentChecker, recordingHttp, type Answer, type Document } from './documentCheck';

/**
 * Real traffic against the OpenAPI document: a walk through the API as clients make it (sign-up,
 * login, saves, lists, campaigns, uploads, imports, white-label) with the refusals they meet
 * (a taken email, a wrong password, a plan limit, things not there, files of the wrong type, no
 * session, unknown parameters). Every answer must be listed for its operation, with a body that
 * fits the schema the document declares for that status.
 */

const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 2, members: 3, searchCount: 100, reports: 2 }, features: {} },
});

let app: TestApp;
const answers: Answer[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE } });
  app.http = recordingHttp(app.http, answers);
});
afterAll(async () => app?.close());

describe('the OpenAPI document against real traffic', () => {
  it('lists every status the walk meets, and every body fits its declared schema', async () => {
    const http = app.http;
    const owner = await signUp(app);
    const as = { 'X-Access-Token': owner.token };
    const other = await signUp(app);

    // Accounts: a taken email, a wrong password, no session, an unknown parameter.
    await http.post('/api/v1/customer/auth/signup').send(owner.body);
    await http.post('/api/v1/customer/auth/login').send({ email: owner.body.email, password: owner.body.password });
    await http.post('/api/v1/customer/auth/login').send({ email: owner.body.email, password: 'not the password at all' });
    await http.get('/api/v1/customer/account/me').set(as);
    await http.get('/api/v1/customer/account/me');
    await http.get('/api/v1/customer/account/usage').set(as);
    await http.get('/api/v1/customer/socialProfiles?notAParameter=1').set(as);
    const key = (await http.post('/api/v1/customer/account/api-key').set(as)).body as { apiKey: { key: string } };
    await http.get('/api/v1/customer/account/api-key').set({ 'X-Api-Key': key.apiKey.key });
    await http.get('/api/v1/customer/campaigns').set({ 'X-Api-Key': key.apiKey.key });

    // Saves: one, the same again, a handle nobody knows, one past the plan's two.
    knowCreators(app, { platform: 'instagram', username: 'openapi.anna' }, { platform: 'instagram', username: 'openapi.ben' });
    knowCreators(app, { platform: 'tiktok', username: 'openapi.cleo' });
    const anna = (await http.post('/api/v1/customer/socialProfile').set(as).send({ platform: 'instagram', username: 'openapi.anna' }))
      .body as { profile: { _id: string; slug: string } };
    await http.post('/api/v1/customer/socialProfile').set(as).send({ platform: 'instagram', username: 'openapi.anna' });
    await http
      .post('/api/v1/customer/socialProfile')
      .set(as)
      .send({ platform: 'instagram', username: `nobody-${randomUUID().slice(0, 8)}` });
    await http.post('/api/v1/customer/socialProfile').set(as).send({ platform: 'instagram', username: 'openapi.ben' });
    await http.post('/api/v1/customer/socialProfile').set(as).send({ platform: 'tiktok', username: 'openapi.cleo' });
    const profileId = anna.profile._id;
    await http.get(`/api/v1/customer/socialProfile/${profileId}`).set(as);
    await http.get(`/api/v1/customer/socialProfile/${profileId}`).set({ 'X-Access-Token': other.token });
    await http.get(`/api/v1/customer/socialProfile/slug/${anna.profile.slug}`).set(as);
    await http.put(`/api/v1/customer/socialProfile/${randomUUID()}`).set(as).send({ action: 'updateFavourite', favourite: true });
    await http.get('/api/v1/customer/socialProfiles').set(as);

    // Lists.
    await http
      .put('/api/v1/customer/addListItem')
      .set(as)
      .send({ items: [profileId], listNames: ['Walk'] });
    await http.get('/api/v1/customer/listwithCount').set(as);
    await http.get('/api/v1/customer/profile-lists').query({ profileId }).set(as);

    // Campaigns, with uploads of a real file and of one the call does not take.
    const campaign = (await http.post('/api/v1/customer/campaign').set(as).send({ name: 'Walk launch', currency: 'EUR' })).body as {
      campaign: { _id: string };
    };
    const campaignId = campaign.campaign._id;
    await http
      .put(`/api/v1/customer/campaign/${campaignId}`)
      .set(as)
      .send({ action: 'addProfile', profileIds: [profileId] });
    await http.get(`/api/v1/customer/campaign/${campaignId}`).set(as);
    await http.get(`/api/v1/customer/campaign/${randomUUID()}`).set(as);
    await http.get('/api/v1/customer/campaigns').set(as);
    await http
      .put('/api/v1/customer/campaign/upload')
      .set(as)
      .field({ campaignId, description: 'Brief' })
      .attach('files', TEXT_FILE, { filename: 'brief.txt', contentType: 'text/plain' });
    await http
      .put('/api/v1/customer/campaign/upload')
      .set(as)
      .field({ campaignId })
      .attach('files', PLAIN_ZIP_FILE, { filename: 'brief.zip', contentType: 'application/zip' });

    // Attachments and stories: a file the call takes, and one it does not.
    await http
      .post('/api/v1/customer/socialProfile/attachment')
      .set(as)
      .field({ profileId, title: 'Rate card' })
      .attach('file', PNG_FILE, { filename: 'card.png', contentType: 'image/png' });
    await http
      .post('/api/v1/customer/socialProfile/attachment')
      .set(as)
      .field({ profileId })
      .attach('file', PLAIN_ZIP_FILE, { filename: 'payload.zip', contentType: 'application/zip' });
    const story = { influencerId: profileId, views: '10', publishedAt: new Date(Date.now() - 3_600_000).toISOString() };
    await http
      .post('/api/v1/customer/content/upload-story')
      .set(as)
      .field(story)
      .attach('file', PNG_FILE, { filename: 'story.png', contentType: 'image/png' });
    await http
      .post('/api/v1/customer/content/upload-story')
      .set(as)
      .field(story)
      .attach('file', TEXT_FILE, { filename: 'story.png', contentType: 'image/png' });
    await http.get('/api/v1/customer/story').set(as);

    // Imports: JSON, a CSV form, and a form whose file is no CSV.
    await http
      .post('/api/v1/customer/socialProfile/upload-multi')
      .set(as)
      .send({ profiles: ['openapi.dana'], platform: 'instagram' });
    await http
      .post('/api/v1/customer/socialProfile/upload-multi')
      .set(as)
      .field({ platform: 'instagram', group: 'Walk' })
      .attach('file', Buffer.from('username\nopenapi.erik\n'), { filename: 'handles.csv', contentType: 'text/csv' });
    await http
      .post('/api/v1/customer/socialProfile/upload-multi')
      .set(as)
      .field({ platform: 'instagram' })
      .attach('file', PNG_FILE, { filename: 'handles.csv', contentType: 'text/csv' });
    await http.get('/api/v1/customer/socialProfile/upload-multi').set(as);

    // White-label: JSON, a form with a logo, a form with a logo that is no image.
    const whitelabel = { agencyName: 'Walk Agency', domain: `walk-${randomUUID().slice(0, 8)}.example.com` };
    await http.put('/api/v1/customer/account/config-whitelabel').set(as).send(whitelabel);
    await http
      .put('/api/v1/customer/account/config-whitelabel')
      .set(as)
      .field(whitelabel)
      .attach('logo', PNG_FILE, { filename: 'logo.png', contentType: 'image/png' });
    await http
      .put('/api/v1/customer/account/config-whitelabel')
      .set(as)
      .field(whitelabel)
      .attach('logo', TEXT_FILE, { filename: 'logo.png', contentType: 'image/png' });
    await http.get('/api/v1/customer/account/whitelabel').set(as);

    // The rest of a client's day: custom fields, the dashboard, contents, the public config, logout.
    await http.post('/api/v1/customer/custom-field').set(as).send({ name: 'Tier', type: 'text' });
    await http.get('/api/v1/customer/custom-fields').set(as);
    await http.delete(`/api/v1/customer/custom-field/${randomUUID()}`).set(as);
    await http.get('/api/v1/customer/home').set(as);
    await http.get('/api/v1/customer/contents').query({ platform: 'all' }).set(as);
    await http.get('/api/v1/misc/config');
    await http.get('/api/v1/customer/billing/plans').set(as);
    // Reads of what the walk made, a share, a discover search, an invitation, a deletion.
    const { lists } = (await http.get('/api/v1/customer/listwithCount').set(as)).body as { lists: Array<{ _id: string }> };
    await http.get(`/api/v1/customer/profile-lists/${lists[0]?._id ?? randomUUID()}`).set(as);
    const shared = (await http.put('/api/v1/customer/share-profile-list').set(as).send({ group: 'Walk' })).body as { shareId?: string };
    await http.get(`/api/v1/misc/sharedlist/${shared.shareId ?? randomUUID()}`);
    await http.get(`/api/v1/customer/campaign/${campaignId}/history`).set(as);
    await http.get(`/api/v1/customer/socialProfile/${profileId}/auditReports`).set(as);
    await http.get(`/api/v1/customer/socialProfile/${profileId}/related-profiles`).set(as);
    await http.post('/api/v1/customer/discoverProfiles').set(as).send({});
    await http
      .post('/api/v1/customer/account/add')
      .set(as)
      .send({ email: `walk-${randomUUID().slice(0, 8)}@example.com`, role: 'member' });
    await http.delete('/api/v1/customer/socialProfile').query({ profileId: randomUUID() }).set(as);

    // Every read that needs no parameter, as the owner with all of the above in place.
    const document = (await http.get('/api/v1/openapi.json')).body as Document;
    const reads = Object.entries(document.paths).filter(
      ([path, operations]) => !path.includes('{') && operations.get && !operations.get.parameters.some((parameter) => parameter.required),
    );
    expect(reads.length).toBeGreaterThanOrEqual(40);
    for (const [path] of reads) await http.get(`/api/v1${path}`).set(as);

    await http.post('/api/v1/customer/auth/logout').set(as);
    await http.get('/api/v1/customer/account/me').set(as);

    const check = documentChecker(document);
    const outcomes = answers.map((answer) => ({
      call: `${answer.method.toUpperCase()} ${answer.path} ${answer.status}`,
      outcome: check(answer),
    }));
    expect(outcomes).toEqual(outcomes.map(({ call }) => ({ call, outcome: 'fits' })));

    // The walk met what it set out to meet, and nothing unexpected.
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 202, 400, 401, 403, 404, 409, 415, 423]));
    expect(statuses.has(500)).toBe(false);
    expect(answers.length).toBeGreaterThanOrEqual(90);
  }, 30_000);

  it('tells an unlisted status, an unknown call and a body that does not fit', async () => {
    const check = documentChecker((await app.http.get('/api/v1/openapi.json')).body as Document);
    const json = 'application/json; charset=utf-8';
    const error = { name: 'NotFound', message: 'Not found' };
    expect(check({ method: 'get', path: '/customer/campaigns', status: 404, contentType: json, body: error })).toBe(
      'getCustomerCampaigns does not list 404',
    );
    expect(check({ method: 'patch', path: '/customer/campaigns', status: 200, contentType: json, body: {} })).toBe(
      'no operation PATCH /customer/campaigns',
    );
    expect(check({ method: 'get', path: '/customer/campaigns', status: 200, contentType: json, body: { campaigns: [{}] } })).toMatch(
      /^getCustomerCampaigns 200: .*body\/campaigns\/0 must have required property 'name'/,
    );
    // An error body whose name is not one this status carries for the call.
    expect(
      check({ method: 'post', path: '/customer/socialProfile', status: 423, contentType: json, body: { name: 'Conflict', message: 'x' } }),
    ).toMatch(/^postCustomerSocialProfile 423: /);
    expect(check({ method: 'get', path: `/customer/campaign/${randomUUID()}`, status: 404, contentType: json, body: error })).toBe('fits');
  });
});
