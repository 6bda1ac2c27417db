import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { bankCreatorSchema, type BankCreator, type BankCreatorInput } from '@scout/contracts/discovery/bank';
import { discoverFilterSchema, type DiscoverFilter } from '@scout/contracts/discovery/search';
import { openTestPool, type TestPool } from '../../../../tests/support/database';
import { profileBankId } from '../../socialData/embedded';
import { withSearchIndex, type IndexedBankStore } from './indexed';
import { ensureBankLoaded } from './load';
import type { BankEntry } from './port';
import { lookalikeReason } from './lookalike';
import { createPostgresBankStore, type PostgresBankStore } from './postgres';

const logger = pino({ level: 'silent' });

/** What the shipped bank holds (backend/src/discovery/bank/sample/SOURCE.md). */
const SHIPPED = { instagram: 1475, tiktok: 7456, youtube: 1550 };

describe('the embedded profile bank', () => {
  let db: TestPool;
  let store: PostgresBankStore;

  beforeAll(async () => {
    db = await openTestPool('bank_embedded', 6);
    store = createPostgresBankStore(db.pool);
    await store.migrate();
  });
  afterAll(async () => {
    await db.close();
  });

  it('loads once on first start, even when two processes start at once', async () => {
    const other = createPostgresBankStore(db.pool);
    await other.migrate();
    const [a, b] = await Promise.all([ensureBankLoaded(store, logger), ensureBankLoaded(other, logger)]);
    expect([a, b].sort((x, y) => x - y)).toEqual([0, 10_481]);
    expect(await store.countByPlatform()).toEqual(SHIPPED);
    expect(await store.count()).toBe(10_481);
    expect(await ensureBankLoaded(store, logger)).toBe(0);
  });

  it('holds only real rows, each naming its sources', async () => {
    const { rows } = await db.pool.query<{ synthetic: number; unsourced: number; audience_as_country: number }>(
      `SELECT count(*) FILTER (WHERE synthetic OR (entry->>'synthetic')::boolean)::int AS synthetic,
              count(*) FILTER (WHERE json_array_length(entry->'sources') = 0)::int AS unsourced,
              count(*) FILTER (WHERE platform = 'instagram' AND country IS NOT NULL
                               AND NOT (entry->'sources')::jsonb @> '["top200-instagram-youtube-2022 (Kaggle syedjaferk)"]')::int AS audience_as_country
       FROM bank_creators`,
    );
    // Instagram creators have a country only from the top-200 file: the top-1000 one is the audience's.
    expect(rows[0]).toEqual({ synthetic: 0, unsourced: 0, audience_as_country: 0 });
    const cristiano = await store.get(profileBankId('instagram', 'cristiano'));
    expect(cristiano).toMatchObject({ followers: 523_000_000, audienceCountry: 'IN', synthetic: false });
    expect(cristiano!.followerGrowth).toBeCloseTo(((523_000_000 - 459_200_000) / 459_200_000) * 100, 1);
  });

  it('answers the meta facets from the bank', async () => {
    const meta = await store.meta();
    expect(meta.total).toBe(10_481);
    expect(meta.platforms).toEqual([
      { value: 'tiktok', count: SHIPPED.tiktok },
      { value: 'youtube', count: SHIPPED.youtube },
      { value: 'instagram', count: SHIPPED.instagram },
    ]);
    expect(meta.countries.length).toBeGreaterThan(10);
    expect(meta.sources.length).toBe(4);
  });
});

/** A creator whose text COPY and array literals treat specially: tabs, new lines, backslashes, quotes, braces, \\N, NULL. */
function hostileCreator(base: BankCreator): BankCreator {
  return bankCreatorSchema.parse({
    ...base,
    username: 'tricky_handle',
    fullName: 'Tab\there, new\nline, back\\slash, "quoted", {braced}, \\N, NULL',
    bio: 'carriage\rreturn \\t not a tab, ünïcödé 🎉',
    categories: ['a,b', '"q"', 'back\\slash', '{x}', 'NULL'],
    hashtags: ['comma,tag', 'brace}'],
    mentions: ['quote"d'],
    city: 'São Paulo\\',
  });
}

