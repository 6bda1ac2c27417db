import { BANK_PLATFORMS, type BankCreator, type BankPlatform } from '@scout/contracts/discovery/bank';
import { copyText } from '@scout/platform/readstore/postgres-copy';
import type { DiscoverFilter, DiscoverSortField } from '@scout/contracts/discovery/search';
import type { FacetValue, ProfileBankMeta } from '@scout/contracts/discovery/profileBank';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { inTransaction, type Pool, type PoolClient } from '@scout/platform/postgres/pool';
import { profileBankId } from '../../socialData/embedded';
import { followerGrowthOf } from '@scout/contracts/discovery/followerGrowth';
import { categoryKey, foldText, keywordWords, searchTextOf, tagKey } from './normalise';
import type { BankEntry, BankPage, BankStore, ImportOutcome, Lookalike } from './port';
import { lookalikeOf, lookalikeSeedOf } from './lookalike';
import type { BankIndexRow } from './searchIndex';

/**
 * The profile bank in PostgreSQL: one row per creator in `bank_creators`, with a typed column for
 * every figure discover filters or sorts on and the whole entry as json for answering. Text compared
 * without case and accents (keywords, city) is folded in JavaScript on write and on query (see
 * normalise.ts). Discover is answered by the in-memory search index (searchIndex.ts, indexed.ts),
 * loaded from these columns; `search` here is the same search in SQL (bankQueryOf), exact and used
 * until the index holds the bank's latest version, and lookalikes likewise. So the table keeps no
 * index but its key: every index costs each write of an import.
 */

export const BANK_TABLE = 'bank_creators';

/** Key of the advisory locks the bank takes (migration, first load). */
const MIGRATION_LOCK = 0x5c0b4e1;
export const BANK_LOAD_LOCK = 0x5c0b4e2;

/** Rows per INSERT when upserting (one json parameter each). */
export const UPSERT_BATCH = 5000;

/** How long a computed meta answer is reused (facets over a million rows take a few hundred ms). */
const META_TTL_MS = 60_000;

const SORT_COLUMNS: Record<DiscoverSortField, string> = {
  followers: 'followers',
  engagementRate: 'engagement_rate',
  averageLikes: 'average_likes',
  averageViews: 'average_views',
  followerGrowth: 'follower_growth',
};

const DDL = [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  `CREATE TABLE IF NOT EXISTS ${BANK_TABLE} (
    id uuid PRIMARY KEY,
    platform text NOT NULL,
    username text NOT NULL,
    followers bigint,
    engagement_rate double precision,
    average_likes bigint,
    average_views bigint,
    follower_growth double precision,
    country text,
    city_folded text,
    audience_country text,
    language text,
    categories text[] NOT NULL,
    hashtags text[] NOT NULL,
    mentions text[] NOT NULL,
    verified boolean,
    has_contacts boolean NOT NULL,
    account_type text,
    last_post_at timestamptz,
    search_text text NOT NULL,
    synthetic boolean NOT NULL,
    entry json NOT NULL
  )`,
  // The id is made of the platform and the (normalised) handle, so the key is one per creator; a
  // second unique index on (platform, username) cost every import row a third of its insert.
  `ALTER TABLE ${BANK_TABLE} DROP CONSTRAINT IF EXISTS bank_creators_platform_username`,
  // Discover and lookalikes are answered by the in-memory index (searchIndex.ts); SQL answers only
  // while it is built, so the table keeps no index but its key: each cost every imported row.
  ...[
    'platform_followers',
    'country',
    'categories',
    'platform_engagement_rate',
    'platform_average_likes',
    'platform_average_views',
    'platform_follower_growth',
    'followers',
    'audience_country',
    'city',
    'hashtags',
    'mentions',
    'search_text',
  ].map((name) => `DROP INDEX IF EXISTS bank_creators_${name}`),
  // Moved on after every write that committed: a search index built at one value is current while it holds.
  'CREATE SEQUENCE IF NOT EXISTS bank_version',
];

