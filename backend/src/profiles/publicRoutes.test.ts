import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { publicProfileAddress } from '@scout/contracts/profiles/publicAddress';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { whileProviderDown } from '../../../tests/support/knownCreators';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ token } = await signUp(app));
});
afterAll(async () => app.close());

/** Saved while the provider is down, so without data. */
const save = async (username: string) => {
  const res = await whileProviderDown(app, () =>
    app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', token).send({ platform: 'instagram', username }),
  );
  expect(res.status).toBe(201);
  const profile = res.body.profile as { _id: string; slug: string; shareKey: string };
  return { ...profile, address: publicProfileAddress(profile.slug, profile.shareKey) };
};
const change = (path: string, body: object) =>
  app.http.put(`/api/v1/customer/socialProfile${path}`).set('X-Access-Token', token).send(body);
const publicView = (address: string) => app.http.get(`/api/v1/misc/socialProfile/${encodeURIComponent(address)}`);

describe('GET /misc/socialProfile/{slug}-{shareKey} (no login)', () => {
  it('shows the public part only: never notes, contact, coupons, files, fields or activities', async () => {
    const { _id, slug, address } = await save('public.creator');
    await change(`/${_id}/info`, { action: 'edit', info: { fullName: 'Public Creator', notes: 'Secret rates', country: 'AT' } });
    await change(`/${_id}`, { action: 'contact', contact: { email: 'private@example.com' } });
    await change(`/${_id}`, { action: 'addCoupon', code: 'SECRET' });
    await change(`/${_id}`, { action: 'addActivity', text: 'Negotiated' });
    await change(`/${_id}`, { action: 'addLink', url: 'https://example.com/contract' });

    const res = await publicView(address);
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      platform: 'instagram',
      username: 'public.creator',
      slug,
      fullName: 'Public Creator',
      imageUrl: null,
      followers: null,
      engagementRate: null,
      figures: expect.objectContaining({ engagementRate: expect.objectContaining({ value: null, source: null }) }),
      dataStatus: expect.stringMatching(/^(pending|unavailable)$/),
      observedAt: null,
      info: { fullName: 'Public Creator', country: 'AT' },
    });
    expect(Object.keys(res.body).sort()).toEqual(['analytics', 'profile']);
    const text = JSON.stringify(res.body);
    for (const secret of ['Secret rates', 'private@example.com', 'SECRET', 'Negotiated', 'example.com/contract'])
      expect(text).not.toContain(secret);
    expect(res.body.analytics).toMatchObject({ _id, platform: 'instagram', username: 'public.creator' });
    expect(res.body.analytics.orgId).toBeUndefined();
  });

  it('answers 404 when sharing is disabled; enabled again, under a new address only', async () => {
    const { _id, slug, address } = await save('shy.creator');
    expect((await change(`/${_id}`, { action: 'disableShare', disableShare: true })).status).toBe(200);
    const hidden = await publicView(address);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ name: 'NotFound', message: 'Profile not found' });
    const again = await change(`/${_id}`, { action: 'disableShare', disableShare: false });
    const newAddress = publicProfileAddress(slug, again.body.profile.shareKey);
    expect(newAddress).not.toBe(address);
    expect((await publicView(newAddress)).status).toBe(200);
    expect((await publicView(address)).status).toBe(404);
  });

  it('follows slug changes and removal, and answers 404 for unknown slugs', async () => {
    const { _id, address, shareKey } = await save('moving.creator');
    await change(`/${_id}/slug`, { slug: 'moved here' });
    expect((await publicView(address)).status).toBe(404);
    const moved = publicProfileAddress('moved-here', shareKey);
    expect((await publicView(moved)).body.profile.username).toBe('moving.creator');

    await app.http.delete('/api/v1/customer/socialProfile').query({ profileId: _id }).set('X-Access-Token', token);
    expect((await publicView(moved)).status).toBe(404);
    expect((await publicView('never-was')).status).toBe(404);
    expect((await publicView('x'.repeat(300))).status).toBe(404);
  });
});
