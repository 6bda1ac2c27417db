import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { publicProfileAddress } from '@scout/contracts/profiles/publicAddress';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';

let app: TestApp;
let owner: string;
let member: string;

const as = (token: string) => ({
  get: (path: string) => app.http.get(`/api/v1${path}`).set('X-Access-Token', token),
  put: (path: string, body: object) => app.http.put(`/api/v1${path}`).set('X-Access-Token', token).send(body),
  post: (path: string, body: object) => app.http.post(`/api/v1${path}`).set('X-Access-Token', token).send(body),
});
const anonymous = (path: string) => app.http.get(`/api/v1${path}`);
const publicPage = (address: string) => anonymous(`/misc/socialProfile/${encodeURIComponent(address)}`);

async function save(username: string) {
  knowCreators(app, { platform: 'instagram', username });
  const res = await as(owner).post('/customer/socialProfile', { platform: 'instagram', username });
  if (res.status !== 201) throw new Error(`save failed: ${res.status}`);
  const profile = res.body.profile as { _id: string; slug: string; shareKey: string };
  return { ...profile, address: publicProfileAddress(profile.slug, profile.shareKey) };
}

beforeAll(async () => {
  app = await startTestApp();
  const signedUp = await signUp(app);
  owner = signedUp.token;
  member = await memberWithSession(app, signedUp.user.orgInfo._id, 'member');
});
afterAll(async () => app.close());

describe('public profile pages: an attacker who knows only the handle', () => {
  it('finds nothing at the address made from the username; only the link with its share key opens the page', async () => {
    const victim = await save('victim.creator');
    expect(victim.slug).toBe('victimcreator-instagram');
    expect(victim.shareKey).toMatch(/^[0-9A-Za-z]{12}$/);

    for (const guess of [
      'victimcreator-instagram',
      'victimcreator-instagram-AAAAAAAAAAAA',
      `victimcreator-instagram-${'0'.repeat(12)}`,
      'victim.creator',
    ]) {
      const res = await publicPage(guess);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ name: 'NotFound', message: 'Profile not found' });
    }
    // The public content calls take the same address: the bare slug finds nothing there either.
    expect((await anonymous(`/misc/content/all?slug=${victim.slug}`)).status).toBe(404);

    const shared = await publicPage(victim.address);
    expect(shared.status).toBe(200);
    expect(shared.body.profile.username).toBe('victim.creator');
    expect((await anonymous(`/misc/content/all?slug=${encodeURIComponent(victim.address)}`)).status).toBe(200);
  });

  it('gives two saves of the same handle (two organisations) different keys', async () => {
    const other = (await signUp(app)).token;
    const mine = await save('same.handle');
    const theirs = (await as(other).post('/customer/socialProfile', { platform: 'instagram', username: 'same.handle' })).body.profile as {
      shareKey: string;
    };
    expect(theirs.shareKey).not.toBe(mine.shareKey);
  });
});

describe('public profile pages: the organisation setting', () => {
  it('turned off, every public address of the organisation answers 404 and shared lists stop linking them; on again, they open', async () => {
    const creator = await save('setting.creator');
    await as(owner).put('/customer/addListItem', { items: [creator._id], listNames: ['Setting list'] });
    const shareId = (await as(owner).put('/customer/share-profile-list', { group: 'Setting list' })).body.shareId as string;
    const listed = async () => (await anonymous(`/misc/socialProfile/shared/${shareId}`)).body.profiles[0] as { publicAddress?: string };
    expect((await listed()).publicAddress).toBe(creator.address);

    expect((await as(member).put('/customer/account/config', { publicProfiles: false })).status).toBe(403);
    expect((await publicPage(creator.address)).status).toBe(200);

    const off = await as(owner).put('/customer/account/config', { publicProfiles: false });
    expect(off.status).toBe(200);
    expect(off.body.accountConfig).toMatchObject({ publicProfiles: false });
    expect((await as(owner).get('/customer/account/me')).body.user.orgInfo.accountConfig.publicProfiles).toBe(false);
    const hidden = await publicPage(creator.address);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ name: 'NotFound', message: 'Profile not found' });
    expect((await anonymous(`/misc/content/all?slug=${encodeURIComponent(creator.address)}`)).status).toBe(404);
    expect((await listed()).publicAddress).toBeUndefined();

    expect((await as(owner).put('/customer/account/config', { publicProfiles: true })).status).toBe(200);
    expect((await publicPage(creator.address)).status).toBe(200);
  });
});