/** Rows per read when the search index loads the bank. */
const INDEX_SCAN_PAGE = 20_000;

interface IndexScanRow {
  id: string;
  platform: BankPlatform;
  followers: number | null;
  engagement_rate: number | null;
  average_likes: number | null;
  average_views: number | null;
  follower_growth: number | null;
  country: string | null;
  city_folded: string | null;
  audience_country: string | null;
  language: string | null;
  account_type: string | null;
  categories: string[];
  hashtags: string[];
  mentions: string[];
  verified: boolean | null;
  has_contacts: boolean;
  last_post_us: number | null;
  search_text: string;
}

const INDEX_SCAN_SQL = `SELECT id::text AS id, platform, followers::float8 AS followers, engagement_rate, average_likes::float8 AS average_likes,
    average_views::float8 AS average_views, follower_growth, country, city_folded, audience_country, language, account_type,
    categories, hashtags, mentions, verified, has_contacts,
    (extract(epoch FROM last_post_at) * 1000000)::float8 AS last_post_us, search_text
  FROM ${BANK_TABLE} ORDER BY id`;

const indexRowOf = (row: IndexScanRow): BankIndexRow => ({
  id: row.id,
  platform: row.platform,
  followers: row.followers,
  engagementRate: row.engagement_rate,
  averageLikes: row.average_likes,
  averageViews: row.average_views,
  followerGrowth: row.follower_growth,
  country: row.country,
  cityFolded: row.city_folded,
  audienceCountry: row.audience_country,
  language: row.language,
  accountType: row.account_type,
  categories: row.categories,
  hashtags: row.hashtags,
  mentions: row.mentions,
  verified: row.verified,
  hasContacts: row.has_contacts,
  lastPostAt: row.last_post_us,
  searchText: row.search_text,
});

/**
 * The columns an upsert writes, with their types. A batch goes in by COPY (text format) to a
 * temporary table and from there into the bank in one INSERT … ON CONFLICT: PostgreSQL reads COPY's
 * text far faster than a json parameter taken apart by json_to_recordset (about half the time of a
 * batch went to that). A small batch (STATEMENT_UPSERT_MAX) is the exception: the five round trips
 * of that cost it more than its json. The entry is kept as `json` (its text, checked, not taken apart).
 */
const COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['id', 'uuid'],
  ['platform', 'text'],
  ['username', 'text'],
  ['followers', 'bigint'],
  ['engagement_rate', 'double precision'],
  ['average_likes', 'bigint'],
  ['average_views', 'bigint'],
  ['follower_growth', 'double precision'],
  ['country', 'text'],
  ['city_folded', 'text'],
  ['audience_country', 'text'],
  ['language', 'text'],
  ['categories', 'text[]'],
  ['hashtags', 'text[]'],
  ['mentions', 'text[]'],
  ['verified', 'boolean'],
  ['has_contacts', 'boolean'],
  ['account_type', 'text'],
  ['last_post_at', 'timestamptz'],
  ['search_text', 'text'],
  ['synthetic', 'boolean'],
  ['entry', 'json'],
];

const COLUMN_LIST = COLUMNS.map(([name]) => name).join(', ');

/** The session's staging table (emptied at every commit). */
const STAGING_SQL = `CREATE TEMP TABLE IF NOT EXISTS bank_staging (${COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')}) ON COMMIT DELETE ROWS`;

const COPY_SQL = `COPY bank_staging (${COLUMN_LIST}) FROM STDIN`;

const ON_CONFLICT = `ON CONFLICT (id) DO UPDATE SET
  ${COLUMNS.filter(([name]) => !['id', 'platform', 'username'].includes(name))
    .map(([name]) => `${name} = excluded.${name}`)
    .join(', ')}`;

