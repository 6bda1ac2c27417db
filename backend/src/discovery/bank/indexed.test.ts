import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { bankCreatorSchema, type BankCreator } from '@scout/contracts/discovery/bank';
import { discoverFilterSchema, type DiscoverFilter } from '@scout/contracts/discovery/search';
import { profileBankId } from '../../socialData/embedded';
import { generateBankCreators } from '../../../../scripts/bench/bankGenerator';
import { openTestPool, type TestPool } from '../../../../tests/support/database';
import { withSearchIndex, type IndexedBankStore } from './indexed';
import { createPostgresBankStore, type PostgresBankStore } from './postgres';

/**
 * The in-memory search index against SQL (bankQueryOf, itself held to plain code in
 * postgres.test.ts): hundreds of random filter combinations over a few thousand synthetic
 * creators must give the same total and the same page, ties and creators without a figure included.
 */

const logger = pino({ level: 'silent' });
const CREATORS = 4000;

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random discover filter drawing its values from the bank, so most combinations match something. */
function randomFilter(r: () => number, bank: readonly BankCreator[]): DiscoverFilter {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(r() * values.length)]!;
  const some = () => pick(bank);
  const filter: Record<string, unknown> = {};
  const maybe = (p: number, add: () => void) => {
    if (r() < p) add();
  };
  const bounds = (value: number | null, spread: number) => {
    const base = value ?? 1000;
    return r() < 0.5 ? { min: Math.round(base / spread) } : { min: base / spread, max: base * spread + 0.5 };
  };
  maybe(0.6, () => (filter.platform = some().platform));
  maybe(0.3, () => (filter.followers = bounds(some().followers, 3)));
  maybe(0.2, () => (filter.engagementRate = bounds(some().engagementRate, 2)));
  maybe(0.15, () => (filter.averageLikes = bounds(some().averageLikes, 4)));
  maybe(0.15, () => (filter.averageViews = bounds(some().averageViews, 4)));
  maybe(0.15, () => (filter.followerGrowth = r() < 0.5 ? { min: -2 + r() * 8 } : { min: -5, max: r() * 10 }));
  maybe(0.25, () => (filter.country = [...new Set([some().country ?? 'US', some().country ?? 'DE'])]));
  maybe(0.05, () => (filter.city = some().city ?? 'Berlin'));
  maybe(0.15, () => (filter.audienceCountry = [some().audienceCountry ?? 'US']));
  maybe(0.15, () => (filter.language = [some().language ?? 'en']));
  maybe(0.15, () => (filter.accountType = [pick(['personal', 'creator', 'business'])]));
  maybe(
    0.25,
    () =>
      (filter.categories = [
        ...new Set([pick(some().categories.length ? some().categories : ['Music']), pick(['Music', 'FITNESS', 'travel'])]),
      ]),
  );
  maybe(0.2, () => {
    const tags = some().hashtags;
    if (tags.length > 0) filter.hashtags = [pick(tags)];
  });
  maybe(0.1, () => {
    const mentions = some().mentions;
    if (mentions.length > 0) filter.mentions = [pick(mentions)];
  });
  maybe(0.2, () => {
    const words = `${some().bio ?? ''} ${some().username}`.split(/\s+/).filter((w) => w.length > 2);
    if (words.length > 0) {
      const word = pick(words);
      const from = Math.floor(r() * (word.length - 2));
      filter.keywords = word.slice(from, from + 3 + Math.floor(r() * 4));
    }
  });
  maybe(0.1, () => (filter.verified = r() < 0.5));
  maybe(0.1, () => (filter.hasContacts = r() < 0.5));
  maybe(0.15, () => (filter.lastPostAfter = some().lastPostAt?.slice(0, 10) ?? '2025-01-01'));
  filter.sortBy = pick(['followers', 'engagementRate', 'averageLikes', 'averageViews', 'followerGrowth']);
  filter.orderBy = pick(['asc', 'desc']);
  return discoverFilterSchema.parse(filter);
}

describe('the search index', () => {
  let db: TestPool;
  let sql: PostgresBankStore;
  let indexed: IndexedBankStore;
  let bank: BankCreator[];

  beforeAll(async () => {
    db = await openTestPool('bank_index', 6);
    sql = createPostgresBankStore(db.pool);
    await sql.migrate();
    bank = [...generateBankCreators(CREATORS, { seed: 7, now: new Date('2026-11-01T00:00:00Z') })].map((c) => bankCreatorSchema.parse(c));
    await sql.upsert(bank);
    indexed = withSearchIndex(sql, logger);
    await indexed.indexed();
  });
  afterAll(async () => {
    await indexed.close();
    await db.close();
  });

  it('answers 300 random filter combinations exactly as SQL does', async () => {
    const r = random(42);
    let matched = 0;
    for (let i = 0; i < 300; i += 1) {
      const filter = randomFilter(r, bank);
      const page = { offset: r() < 0.3 ? Math.floor(r() * 40) : 0, limit: 1 + Math.floor(r() * 30) };
      const [fromIndex, fromSql] = await Promise.all([indexed.search(filter, page), sql.search(filter, page)]);
      const view = (p: typeof fromIndex) => ({ total: p.total, ids: p.entries.map((e) => e.id) });
      expect({ filter, ...view(fromIndex) }).toEqual({ filter, ...view(fromSql) });
      if (fromSql.total > 0 && fromSql.total < CREATORS) matched += 1;
    }
    // Most combinations narrow the bank to some creators, so a filter the index ignored would show.
    expect(matched).toBeGreaterThan(150);
  });

  it('finds the same lookalikes as SQL, with the same scores and reasons, for creators in the bank and outside it', async () => {
    const r = random(9);
    for (let i = 0; i < 60; i += 1) {
      const creator = bank[Math.floor(r() * bank.length)]!;
      const outside = i % 3 === 0;
      const like = outside
        ? {
            creator: bankCreatorSchema.parse({
              ...creator,
              username: `outside_${i}`,
              country: i % 2 ? null : creator.country,
              categories: i % 4 ? creator.categories : [],
            }),
          }
        : { id: profileBankId(creator.platform, creator.username) };
      const limit = 1 + Math.floor(r() * 20);
      const [fromIndex, fromSql] = await Promise.all([indexed.lookalikes(like, limit), sql.lookalikes(like, limit)]);
      const view = (found: typeof fromIndex) => found.map((l) => `${l.entry.id} ${l.score} ${l.reason}`);
      expect(view(fromIndex)).toEqual(view(fromSql));
      expect(fromSql.length).toBeGreaterThan(0);
    }
  });

  it('answers a search after a write from SQL at once, then from the index built again', async () => {
    const creator = bankCreatorSchema.parse({ ...bank[0]!, username: 'brand_new_creator', fullName: 'Quixotic Zebra', followers: 123 });
    const filter = discoverFilterSchema.parse({ keywords: 'quixotic zebra' });
    expect((await indexed.search(filter, { offset: 0, limit: 5 })).total).toBe(0);
    await sql.upsert([creator]);
    expect((await indexed.search(filter, { offset: 0, limit: 5 })).entries.map((e) => e.username)).toEqual(['brand_new_creator']);
    await indexed.indexed();
    expect((await indexed.search(filter, { offset: 0, limit: 5 })).entries.map((e) => e.username)).toEqual(['brand_new_creator']);
    expect((await indexed.list(creator.platform, { offset: 0, limit: 1 })).total).toBe(
      bank.filter((c) => c.platform === creator.platform).length + 1,
    );
  });
});
