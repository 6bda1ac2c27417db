import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';

/**
 * The provider routes that take no profile id (view-report, multi) and the `saved` flags of
 * related-profiles: what one organisation saved is never reported as saved to another, and the
 * other's list of the same name is never touched.
 */
let app: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ token } = await signUp(app));
  ({ token: otherToken } = await signUp(app));
});
afterAll(async () => app.close());

const api = (method: 'get' | 'post', path: string, t: string) => app.http[method](`/api/v1/customer${path}`).set('X-Access-Token', t);
const cristiano = { platform: 'instagram', username: 'cristiano' };
const messi = { platform: 'instagram', username: 'leomessi' };
const shortlist = async (t: string) =>
  ((await api('get', '/listwithCount', t)).body.lists as { name: string; count: number }[]).find((l) => l.name === 'Shortlist');

describe('another organisation, on the provider routes without a profile id', () => {
  let ownIds: string[];

  beforeAll(async () => {
    const res = await api('post', '/socialProfile/multi', token).send({ profiles: [cristiano, messi], group: 'Shortlist' });
    expect(res.status).toBe(200);
    ownIds = res.body.results.map((r: { profileId: string }) => r.profileId);
  });

  it('view-report: sees the creator as not saved', async () => {
    const own = await api('post', '/socialProfile/view-report', token).send(cristiano);
    expect(own.body).toMatchObject({ saved: true, profileId: ownIds[0] });
    const theirs = await api('post', '/socialProfile/view-report', otherToken).send(cristiano);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ saved: false, profileId: null });
  });

  it('multi: saves its own copies into its own list of the same name, leaving the first organisation’s list as it was', async () => {
    const res = await api('post', '/socialProfile/multi', otherToken).send({ profiles: [cristiano], group: 'Shortlist' });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ ...cristiano, status: 'saved', profileId: expect.any(String) }]);
    expect(res.body.results[0].profileId).not.toBe(ownIds[0]);
    expect(await shortlist(token)).toMatchObject({ count: 2 });
    expect(await shortlist(otherToken)).toMatchObject({ count: 1 });
  });

  it('related-profiles: the first organisation’s saved creators are not saved for it', async () => {
    const theirCristiano = (await api('post', '/socialProfile/view-report', otherToken).send(cristiano)).body.profileId as string;
    const res = await api('get', `/socialProfile/${theirCristiano}/related-profiles`, otherToken).query({ limit: 3 });
    expect(res.status).toBe(200);
    expect(res.body.profiles.find((p: { username: string }) => p.username === messi.username)).toMatchObject({
      saved: false,
      profileId: null,
    });
    const own = await api('get', `/socialProfile/${ownIds[0]}/related-profiles`, token).query({ limit: 3 });
    expect(own.body.profiles.find((p: { username: string }) => p.username === messi.username)).toMatchObject({
      saved: true,
      profileId: ownIds[1],
    });
  });
});
