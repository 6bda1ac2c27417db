import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { markEmailVerified } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeBitly, type FakeBitly } from '../../../tests/support/fakeBitly';

/**
 * `GET /misc/shortLink`: a shared campaign's link resolves to what the campaign stored (its Bitly
 * link when it has one), as JSON or a 302; anything else is 404 and never a redirect elsewhere.
 */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 100, members: 3, searchCount: 20, reports: 2 }, features: { integrations: true, bitly: true } },
});

let app: TestApp;
let bitly: FakeBitly;
let token = '';
let campaignId = '';
let otherCampaignId = '';
let slug = '';
let plainLinkId = '';
let bitlyLinkId = '';
let otherLinkId = '';

type Link = { linkId: string; url: string; shortUrl: string | null };
const act = async (id: string, body: object) => {
  const res = await app.http.put(`/api/v1/customer/campaign/${id}`).set('X-Access-Token', token).send(body);
  if (res.status !== 200 && res.status !== 201) throw new Error(`${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.campaign as { publicSlug: string | null; links: Link[] };
};
const linkOf = (campaign: { links: Link[] }, url: string) => campaign.links.find((l) => l.url === url)!.linkId;
const shortLink = (query: Record<string, string>) => app.http.get('/api/v1/misc/shortLink').query(query).redirects(0);

beforeAll(async () => {
  bitly = await startFakeBitly();
  app = await startTestApp({ env: { ...bitly.env, PLAN_CATALOGUE, PUBLIC_URL: 'https://scout.example.com' } });
  const owner = await signUp(app);
  token = owner.token;
  await markEmailVerified(app, owner.user._id, owner.user.orgInfo._id);
  const create = async (name: string) =>
    (await app.http.post('/api/v1/customer/campaign').set('X-Access-Token', token).send({ name })).body.campaign._id as string;
  campaignId = await create('Launch');
  otherCampaignId = await create('Private one');
  plainLinkId = linkOf(
    await act(campaignId, { action: 'addLink', url: 'https://shop.example.com/launch?ref=anna', linkText: 'Shop the drop' }),
    'https://shop.example.com/launch?ref=anna',
  );
  bitly.grant('code-1', 'bitly-token-shortlink-test-000000', 'agency');
  const connected = await app.http.post('/api/v1/customer/bitly').set('X-Access-Token', token).send({ code: 'code-1' });
  expect(connected.status).toBe(201);
  const withBitly = await act(campaignId, { action: 'addLink', url: 'https://shop.example.com/launch?ref=bert' });
  bitlyLinkId = linkOf(withBitly, 'https://shop.example.com/launch?ref=bert');
  otherLinkId = linkOf(
    await act(otherCampaignId, { action: 'addLink', url: 'https://shop.example.com/private' }),
    'https://shop.example.com/private',
  );
  slug = (await act(campaignId, { action: 'generatePublicUrl' })).publicSlug!;
});

afterAll(async () => {
  await app?.close();
  await bitly?.close();
});

describe('GET /misc/shortLink', () => {
  it('answers a shared campaign link without login: the stored address, its Bitly link and text', async () => {
    const plain = await shortLink({ slug, linkId: plainLinkId });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ url: 'https://shop.example.com/launch?ref=anna', shortUrl: null, linkText: 'Shop the drop' });
    const shortened = await shortLink({ slug, linkId: bitlyLinkId });
    expect(shortened.status).toBe(200);
    expect(shortened.body).toEqual({
      url: 'https://shop.example.com/launch?ref=bert',
      shortUrl: expect.stringMatching(/^https:\/\/bit\.ly\/scout\d+$/),
      linkText: 'Product Link',
    });
  });

  it('redirects (302) to the Bitly link when there is one, else to the stored address', async () => {
    const plain = await shortLink({ slug, linkId: plainLinkId, redirect: 'true' });
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe('https://shop.example.com/launch?ref=anna');
    expect(plain.headers['cache-control']).toBe('no-store');
    const json = await shortLink({ slug, linkId: bitlyLinkId });
    const shortened = await shortLink({ slug, linkId: bitlyLinkId, redirect: 'true' });
    expect(shortened.status).toBe(302);
    expect(shortened.headers.location).toBe(json.body.shortUrl);
  });

  it('answers 404 for an unknown slug or link, or a link of another (unshared) campaign', async () => {
    for (const query of [
      { slug: 'nosuchslug00', linkId: plainLinkId },
      { slug, linkId: '00000000-0000-4000-8000-000000000000' },
      { slug, linkId: otherLinkId },
      { slug, linkId: otherLinkId, redirect: 'true' },
    ] as Array<Record<string, string>>) {
      const res = await shortLink(query);
      expect([JSON.stringify(query), res.status]).toEqual([JSON.stringify(query), 404]);
      expect(res.body).toEqual({ name: 'NotFound', message: 'Link not found' });
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('is never an open redirect: an address in the request is refused, only the stored one is used', async () => {
    const smuggled = await shortLink({
      slug,
      linkId: plainLinkId,
      redirect: 'true',
      url: 'https://evil.example/phish',
      next: '//evil.example',
    });
    expect([smuggled.status, smuggled.body.name, smuggled.headers.location]).toEqual([400, 'ValidationError', undefined]);
    const res = await shortLink({ slug, linkId: plainLinkId, redirect: 'true' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://shop.example.com/launch?ref=anna');
    const unknown = await shortLink({ slug, linkId: 'https://evil.example/phish', redirect: 'true' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.location).toBeUndefined();
  });

  it('answers 400 without slug or linkId', async () => {
    const res = await shortLink({ slug });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
    expect((res.body.issues as Array<{ path: string }>).map((i) => i.path)).toEqual(['linkId']);
  });

  it('stops answering when sharing is switched off, and for a removed link', async () => {
    await act(campaignId, { action: 'updateShareStatus', disableShare: true });
    expect((await shortLink({ slug, linkId: plainLinkId, redirect: 'true' })).status).toBe(404);
    await act(campaignId, { action: 'updateShareStatus', disableShare: false });
    expect((await shortLink({ slug, linkId: plainLinkId })).status).toBe(200);
    await act(campaignId, { action: 'removeLink', linkId: plainLinkId });
    const removed = await shortLink({ slug, linkId: plainLinkId, redirect: 'true' });
    expect(removed.status).toBe(404);
    expect(removed.headers.location).toBeUndefined();
  });
});
