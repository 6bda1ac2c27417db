import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';

let app: TestApp;
let owner: string;
let orgId: string;
let intruder: string;

const api = '/api/v1';
const as = (token: string) => ({
  get: (path: string) => app.http.get(`${api}${path}`).set('X-Access-Token', token),
  put: (path: string, body: object) => app.http.put(`${api}${path}`).set('X-Access-Token', token).send(body),
  post: (path: string, body: object) => app.http.post(`${api}${path}`).set('X-Access-Token', token).send(body),
  delete: (path: string) => app.http.delete(`${api}${path}`).set('X-Access-Token', token),
});
type Named = { _id: string; name: string };
const all = async (token = owner) =>
  (await as(token).get('/customer/custom-fields')).body as { categories: Named[]; fields: (Named & { categoryId: string | null })[] };
const categoryNames = async (token = owner) => (await all(token)).categories.map((c) => c.name);

beforeAll(async () => {
  app = await startTestApp();
  const a = await signUp(app);
  owner = a.token;
  orgId = a.user.orgInfo._id;
  intruder = (await signUp(app)).token;
});
afterAll(async () => app.close());

describe('field categories', () => {
  it('starts empty, creates categories (201) in order; names are unique case-insensitively', async () => {
    expect(await all()).toEqual({ categories: [], fields: [] });
    const res = await as(owner).post('/customer/field-category', { name: ' Rates ' });
    expect(res.status).toBe(201);
    expect(res.body.category).toMatchObject({ name: 'Rates' });
    expect(res.body.category._id).toMatch(/^[0-9a-f-]{36}$/);
    for (const name of ['Contact', 'Audience']) expect((await as(owner).post('/customer/field-category', { name })).status).toBe(201);
    const duplicate = await as(owner).post('/customer/field-category', { name: 'RATES' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.name).toBe('Conflict');
    expect(await categoryNames()).toEqual(['Rates', 'Contact', 'Audience']);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    for (const body of [{}, { name: '  ' }, { name: 'x'.repeat(101) }, { name: 42 }]) {
      const res = await as(owner).post('/customer/field-category', body);
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ValidationError');
    }
    expect(await categoryNames()).toEqual(['Rates', 'Contact', 'Audience']);
  });

  it('sorts by moving the category at fromIndex to toIndex', async () => {
    const res = await as(owner).put('/customer/field-category/sort', { fromIndex: 0, toIndex: 2 });
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: Named) => c.name)).toEqual(['Contact', 'Audience', 'Rates']);
    await as(owner).put('/customer/field-category/sort', { fromIndex: 2, toIndex: 0 });
    expect(await categoryNames()).toEqual(['Rates', 'Contact', 'Audience']);
  });

  it('refuses an index out of range or malformed with 400 and keeps the order', async () => {
    for (const body of [
      { fromIndex: 3, toIndex: 0 },
      { fromIndex: 0, toIndex: 3 },
      { fromIndex: -1, toIndex: 0 },
      { fromIndex: 0 },
      { fromIndex: 1.5, toIndex: 0 },
    ]) {
      const res = await as(owner).put('/customer/field-category/sort', body);
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ValidationError');
    }
    expect(await categoryNames()).toEqual(['Rates', 'Contact', 'Audience']);
    expect((await as(intruder).put('/customer/field-category/sort', { fromIndex: 0, toIndex: 1 })).status).toBe(400);
  });
});

