import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bankCreatorSchema, type BankCreatorInput } from '@scout/contracts/discovery/bank';
import { WORK_PLATFORMS, type DiscoverProfile } from '@scout/contracts/discovery/search';
import { markEmailVerified, memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { readModelsCaughtUp } from '../../../tests/support/readModels';
import { changePlan } from '../billing/billingService';
import { BANK_LOAD_LOCK, type PostgresBankStore } from './bank/postgres';
import { profileBankId } from '../socialData/embedded';

/**
 * The discovery routes against the real app and PostgreSQL, on a bank seeded through the BankStore
 * with creators of a category no shipped creator has (`Scouttest`), so whatever else the bank holds,
 * the searches below see exactly these.
 */
const CATEGORY = 'Scouttest';
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 50, members: 3, searchCount: 6, reports: 2 }, features: {} },
  agency: {
    paid: true,
    limits: { profiles: 'Infinity', members: 10, searchCount: 1000, reports: 10 },
    features: { audienceFilter: true, unlockContacts: true, loadMoreResults: true, searchExport: true },
  },
  tiny: {
    paid: true,
    limits: { profiles: 50, members: 3, searchCount: 3, reports: 2 },
    features: { unlockContacts: true, loadMoreResults: true },
  },
});

let app: TestApp;
let dataDir: string;
type Org = { token: string; orgId: string; userId: string };
let orgA: Org;
let orgB: Org;
let freeOrg: Org;

const INSTAGRAM = 30;
const creator = (i: number, overrides: Partial<BankCreatorInput> = {}): BankCreatorInput => ({
  platform: 'instagram',
  username: `scouttest.${String(i).padStart(2, '0')}`,
  fullName: i === 7 ? '=HYPERLINK("http://evil.example","click")' : `Scout Test ${i}`,
  bio: i === 3 ? 'Spaziert gern durch Schönbrunn' : `Creator number ${i} from Vienna`,
  categories: [CATEGORY, i % 2 === 0 ? 'Fashion' : 'Travel'],
  country: i % 3 === 0 ? 'DE' : 'AT',
  city: 'Wien',
  audienceCountry: i % 2 === 0 ? 'AT' : 'DE',
  language: 'de',
  accountType: 'creator',
  verified: i % 5 === 0,
  followers: 10_000 + i * 1_000,
  engagementRate: 1 + i / 10,
  averageLikes: 100 + i,
  averageViews: 1000 + i,
  followerHistory: [
    { date: '2025-01-01', followers: 9_000 + i * 1_000 },
    { date: '2025-06-01', followers: 10_000 + i * 1_000 },
  ],
  contacts: i % 4 === 0 ? [{ type: 'email', value: `scouttest${i}@example.com` }] : [],
  sources: ['discovery test'],
  ...overrides,
});
const idOf = (i: number, platform = 'instagram') => profileBankId(platform, `scouttest.${String(i).padStart(2, '0')}`);

const post = (path: string, body: unknown, token?: string) => {
  const request = app.http.post(`/api/v1/customer${path}`);
  return (token ? request.set('X-Access-Token', token) : request).send(body as object);
};
const get = (path: string, token?: string) => {
  const request = app.http.get(`/api/v1/customer${path}`);
  return token ? request.set('X-Access-Token', token) : request;
};
const discover = (body: unknown, token = orgA.token) => post('/discoverProfiles', body, token);
const ours = { platform: 'instagram', categories: [CATEGORY] };
/** The organisation's searches this month, once the read models have applied every event so far (searches are not waited for). */
const searches = async (token: string): Promise<number> => {
  await readModelsCaughtUp(app);
  return (await get('/account/usage?fields=searchCount', token)).body.usage.searchCount as number;
};

