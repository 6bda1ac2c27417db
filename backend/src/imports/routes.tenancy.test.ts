import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImportView } from '@scout/contracts/imports';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';

/**
 * The import takes no id of the organisation's data, only handles and a list name: another
 * organisation's saved creators are not duplicates for it, and its list of the same name is not
 * touched.
 */
let app: TestApp;
let token: string;
let other: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ token } = await signUp(app));
  ({ token: other } = await signUp(app));
});
afterAll(async () => app.close());

const PATH = '/api/v1/customer/socialProfile/upload-multi';

async function imported(t: string, body: object): Promise<ImportView> {
  const res = await app.http.post(PATH).set('X-Access-Token', t).send(body);
  expect(res.status).toBe(202);
  return eventually(`import ${res.body.import._id} to finish`, async () => {
    const view = (await app.http.get(`${PATH}/${res.body.import._id}`).set('X-Access-Token', t)).body.import as ImportView;
    return view.status === 'running' ? undefined : view;
  });
}

const summer = async (t: string) =>
  ((await app.http.get('/api/v1/customer/listwithCount').set('X-Access-Token', t)).body.lists as { name: string; count: number }[]).find(
    (l) => l.name === 'Summer',
  );

describe('another organisation importing the same creators into a list of the same name', () => {
  it('saves its own copies into its own list and leaves the first organisation’s list as it was', async () => {
    const messi = await saveProfile(app, token, 'instagram', 'leomessi');
    const added = await app.http
      .put('/api/v1/customer/addListItem')
      .set('X-Access-Token', token)
      .send({ items: [messi._id], listNames: ['Summer'] });
    expect(added.status).toBe(200);

    const done = await imported(other, { profiles: ['leomessi', 'cristiano'], platform: 'instagram', group: 'Summer' });
    expect(done).toMatchObject({ status: 'completed', saved: 2, duplicates: 0 });
    expect(await summer(other)).toMatchObject({ count: 2 });
    expect(await summer(token)).toMatchObject({ count: 1 });
  });
});
