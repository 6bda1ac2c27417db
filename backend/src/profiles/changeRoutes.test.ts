import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';
import { UNLIMITED_PROFILES_CATALOGUE } from '../../../tests/support/plans';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE: UNLIMITED_PROFILES_CATALOGUE } });
  ({ token } = await signUp(app));
});
afterAll(async () => app.close());

const save = async (username: string, t = token) => {
  knowCreators(app, { platform: 'instagram', username });
  const res = await app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', t).send({ platform: 'instagram', username });
  expect(res.status).toBe(201);
  return res.body.profile as { _id: string; slug: string };
};
const put = (path: string, body: object, t = token) =>
  app.http.put(`/api/v1/customer/socialProfile${path}`).set('X-Access-Token', t).send(body);
const act = (id: string, body: object, t = token) => put(`/${id}`, body, t);
const read = (id: string, t = token) => app.http.get(`/api/v1/customer/socialProfile/${id}`).set('X-Access-Token', t);
const eventCount = async (id: string) => (await app.scout.ctx.eventStore.readStream(savedProfileStream(id))).length;
const uuid = '0b8f5a52-3c1d-4e2f-9a7b-6c5d4e3f2a1b';

describe('PUT /customer/socialProfile/{id}: every action', () => {
  it('switches tracking, share and the audit report status, and a switch set to its value stores nothing', async () => {
    const { _id } = await save('switches');
    expect((await act(_id, { action: 'enableLiveTracking', enabled: true })).body.profile.enableLiveTracking).toBe(true);
    expect((await act(_id, { action: 'enableStoryTracking', enabled: true })).body.profile.enableStoryTracking).toBe(true);
    expect((await act(_id, { action: 'disableShare', disableShare: true })).body.profile.disableShare).toBe(true);
    const audit = await act(_id, { action: 'auditReportStatus', status: 'requested' });
    expect(audit.status).toBe(200);
    expect(audit.body.profile).toMatchObject({
      auditReportStatus: 'requested',
      enableLiveTracking: true,
      enableStoryTracking: true,
      disableShare: true,
    });
    const fav = await act(_id, { action: 'updateFavourite', favourite: true });
    expect(fav.body.profile.favourite).toBe(true);

    const before = await eventCount(_id);
    expect((await act(_id, { action: 'enableLiveTracking', enabled: true })).status).toBe(200);
    expect((await act(_id, { action: 'updateFavourite', favourite: true })).status).toBe(200);
    expect(await eventCount(_id)).toBe(before);
  });

  it('changes the contact; empty values are dropped', async () => {
    const { _id } = await save('contact.me');
    const res = await act(_id, {
      action: 'contact',
      contact: { email: 'team@example.com', phone: '+43 1 234', website: '', notes: 'Via agency' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile.contact).toEqual({ email: 'team@example.com', phone: '+43 1 234', notes: 'Via agency' });
  });

  it('adds and removes activities; removing an unknown one answers 404', async () => {
    const { _id } = await save('timeline');
    const first = await act(_id, { action: 'addActivity', text: 'Met at the fair' });
    expect(first.status).toBe(200);
    const second = await act(_id, { action: 'addActivity', kind: 'call', text: 'Called about rates' });
    const activities = second.body.profile.activities as Array<{ activityId: string; kind: string; text: string; addedBy: string }>;
    expect(activities.map((a) => [a.kind, a.text])).toEqual([
      ['call', 'Called about rates'],
      ['note', 'Met at the fair'],
    ]);
    expect(activities[0]!.addedBy).toMatch(/^[0-9a-f-]{36}$/);

    const removed = await act(_id, { action: 'removeActivity', activityId: activities[1]!.activityId });
    expect(removed.body.profile.activities.map((a: { text: string }) => a.text)).toEqual(['Called about rates']);
    const unknown = await act(_id, { action: 'removeActivity', activityId: uuid });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ name: 'NotFound', message: 'Activity not found' });
  });

  it('adds a link (titled by its host when untitled), edits and removes it', async () => {
    const { _id } = await save('links');
    const added = await act(_id, { action: 'addLink', url: 'https://www.example.com/media-kit.pdf' });
    expect(added.status).toBe(200);
    const [link] = added.body.profile.attachments as Array<{ attachmentId: string }>;
    expect(link).toMatchObject({ kind: 'link', title: 'example.com', url: 'https://www.example.com/media-kit.pdf' });
    const titled = await act(_id, { action: 'addLink', url: 'http://rates.example.org', title: 'Rates' });
    expect(titled.body.profile.attachments[1]).toMatchObject({ title: 'Rates' });

    const edited = await act(_id, { action: 'editAttachment', attachmentId: link!.attachmentId, title: 'Media kit', description: '2027' });
    expect(edited.body.profile.attachments[0]).toMatchObject({ title: 'Media kit', description: '2027' });
    const removed = await act(_id, { action: 'removeAttachment', attachmentId: link!.attachmentId });
    expect(removed.body.profile.attachments.map((a: { title: string }) => a.title)).toEqual(['Rates']);
    expect((await act(_id, { action: 'removeAttachment', attachmentId: link!.attachmentId })).status).toBe(404);
    expect((await act(_id, { action: 'editAttachment', attachmentId: uuid, title: 'x' })).status).toBe(404);
  });

  it('adds coupons, refuses the same code twice (409) and removes one', async () => {
    const { _id } = await save('coupons');
    const added = await act(_id, { action: 'addCoupon', code: 'SUMMER10', description: '10 % off' });
    expect(added.body.profile.coupons).toEqual([
      { couponId: expect.any(String), code: 'SUMMER10', description: '10 % off', addedAt: expect.any(String) },
    ]);
    const before = await eventCount(_id);
    const duplicate = await act(_id, { action: 'addCoupon', code: ' summer10 ' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.name).toBe('Conflict');
    expect(await eventCount(_id)).toBe(before);

    const removed = await act(_id, { action: 'removeCoupon', couponId: added.body.profile.coupons[0].couponId });
    expect(removed.body.profile.coupons).toEqual([]);
    expect((await act(_id, { action: 'removeCoupon', couponId: uuid })).status).toBe(404);
  });

  it('answers 400 for unknown actions and bad values, and stores nothing', async () => {
    const { _id } = await save('bad.input');
    const before = await eventCount(_id);
    const bodies = [
      {},
      { action: 'dropTables' },
      { action: 'enableLiveTracking', enabled: 'yes' },
      { action: 'disableShare' },
      { action: 'auditReportStatus', status: 'shipped' },
      { action: 'addLink', url: 'javascript:alert(1)' },
      { action: 'addLink', url: 'ftp://example.com/file' },
      { action: 'addLink', url: 'not a url' },
      { action: 'addCoupon', code: '   ' },
      { action: 'addCoupon', code: 'x'.repeat(101) },
      { action: 'removeCoupon', couponId: 'abc' },
      { action: 'editAttachment', attachmentId: uuid, title: '' },
      { action: 'addActivity', text: '' },
      { action: 'addActivity', kind: 'tweet', text: 'x' },
      { action: 'contact', contact: { email: 'x'.repeat(301) } },
    ];
    for (const body of bodies) {
      const res = await act(_id, body);
      expect([res.status, res.body.name]).toEqual([400, 'ValidationError']);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await eventCount(_id)).toBe(before);
  });

  it('answers 404 for a profile that was removed', async () => {
    const { _id } = await save('gone');
    await app.http.delete('/api/v1/customer/socialProfile').query({ profileId: _id }).set('X-Access-Token', token);
    expect((await act(_id, { action: 'addCoupon', code: 'X' })).status).toBe(404);
    expect((await put(`/${_id}/info`, { action: 'edit', info: { notes: 'x' } })).status).toBe(404);
  });
});

describe('PUT /customer/socialProfile/{id}/slug', () => {
  it('slugifies, keeps slugs unique across organisations, and frees the old one', async () => {
    const { _id, slug } = await save('slugger');
    expect(slug).toBe('slugger-instagram');
    const changed = await put(`/${_id}/slug`, { slug: '  My Fancy__Page! ' });
    expect(changed.status).toBe(200);
    expect(changed.body.profile.slug).toBe('my-fancy-page');

    const other = await signUp(app);
    const theirs = await save('other.creator', other.token);
    const taken = await put(`/${theirs._id}/slug`, { slug: 'My fancy page' }, other.token);
    expect([taken.status, taken.body.name]).toEqual([409, 'Conflict']);
    expect((await read(theirs._id, other.token)).body.profile.slug).toBe('othercreator-instagram');

    // The old slug is free again: another organisation may take it.
    const freed = await put(`/${theirs._id}/slug`, { slug: 'slugger-instagram' }, other.token);
    expect(freed.status).toBe(200);
    expect(freed.body.profile.slug).toBe('slugger-instagram');
  });

  it('gives a newly saved profile a suffixed default slug when another organisation has the plain one', async () => {
    const first = await save('twin');
    const other = await signUp(app);
    const second = await save('twin', other.token);
    expect(first.slug).toBe('twin-instagram');
    expect(second.slug).toMatch(/^twin-instagram-[0-9a-f]{6}$/);
  });

  it('keeps the slug when set to the same text, refuses empty and too long slugs with 400', async () => {
    const { _id } = await save('same.slug');
    expect((await put(`/${_id}/slug`, { slug: 'Same Slug Instagram' })).body.profile.slug).toBe('same-slug-instagram');
    const before = await eventCount(_id);
    expect((await put(`/${_id}/slug`, { slug: 'same-slug-instagram' })).status).toBe(200);
    for (const body of [{}, { slug: '!!!' }, { slug: 'a'.repeat(81) }, { slug: 42 }]) {
      const res = await put(`/${_id}/slug`, body);
      expect([res.status, res.body.name]).toEqual([400, 'ValidationError']);
    }
    expect(await eventCount(_id)).toBe(before);
  });
});

describe('PUT /customer/socialProfile/{id}/info', () => {
  it('edits the info; the team’s name is the profile’s name', async () => {
    const { _id } = await save('info');
    const res = await put(`/${_id}/info`, { action: 'edit', info: { fullName: 'Info Person', notes: 'Great reach', country: 'AT' } });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      fullName: 'Info Person',
      info: { fullName: 'Info Person', notes: 'Great reach', country: 'AT' },
    });
    expect((await put(`/${_id}/info`, { action: 'edit', info: { notes: 'x'.repeat(5001) } })).status).toBe(400);
    expect((await put(`/${_id}/info`, { action: 'rewrite', info: {} })).status).toBe(400);
  });

  it('sets a custom field value of the field’s type, clears it, and refuses other types and unknown fields', async () => {
    const { _id } = await save('fields');
    const field = await app.http
      .post('/api/v1/customer/custom-field')
      .set('X-Access-Token', token)
      .send({ name: 'Tier', type: 'select', options: ['Gold', 'Silver'] });
    expect(field.status).toBe(201);
    const fieldId = field.body.field._id as string;

    const set = await put(`/${_id}/info`, { action: 'edit-field', fieldId, value: 'Gold' });
    expect(set.status).toBe(200);
    expect(set.body.profile.customFields).toEqual({ [fieldId]: 'Gold' });
    expect(set.body.profile.customFieldKeys).toBeUndefined();

    const before = await eventCount(_id);
    expect((await put(`/${_id}/info`, { action: 'edit-field', fieldId, value: 'Bronze' })).status).toBe(400);
    expect((await put(`/${_id}/info`, { action: 'edit-field', fieldId, value: 3 })).status).toBe(400);
    expect((await put(`/${_id}/info`, { action: 'edit-field', fieldId: uuid, value: 'Gold' })).status).toBe(404);
    expect((await put(`/${_id}/info`, { action: 'edit-field', fieldId: 'tier', value: 'Gold' })).status).toBe(400);
    expect(await eventCount(_id)).toBe(before);

    const cleared = await put(`/${_id}/info`, { action: 'edit-field', fieldId, value: null });
    expect(cleared.body.profile.customFields).toEqual({ [fieldId]: null });
  });
});