async function org(plan: string | null): Promise<Org> {
  const { token, user } = await signUp(app);
  await markEmailVerified(app, user._id, user.orgInfo._id);
  if (plan) await changePlan(app.scout.ctx, user.orgInfo._id, plan);
  return { token, orgId: user.orgInfo._id, userId: user._id };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-discovery-'));
  app = await startTestApp({ env: { PLAN_CATALOGUE, DATA_DIR: dataDir } });
  const creators = [
    ...Array.from({ length: INSTAGRAM }, (_, i) => creator(i)),
    ...Array.from({ length: 5 }, (_, i) => creator(i, { platform: 'tiktok', followers: 50_000 + i })),
    // First on the profile bank's first page whatever else the bank holds (and outside the category above).
    creator(99, {
      username: 'scouttest.top',
      categories: ['Scouttop'],
      followers: 9_000_000_000,
      contacts: [{ type: 'phone', value: '+43 1 000' }],
    }),
  ];
  // Under the bank's load lock: the shipped bank's first-start load is then either done or skipped
  // (it finds the bank filled), and no load changes the totals while the tests run.
  const bank = app.scout.ctx.bank as PostgresBankStore;
  await bank.exclusively(BANK_LOAD_LOCK, () => bank.upsert(creators.map((c) => bankCreatorSchema.parse(c))));
  orgA = await org('agency');
  orgB = await org('agency');
  freeOrg = await org(null);
});

