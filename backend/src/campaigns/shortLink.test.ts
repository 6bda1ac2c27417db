import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { markEmailVerified } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeBitly, type FakeBitly } from '../../../tests/support/fakeBitly';
import { startFakeDns } from '../../../tests/support/fakeDns';

/**
 * `GET /misc/shortLink`: a shared campaign's link resolves to what the campaign stored (its Bitly
 * link when it has one), as JSON or a visit: a 302 only onto the organisation's verified domain, a
 * page showing the address otherwise; anything else is 404 and never a redirect elsewhere.
 */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 100, members: 3, searchCount: 20, reports: 2 }, features: { integrations: true, bitly: true } },
});

let app: TestApp;
let bitly: FakeBitly;
let dns: Awaited<ReturnType<typeof startFakeDns>>;
const SCOUT_HOST = 'scout.example.com';
const DOMAIN = `brand-${Date.now()}.example.com`;
const OTHER_DOMAIN = `other-${Date.now()}.example.com`;
let token = '';
let verifiedLinkId = '';
let verifiedBitlyLinkId = '';
let hostileLinkId = '';
let otherOrgsDomainLinkId = '';
let otherOrgSlug = '';
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
const HOSTILE_URL = `https://shop.example.com/"><script>alert(1)</script>?q=<b>&x='y'`;

/** Configures `domain` as the white-label domain of the organisation of `as` and lets DNS prove it. */
async function verifyDomain(as: string, domain: string): Promise<void> {
  const configured = await app.http
    .put('/api/v1/customer/account/config-whitelabel')
    .set('X-Access-Token', as)
    .send({ agencyName: 'Brandly', domain });
  expect(configured.status).toBe(200);
  const domainStatus = () => app.http.get('/api/v1/customer/account/domain-status').set('X-Access-Token', as);
  const { challenge } = (await domainStatus()).body as { challenge: { name: string; value: string } };
  dns.records.set(domain, { cname: SCOUT_HOST });
  dns.records.set(challenge.name, { txt: [challenge.value] });
  expect((await domainStatus()).body.status).toBe('verified');
}

beforeAll(async () => {
  [bitly, dns] = await Promise.all([startFakeBitly(), startFakeDns()]);
  app = await startTestApp({
    env: { ...bitly.env, PLAN_CATALOGUE, PUBLIC_URL: `https://${SCOUT_HOST}`, WHITELABEL_DNS_SERVER: dns.server },
  });
  const owner = await signUp(app);
  token = owner.token;
  await markEmailVerified(app, owner.user._id, owner.user.orgInfo._id);
  await verifyDomain(token, DOMAIN);
  const create = async (name: string, as = token) =>
    (await app.http.post('/api/v1/customer/campaign').set('X-Access-Token', as).send({ name })).body.campaign._id as string;
  campaignId = await create('Launch');
  otherCampaignId = await create('Private one');
  plainLinkId = linkOf(
    await act(campaignId, { action: 'addLink', url: 'https://shop.example.com/launch?ref=anna', linkText: 'Shop the drop' }),
    'https://shop.example.com/launch?ref=anna',
  );
  const verifiedUrl = `https://shop.${DOMAIN}/spring?ref=anna`;
  verifiedLinkId = linkOf(await act(campaignId, { action: 'addLink', url: verifiedUrl }), verifiedUrl);
  const withHostile = await act(campaignId, { action: 'addLink', url: HOSTILE_URL, linkText: '<img src=x onerror=alert(1)>' });
  hostileLinkId = linkOf(withHostile, HOSTILE_URL);
  const otherOrgsUrl = `https://${OTHER_DOMAIN}/offer`;
  otherOrgsDomainLinkId = linkOf(await act(campaignId, { action: 'addLink', url: otherOrgsUrl }), otherOrgsUrl);
  bitly.grant('code-1', 'bitly-token-shortlink-test-000000', 'agency');
  const connected = await app.http.post('/api/v1/customer/bitly').set('X-Access-Token', token).send({ code: 'code-1' });
  expect(connected.status).toBe(201);
  const withBitly = await act(campaignId, { action: 'addLink', url: 'https://shop.example.com/launch?ref=bert' });
  bitlyLinkId = linkOf(withBitly, 'https://shop.example.com/launch?ref=bert');
  otherLinkId = linkOf(
    await act(otherCampaignId, { action: 'addLink', url: 'https://shop.example.com/private' }),
    'https://shop.example.com/private',
  );
  const verifiedBitlyUrl = `https://${DOMAIN}/summer`;
  verifiedBitlyLinkId = linkOf(await act(campaignId, { action: 'addLink', url: verifiedBitlyUrl }), verifiedBitlyUrl);
  slug = (await act(campaignId, { action: 'generatePublicUrl' })).publicSlug!;

  // Another organisation, which DNS proved OTHER_DOMAIN for, shares a campaign of its own.
  const other = await signUp(app);
  await markEmailVerified(app, other.user._id, other.user.orgInfo._id);
  await verifyDomain(other.token, OTHER_DOMAIN);
  const otherCampaign = await create('Theirs', other.token);
  const shared = await app.http
    .put(`/api/v1/customer/campaign/${otherCampaign}`)
    .set('X-Access-Token', other.token)
    .send({ action: 'generatePublicUrl' });
  otherOrgSlug = shared.body.campaign.publicSlug as string;
});

