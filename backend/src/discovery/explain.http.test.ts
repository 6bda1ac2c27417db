import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bankCreatorSchema, type BankCreatorInput } from '@scout/contracts/discovery/bank';
import type { ExplainSearchResponse } from '@scout/contracts/discovery/explain';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { readModelsCaughtUp } from '../../../tests/support/readModels';
import { BANK_LOAD_LOCK, type PostgresBankStore } from './bank/postgres';

/**
 * `POST /customer/discover/explain` on a bank seeded with creators of a category no shipped creator
 * has, so the counts below are exact whatever else the bank holds.
 */
const CATEGORY = 'Explaintest';
const creator = (i: number, overrides: Partial<BankCreatorInput> = {}): BankCreatorInput => ({
  platform: 'instagram',
  username: `explaintest.${i}`,
  categories: [CATEGORY],
  country: i < 2 ? 'DE' : 'AT',
  followers: 1_000_000 + i * 100_000,
  sources: ['explain test'],
  ...overrides,
});

let app: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-explain-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  const bank = app.scout.ctx.bank as PostgresBankStore;
  const creators = [
    ...Array.from({ length: 6 }, (_, i) => creator(i)),
    creator(9, { platform: 'tiktok', followers: 60_000, country: 'DE' }),
  ];
  // Under the bank's load lock: the shipped bank's first load is then done or skipped, and no load changes the counts.
  await bank.exclusively(BANK_LOAD_LOCK, () => bank.upsert(creators.map((c) => bankCreatorSchema.parse(c))));
  ({ token } = await signUp(app));
});

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const explain = (body: unknown, session: string | undefined = token) => {
  const request = app.http.post('/api/v1/customer/discover/explain');
  return (session ? request.set('X-Access-Token', session) : request).send(body as object);
};
const searchCount = async () => {
  await readModelsCaughtUp(app);
  return (await app.http.get('/api/v1/customer/account/usage?fields=searchCount').set('X-Access-Token', token)).body.usage.searchCount;
};

describe('POST /customer/discover/explain', () => {
  it('counts the search, each filter alone and all but each, without spending a search credit', async () => {
    const before = await searchCount();
    const filter = { platform: 'instagram', categories: [CATEGORY], country: ['DE'], followers: { min: 50_000, max: 500_000 } };
    const res = await explain({ filter });
    expect(res.status).toBe(200);
    const body = res.body as ExplainSearchResponse;
    expect(body.total).toBe(0);
    expect(body.bankTotal).toBe(await app.scout.ctx.bank.count());
    const byName = Object.fromEntries(body.filters.map((f) => [f.name, f]));
    expect(body.filters.map((f) => f.name)).toEqual(['platform', 'followers', 'country', 'categories']);
    // Dropping the follower range finds the two German instagram creators of the category; nothing else helps.
    expect(byName.followers).toMatchObject({ without: 2 });
    expect(byName.country).toMatchObject({ without: 0 });
    expect(byName.categories?.alone).toBe(7);
    expect(byName.platform).toMatchObject({ without: 1 });
    const instagram = await app.scout.ctx.bank.search(
      { platform: 'instagram', sortBy: 'followers', orderBy: 'asc' },
      { offset: 0, limit: 1 },
    );
    expect(body.followers.min).toBe(instagram.entries[0]?.followers);
    expect(body.followers.max).toBeGreaterThanOrEqual(1_500_000);
    expect(await searchCount()).toBe(before);
  });

  it('answers a search that finds creators, and the whole bank without filters', async () => {
    const found = (await explain({ filter: { categories: [CATEGORY], country: ['AT'] } })).body as ExplainSearchResponse;
    expect(found.total).toBe(4);
    const [country, categories] = found.filters;
    expect(country).toEqual({ name: 'country', alone: categories?.without, without: 7 });
    expect(categories).toMatchObject({ name: 'categories', alone: 7 });
    expect(categories?.without).toBeGreaterThanOrEqual(4);
    const all = (await explain({ filter: {} })).body as ExplainSearchResponse;
    expect(all.filters).toEqual([]);
    expect(all.total).toBe(all.bankTotal);
  });

  it('refuses unknown filters and anonymous callers, and lets guests ask (it spends nothing)', async () => {
    const unknown = await explain({ filter: { colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.name).toBe('ValidationError');
    expect((await explain({ filter: {} }, '')).status).toBe(401);
    const { user } = await signUp(app);
    const guest = await memberWithSession(app, user.orgInfo._id, 'guest');
    expect((await explain({ filter: { categories: [CATEGORY] } }, guest)).status).toBe(200);
  });
});