/** A small bank made by hand: every filter has creators on both sides of it, and some without the figure. */
function handMadeBank(): BankCreator[] {
  const platforms = ['instagram', 'tiktok', 'youtube'] as const;
  const countries = ['AT', 'DE', 'CH', null, 'US'] as const;
  const cities = ['Wien', 'Zürich', 'München', null, 'Graz', 'zurich'] as const;
  const categories = [['Fitness', 'Food'], ['Travel'], ['fitness'], [], ['Music', 'Travel']];
  const names = ['Jürgen Gruber', 'Anna Müller', 'Zoë Café', 'Lukas Huber', null, 'Mia Schön'];
  const bios = ['Laufen und Kochen in Wien', null, 'Reisen, café und Berge', 'Crème brûlée daily', 'Fitness coach'];
  const creators: BankCreatorInput[] = [];
  for (let i = 0; i < 40; i += 1) {
    const followers = i % 9 === 4 ? null : 1000 * (((i * 37) % 41) + 1);
    creators.push({
      platform: platforms[i % 3]!,
      username: `creator_${String(i).padStart(2, '0')}`,
      fullName: names[i % names.length]!,
      bio: bios[i % bios.length]!,
      categories: categories[i % categories.length]!,
      country: countries[i % countries.length]!,
      city: cities[i % cities.length]!,
      audienceCountry: countries[(i + 2) % countries.length]!,
      language: i % 4 === 0 ? null : ['de', 'en', 'fr'][i % 3]!,
      accountType: i % 5 === 0 ? null : (['personal', 'creator', 'business'] as const)[i % 3]!,
      verified: i % 6 === 0 ? null : i % 2 === 0,
      followers,
      engagementRate: i % 7 === 3 ? null : Math.round(((i * 13) % 50) * 10) / 100,
      // Ties on purpose: ids break them.
      averageLikes: i % 8 === 0 ? null : 100 * (i % 5),
      averageViews: i % 3 === 1 ? null : 500 * ((i * 7) % 11),
      followerHistory:
        i % 4 === 2
          ? []
          : [
              { date: '2022-06-15', followers: 1000 },
              { date: '2022-12-15', followers: 1000 + ((i * 53) % 400) - 100 },
            ],
      hashtags: i % 3 === 0 ? ['Wien', 'food'] : i % 3 === 1 ? ['wien'] : [],
      mentions: i % 4 === 0 ? ['@Partner', 'brand'] : i % 4 === 1 ? ['partner'] : [],
      lastPostAt: i % 5 === 2 ? null : new Date(Date.UTC(2025, i % 12, 1 + (i % 27))).toISOString(),
      contacts: i % 3 === 2 ? [{ type: 'email', value: `c${i}@example.com` }] : [],
      sources: ['hand-made test bank'],
    });
  }
  return creators.map((c) => bankCreatorSchema.parse(c));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const growthOf = (c: BankCreator) => {
  if (c.followerHistory.length < 2) return null;
  const first = c.followerHistory[0]!.followers;
  const last = c.followerHistory.at(-1)!.followers;
  return Math.round(((last - first) / first) * 10_000) / 100;
};

/** The discover filter in plain TypeScript: what search() must answer. */
function expected(creators: BankCreator[], filter: DiscoverFilter, offset: number, limit: number) {
  const inRange = (value: number | null, range?: { min?: number | undefined; max?: number | undefined }) =>
    !range || (value !== null && (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max));
  const matches = creators.filter((c) => {
    const text = fold(`${c.fullName ?? ''} ${c.username} ${c.bio ?? ''}`);
    return (
      (!filter.platform || c.platform === filter.platform) &&
      inRange(c.followers, filter.followers) &&
      inRange(c.engagementRate, filter.engagementRate) &&
      inRange(c.averageLikes, filter.averageLikes) &&
      inRange(c.averageViews, filter.averageViews) &&
      inRange(growthOf(c), filter.followerGrowth) &&
      (!filter.country || (c.country !== null && filter.country.includes(c.country))) &&
      (!filter.city || (c.city !== null && fold(c.city) === fold(filter.city))) &&
      (!filter.audienceCountry || (c.audienceCountry !== null && filter.audienceCountry.includes(c.audienceCountry))) &&
      (!filter.language || (c.language !== null && filter.language.includes(c.language))) &&
      (!filter.accountType || (c.accountType !== null && filter.accountType.includes(c.accountType))) &&
      (!filter.categories || c.categories.some((cat) => filter.categories!.some((wanted) => wanted.toLowerCase() === cat.toLowerCase()))) &&
      (!filter.hashtags || filter.hashtags.every((tag) => c.hashtags.some((h) => h.toLowerCase() === tag))) &&
      (!filter.mentions || filter.mentions.every((m) => c.mentions.some((h) => h.replace(/^@/, '').toLowerCase() === m))) &&
      (!filter.keywords ||
        fold(filter.keywords)
          .split(/\s+/)
          .every((word) => text.includes(word))) &&
      (filter.verified === undefined || c.verified === filter.verified) &&
      (filter.hasContacts === undefined || c.contacts.length > 0 === filter.hasContacts) &&
      (!filter.lastPostAfter || (c.lastPostAt !== null && Date.parse(c.lastPostAt) >= Date.parse(filter.lastPostAfter)))
    );
  });
  const key: Record<DiscoverFilter['sortBy'], (c: BankCreator) => number | null> = {
    followers: (c) => c.followers,
    engagementRate: (c) => c.engagementRate,
    averageLikes: (c) => c.averageLikes,
    averageViews: (c) => c.averageViews,
    followerGrowth: growthOf,
  };
  const id = (c: BankCreator) => profileBankId(c.platform, c.username);
  const sign = filter.orderBy === 'asc' ? 1 : -1;
  const sorted = [...matches].sort((a, b) => {
    const x = key[filter.sortBy](a);
    const y = key[filter.sortBy](b);
    if (x === null || y === null) return x === y ? (id(a) < id(b) ? -1 : 1) : x === null ? 1 : -1;
    return x !== y ? sign * (x - y) : id(a) < id(b) ? -1 : 1;
  });
  return { total: matches.length, usernames: sorted.slice(offset, offset + limit).map((c) => c.username) };
}

describe.each([
  ['in SQL', false],
  ['through the in-memory search index', true],
] as const)('searching the bank %s', (_how, indexed) => {
  let db: TestPool;
  let store: PostgresBankStore;
  let index: IndexedBankStore | undefined;
  const bank = handMadeBank();

  beforeAll(async () => {
    db = await openTestPool(indexed ? 'bank_search_index' : 'bank_search', 6);
    store = createPostgresBankStore(db.pool);
    await store.migrate();
    expect(await store.upsert(bank)).toEqual({ stored: 40 });
    if (indexed) {
      index = withSearchIndex(store, logger);
      await index.indexed();
      store = index;
    }
  });
  afterAll(async () => {
    await index?.close();
    await db.close();
  });

  const cases: Array<[string, Record<string, unknown>, number, number]> = [
    ['no filter: by followers, most first, nulls last', {}, 0, 50],
    ['one platform, a page in the middle', { platform: 'tiktok' }, 3, 4],
    ['follower and engagement ranges (inclusive)', { followers: { min: 5000, max: 30_000 }, engagementRate: { min: 1, max: 3.9 } }, 0, 50],
    [
      'countries, languages and account types, any of',
      { country: ['AT', 'CH'], language: ['de', 'en'], accountType: ['creator', 'business'] },
      0,
      50,
    ],
    ['categories any of, without case; audience country', { categories: ['FITNESS', 'music'], audienceCountry: ['DE', 'US'] }, 0, 50],
    ['hashtags and mentions, all of', { hashtags: ['#Wien', 'food'], mentions: ['@partner'] }, 0, 50],
    ['keywords without case and accents', { keywords: 'JURGEN wien' }, 0, 50],
    ['keywords in the bio', { keywords: 'creme brulee' }, 0, 50],
    ['verified and contacts', { verified: false, hasContacts: true }, 0, 50],
    [
      'posted after a day; sorted by engagement ascending',
      { lastPostAfter: '2025-06-01', sortBy: 'engagementRate', orderBy: 'asc' },
      0,
      50,
    ],
    ['growth range; sorted by growth', { followerGrowth: { min: -5, max: 20 }, sortBy: 'followerGrowth' }, 0, 50],
    ['average likes with ties, paged', { averageLikes: { min: 100 }, sortBy: 'averageLikes', orderBy: 'desc' }, 2, 5],
    ['average views, ascending, nulls last', { sortBy: 'averageViews', orderBy: 'asc' }, 20, 20],
    ['city without case and accents', { city: 'ZURICH' }, 0, 50],
    ['a page past the end', { platform: 'youtube' }, 100, 20],
  ];

  it.each(cases)('%s', async (_name, given, offset, limit) => {
    const filter = discoverFilterSchema.parse(given);
    const page = await store.search(filter, { offset, limit });
    const want = expected(bank, filter, offset, limit);
    // Every case matches some creators and leaves some out, so a filter dropped in silence would show.
    expect(want.total).toBeGreaterThan(0);
    if (Object.keys(given).some((key) => key !== 'sortBy' && key !== 'orderBy')) expect(want.total).toBeLessThan(bank.length);
    expect({ total: page.total, usernames: page.entries.map((e) => e.username) }).toEqual(want);
  });

  it('finds "Zürich" when asked for "zurich", and keywords whatever their accents', async () => {
    const zurich = await store.search(discoverFilterSchema.parse({ city: 'zurich' }), { offset: 0, limit: 50 });
    expect(zurich.total).toBeGreaterThan(0);
    expect(new Set(zurich.entries.map((e) => e.city))).toEqual(new Set(['Zürich', 'zurich']));
    const cafe = await store.search(discoverFilterSchema.parse({ keywords: 'ZOE cafe' }), { offset: 0, limit: 50 });
    expect(cafe.total).toBeGreaterThan(0);
    for (const entry of cafe.entries) expect(entry.fullName).toBe('Zoë Café');
    // LIKE's wildcards are taken literally.
    expect((await store.search(discoverFilterSchema.parse({ keywords: '%' }), { offset: 0, limit: 5 })).total).toBe(0);
  });

  it('answers entries with their id and growth, by id and by platform', async () => {
    const id = profileBankId('instagram', 'creator_00');
    const entry = (await store.get(id)) as BankEntry;
    expect(entry).toMatchObject({ id, username: 'creator_00', followerGrowth: growthOf(bank[0]!) });
    expect(await store.get('not-a-uuid')).toBeNull();
    const many = await store.getMany([id, profileBankId('tiktok', 'creator_01'), '00000000-0000-4000-8000-000000000000']);
    expect(many.map((e) => e.username)).toEqual(['creator_00', 'creator_01']);
    expect(await store.countByPlatform()).toEqual({ instagram: 14, tiktok: 13, youtube: 13 });
    const listed = await store.list('youtube', { offset: 0, limit: 5 });
    expect(listed.total).toBe(13);
    expect(listed.entries.map((e) => e.username)).toEqual(
      expected(bank, discoverFilterSchema.parse({ platform: 'youtube' }), 0, 5).usernames,
    );
  });

  it('replaces an entry by platform and handle', async () => {
    const again = bankCreatorSchema.parse({
      ...bank[5]!,
      username: '@Creator_05',
      followers: 7,
      fullName: 'Renamed',
      sources: ['second import'],
    });
    expect(await store.upsert([again])).toEqual({ stored: 1 });
    expect(await store.count()).toBe(40);
    expect(await store.get(profileBankId(bank[5]!.platform, 'creator_05'))).toMatchObject({
      followers: 7,
      fullName: 'Renamed',
      sources: ['second import'],
    });
    const found = await store.search(discoverFilterSchema.parse({ keywords: 'renamed' }), { offset: 0, limit: 5 });
    expect(found.entries.map((e) => e.username)).toEqual(['creator_05']);
    // The index, built again for the new version, answers the same.
    await index?.indexed();
    expect(
      (await store.search(discoverFilterSchema.parse({ keywords: 'renamed' }), { offset: 0, limit: 5 })).entries.map((e) => e.username),
    ).toEqual(['creator_05']);
    await store.upsert([bank[5]!]);
    await index?.indexed();
    expect((await store.search(discoverFilterSchema.parse({ keywords: 'renamed' }), { offset: 0, limit: 5 })).total).toBe(0);
  });

  it('stores text COPY and array literals treat specially exactly as given', async () => {
    const hostile = hostileCreator(bank[7]!);
    expect(await store.upsert([hostile])).toEqual({ stored: 1 });
    const id = profileBankId(hostile.platform, hostile.username);
    const stored = await store.get(id);
    expect(stored).toMatchObject({
      fullName: hostile.fullName,
      bio: hostile.bio,
      categories: hostile.categories,
      hashtags: hostile.hashtags,
      mentions: hostile.mentions,
      city: hostile.city,
    });
    await index?.indexed();
    for (const filter of [
      { categories: ['A,B'] },
      { hashtags: ['comma,tag', 'brace}'] },
      { mentions: ['quote"d'] },
      { keywords: 'back\\slash' },
      { city: 'sao paulo\\' },
    ]) {
      const found = await store.search(discoverFilterSchema.parse(filter), { offset: 0, limit: 5 });
      expect({ filter, ids: found.entries.map((e) => e.id) }).toEqual({ filter, ids: [id] });
    }
    await db.pool.query('DELETE FROM bank_creators WHERE id = $1', [id]);
    await db.pool.query("SELECT nextval('bank_version')");
  });

  it('gives facet counts and ranges', async () => {
    const meta = await store.meta();
    expect(meta.total).toBe(40);
    expect(meta.categories.find((c) => c.value.toLowerCase() === 'fitness')!.count).toBe(
      bank.filter((c) => c.categories.some((x) => x.toLowerCase() === 'fitness')).length,
    );
    expect(meta.countries.find((c) => c.value === 'AT')!.count).toBe(bank.filter((c) => c.country === 'AT').length);
    expect(meta.followers).toEqual({ min: 1000, max: Math.max(...bank.map((c) => c.followers ?? 0)) });
    expect(meta.sources).toEqual(['hand-made test bank']);
  });
});

describe('lookalikes', () => {
  let db: TestPool;
  let store: PostgresBankStore;
  const make = (username: string, over: Partial<BankCreatorInput>): BankCreator =>
    bankCreatorSchema.parse({
      platform: 'instagram',
      username,
      followers: 100_000,
      engagementRate: 3,
      categories: ['Food'],
      country: 'AT',
      sources: ['test'],
      ...over,
    });

  beforeAll(async () => {
    db = await openTestPool('bank_lookalikes', 4);
    store = createPostgresBankStore(db.pool);
    await store.migrate();
    await store.upsert([
      make('seed', {}),
      make('twin', { followers: 110_000, engagementRate: 3.1 }),
      make('same_country_other_topic', { categories: ['Cars'], followers: 90_000, engagementRate: 9 }),
      make('same_topic_abroad', { country: 'BR', followers: 120_000 }),
      make('far_too_big', { followers: 90_000_000 }),
      make('other_platform', { platform: 'tiktok' }),
      make('unrelated', { country: 'US', categories: ['Cars'] }),
    ]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('ranks creators of the same platform and size band by what they share, with the reason', async () => {
    const found = await store.lookalikes({ id: profileBankId('instagram', 'seed') }, 10);
    expect(found.map((l) => l.entry.username)).toEqual(['twin', 'same_topic_abroad', 'same_country_other_topic']);
    expect(found[0]!.reason).toBe('same category and country, similar size and engagement');
    expect(found[1]!.reason).toBe('same category, similar size and engagement');
    expect(found[2]!.reason).toBe('same country, similar size');
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
    const outside = await store.lookalikes({ creator: make('not_in_bank', { followers: 105_000 }) }, 1);
    expect(outside.map((l) => l.entry.username)).toEqual(['seed']);
    expect(await store.lookalikes({ id: '00000000-0000-4000-8000-000000000000' }, 5)).toEqual([]);
  });

  it('says what matched in plain words', () => {
    expect(lookalikeReason({ category: true, country: true, size: false, engagement: true })).toBe(
      'same category and country, similar engagement',
    );
    expect(lookalikeReason({ category: false, country: false, size: false, engagement: false })).toBe('same platform');
  });
});

describe('upserting a batch by one statement and by COPY', () => {
  let db: TestPool;
  const hostile = hostileCreator(handMadeBank()[7]!);
  const creators = [...handMadeBank(), hostile];

  beforeAll(async () => {
    db = await openTestPool('bank_upsert_ways', 4);
    await createPostgresBankStore(db.pool).migrate();
  });
  afterAll(async () => {
    await db.close();
  });

  /** Every column of every row, as text, after upserting the creators and then the same with other figures. */
  async function rowsAfterUpserts(store: PostgresBankStore): Promise<string[]> {
    await db.pool.query('TRUNCATE bank_creators');
    expect(await store.upsert(creators)).toEqual({ stored: creators.length });
    expect(await store.upsert(creators.slice(0, 5).map((creator) => ({ ...creator, followers: 123, engagementRate: null })))).toEqual({
      stored: 5,
    });
    const { rows } = await db.pool.query<{ row: string }>('SELECT b::text AS row FROM bank_creators AS b ORDER BY id');
    return rows.map((row) => row.row);
  }

  it('stores the same rows either way, conflicts included', async () => {
    const byCopy = await rowsAfterUpserts(createPostgresBankStore(db.pool, { statementUpsertMax: 0 }));
    const byStatement = await rowsAfterUpserts(createPostgresBankStore(db.pool));
    expect(byStatement).toHaveLength(creators.length);
    expect(byStatement).toEqual(byCopy);
    expect(byStatement.filter((row) => row.includes('tricky_handle'))).toHaveLength(1);
  });
});