afterAll(async () => {
  // Let export jobs end before the app closes.
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /customer/discoverProfiles', () => {
  it('answers a page of the bank, sorted, with metadata, work_platform, the contacts flag and a page token', async () => {
    const before = await searches(orgA.token);
    const res = await discover({ filter: ours, limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({ offset: 0, limit: 10, total_results: INSTAGRAM });
    const profiles = res.body.profiles as DiscoverProfile[];
    expect(profiles.map((p) => p.platform_username)).toEqual(
      Array.from({ length: 10 }, (_, k) => `scouttest.${String(29 - k).padStart(2, '0')}`),
    );
    expect(profiles[0]).toEqual({
      _id: idOf(29),
      platform_username: 'scouttest.29',
      full_name: 'Scout Test 29',
      image_url: null,
      work_platform: WORK_PLATFORMS.instagram,
      follower_count: 39_000,
      engagement_rate: 3.9,
      average_likes: 129,
      average_views: 1029,
      follower_growth: expect.any(Number),
      country: 'AT',
      city: 'Wien',
      categories: [CATEGORY, 'Travel'],
      is_verified: false,
      last_post_at: null,
      contacts: false,
      contacts_unlocked: false,
      contact_details: [],
      synthetic: false,
    });
    expect(profiles.find((p) => p.platform_username === 'scouttest.28')).toMatchObject({
      contacts: true,
      contacts_unlocked: false,
      contact_details: [],
    });
    expect(typeof res.body.nextPageToken).toBe('string');
    expect(await searches(orgA.token)).toBe(before + 1);
  });

  it('pages with nextPageToken to the end (unique creators), then a page past the end is 404', async () => {
    const seen: string[] = [];
    let body: Record<string, unknown> = { filter: ours, limit: 12 };
    const offsets: number[] = [];
    for (;;) {
      const res = await discover(body);
      expect(res.status).toBe(200);
      offsets.push(res.body.metadata.offset as number);
      seen.push(...(res.body.profiles as DiscoverProfile[]).map((p) => `${p.work_platform.name}/${p.platform_username}`));
      if (!res.body.nextPageToken) break;
      body = { filter: ours, limit: 12, nextPageToken: res.body.nextPageToken };
    }
    expect(offsets).toEqual([0, 12, 24]);
    expect(seen).toHaveLength(INSTAGRAM);
    expect(new Set(seen).size).toBe(INSTAGRAM);
    const past = await discover({ filter: ours, offset: INSTAGRAM });
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ name: 'NotFound', message: expect.any(String) });
    // No match at all: an empty first page, not an error.
    const none = await discover({ filter: { ...ours, country: ['JP'] } });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ profiles: [], metadata: { total_results: 0 }, nextPageToken: null });
    expect((await discover({ filter: { ...ours, country: ['JP'] }, offset: 20 })).status).toBe(404);
  });

  it('filters as asked: country, followers, verified, contacts, keywords, growth and the audience', async () => {
    const usernames = async (filter: object) => {
      const res = await discover({ filter: { ...ours, ...filter }, limit: 50 });
      expect(res.status).toBe(200);
      return ((res.body.profiles as DiscoverProfile[]).map((p) => p.platform_username) as string[]).sort();
    };
    const expected = (keep: (i: number) => boolean) =>
      Array.from({ length: INSTAGRAM }, (_, i) => i)
        .filter(keep)
        .map((i) => `scouttest.${String(i).padStart(2, '0')}`)
        .sort();
    expect(await usernames({ country: ['de'] })).toEqual(expected((i) => i % 3 === 0));
    expect(await usernames({ followers: { min: 20_000, max: 25_000 } })).toEqual(expected((i) => i >= 10 && i <= 15));
    expect(await usernames({ verified: true })).toEqual(expected((i) => i % 5 === 0));
    expect(await usernames({ hasContacts: true })).toEqual(expected((i) => i % 4 === 0));
    expect(await usernames({ audienceCountry: ['AT'] })).toEqual(expected((i) => i % 2 === 0));
    expect(await usernames({ keywords: 'SCHONBRUNN' })).toEqual(expected((i) => i === 3));
  });

  it('refuses bad input with 400 { name, message }: unknown keys (even empty ones), min > max, bad and foreign tokens', async () => {
    const before = await searches(orgA.token);
    const bad = [
      { filter: { ...ours, folowers: { min: 1 } } },
      { filter: { ...ours, folowers: null } },
      { filter: { ...ours, followers: { min: 1, mni: '' } } },
      { filter: ours, bogus: 1 },
      { filter: { ...ours, followers: { min: 10, max: 5 } } },
      { filter: { ...ours, platform: 'myspace' } },
      { filter: ours, limit: 51 },
      { filter: ours, offset: -1 },
      { filter: ours, nextPageToken: 'v1.eyJvIjoieCJ9.AAAA' },
      { filter: { ...ours, keywords: 'a\u0000b' } },
    ];
    for (const body of bad) {
      const res = await discover(body);
      expect([res.status, res.body.name]).toEqual([400, 'ValidationError']);
      expect(typeof res.body.message).toBe('string');
    }
    const first = await discover({ filter: ours, limit: 5 });
    const token = first.body.nextPageToken as string;
    // Tampered (another offset in the payload, same signature), another filter, another organisation, a disagreeing offset.
    const [v, payload, mac] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), n: 25 })).toString(
      'base64url',
    );
    for (const [body, t] of [
      [{ filter: ours, nextPageToken: `${v}.${forged}.${mac}` }, orgA.token],
      [{ filter: { ...ours, verified: true }, nextPageToken: token }, orgA.token],
      [{ filter: ours, nextPageToken: token }, orgB.token],
      [{ filter: ours, nextPageToken: token, offset: 10 }, orgA.token],
    ] as const) {
      const res = await discover(body, t);
      expect([res.status, res.body.name]).toEqual([400, 'ValidationError']);
    }
    expect((await discover({ filter: ours, nextPageToken: token, offset: 5, limit: 5 })).body.metadata.offset).toBe(5);
    // Only the two good searches counted.
    expect(await searches(orgA.token)).toBe(before + 2);
  });

  it('refuses hostile bodies with 4xx and counts nothing: not JSON, an array, a huge body', async () => {
    const before = await searches(orgA.token);
    const notJson = await app.http
      .post('/api/v1/customer/discoverProfiles')
      .set('X-Access-Token', orgA.token)
      .set('Content-Type', 'application/json')
      .send('{"filter":');
    expect(notJson.status).toBe(400);
    expect((await discover([ours])).status).toBe(400);
    const huge = await discover({ filter: { ...ours, keywords: 'x'.repeat(2_000_000) } });
    expect(huge.status).toBe(413);
    expect(await searches(orgA.token)).toBe(before);
  });

  it("is 401 without credentials and 403 for a guest (searching spends the organisation's credits)", async () => {
    expect((await discover({ filter: ours }, '')).status).toBe(401);
    const guest = await memberWithSession(app, orgA.orgId, 'guest');
    const res = await discover({ filter: ours }, guest);
    expect(res.status).toBe(403);
  });

  it("gates the audience filter, later pages and the month's searches with 423 and the field", async () => {
    const audience = await discover({ filter: { ...ours, audienceCountry: ['AT'] } }, freeOrg.token);
    expect(audience.status).toBe(423);
    expect(audience.body).toMatchObject({ name: 'PlanLimit', field: 'audienceFilter' });
    const first = await discover({ filter: ours, limit: 50 }, freeOrg.token);
    expect(first.status).toBe(200);
    expect(first.body.profiles).toHaveLength(20);
    expect(first.body.metadata).toEqual({ offset: 0, limit: 20, total_results: INSTAGRAM });
    const more = await discover({ filter: ours, nextPageToken: first.body.nextPageToken }, freeOrg.token);
    expect(more.status).toBe(423);
    expect(more.body).toMatchObject({ name: 'PlanLimit', field: 'loadMoreResults' });

    const limited = await org('tiny');
    for (let n = 0; n < 3; n += 1) expect((await discover({ filter: ours }, limited.token)).status).toBe(200);
    const over = await discover({ filter: ours }, limited.token);
    expect(over.status).toBe(423);
    expect(over.body).toMatchObject({ name: 'PlanLimit', field: 'searchCount' });
    expect(await searches(limited.token)).toBe(3);
  });
});