/** Rows in id order: upserts running at once then lock the rows they share in the same order, so they wait for each other, never deadlock. */
export const UPSERT_SQL = `INSERT INTO ${BANK_TABLE} (${COLUMN_LIST})
  SELECT ${COLUMN_LIST} FROM bank_staging ORDER BY id
  ${ON_CONFLICT}`;

/** A small batch in one statement: its rows as a json array of objects keyed by column, in id order like UPSERT_SQL. */
const UPSERT_JSON_SQL = `INSERT INTO ${BANK_TABLE} (${COLUMN_LIST})
  SELECT ${COLUMN_LIST} FROM json_populate_recordset(NULL::${BANK_TABLE}, $1::json) ORDER BY id
  ${ON_CONFLICT}`;

/**
 * Batches up to this many rows go in as one statement (a page of creators found at the provider:
 * one round trip instead of the five of a COPY through the staging table); larger ones by COPY.
 */
const STATEMENT_UPSERT_MAX = 100;

/** A row's values (in the order of COLUMNS) as an object keyed by column. */
const jsonRowOf = (values: readonly unknown[]): Record<string, unknown> =>
  Object.fromEntries(COLUMNS.map(([name], i) => [name, values[i]]));

/** An array literal of quoted elements ({"a","b"}), before COPY's escaping. */
const arrayLiteral = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** One value as a field of COPY's text format (\N for null). */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return copyText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value)) return copyText(arrayLiteral(value as string[]));
  return copyText(JSON.stringify(value));
}

/** COPY lines joined a few hundred at a time (one string of a whole batch costs more to make and to send). */
function* inChunks(lines: readonly string[], size = 256): Generator<string> {
  for (let start = 0; start < lines.length; start += size) yield lines.slice(start, start + size).join('');
}

/** A creator's row as one line of COPY's text format. */
export const copyLineOf = (values: readonly unknown[]): string => `${values.map(copyField).join('\t')}\n`;

/** The values of one creator's row, in the order of COLUMNS. */
export function bankRowOf(given: BankCreator): unknown[] {
  // An entry read back (with its id and growth) may be stored again: those are derived, not kept.
  const { id: _id, followerGrowth: _growth, ...creator } = given as BankCreator & { id?: string; followerGrowth?: number | null };
  return [
    profileBankId(creator.platform, creator.username),
    creator.platform,
    creator.username,
    creator.followers,
    creator.engagementRate,
    creator.averageLikes,
    creator.averageViews,
    followerGrowthOf(creator.followerHistory),
    creator.country,
    creator.city ? foldText(creator.city) : null,
    creator.audienceCountry,
    creator.language,
    [...new Set(creator.categories.map(categoryKey))],
    [...new Set(creator.hashtags.map(tagKey))],
    [...new Set(creator.mentions.map(tagKey))],
    creator.verified,
    creator.contacts.length > 0 || creator.providerContacts,
    creator.accountType,
    creator.lastPostAt,
    searchTextOf(creator),
    creator.synthetic,
    creator,
  ];
}

interface EntryRow {
  id: string;
  follower_growth: number | null;
  entry: BankCreator;
}

const ENTRY_COLUMNS = 'id, follower_growth, entry';

const entryOf = (row: EntryRow): BankEntry => ({ ...row.entry, id: row.id, followerGrowth: row.follower_growth });