afterAll(async () => {
  await app?.close();
  await bitly?.close();
  await dns?.close();
});

/** The page a short link to an unverified address answers: HTML of Scout's, never a redirect. */
function expectInterstitial(res: Awaited<ReturnType<typeof shortLink>>, target: string): string {
  expect(res.status).toBe(200);
  expect(res.headers.location).toBeUndefined();
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers['content-security-policy']).not.toContain('script-src');
  expect(res.text).not.toMatch(/<script|http-equiv|refresh/i);
  const escapedTarget = target
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  expect(res.text).toContain(`href="${escapedTarget}"`);
  return res.text;
}

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

  it('redirects (302) onto the verified domain: to the Bitly link when there is one, else to the stored address', async () => {
    const plain = await shortLink({ slug, linkId: verifiedLinkId, redirect: 'true' });
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe(`https://shop.${DOMAIN}/spring?ref=anna`);
    expect(plain.headers['cache-control']).toBe('no-store');
    const json = await shortLink({ slug, linkId: verifiedBitlyLinkId });
    expect(json.body.url).toBe(`https://${DOMAIN}/summer`);
    const shortened = await shortLink({ slug, linkId: verifiedBitlyLinkId, redirect: 'true' });
    expect(shortened.status).toBe(302);
    expect(shortened.headers.location).toBe(json.body.shortUrl);
  });

  it('answers a page showing an unverified address instead of redirecting, linking to it (or its Bitly link)', async () => {
    const plain = expectInterstitial(
      await shortLink({ slug, linkId: plainLinkId, redirect: 'true' }),
      'https://shop.example.com/launch?ref=anna',
    );
    expect(plain).toContain('<html lang="en">');
    expect(plain).toContain('You are leaving Scout');
    expect(plain).toContain('>shop.example.com</p>');
    expect(plain).toContain('https://shop.example.com/launch?ref=anna');
    const json = await shortLink({ slug, linkId: bitlyLinkId });
    const shortened = expectInterstitial(await shortLink({ slug, linkId: bitlyLinkId, redirect: 'true' }), json.body.shortUrl);
    expect(shortened).toContain('https://shop.example.com/launch?ref=bert');
  });

  it('speaks German to a browser that prefers it', async () => {
    const res = await shortLink({ slug, linkId: plainLinkId, redirect: 'true' }).set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5');
    const page = expectInterstitial(res, 'https://shop.example.com/launch?ref=anna');
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Sie verlassen Scout');
    expect(page).toContain('Weiter zu shop.example.com');
  });

  it('escapes every part of a hostile address and never shows the link text', async () => {
    const json = await shortLink({ slug, linkId: hostileLinkId });
    const page = expectInterstitial(await shortLink({ slug, linkId: hostileLinkId, redirect: 'true' }), json.body.url);
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
    expect(page).not.toContain('onerror');
  });

  it('does not redirect onto a domain another organisation verified', async () => {
    expectInterstitial(await shortLink({ slug, linkId: otherOrgsDomainLinkId, redirect: 'true' }), `https://${OTHER_DOMAIN}/offer`);
  });

  it("answers 404 for a link of the organisation asked through another organisation's shared campaign", async () => {
    for (const redirect of ['true', 'false']) {
      const res = await shortLink({ slug: otherOrgSlug, linkId: verifiedLinkId, redirect });
      expect([res.status, res.body, res.headers.location]).toEqual([404, { name: 'NotFound', message: 'Link not found' }, undefined]);
    }
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://shop.example.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
  ])('refuses to add a link to %s with 400, so it is never redirected to', async (url) => {
    const res = await app.http.put(`/api/v1/customer/campaign/${campaignId}`).set('X-Access-Token', token).send({ action: 'addLink', url });
    expect([res.status, res.body.name]).toEqual([400, 'ValidationError']);
    const campaign = await app.http.get(`/api/v1/customer/campaign/${campaignId}`).set('X-Access-Token', token);
    expect((campaign.body.campaign.links as Link[]).some((l) => l.url === url.trim())).toBe(false);
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
    const res = await shortLink({ slug, linkId: verifiedLinkId, redirect: 'true' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`https://shop.${DOMAIN}/spring?ref=anna`);
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