describe('GET /customer/profileBank and /meta', () => {
  it('pages one platform of the bank by followers, with the page keys of API.md', async () => {
    const counts = await app.scout.ctx.bank.countByPlatform();
    const res = await get('/profileBank?platform=tiktok&limit=2&page=1', orgA.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentPage: 1, total: counts.tiktok, totalPages: Math.ceil(counts.tiktok / 2) });
    expect(res.body.profiles).toHaveLength(2);
    expect(res.body.profiles[0].work_platform).toEqual(WORK_PLATFORMS.tiktok);
    const followers = (res.body.profiles as DiscoverProfile[]).map((p) => p.follower_count ?? 0);
    expect(followers[0]).toBeGreaterThanOrEqual(followers[1]!);
    const defaults = await get('/profileBank', orgA.token);
    expect(defaults.body).toMatchObject({ currentPage: 1, total: counts.instagram });
    expect((defaults.body.profiles as DiscoverProfile[]).every((p) => p.work_platform.name === 'Instagram')).toBe(true);
  });

  it('refuses unknown and bad parameters with 400, and anonymous callers with 401', async () => {
    for (const query of ['?foo=1', '?foo=', '?page=0', '?limit=51', '?platform=myspace']) {
      const res = await get(`/profileBank${query}`, orgA.token);
      expect([res.status, res.body.name]).toEqual([400, 'ValidationError']);
    }
    expect((await get('/profileBank')).status).toBe(401);
    expect((await get('/profileBank/meta?x=1', orgA.token)).status).toBe(400);
    expect((await get('/profileBank/meta')).status).toBe(401);
  });

  it('meta: the filter values that exist, with counts', async () => {
    const res = await get('/profileBank/meta', orgA.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await app.scout.ctx.bank.count());
    expect(res.body.categories).toEqual(expect.arrayContaining([{ value: CATEGORY, count: INSTAGRAM + 5 }]));
    expect(res.body.platforms.map((p: { value: string }) => p.value)).toEqual(expect.arrayContaining(['instagram', 'tiktok']));
  });
});