/** A LIKE pattern that matches `text` anywhere, with LIKE's wildcards in it taken literally. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The start of a UTC day or an instant, as lastPostAfter gives it. */
const instantOf = (value: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

export interface BankQuery {
  /** `WHERE …` (empty for no filter). */
  where: string;
  /** `ORDER BY …` */
  orderBy: string;
  values: unknown[];
}

/**
 * The WHERE and ORDER BY of a discover filter over `bank_creators`, every value a parameter.
 * Ranges are inclusive and leave out creators without the figure; "any of" lists match one value;
 * hashtags and mentions must all be there; every keyword must occur in name, handle or bio.
 */
export function bankQueryOf(filter: DiscoverFilter, values: unknown[] = []): BankQuery {
  const clauses: string[] = [];
  const param = (value: unknown, cast = ''): string => {
    values.push(value);
    return `$${values.length}${cast}`;
  };
  // Bounds take the column's own type, so its index serves the comparison (a bigint column compared
  // with a double would be cast row by row): counts round inward, 10.5 followers at least is 11.
  const range = (column: string, bounds: { min?: number | undefined; max?: number | undefined } | undefined, whole: boolean) => {
    if (!bounds) return;
    const cast = whole ? '::bigint' : '::double precision';
    if (bounds.min !== undefined) clauses.push(`${column} >= ${param(whole ? Math.ceil(bounds.min) : bounds.min, cast)}`);
    if (bounds.max !== undefined) clauses.push(`${column} <= ${param(whole ? Math.floor(bounds.max) : bounds.max, cast)}`);
  };
  const anyOf = (column: string, list: readonly string[] | undefined) => {
    if (list) clauses.push(`${column} = ANY(${param([...new Set(list)], '::text[]')})`);
  };

  if (filter.platform) clauses.push(`platform = ${param(filter.platform)}`);
  range('followers', filter.followers, true);
  range('engagement_rate', filter.engagementRate, false);
  range('average_likes', filter.averageLikes, true);
  range('average_views', filter.averageViews, true);
  range('follower_growth', filter.followerGrowth, false);
  anyOf('country', filter.country);
  if (filter.city !== undefined) clauses.push(`city_folded = ${param(foldText(filter.city))}`);
  anyOf('audience_country', filter.audienceCountry);
  anyOf('language', filter.language);
  anyOf('account_type', filter.accountType);
  if (filter.categories) clauses.push(`categories && ${param([...new Set(filter.categories.map(categoryKey))], '::text[]')}`);
  if (filter.hashtags && filter.hashtags.length > 0)
    clauses.push(`hashtags @> ${param([...new Set(filter.hashtags.map(tagKey))], '::text[]')}`);
  if (filter.mentions && filter.mentions.length > 0)
    clauses.push(`mentions @> ${param([...new Set(filter.mentions.map(tagKey))], '::text[]')}`);
  if (filter.keywords !== undefined) {
    for (const word of keywordWords(filter.keywords)) clauses.push(`search_text LIKE ${param(containsPattern(word))}`);
  }
  if (filter.verified !== undefined) clauses.push(`verified = ${param(filter.verified)}`);
  if (filter.hasContacts !== undefined) clauses.push(`has_contacts = ${param(filter.hasContacts)}`);
  if (filter.lastPostAfter !== undefined) clauses.push(`last_post_at >= ${param(instantOf(filter.lastPostAfter), '::timestamptz')}`);

  const column = SORT_COLUMNS[filter.sortBy ?? 'followers'];
  const direction = (filter.orderBy ?? 'desc') === 'asc' ? 'ASC' : 'DESC';
  return {
    where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '',
    orderBy: `ORDER BY ${column} ${direction} NULLS LAST, id`,
    values,
  };
}

const emptyPlatformCounts = (): Record<BankPlatform, number> =>
  Object.fromEntries(BANK_PLATFORMS.map((platform) => [platform, 0])) as Record<BankPlatform, number>;

export interface PostgresBankStore extends BankStore {
  /** Runs `fn` while holding the bank's session advisory lock `key` (one process at a time). */
  exclusively<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * After a large import: refreshes the planner's statistics and the visibility map (VACUUM
   * ANALYZE), so counts over an index need not visit the table for rows just written.
   */
  analyze(): Promise<void>;
  /** Changes after every write to the bank that committed (the `bank_version` sequence). */
  version(): Promise<string>;
  /**
   * Every creator's search columns in id order, from one snapshot, a page at a time to `each`;
   * stops between pages when `stop()` says so (answering false).
   */
  scanForIndex(each: (rows: BankIndexRow[]) => void, stop?: () => boolean): Promise<boolean>;
}