// Creator connect (connect, thirdparty-connect, disconnect) is tested in ../connect/routes.test.ts.

describe('tenant isolation of profile changes', () => {
  it('gives another organisation 404 on every action, the slug, the info and the connection, and changes nothing', async () => {
    const profile = await save('isolated');
    const coupon = (await act(profile._id, { action: 'addCoupon', code: 'MINE' })).body.profile.coupons[0].couponId as string;
    const field = await app.http.post('/api/v1/customer/custom-field').set('X-Access-Token', token).send({ name: 'Notes', type: 'text' });
    const intruder = await signUp(app);
    const before = await eventCount(profile._id);

    const actions = [
      { action: 'updateFavourite', favourite: true },
      { action: 'enableLiveTracking', enabled: true },
      { action: 'enableStoryTracking', enabled: true },
      { action: 'disableShare', disableShare: true },
      { action: 'auditReportStatus', status: 'ready' },
      { action: 'contact', contact: { email: 'x@example.com' } },
      { action: 'addActivity', text: 'x' },
      { action: 'removeActivity', activityId: uuid },
      { action: 'addLink', url: 'https://example.com' },
      { action: 'editAttachment', attachmentId: uuid, title: 'x' },
      { action: 'removeAttachment', attachmentId: uuid },
      { action: 'addCoupon', code: 'THEIRS' },
      { action: 'removeCoupon', couponId: coupon },
    ];
    for (const body of actions) {
      const res = await act(profile._id, body, intruder.token);
      expect([body.action, res.status, res.body.name]).toEqual([body.action, 404, 'NotFound']);
    }
    expect((await put(`/${profile._id}/slug`, { slug: 'stolen' }, intruder.token)).status).toBe(404);
    expect((await put(`/${profile._id}/info`, { action: 'edit', info: { notes: 'x' } }, intruder.token)).status).toBe(404);
    expect(
      (await put(`/${profile._id}/info`, { action: 'edit-field', fieldId: field.body.field._id, value: 'x' }, intruder.token)).status,
    ).toBe(404);
    for (const path of ['/connect', '/disconnect']) {
      expect((await put(path, { profileId: profile._id }, intruder.token)).status).toBe(404);
    }
    expect((await read(profile._id, intruder.token)).status).toBe(404);
    expect((await app.http.get(`/api/v1/customer/socialProfile/slug/${profile.slug}`).set('X-Access-Token', intruder.token)).status).toBe(
      404,
    );

    // Their own profile cannot take the owner's field either.
    const theirs = await save('intruders.own', intruder.token);
    expect(
      (await put(`/${theirs._id}/info`, { action: 'edit-field', fieldId: field.body.field._id, value: 'x' }, intruder.token)).status,
    ).toBe(404);

    expect(await eventCount(profile._id)).toBe(before);
    const still = (await read(profile._id)).body.profile;
    expect(still).toMatchObject({ favourite: false, disableShare: false, slug: 'isolated-instagram', contact: {}, activities: [] });
    expect(still.coupons.map((c: { code: string }) => c.code)).toEqual(['MINE']);
  });
});