describe('POST /customer/discover/unlockContacts', () => {
  it('is 423 without the plan feature and 400 for bad input, 404 for ids not in the bank', async () => {
    const gated = await post('/discover/unlockContacts', { profileBankIds: [idOf(4)] }, freeOrg.token);
    expect(gated.status).toBe(423);
    expect(gated.body).toMatchObject({ name: 'PlanLimit', field: 'unlockContacts' });
    for (const body of [{}, { profileBankIds: [] }, { profileBankIds: ['nope'] }, { profileBankIds: [idOf(4)], extra: null }]) {
      const res = await post('/discover/unlockContacts', body, orgA.token);
      expect([res.status, res.body.name]).toEqual([400, 'ValidationError']);
    }
    const unknown = await post('/discover/unlockContacts', { profileBankIds: [idOf(4), randomUUID()] }, orgA.token);
    expect(unknown.status).toBe(404);
    expect((await post('/discover/unlockContacts', { profileBankIds: [idOf(4)] })).status).toBe(401);
  });

  it('spends one credit per new creator, unlocking again is free, and only this organisation sees the contacts', async () => {
    const before = await searches(orgA.token);
    const top = profileBankId('instagram', 'scouttest.top');
    const res = await post('/discover/unlockContacts', { profileBankIds: [idOf(4), idOf(8), idOf(9), top] }, orgA.token);
    expect(res.status).toBe(200);
    expect(res.body.creditsSpent).toBe(4);
    expect(res.body.unlocked).toEqual([
      { profileBankId: idOf(4), contact_details: [{ type: 'email', value: 'scouttest4@example.com' }] },
      { profileBankId: idOf(8), contact_details: [{ type: 'email', value: 'scouttest8@example.com' }] },
      { profileBankId: idOf(9), contact_details: [] },
      { profileBankId: top, contact_details: [{ type: 'phone', value: '+43 1 000' }] },
    ]);
    expect(res.body.creditsLeft).toBe(1000 - (before + 4));
    const again = await post('/discover/unlockContacts', { profileBankIds: [idOf(8), idOf(4)] }, orgA.token);
    expect(again.body.creditsSpent).toBe(0);
    expect(await searches(orgA.token)).toBe(before + 4);

    const page = async (token: string) => {
      const found = await discover({ filter: { ...ours, hasContacts: true }, limit: 50 }, token);
      return Object.fromEntries((found.body.profiles as DiscoverProfile[]).map((p) => [p.platform_username, p]));
    };
    const mine = await page(orgA.token);
    expect(mine['scouttest.04']).toMatchObject({
      contacts_unlocked: true,
      contact_details: [{ type: 'email', value: 'scouttest4@example.com' }],
    });
    expect(mine['scouttest.12']).toMatchObject({ contacts_unlocked: false, contact_details: [] });
    const theirs = await page(orgB.token);
    expect(theirs['scouttest.04']).toMatchObject({ contacts: true, contacts_unlocked: false, contact_details: [] });
    const bank = await get('/profileBank?limit=1', orgA.token);
    expect(bank.body.profiles[0]).toMatchObject({
      _id: top,
      contacts_unlocked: true,
      contact_details: [{ type: 'phone', value: '+43 1 000' }],
    });
    expect((await get('/profileBank?limit=1', orgB.token)).body.profiles[0]).toMatchObject({
      _id: top,
      contacts: true,
      contacts_unlocked: false,
      contact_details: [],
    });
    // A guest of the organisation browses the bank without the organisation's unlocked contacts.
    const guest = await memberWithSession(app, orgA.orgId, 'guest');
    const asGuest = await get('/profileBank?limit=1', guest);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.profiles[0]).toMatchObject({ _id: top, contacts: true, contacts_unlocked: false, contact_details: [] });
  });

  it('spends once for parallel duplicate requests', async () => {
    const before = await searches(orgB.token);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/discover/unlockContacts', { profileBankIds: [idOf(16), idOf(20)] }, orgB.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.reduce((sum, a) => sum + (a.body.creditsSpent as number), 0)).toBe(2);
    expect(await searches(orgB.token)).toBe(before + 2);
    const events = await app.pool.query(`select data from es_events where type = 'ContactsUnlocked' and stream_id = $1`, [
      `organization-${orgB.orgId}`,
    ]);
    expect(events.rows.flatMap((r: { data: { profileBankIds: string[] } }) => r.data.profileBankIds).sort()).toEqual(
      [idOf(16), idOf(20)].sort(),
    );
  });

  it('puts the contacts on the saved profile of a creator saved from the bank', async () => {
    const saved = await post('/socialProfile/profile-bank', { profileBankId: idOf(12) }, orgA.token);
    expect(saved.status).toBe(201);
    const unlocked = await post('/discover/unlockContacts', { profileBankIds: [idOf(12)] }, orgA.token);
    expect(unlocked.body.creditsSpent).toBe(1);
    const profile = await get(`/socialProfile/${saved.body.profile._id}`, orgA.token);
    expect(profile.body.profile.collectedContacts).toEqual([{ type: 'email', value: 'scouttest12@example.com' }]);
    // Unlocked first (organisation B, above), saved after: the contacts come with the save.
    const later = await post('/socialProfile/profile-bank', { profileBankId: idOf(20) }, orgB.token);
    expect(later.status).toBe(201);
    expect(later.body.profile.collectedContacts).toEqual([{ type: 'email', value: 'scouttest20@example.com' }]);
    // Organisation A saving the same creator gets no contacts: B's unlock is not A's.
    const other = await post('/socialProfile/profile-bank', { profileBankId: idOf(20) }, orgA.token);
    expect(other.body.profile.collectedContacts).toEqual([]);
  });

  it('refuses hostile bytes with 4xx and changes nothing', async () => {
    const before = await searches(orgA.token);
    const nul = await post('/discover/unlockContacts', { profileBankIds: [`${idOf(1)}\u0000`] }, orgA.token);
    expect([nul.status, nul.body.name]).toEqual([400, 'ValidationError']);
    const huge = await post('/discover/unlockContacts', { profileBankIds: Array(40_000).fill(idOf(1)) }, orgA.token);
    expect(huge.status).toBe(413);
    const exportNul = await post('/account/search-export', { profileCount: 5, filter: { keywords: '\u0000' } }, orgA.token);
    expect([exportNul.status, exportNul.body.name]).toEqual([400, 'ValidationError']);
    expect(await searches(orgA.token)).toBe(before);
    const events = await app.pool.query(
      `select count(*)::int as n from es_events where type = 'ContactsUnlocked' and data->'profileBankIds' ? $1 and stream_id = $2`,
      [idOf(1), `organization-${orgA.orgId}`],
    );
    expect(events.rows[0].n).toBe(0);
  });

  it("within the month's credits only, all or nothing (423 searchCount)", async () => {
    const limited = await org('tiny');
    const over = await post('/discover/unlockContacts', { profileBankIds: [idOf(1), idOf(2), idOf(3), idOf(5)] }, limited.token);
    expect(over.status).toBe(423);
    expect(over.body).toMatchObject({ name: 'PlanLimit', field: 'searchCount' });
    expect(await searches(limited.token)).toBe(0);
    const fits = await post('/discover/unlockContacts', { profileBankIds: [idOf(1), idOf(2), idOf(3)] }, limited.token);
    expect(fits.body).toMatchObject({ creditsSpent: 3, creditsLeft: 0 });
  });
});