export function createPostgresBankStore(
  pool: Pool,
  options: { statementUpsertMax: number } = { statementUpsertMax: STATEMENT_UPSERT_MAX },
): PostgresBankStore {
  let meta: { at: number; value: ProfileBankMeta } | undefined;
  let counts: { at: number; value: Record<BankPlatform, number> } | undefined;

  async function entries(sql: string, values: unknown[]): Promise<BankEntry[]> {
    const { rows } = await pool.query<EntryRow>(sql, values);
    return rows.map(entryOf);
  }

  /** Creators per platform, reused for a minute (and dropped by this process's writes). */
  async function platformCounts(): Promise<Record<BankPlatform, number>> {
    if (counts && Date.now() - counts.at < META_TTL_MS) return counts.value;
    const value = await store.countByPlatform();
    counts = { at: Date.now(), value };
    return value;
  }

  async function search(filter: DiscoverFilter, page: { offset: number; limit: number }): Promise<BankPage> {
    const query = bankQueryOf(filter);
    const n = query.values.length;
    // A search that narrows nothing but the platform (the profile bank screen, a first discover
    // search) is counted from the per-platform counts: counting a platform's several hundred
    // thousand rows on every page would cost more than the page.
    const unfiltered = Object.entries(filter).every(
      ([key, value]) => value === undefined || ['platform', 'sortBy', 'orderBy'].includes(key),
    );
    // Otherwise the page and the count go to two connections at once: the page stops after `limit`
    // rows of an index in sort order, the count reads every match (an index-only or bitmap scan).
    const [found, total] = await Promise.all([
      entries(`SELECT ${ENTRY_COLUMNS} FROM ${BANK_TABLE} ${query.where} ${query.orderBy} OFFSET $${n + 1} LIMIT $${n + 2}`, [
        ...query.values,
        page.offset,
        page.limit,
      ]),
      unfiltered
        ? platformCounts().then((byPlatform) =>
            filter.platform ? byPlatform[filter.platform] : Object.values(byPlatform).reduce((sum, count) => sum + count, 0),
          )
        : pool
            .query<{ total: number }>(`SELECT count(*)::int AS total FROM ${BANK_TABLE} ${query.where}`, query.values)
            .then((counted) => counted.rows[0]?.total ?? 0),
    ]);
    return { total, entries: found };
  }

  async function facet(sql: string): Promise<FacetValue[]> {
    const { rows } = await pool.query<{ value: string; count: number }>(sql);
    return rows.map((row) => ({ value: row.value, count: row.count }));
  }

  async function computeMeta(): Promise<ProfileBankMeta> {
    const column = (name: string) =>
      `SELECT ${name} AS value, count(*)::int AS count FROM ${BANK_TABLE} WHERE ${name} IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`;
    const [totals, platforms, categories, countries, audienceCountries, languages, accountTypes, sources] = await Promise.all([
      pool.query<{ total: number; fmin: number | null; fmax: number | null; emin: number | null; emax: number | null }>(
        `SELECT count(*)::int AS total, min(followers) AS fmin, max(followers) AS fmax, min(engagement_rate) AS emin, max(engagement_rate) AS emax FROM ${BANK_TABLE}`,
      ),
      facet(column('platform')),
      // Counted without case; shown as the entries spell them (the first spelling in sort order).
      facet(
        `SELECT min(c) AS value, count(*)::int AS count FROM ${BANK_TABLE}, json_array_elements_text(entry->'categories') AS c GROUP BY lower(c) ORDER BY 2 DESC, 1 LIMIT 500`,
      ),
      facet(column('country')),
      facet(column('audience_country')),
      facet(column('language')),
      facet(column('account_type')),
      pool.query<{ source: string }>(
        `SELECT DISTINCT s AS source FROM ${BANK_TABLE}, json_array_elements_text(entry->'sources') AS s ORDER BY 1 LIMIT 100`,
      ),
    ]);
    const t = totals.rows[0]!;
    return {
      total: t.total,
      platforms,
      categories,
      countries,
      audienceCountries,
      languages,
      accountTypes,
      followers: { min: t.fmin, max: t.fmax },
      engagementRate: { min: t.emin, max: t.emax },
      sources: sources.rows.map((row) => row.source),
    };
  }

  async function lookalikes(like: { id: string } | { creator: BankCreator }, limit: number): Promise<Lookalike[]> {
    const seed = await lookalikeSeedOf(store, like);
    if (!seed) return [];
    const { platform, id: seedId, categories, country, logFollowers, engagementRate } = seed;
    const values: unknown[] = [platform, seedId, categories, country, logFollowers, engagementRate, limit];
    // Candidates: the same platform, within a decade of followers, sharing the category or the
    // country when the seed has either; scored by what they share, best first.
    const where = ['platform = $1', 'id <> $2'];
    if (logFollowers !== null) where.push('followers BETWEEN (10 ^ ($5::float8 - 1))::bigint AND (10 ^ ($5::float8 + 1))::bigint');
    const shared = [categories.length > 0 ? 'categories && $3::text[]' : null, country ? 'country = $4::text' : null].filter(
      (c): c is string => c !== null,
    );
    if (shared.length > 0) where.push(`(${shared.join(' OR ')})`);
    const sql = `
      WITH candidates AS (
        SELECT id, follower_growth, entry, followers,
          coalesce(categories && $3::text[], false) AS same_category,
          coalesce(country = $4::text, false) AS same_country,
          CASE WHEN $5::float8 IS NULL OR followers IS NULL THEN NULL ELSE abs(log(greatest(followers, 1)::float8) - $5::float8) END AS size_gap,
          CASE WHEN $6::float8 IS NULL OR engagement_rate IS NULL THEN NULL
               ELSE greatest(0, 1 - abs(engagement_rate - $6::float8) / greatest(engagement_rate, $6::float8, 0.1)) END AS engagement_closeness
        FROM ${BANK_TABLE}
        WHERE ${where.join(' AND ')}
      )
      SELECT *, (0.35 * same_category::int + 0.25 * same_country::int
                 + 0.25 * coalesce(greatest(0, 1 - size_gap), 0) + 0.15 * coalesce(engagement_closeness, 0))::float8 AS score
      FROM candidates
      ORDER BY score DESC, followers DESC NULLS LAST, id
      LIMIT $7`;
    const { rows } = await pool.query<
      EntryRow & {
        same_category: boolean;
        same_country: boolean;
        size_gap: number | null;
        engagement_closeness: number | null;
        score: number;
      }
    >(sql, values);
    return rows.map((row) =>
      lookalikeOf(entryOf(row), {
        score: row.score,
        sameCategory: row.same_category,
        sameCountry: row.same_country,
        sizeGap: row.size_gap,
        closeness: row.engagement_closeness,
      }),
    );
  }

  const store: PostgresBankStore = {
    migrate() {
      return inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        // The read store creates pg_trgm too, under its own lock: a process migrating it at the same
        // moment may win the race (unique violation), which leaves the extension there all the same.
        await client.query('SAVEPOINT extension');
        try {
          await client.query(DDL[0]!);
        } catch (error) {
          if ((error as { code?: string }).code !== '23505') throw error;
          await client.query('ROLLBACK TO SAVEPOINT extension');
        }
        for (const statement of DDL.slice(1)) await client.query(statement);
        // Banks made before the entry became json (2026-11-25) keep their rows.
        const { rows } = await client.query<{ data_type: string }>(
          `SELECT data_type FROM information_schema.columns WHERE table_name = '${BANK_TABLE}' AND column_name = 'entry' AND table_schema = current_schema()`,
        );
        if (rows[0]?.data_type === 'jsonb') await client.query(`ALTER TABLE ${BANK_TABLE} ALTER COLUMN entry TYPE json`);
      });
    },

    async count() {
      const { rows } = await pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${BANK_TABLE}`);
      return rows[0]?.total ?? 0;
    },

    async countByPlatform() {
      const counts = emptyPlatformCounts();
      const { rows } = await pool.query<{ platform: BankPlatform; total: number }>(
        `SELECT platform, count(*)::int AS total FROM ${BANK_TABLE} GROUP BY platform`,
      );
      for (const row of rows) counts[row.platform] = row.total;
      return counts;
    },

    async upsert(creators: readonly BankCreator[]): Promise<ImportOutcome> {
      let stored = 0;
      for (let start = 0; start < creators.length; start += UPSERT_BATCH) {
        // One statement may not touch a row twice: within a batch the last row of a handle wins.
        const batch = new Map<string, unknown[]>();
        for (const creator of creators.slice(start, start + UPSERT_BATCH)) {
          const values = bankRowOf(creator);
          batch.set(values[0] as string, values);
        }
        const rows = [...batch.values()];
        if (rows.length <= options.statementUpsertMax) {
          await pool.query(UPSERT_JSON_SQL, [JSON.stringify(rows.map(jsonRowOf))]);
        } else {
          await inTransaction(
            pool,
            async (client) => {
              await pipeline(Readable.from(inChunks(rows.map(copyLineOf))), client.query(copyFrom(COPY_SQL)));
              await client.query(UPSERT_SQL);
            },
            { afterBegin: STAGING_SQL },
          );
        }
        // After the commit, so whoever sees the new version sees these rows.
        await pool.query("SELECT nextval('bank_version')");
        stored += batch.size;
      }
      meta = undefined;
      counts = undefined;
      return { stored };
    },

    async get(id) {
      const [entry] = await store.getMany([id]);
      return entry ?? null;
    },

    async getMany(ids) {
      const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
      if (wanted.length === 0) return [];
      const found = await entries(`SELECT ${ENTRY_COLUMNS} FROM ${BANK_TABLE} WHERE id = ANY($1::uuid[])`, [wanted]);
      const byId = new Map(found.map((entry) => [entry.id, entry]));
      return wanted.map((id) => byId.get(id.toLowerCase())).filter((entry): entry is BankEntry => entry !== undefined);
    },

    search,

    list(platform, page) {
      return search({ platform, sortBy: 'followers', orderBy: 'desc' }, page);
    },

    async meta() {
      if (meta && Date.now() - meta.at < META_TTL_MS) return meta.value;
      const value = await computeMeta();
      meta = { at: Date.now(), value };
      return value;
    },

    lookalikes,

    async analyze() {
      await pool.query(`VACUUM (ANALYZE) ${BANK_TABLE}`);
    },

    async version() {
      const { rows } = await pool.query<{ version: string }>(
        "SELECT last_value::text || ':' || is_called::text AS version FROM bank_version",
      );
      return rows[0]!.version;
    },

    scanForIndex(each, stop = () => false) {
      return inTransaction(
        pool,
        async (client) => {
          for (;;) {
            if (stop()) return false;
            const { rows }: { rows: IndexScanRow[] } = await client.query<IndexScanRow>(`FETCH ${INDEX_SCAN_PAGE} FROM bank_index_scan`);
            each(rows.map(indexRowOf));
            if (rows.length < INDEX_SCAN_PAGE) return true;
          }
        },
        {
          afterBegin: `SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY; DECLARE bank_index_scan NO SCROLL CURSOR FOR ${INDEX_SCAN_SQL}`,
        },
      );
    },

    async exclusively(key, fn) {
      const client: PoolClient = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
      } finally {
        client.release();
      }
    },
  };
  return store;
}
