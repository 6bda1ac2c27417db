import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DiscoverProfile } from '@scout/contracts/discovery/search';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { markEmailVerified } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { readModelsCaughtUp } from '../../../tests/support/readModels';
import { changePlan } from '../billing/billingService';
import { PROVIDER_SEARCH_SOURCE } from '../socialData/insightiqSearch';

/**
 * Discover against the InsightIQ fake's creator search (50,000 synthetic creators here; the
 * benchmark uses a million): the filters as the provider's request names them, paging with
 * tokens, retries, outages, the bank filled from the results, and unlocking from the provider.
 */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 50, members: 3, searchCount: 6, reports: 2 }, features: {} },
  agency: {
    paid: true,
    limits: { profiles: 'Infinity', members: 10, searchCount: 1000, reports: 10 },
    features: { audienceFilter: true, unlockContacts: true, loadMoreResults: true, searchExport: true },
  },
});

let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let app: TestApp;
type Org = { token: string; orgId: string };
let orgA: Org;
let orgB: Org;

const post = (path: string, body: unknown, token: string) =>
  app.http
    .post(`/api/v1/customer${path}`)
    .set('X-Access-Token', token)
    .send(body as object);
const discover = (body: unknown, token = orgA.token) => post('/discoverProfiles', body, token);
const searches = async (token: string): Promise<number> => {
  await readModelsCaughtUp(app);
  const res = await app.http.get('/api/v1/customer/account/usage?fields=searchCount').set('X-Access-Token', token);
  return res.body.usage.searchCount as number;
};
const providerSearches = () => fake.creatorSearch.searches.length;

async function org(): Promise<Org> {
  const { token, user } = await signUp(app);
  await markEmailVerified(app, user._id, user.orgInfo._id);
  await changePlan(app.scout.ctx, user.orgInfo._id, 'agency');
  return { token, orgId: user.orgInfo._id };
}

/** German Instagram fashion creators: about 280 of the 50,000. */
const germanFashion = { platform: 'instagram', country: ['DE'], categories: ['Fashion'] };

beforeAll(async () => {
  fake = await startFakeSocialData({ size: 50_000 });
  fake.creatorSearch.warm();
  app = await startTestApp({ env: { PLAN_CATALOGUE, ...fake.env() } });
  orgA = await org();
  orgB = await org();
});

afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('POST /customer/discoverProfiles with the provider', () => {
  it("sends every filter to the provider's search as its documentation names it", async () => {
    const res = await discover({
      filter: {
        platform: 'instagram',
        followers: { min: 10_000, max: 500_000 },
        engagementRate: { min: 2.5 },
        averageLikes: { min: 100 },
        averageViews: { max: 900_000 },
        country: ['DE'],
        city: 'Berlin',
        audienceCountry: ['AT'],
        language: ['de'],
        categories: ['Fashion'],
        keywords: 'fashion creator',
        hashtags: ['#OOTD'],
        mentions: ['@zalando'],
        verified: false,
        hasContacts: true,
        accountType: ['creator', 'business'],
        followerGrowth: { min: 5 },
        lastPostAfter: '2025-03-01',
        sortBy: 'engagementRate',
        orderBy: 'asc',
      },
      limit: 10,
    });
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('provider');
    expect(fake.creatorSearch.searches.at(-1)).toEqual({
      work_platform_id: INSIGHTIQ_WORK_PLATFORM_IDS.instagram,
      follower_count: { min: 10_000, max: 500_000 },
      engagement_rate: { percentage_value: '0.025' },
      average_likes: { min: 100 },
      average_views: { max: 900_000 },
      creator_locations: ['loc-DE-0'],
      audience_locations: [{ location_id: 'loc-AT', percentage_value: 20, operator: 'GT' }],
      creator_language: { code: 'de' },
      creator_interests: ['Fashion'],
      bio_phrase: 'fashion creator',
      hashtags: [{ name: 'ootd' }],
      mentions: [{ name: 'zalando' }],
      is_verified: false,
      has_contact_details: true,
      creator_account_type: ['CREATOR', 'BUSINESS'],
      follower_growth: { interval: 6, interval_unit: 'MONTH', percentage_value: 5 },
      last_post_timestamp: '2025-03-01T00:00:00.000Z',
      sort_by: { field: 'ENGAGEMENT_RATE', order: 'ASCENDING' },
      offset: 0,
      limit: 10,
    });
    // Each answered creator matches what was asked, as the fake holds it.
    for (const profile of res.body.profiles as DiscoverProfile[]) {
      expect(profile).toMatchObject({ city: 'Berlin', country: 'DE', categories: ['Fashion'], contacts: true, synthetic: true });
      expect(profile.engagement_rate).toBeGreaterThanOrEqual(2.5);
    }
    // Countries without a city: their dictionary ids, any of.
    expect((await discover({ filter: { platform: 'tiktok', country: ['AT', 'CH'] }, limit: 5 })).status).toBe(200);
    expect(fake.creatorSearch.searches.at(-1)).toMatchObject({ creator_locations: ['loc-AT', 'loc-CH'] });
  });

  it('answers 400 naming a filter the provider cannot apply, asking it nothing and counting nothing', async () => {
    const before = await searches(orgA.token);
    const asked = providerSearches();
    const refused: Array<[object, string]> = [
      [{ platform: 'instagram', engagementRate: { min: 1, max: 3 } }, 'filter.engagementRate.max'],
      [{ platform: 'instagram', followerGrowth: { max: 10 } }, 'filter.followerGrowth.max'],
      [{ platform: 'instagram', language: ['de', 'en'] }, 'filter.language'],
      [{ platform: 'instagram', hasContacts: false }, 'filter.hasContacts'],
      [{ followers: { min: 1000 } }, 'filter.platform'],
      [{ platform: 'instagram', country: ['JP'] }, 'filter.country'],
    ];
    for (const [filter, path] of refused) {
      const res = await discover({ filter });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ name: 'ValidationError', message: expect.stringContaining(path) });
    }
    expect(providerSearches()).toBe(asked);
    expect(await searches(orgA.token)).toBe(before);
  });

  it('pages through 200+ results with tokens holding the provider cursor, each creator once, then 404', async () => {
    const seen: string[] = [];
    let body: Record<string, unknown> = { filter: germanFashion, limit: 50 };
    let total = 0;
    for (;;) {
      const res = await discover(body);
      expect(res.status).toBe(200);
      expect(res.body.source).toBe('provider');
      total = res.body.metadata.total_results as number;
      seen.push(...(res.body.profiles as DiscoverProfile[]).map((p) => p.platform_username));
      const token = res.body.nextPageToken as string | null;
      if (!token) break;
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { c: string; s: string; n: number };
      expect(payload).toMatchObject({ s: 'provider', c: String(seen.length), n: seen.length });
      body = { filter: germanFashion, limit: 50, nextPageToken: token };
    }
    expect(total).toBeGreaterThanOrEqual(200);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const before = await searches(orgA.token);
    const past = await discover({ filter: germanFashion, offset: total, limit: 50 });
    expect(past.status).toBe(404);
    expect(await searches(orgA.token)).toBe(before);
  });

  it("refuses another organisation's token (400) and keeps pages per organisation", async () => {
    const first = await discover({ filter: germanFashion, limit: 20 });
    expect(first.status).toBe(200);
    const asked = providerSearches();
    // The same page again for the same organisation: from the page cache, still counted as a search.
    const again = await discover({ filter: germanFashion, limit: 20 });
    expect(again.body.profiles).toEqual(first.body.profiles);
    expect(providerSearches()).toBe(asked);
    const stolen = await discover({ filter: germanFashion, limit: 20, nextPageToken: first.body.nextPageToken }, orgB.token);
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ name: 'ValidationError', message: expect.stringContaining('nextPageToken') });
    // Organisation B's own search asks the provider.
    expect((await discover({ filter: germanFashion, limit: 20 }, orgB.token)).status).toBe(200);
    expect(providerSearches()).toBe(asked + 1);
  });

  it('tries again after a 429, honouring Retry-After', async () => {
    const asked = providerSearches();
    fake.creatorSearch.failNext({ status: 429, retryAfter: '0' }, { status: 503, retryAfter: '0' });
    const res = await discover({ filter: { platform: 'youtube', verified: true }, limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body.profiles.length).toBeGreaterThan(0);
    expect(providerSearches()).toBe(asked + 3);
  });

  it('answers 503 with a clear message and counts no search when the provider is down', async () => {
    const before = await searches(orgA.token);
    const givenBack = async () => (await app.pool.query(`select 1 from es_events where type = 'UsageReturned'`)).rowCount;
    const givenBackBefore = await givenBack();
    // Every search fails (the fake's error rate), after a delay: Scout tries four times, then gives up.
    const asked = providerSearches();
    fake.creatorSearch.setErrorRate(1, 503);
    fake.creatorSearch.setDelay(20);
    try {
      const res = await discover({ filter: { platform: 'tiktok', followers: { min: 12_345 } } });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ name: 'ServiceUnavailable', message: expect.stringContaining('no search was counted') });
      expect(providerSearches()).toBe(asked + 4);
    } finally {
      fake.creatorSearch.setErrorRate(0);
      fake.creatorSearch.setDelay(0);
    }
    expect(await searches(orgA.token)).toBe(before);
    // Counted while the provider was asked, and given back when it failed.
    expect(await givenBack()).toBe((givenBackBefore ?? 0) + 1);
  });

  it('writes the results into the bank, where bank pages, lookalikes and saves find them', async () => {
    const res = await discover({ filter: { platform: 'instagram', country: ['AT'], followers: { min: 1_000_000 } }, limit: 5 });
    expect(res.status).toBe(200);
    const first = (res.body.profiles as DiscoverProfile[])[0]!;
    // Lookalikes start from the bank entry (and wait for the write the answer did not wait for).
    const lookalikes = await app.http
      .get(`/api/v1/customer/discover/lookalikes?profileBankId=${first._id}`)
      .set('X-Access-Token', orgA.token);
    expect(lookalikes.status).toBe(200);
    const entry = await app.scout.ctx.bank.get(first._id);
    expect(entry).toMatchObject({
      platform: 'instagram',
      username: first.platform_username,
      followers: first.follower_count,
      country: 'AT',
      sources: [PROVIDER_SEARCH_SOURCE],
      synthetic: true,
    });
    const saved = await post('/socialProfile/profile-bank', { profileBankId: first._id }, orgA.token);
    expect(saved.status).toBe(201);
  });

  it('unlocks contacts from the provider for its creators, one credit each, then from the bank', async () => {
    const res = await discover({ filter: { ...germanFashion, hasContacts: true }, limit: 3 });
    const [one, two] = res.body.profiles as DiscoverProfile[];
    expect(one).toMatchObject({ contacts: true, contacts_unlocked: false, contact_details: [] });
    const analyticsBefore = fake.requests.filter((r) => r.path === '/v1/social/creators/profiles/analytics').length;
    const unlocked = await post('/discover/unlockContacts', { profileBankIds: [one!._id, two!._id] }, orgA.token);
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.creditsSpent).toBe(2);
    expect(unlocked.body.unlocked).toEqual([
      { profileBankId: one!._id, contact_details: [{ type: 'email', value: `${one!.platform_username}@example.invalid` }] },
      { profileBankId: two!._id, contact_details: [{ type: 'email', value: `${two!.platform_username}@example.invalid` }] },
    ]);
    expect(fake.requests.filter((r) => r.path === '/v1/social/creators/profiles/analytics').length).toBe(analyticsBefore + 2);
    // Organisation B unlocks the same creator: one credit, read from the bank.
    const again = await post('/discover/unlockContacts', { profileBankIds: [one!._id] }, orgB.token);
    expect(again.body).toMatchObject({ creditsSpent: 1, unlocked: [{ profileBankId: one!._id, contact_details: [{ type: 'email' }] }] });
    expect(fake.requests.filter((r) => r.path === '/v1/social/creators/profiles/analytics').length).toBe(analyticsBefore + 2);
    // A later search shows A the contacts it unlocked.
    const later = await discover({ filter: { ...germanFashion, hasContacts: true }, limit: 3, offset: 0 });
    expect((later.body.profiles as DiscoverProfile[])[0]).toMatchObject({ contacts_unlocked: true, contact_details: [{ type: 'email' }] });
  });
});