describe('GET /customer/discover/lookalikes', () => {
  it('answers creators like a bank entry, with why and a score, never the entry itself', async () => {
    const res = await get(`/discover/lookalikes?profileBankId=${idOf(10)}&limit=5`, orgA.token);
    expect(res.status).toBe(200);
    const profiles = res.body.profiles as Array<DiscoverProfile & { reason: string; score: number }>;
    expect(profiles.length).toBeGreaterThan(0);
    expect(profiles.length).toBeLessThanOrEqual(5);
    expect(profiles.map((p) => p._id)).not.toContain(idOf(10));
    for (const p of profiles) {
      expect(p.work_platform).toEqual(WORK_PLATFORMS.instagram);
      expect(typeof p.reason).toBe('string');
      expect(p.score).toBeGreaterThanOrEqual(0);
    }
  });

  it("starts from a saved profile of this organisation; another organisation's is 404", async () => {
    const saved = await post('/socialProfile/profile-bank', { profileBankId: idOf(14) }, orgB.token);
    expect(saved.status).toBe(201);
    const mine = await get(`/discover/lookalikes?profileId=${saved.body.profile._id}`, orgB.token);
    expect(mine.status).toBe(200);
    expect(mine.body.profiles.length).toBeGreaterThan(0);
    const theirs = await get(`/discover/lookalikes?profileId=${saved.body.profile._id}`, orgA.token);
    expect(theirs.status).toBe(404);
  });

  it('400 for neither or both ids, a bad limit or unknown parameters; 404 for an id not in the bank; 401 anonymous', async () => {
    for (const query of [
      '',
      `?profileBankId=${idOf(1)}&profileId=${randomUUID()}`,
      `?profileBankId=${idOf(1)}&limit=51`,
      `?profileBankId=${idOf(1)}&x=`,
      '?profileBankId=nope',
    ]) {
      const res = await get(`/discover/lookalikes${query}`, orgA.token);
      expect([res.status, res.body.name]).toEqual([400, 'ValidationError']);
    }
    expect((await get(`/discover/lookalikes?profileBankId=${randomUUID()}`, orgA.token)).status).toBe(404);
    expect((await get(`/discover/lookalikes?profileBankId=${idOf(1)}`)).status).toBe(401);
  });
});