describe('custom fields', () => {
  let fieldId: string;

  it('creates a select field with options in a category (201)', async () => {
    const rates = (await all()).categories.find((c) => c.name === 'Rates')!;
    const res = await as(owner).post('/customer/custom-field', {
      name: 'Tier',
      type: 'select',
      options: ['Nano', 'Micro'],
      categoryId: rates._id,
    });
    expect(res.status).toBe(201);
    expect(res.body.field).toMatchObject({ name: 'Tier', type: 'select', options: ['Nano', 'Micro'], categoryId: rates._id });
    fieldId = res.body.field._id;
    for (const [name, type] of [
      ['Rate per post', 'number'],
      ['Signed', 'boolean'],
      ['Contract ends', 'date'],
      ['Agent', 'text'],
    ]) {
      expect((await as(owner).post('/customer/custom-field', { name, type })).status).toBe(201);
    }
    expect((await all()).fields.map((f) => f.name)).toEqual(['Agent', 'Contract ends', 'Rate per post', 'Signed', 'Tier']);
  });

  it('refuses bad input (400), a taken name (409) and an unknown category (404), storing nothing', async () => {
    for (const body of [
      {},
      { name: 'X' },
      { name: 'X', type: 'colour' },
      { name: 'X', type: 'select' },
      { name: 'X', type: 'select', options: [] },
      { name: 'X', type: 'select', options: ['A', 'a'] },
      { name: 'X', type: 'text', options: ['A'] },
      { name: 'X', type: 'text', categoryId: 'nope' },
    ]) {
      const res = await as(owner).post('/customer/custom-field', body);
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ValidationError');
    }
    expect((await as(owner).post('/customer/custom-field', { name: 'tier', type: 'text' })).status).toBe(409);
    const foreignCategory = (await as(intruder).post('/customer/field-category', { name: 'Theirs' })).body.category._id as string;
    expect((await as(owner).post('/customer/custom-field', { name: 'X', type: 'text', categoryId: foreignCategory })).status).toBe(404);
    expect((await all()).fields).toHaveLength(5);
  });

  it('is what a profile value is checked against (info edit-field)', async () => {
    const profileId = (await as(owner).post('/customer/socialProfile', { platform: 'instagram', username: 'natgeo' })).body.profile
      ._id as string;
    const edit = (value: unknown, id = fieldId) =>
      as(owner).put(`/customer/socialProfile/${profileId}/info`, { action: 'edit-field', fieldId: id, value });
    expect((await edit('Micro')).status).toBe(200);
    expect((await edit('Mega')).status).toBe(400);
    const foreignField = (await as(intruder).post('/customer/custom-field', { name: 'Tier', type: 'text' })).body.field._id as string;
    expect((await edit('Micro', foreignField)).status).toBe(404);
  });

  it('deleting a category keeps its fields, without a category', async () => {
    const rates = (await all()).categories.find((c) => c.name === 'Rates')!;
    expect((await as(intruder).delete(`/customer/field-category/${rates._id}`)).status).toBe(404);
    const res = await as(owner).delete(`/customer/field-category/${rates._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, categoryId: rates._id });
    const after = await all();
    expect(after.categories.map((c) => c.name)).toEqual(['Contact', 'Audience']);
    expect(after.fields.find((f) => f._id === fieldId)?.categoryId).toBeNull();
    expect((await as(owner).delete(`/customer/field-category/${rates._id}`)).status).toBe(404);
    expect((await as(owner).delete('/customer/field-category/not-an-id')).status).toBe(400);
  });

  it('deletes a field; another organisation gets 404', async () => {
    expect((await as(intruder).delete(`/customer/custom-field/${fieldId}`)).status).toBe(404);
    const res = await as(owner).delete(`/customer/custom-field/${fieldId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, fieldId });
    expect((await all()).fields.map((f) => f.name)).not.toContain('Tier');
    expect((await as(owner).delete(`/customer/custom-field/${fieldId}`)).status).toBe(404);
    expect((await as(owner).delete('/customer/custom-field/not-an-id')).status).toBe(400);
  });

  it("another organisation sees none of this organisation's fields or categories", async () => {
    const theirs = await all(intruder);
    expect(theirs.categories.map((c) => c.name)).toEqual(['Theirs']);
    expect(theirs.fields.map((f) => f.name)).toEqual(['Tier']);
  });

  it('guests read the fields and change none', async () => {
    const guest = await memberWithSession(app, orgId, 'guest');
    expect((await all(guest)).fields).toHaveLength(4);
    expect((await as(guest).post('/customer/custom-field', { name: 'Y', type: 'text' })).status).toBe(403);
    expect((await as(guest).post('/customer/field-category', { name: 'Y' })).status).toBe(403);
  });
});