describe('search export', () => {
  it('is plan-gated and refuses bad input', async () => {
    const gated = await post('/account/search-export', { profileCount: 10 }, freeOrg.token);
    expect(gated.status).toBe(423);
    expect(gated.body).toMatchObject({ name: 'PlanLimit', field: 'searchExport' });
    for (const body of [
      {},
      { profileCount: 0 },
      { profileCount: 10_001 },
      { profileCount: 10, filter: { folowers: {} } },
      { profileCount: 10, x: null },
    ]) {
      const res = await post('/account/search-export', body, orgA.token);
      expect([res.status, res.body.name]).toEqual([400, 'ValidationError']);
    }
    expect((await post('/account/search-export', { profileCount: 10 })).status).toBe(401);
  });

  it('builds the CSV of the search as a job, counted as a search, downloadable by this organisation only', async () => {
    const before = await searches(orgA.token);
    const res = await post('/account/search-export', { profileCount: 25, filter: ours }, orgA.token);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ exportId: expect.any(String), export: { profileCount: 25 } });
    const exportId = res.body.exportId as string;
    expect(await searches(orgA.token)).toBe(before + 1);
    const done = await eventually('the export to finish', async () => {
      const status = await get(`/account/search-export/${exportId}`, orgA.token);
      expect(status.status).toBe(200);
      return status.body.status === 'running' ? undefined : status.body;
    });
    expect(done).toMatchObject({
      status: 'completed',
      processed: 25,
      progress: 100,
      downloadUrl: `/api/v1/customer/account/search-export/${exportId}/download`,
    });

    const file = await app.http
      .get(done.downloadUrl as string)
      .set('X-Access-Token', orgA.token)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    const lines = (file.body as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'platform,username,full_name,followers,engagement_rate,average_likes,average_views,follower_growth,country,city,categories,verified,last_post_at,has_contacts,contact_details,profile_bank_id,synthetic',
    );
    expect(lines).toHaveLength(26);
    expect(lines[1]).toMatch(/^instagram,scouttest\.29,Scout Test 29,39000,/);
    // The formula in a name is written as text, never as a formula.
    expect(lines.find((l) => l.includes('scouttest.07'))).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    // Contacts only where this organisation unlocked them (scouttest.04 and .08 above).
    expect(lines.find((l) => l.includes('scouttest.08'))).toContain('email: scouttest8@example.com');
    expect(lines.find((l) => l.includes('scouttest.28'))).not.toContain('scouttest28@example.com');

    expect((await get(`/account/search-export/${exportId}`, orgB.token)).status).toBe(404);
    expect((await get(`/account/search-export/${exportId}/download`, orgB.token)).status).toBe(404);
    expect((await get(`/account/search-export/${randomUUID()}`, orgA.token)).status).toBe(404);
    expect((await get('/account/search-export/not-an-id', orgA.token)).status).toBe(400);
  });
});

describe('POST /customer/account/request-search-credits', () => {
  it('records the request and answers its id; 400 for bad input, 403 for a member, 401 anonymous', async () => {
    const res = await post('/account/request-search-credits', { reason: 'A big campaign', searchCredit: 500 }, orgA.token);
    expect(res.status).toBe(201);
    const stored = await app.pool.query(`select data from es_events where type = 'SearchCreditsRequested' and data->>'requestId' = $1`, [
      res.body.requestId,
    ]);
    expect(stored.rows[0].data).toMatchObject({ reason: 'A big campaign', searchCredit: 500 });
    for (const body of [{}, { reason: '' }, { reason: 'x', searchCredit: 0 }, { reason: 'a\u0000b' }]) {
      const bad = await post('/account/request-search-credits', body, orgA.token);
      expect([bad.status, bad.body.name]).toEqual([400, 'ValidationError']);
    }
    const member = await memberWithSession(app, orgA.orgId, 'member');
    expect((await post('/account/request-search-credits', { reason: 'x' }, member)).status).toBe(403);
    expect((await post('/account/request-search-credits', { reason: 'x' })).status).toBe(401);
  });
});
