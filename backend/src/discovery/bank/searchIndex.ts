import { BANK_PLATFORMS, type BankPlatform } from '@scout/contracts/discovery/bank';
import { DISCOVER_SORT_FIELDS, type DiscoverFilter, type DiscoverSortField } from '@scout/contracts/discovery/search';
import { categoryKey, foldText, keywordWords, tagKey } from './normalise';
import type { LookalikeMatch, LookalikeSeed } from './lookalike';

/**
 * The profile bank's search engine: every figure discover filters or sorts on, held in memory as
 * one typed array per column, with inverted lists for categories, hashtags, mentions and the words
 * of name, handle and bio, and one order of the rows per sort field. A search marks the rows the
 * lists allow, checks the column comparisons on those (or on every row when no list narrows), and
 * walks the sort order until the page is full: an exact total and a page of a million creators in
 * a few milliseconds, where PostgreSQL must read every match to count it. It answers exactly what
 * `bankQueryOf` (postgres.ts) answers in SQL; the tests hold the two to the same results.
 */

/** One creator as the index takes it: the typed columns of `bank_creators`, added in id order. */
export interface BankIndexRow {
  id: string;
  platform: BankPlatform;
  followers: number | null;
  engagementRate: number | null;
  averageLikes: number | null;
  averageViews: number | null;
  followerGrowth: number | null;
  country: string | null;
  cityFolded: string | null;
  audienceCountry: string | null;
  language: string | null;
  accountType: string | null;
  /** Stored keys (categoryKey / tagKey), as in the table's arrays. */
  categories: readonly string[];
  hashtags: readonly string[];
  mentions: readonly string[];
  verified: boolean | null;
  hasContacts: boolean;
  /** Microseconds since the epoch (PostgreSQL's precision). */
  lastPostAt: number | null;
  /** Folded name, handle and bio (searchTextOf). */
  searchText: string;
}

export interface BankIndexPage {
  total: number;
  /** The page's creators' ids, in sort order. */
  ids: string[];
}

const NUMBER_COLUMNS = ['followers', 'engagementRate', 'averageLikes', 'averageViews', 'followerGrowth', 'lastPostAt'] as const;
type NumberColumn = (typeof NUMBER_COLUMNS)[number];
const CODED_COLUMNS = ['country', 'cityFolded', 'audienceCountry', 'language', 'accountType'] as const;
type CodedColumn = (typeof CODED_COLUMNS)[number];
const LIST_COLUMNS = ['categories', 'hashtags', 'mentions'] as const;
type ListColumn = (typeof LIST_COLUMNS)[number];

/** Row numbers of one sort field: rows with a value by (value, row) ascending, then rows without, by row. */
interface SortOrder {
  rows: Uint32Array;
  /** The value of each of `rows` with one, in the same order (read in sequence, not row by row). */
  sorted: Float64Array;
  withValue: number;
}

/** Columns that hold counts: their bounds round inward as whole numbers, as in SQL (10.5 followers at least is 11). */
const WHOLE_COLUMNS: ReadonlySet<NumberColumn> = new Set(['followers', 'averageLikes', 'averageViews']);

/** A filter's range on a column as the index compares it (unbounded ends infinite). */
function boundsOf(column: NumberColumn, range: { min?: number | undefined; max?: number | undefined }): { min: number; max: number } {
  const whole = WHOLE_COLUMNS.has(column);
  return {
    min: range.min === undefined ? -Infinity : whole ? Math.ceil(range.min) : range.min,
    max: range.max === undefined ? Infinity : whole ? Math.floor(range.max) : range.max,
  };
}

/** The first index below `end` whose value is at least `value` (`end` when none). */
function firstAtLeast(sorted: Float64Array, end: number, value: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index below `end` whose value is above `value` (`end` when none). */
function firstAbove(sorted: Float64Array, end: number, value: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** At most this many matches are sorted by themselves; more are found by walking a sort order. */
const SORT_MATCHES_UP_TO = 4096;

/** A growable Uint32Array. */
class Numbers {
  private data = new Uint32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  at(index: number): number {
    return this.data[index]!;
  }
}

/** Inverted lists of string keys in one flat array (key k's rows: rows[starts[k]..starts[k + 1]]). */
interface Postings {
  keys: Map<string, number>;
  starts: Uint32Array;
  rows: Uint32Array;
}

const rowsOf = (postings: Postings, key: number): Uint32Array => postings.rows.subarray(postings.starts[key]!, postings.starts[key + 1]!);

/** Collects (key, row) pairs, rows ascending; `done()` lays them out by key, each key's rows still ascending. */
class PostingsBuilder {
  readonly keys = new Map<string, number>();
  private readonly pairKeys = new Numbers();
  private readonly pairRows = new Numbers();

  /** The key's number (in order of first appearance). */
  add(key: string, row: number): number {
    let id = this.keys.get(key);
    if (id === undefined) {
      id = this.keys.size;
      this.keys.set(key, id);
    }
    this.pairKeys.push(id);
    this.pairRows.push(row);
    return id;
  }

  done(): Postings {
    const starts = new Uint32Array(this.keys.size + 1);
    const pairs = this.pairKeys.length;
    for (let i = 0; i < pairs; i += 1) starts[this.pairKeys.at(i) + 1]! += 1;
    for (let key = 0; key < this.keys.size; key += 1) starts[key + 1]! += starts[key]!;
    const next = starts.slice(0, this.keys.size);
    const rows = new Uint32Array(pairs);
    for (let i = 0; i < pairs; i += 1) rows[next[this.pairKeys.at(i)]!++] = this.pairRows.at(i);
    return { keys: this.keys, starts, rows };
  }
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Collects rows in id order; `build()` gives the index. */
export class BankIndexBuilder {
  private count = 0;
  private lastId = '';
  private ids = new Uint8Array(16 * 1024);
  private readonly platforms = new Numbers();
  private readonly platformRows = new PostingsBuilder();
  private readonly numbers = Object.fromEntries(NUMBER_COLUMNS.map((c) => [c, [] as number[]])) as Record<NumberColumn, number[]>;
  /** Per coded column: each row's code + 1 (0 for none), and the rows of each value. */
  private readonly codes = Object.fromEntries(CODED_COLUMNS.map((c) => [c, new Numbers()])) as Record<CodedColumn, Numbers>;
  private readonly values = Object.fromEntries(CODED_COLUMNS.map((c) => [c, new PostingsBuilder()])) as Record<
    CodedColumn,
    PostingsBuilder
  >;
  private readonly lists = Object.fromEntries(LIST_COLUMNS.map((c) => [c, new PostingsBuilder()])) as Record<ListColumn, PostingsBuilder>;
  private readonly flags = { verified: new Numbers(), hasContacts: new Numbers() };
  /** Every distinct word of the search text, and the rows that have it. */
  private readonly words = new PostingsBuilder();

  add(row: BankIndexRow): void {
    if (row.id <= this.lastId) throw new Error(`bank index rows must come in id order: ${row.id} after ${this.lastId}`);
    this.lastId = row.id;
    const at = this.count++;
    if ((at + 1) * 16 > this.ids.length) {
      const grown = new Uint8Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    const hex = row.id.replace(/-/g, '');
    for (let i = 0; i < 16; i += 1) this.ids[at * 16 + i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
    this.platforms.push(BANK_PLATFORMS.indexOf(row.platform));
    this.platformRows.add(row.platform, at);
    for (const column of NUMBER_COLUMNS) this.numbers[column].push(row[column] ?? Number.NaN);
    for (const column of CODED_COLUMNS) {
      const value = row[column];
      this.codes[column].push(value === null ? 0 : this.values[column].add(value, at) + 1);
    }
    for (const column of LIST_COLUMNS) for (const key of new Set(row[column])) this.lists[column].add(key, at);
    this.flags.verified.push(row.verified === null ? 2 : row.verified ? 1 : 0);
    this.flags.hasContacts.push(row.hasContacts ? 1 : 0);
    for (const word of new Set(row.searchText.split(' '))) if (word !== '') this.words.add(word, at);
  }

  build(): BankSearchIndex {
    const size = this.count;
    const bytes = (numbers: Numbers) => Uint8Array.from({ length: size }, (_, i) => numbers.at(i));
    const numbers = Object.fromEntries(NUMBER_COLUMNS.map((c) => [c, Float64Array.from(this.numbers[c])])) as Record<
      NumberColumn,
      Float64Array
    >;
    const words = this.words.done();
    const vocabulary = [...words.keys.keys()];
    const wordStarts = new Uint32Array(vocabulary.length + 1);
    let offset = 0;
    vocabulary.forEach((word, index) => {
      wordStarts[index] = offset;
      offset += word.length + 1;
    });
    wordStarts[vocabulary.length] = offset;
    return new BankSearchIndex({
      size,
      ids: this.ids.slice(0, size * 16),
      platforms: bytes(this.platforms),
      platformRows: this.platformRows.done(),
      numbers,
      codes: Object.fromEntries(CODED_COLUMNS.map((c) => [c, Uint32Array.from({ length: size }, (_, i) => this.codes[c].at(i))])) as Record<
        CodedColumn,
        Uint32Array
      >,
      values: Object.fromEntries(CODED_COLUMNS.map((c) => [c, this.values[c].done()])) as Record<CodedColumn, Postings>,
      lists: Object.fromEntries(LIST_COLUMNS.map((c) => [c, this.lists[c].done()])) as Record<ListColumn, Postings>,
      verified: bytes(this.flags.verified),
      hasContacts: bytes(this.flags.hasContacts),
      orders: Object.fromEntries(DISCOVER_SORT_FIELDS.map((field) => [field, sortOrderOf(numbers[field])])) as Record<
        DiscoverSortField,
        SortOrder
      >,
      // Words joined by a newline, which folded text never holds: a keyword (which holds no space)
      // occurs in the search text exactly when it occurs within one of its words.
      vocabulary: vocabulary.join('\n'),
      wordStarts,
      wordRows: { keys: new Map(), starts: words.starts, rows: words.rows },
    });
  }
}

function sortOrderOf(values: Float64Array): SortOrder {
  const rows = new Uint32Array(values.length);
  let withValue = 0;
  for (let row = 0; row < values.length; row += 1) if (!Number.isNaN(values[row])) rows[withValue++] = row;
  let end = values.length;
  for (let row = values.length - 1; row >= 0; row -= 1) if (Number.isNaN(values[row])) rows[--end] = row;
  rows.subarray(0, withValue).sort((a, b) => values[a]! - values[b]! || a - b);
  const sorted = new Float64Array(withValue);
  for (let i = 0; i < withValue; i += 1) sorted[i] = values[rows[i]!]!;
  return { rows, sorted, withValue };
}

interface IndexParts {
  size: number;
  ids: Uint8Array;
  platforms: Uint8Array;
  /** The rows of each platform. */
  platformRows: Postings;
  numbers: Record<NumberColumn, Float64Array>;
  /** Code + 1 of each row's value (0: none). */
  codes: Record<CodedColumn, Uint32Array>;
  /** The rows of each value of a coded column (code = key number). */
  values: Record<CodedColumn, Postings>;
  lists: Record<ListColumn, Postings>;
  /** 0 false, 1 true, 2 unknown. */
  verified: Uint8Array;
  hasContacts: Uint8Array;
  orders: Record<DiscoverSortField, SortOrder>;
  vocabulary: string;
  wordStarts: Uint32Array;
  /** Rows of each vocabulary word, by its number. */
  wordRows: Postings;
}

/** Row sets that must all hold a row (each inverted-list filter gives one). */
type RowSets = Uint32Array[];

interface CodedChoice {
  column: CodedColumn;
  /** Allowed codes + 1. */
  codes: number[];
  rows: number;
}

/**
 * One comparison applied to the rows still in: `rows` (the first `count`; null for every row below
 * `count`) are kept in `out` when they pass, and the number kept is answered. One tight loop per
 * kind of comparison, so a million rows take a millisecond or two.
 */
type Pass = (rows: Uint32Array | null, count: number, out: Uint32Array) => number;

function rangePass(values: Float64Array, min: number, max: number): Pass {
  return (rows, count, out) => {
    let kept = 0;
    if (rows === null) {
      for (let row = 0; row < count; row += 1) {
        const value = values[row]!;
        if (value >= min && value <= max) out[kept++] = row;
      }
    } else {
      for (let i = 0; i < count; i += 1) {
        const row = rows[i]!;
        const value = values[row]!;
        if (value >= min && value <= max) out[kept++] = row;
      }
    }
    return kept;
  };
}

/** Rows whose byte (platform, verified, contacts) is one the table allows. */
function bytePass(codes: Uint8Array, allowed: Uint8Array): Pass {
  return (rows, count, out) => {
    let kept = 0;
    if (rows === null) {
      for (let row = 0; row < count; row += 1) if (allowed[codes[row]!] === 1) out[kept++] = row;
    } else {
      for (let i = 0; i < count; i += 1) {
        const row = rows[i]!;
        if (allowed[codes[row]!] === 1) out[kept++] = row;
      }
    }
    return kept;
  };
}

/** Rows whose value of a coded column is one the table allows. (Apart from bytePass: one array type per loop keeps it fast.) */
function codePass(codes: Uint32Array, allowed: Uint8Array): Pass {
  return (rows, count, out) => {
    let kept = 0;
    if (rows === null) {
      for (let row = 0; row < count; row += 1) if (allowed[codes[row]!] === 1) out[kept++] = row;
    } else {
      for (let i = 0; i < count; i += 1) {
        const row = rows[i]!;
        if (allowed[codes[row]!] === 1) out[kept++] = row;
      }
    }
    return kept;
  };
}

const allowing = (size: number, codes: readonly number[]): Uint8Array => {
  const table = new Uint8Array(size);
  for (const code of codes) table[code] = 1;
  return table;
};

export class BankSearchIndex {
  /** Scratch space reused by every search (searches run one at a time, synchronously). */
  private readonly scratch: Uint32Array;
  private readonly hit: Uint8Array;

  constructor(private readonly parts: IndexParts) {
    this.scratch = new Uint32Array(parts.size);
    this.hit = new Uint8Array(parts.size);
  }

  get size(): number {
    return this.parts.size;
  }

  idOf(row: number): string {
    const b = this.parts.ids;
    const h = (i: number) => HEX[b[row * 16 + i]!]!;
    return `${h(0)}${h(1)}${h(2)}${h(3)}-${h(4)}${h(5)}-${h(6)}${h(7)}-${h(8)}${h(9)}-${h(10)}${h(11)}${h(12)}${h(13)}${h(14)}${h(15)}`;
  }

  /** The creators matching every filter, sorted as the filter says (ties by id): the total and one page of ids. */
  search(filter: DiscoverFilter, page: { offset: number; limit: number }): BankIndexPage {
    const { size } = this.parts;
    const steps = this.listSteps(filter);
    const coded = this.codedChoices(filter);
    if (steps === null || coded.some((choice) => choice.codes.length === 0)) return { total: 0, ids: [] };
    // A rare value (a country, a language) goes by its rows, a common one is checked row by row.
    const rare = (choice: CodedChoice) => choice.rows <= size / 16;
    for (const choice of coded) if (rare(choice)) steps.push(this.rowsOfCodes(choice));
    let rows: Uint32Array | null = null;
    let count = size;
    let platformDone = false;
    if (steps.length > 0) {
      rows = intersect(steps, size);
      count = rows.length;
    } else if (filter.platform) {
      // With nothing rarer to start from, the platform's own rows: the comparisons then read a
      // third of each column, in order, instead of every row's platform first.
      const key = this.parts.platformRows.keys.get(filter.platform);
      const own = key === undefined ? new Uint32Array(0) : rowsOf(this.parts.platformRows, key);
      this.scratch.set(own);
      rows = this.scratch;
      count = own.length;
      platformDone = true;
    }
    for (const pass of this.passes(
      filter,
      coded.filter((choice) => !rare(choice)),
      platformDone,
    )) {
      // In place once there is a list: a pass writes no further than it has read.
      const out: Uint32Array = rows ?? this.scratch;
      count = pass(rows, count, out);
      rows = out;
    }
    const total = count;
    if (total === 0 || page.limit === 0 || page.offset >= total) return { total, ids: [] };
    const want = page.offset + page.limit;
    let found: number[];
    if (rows !== null && total <= SORT_MATCHES_UP_TO) found = this.sortRows(filter, rows.subarray(0, total)).slice(0, want);
    else {
      const { hit } = this;
      if (rows === null) hit.fill(1);
      else for (let i = 0; i < count; i += 1) hit[rows[i]!] = 1;
      try {
        found = this.walk(filter, hit, want);
      } finally {
        hit.fill(0);
      }
    }
    return { total, ids: found.slice(page.offset, want).map((row) => this.idOf(row)) };
  }

  /** A few matches in the filter's order: by value (ascending or descending), ties by row, rows without a value last. */
  private sortRows(filter: DiscoverFilter, rows: Uint32Array): number[] {
    const values = this.parts.numbers[filter.sortBy ?? 'followers'];
    const sign = (filter.orderBy ?? 'desc') === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = values[a]!;
      const y = values[b]!;
      const xNone = Number.isNaN(x);
      const yNone = Number.isNaN(y);
      if (xNone || yNone) return xNone === yNone ? a - b : xNone ? 1 : -1;
      return sign * (x - y) || a - b;
    });
  }

  /**
   * Lookalikes as the SQL of postgres.ts finds them: the seed's platform, within a decade of its
   * followers, sharing a category or the country when the seed has either; scored by what they
   * share, best first (then followers, most first, then id). The seed itself is left out.
   */
  lookalikes(seed: LookalikeSeed, limit: number): Array<{ id: string; match: LookalikeMatch }> {
    const { size, platforms, numbers, codes, values, lists } = this.parts;
    const platform = BANK_PLATFORMS.indexOf(seed.platform);
    const seedRow = this.rowOfId(seed.id);
    const followers = numbers.followers;
    const engagement = numbers.engagementRate;
    const categoryRows = seed.categories
      .map((key) => lists.categories.keys.get(key))
      .filter((key) => key !== undefined)
      .map((key) => rowsOf(lists.categories, key));
    const inCategory = new Uint8Array(size);
    for (const rows of categoryRows) for (const row of rows) inCategory[row] = 1;
    const countryKey = seed.country ? values.country.keys.get(seed.country) : undefined;
    const countryCode = countryKey === undefined ? -1 : countryKey + 1;
    const shared = seed.categories.length > 0 || Boolean(seed.country);
    const candidates: Iterable<number> = shared
      ? union([...categoryRows, ...(countryKey === undefined ? [] : [rowsOf(values.country, countryKey)])], size)
      : {
          [Symbol.iterator]: function* rows() {
            for (let row = 0; row < size; row += 1) yield row;
          },
        };
    // PostgreSQL's (10 ^ x)::bigint rounds half to even; 10 ^ x is never half an integer here.
    const lowest = seed.logFollowers === null ? -Infinity : Math.round(10 ** (seed.logFollowers - 1));
    const highest = seed.logFollowers === null ? Infinity : Math.round(10 ** (seed.logFollowers + 1));
    const best: Array<{ row: number; match: LookalikeMatch }> = [];
    const before = (a: { row: number; match: LookalikeMatch }, b: { row: number; match: LookalikeMatch }): boolean => {
      if (a.match.score !== b.match.score) return a.match.score > b.match.score;
      const x = followers[a.row]!;
      const y = followers[b.row]!;
      if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(y);
      if (x !== y && !Number.isNaN(x)) return x > y;
      return a.row < b.row;
    };
    for (const row of candidates) {
      if (platforms[row] !== platform || row === seedRow) continue;
      const count = followers[row]!;
      if (seed.logFollowers !== null && !(count >= lowest && count <= highest)) continue;
      const sameCategory = inCategory[row] === 1;
      const sameCountry = codes.country[row] === countryCode;
      const sizeGap =
        seed.logFollowers === null || Number.isNaN(count) ? null : Math.abs(Math.log10(Math.max(count, 1)) - seed.logFollowers);
      const rate = engagement[row]!;
      const closeness =
        seed.engagementRate === null || Number.isNaN(rate)
          ? null
          : Math.max(0, 1 - Math.abs(rate - seed.engagementRate) / Math.max(rate, seed.engagementRate, 0.1));
      // As PostgreSQL adds it: the shared parts exactly (numeric), then the closeness terms in float8.
      const base = sameCategory ? (sameCountry ? 0.6 : 0.35) : sameCountry ? 0.25 : 0;
      const score = base + 0.25 * (sizeGap === null ? 0 : Math.max(0, 1 - sizeGap)) + 0.15 * (closeness ?? 0);
      const candidate = { row, match: { score, sameCategory, sameCountry, sizeGap, closeness } };
      if (best.length === limit && !before(candidate, best[limit - 1]!)) continue;
      let at = best.length;
      while (at > 0 && before(candidate, best[at - 1]!)) at -= 1;
      best.splice(at, 0, candidate);
      if (best.length > limit) best.pop();
    }
    return best.map(({ row, match }) => ({ id: this.idOf(row), match }));
  }

  /** The row of an id, or -1 (rows are in id order). */
  private rowOfId(id: string): number {
    const hex = id.toLowerCase().replace(/-/g, '');
    let lo = 0;
    let hi = this.parts.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const other = this.idOf(mid).replace(/-/g, '');
      if (other === hex) return mid;
      if (other < hex) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** The first `want` hit rows in the filter's order: values ascending or descending (ties by row), then rows without a value. */
  private walk(filter: DiscoverFilter, hit: Uint8Array, want: number): number[] {
    const field = filter.sortBy ?? 'followers';
    const { rows, sorted, withValue } = this.parts.orders[field];
    // A range on the sort field itself bounds the walk: no row outside it (nor any without a value) can match.
    const range = filter[field];
    const bounds = range && boundsOf(field, range);
    const from = bounds ? firstAtLeast(sorted, withValue, bounds.min) : 0;
    const to = bounds ? firstAbove(sorted, withValue, bounds.max) : withValue;
    const out: number[] = [];
    if ((filter.orderBy ?? 'desc') === 'asc') {
      for (let i = from; i < to && out.length < want; i += 1) if (hit[rows[i]!] === 1) out.push(rows[i]!);
    } else {
      // Descending by value, but rows of one value stay in row (id) order.
      let end = to - 1;
      while (end >= from && out.length < want) {
        const value = sorted[end]!;
        let start = end;
        while (start > from && sorted[start - 1] === value) start -= 1;
        for (let i = start; i <= end && out.length < want; i += 1) if (hit[rows[i]!] === 1) out.push(rows[i]!);
        end = start - 1;
      }
    }
    if (bounds) return out;
    for (let i = withValue; i < rows.length && out.length < want; i += 1) if (hit[rows[i]!] === 1) out.push(rows[i]!);
    return out;
  }

  /**
   * The inverted-list filters, one row set each (every one must hold the row): the categories (any
   * of), each hashtag, each mention and each keyword. Null when one of them can match nothing.
   */
  private listSteps(filter: DiscoverFilter): RowSets | null {
    const { lists, size } = this.parts;
    const steps: RowSets = [];
    const rowsOfKey = (postings: Postings, key: string): Uint32Array | undefined => {
      const id = postings.keys.get(key);
      return id === undefined ? undefined : rowsOf(postings, id);
    };
    if (filter.categories) {
      const sets = [...new Set(filter.categories.map(categoryKey))]
        .map((key) => rowsOfKey(lists.categories, key))
        .filter((rows) => rows !== undefined);
      if (sets.length === 0) return null;
      steps.push(sets.length === 1 ? sets[0]! : union(sets, size));
    }
    for (const [column, tags] of [
      ['hashtags', filter.hashtags],
      ['mentions', filter.mentions],
    ] as const) {
      for (const key of new Set((tags ?? []).map(tagKey))) {
        const rows = rowsOfKey(lists[column], key);
        if (!rows) return null;
        steps.push(rows);
      }
    }
    if (filter.keywords !== undefined) {
      for (const word of keywordWords(filter.keywords)) {
        const rows = this.rowsWithWord(word);
        if (rows.length === 0) return null;
        steps.push(rows);
      }
    }
    return steps;
  }

  /** Rows whose search text holds `word` anywhere (within one of its words). */
  private rowsWithWord(word: string): Uint32Array {
    const { vocabulary, wordStarts, wordRows } = this.parts;
    const sets: Uint32Array[] = [];
    let at = vocabulary.indexOf(word);
    while (at !== -1) {
      // The vocabulary word holding this position, then on past its end.
      let lo = 0;
      let hi = wordStarts.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (wordStarts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      sets.push(rowsOf(wordRows, lo));
      at = vocabulary.indexOf(word, wordStarts[lo + 1]!);
    }
    return sets.length === 1 ? sets[0]! : union(sets, this.parts.size);
  }

  /** The "any of" filters on coded columns: the codes they allow (none when no row has the value) and how many rows those hold. */
  private codedChoices(filter: DiscoverFilter): CodedChoice[] {
    const wanted: Array<[CodedColumn, readonly string[] | undefined]> = [
      ['country', filter.country],
      ['cityFolded', filter.city === undefined ? undefined : [foldText(filter.city)]],
      ['audienceCountry', filter.audienceCountry],
      ['language', filter.language],
      ['accountType', filter.accountType],
    ];
    return wanted
      .filter((pair): pair is [CodedColumn, readonly string[]] => pair[1] !== undefined)
      .map(([column, values]) => {
        const postings = this.parts.values[column];
        const codes = [...new Set(values.map((value) => postings.keys.get(value)).filter((code) => code !== undefined))];
        const rows = codes.reduce((sum, code) => sum + postings.starts[code + 1]! - postings.starts[code]!, 0);
        return { column, codes: codes.map((code) => code + 1), rows };
      });
  }

  private rowsOfCodes(choice: CodedChoice): Uint32Array {
    const lists = choice.codes.map((code) => rowsOf(this.parts.values[choice.column], code - 1));
    return lists.length === 1 ? lists[0]! : union(lists, this.parts.size);
  }

  /** The column comparisons of the filter, each one pass, exactly as bankQueryOf compares. */
  private passes(filter: DiscoverFilter, coded: readonly CodedChoice[], platformDone: boolean): Pass[] {
    const { numbers, codes, values, platforms, verified, hasContacts } = this.parts;
    const passes: Pass[] = [];
    if (filter.platform && !platformDone)
      passes.push(bytePass(platforms, allowing(BANK_PLATFORMS.length, [BANK_PLATFORMS.indexOf(filter.platform)])));
    const range = (column: NumberColumn, given: { min?: number | undefined; max?: number | undefined } | undefined) => {
      if (!given) return;
      // NaN (no figure) fails both ends.
      const { min, max } = boundsOf(column, given);
      passes.push(rangePass(numbers[column], min, max));
    };
    range('followers', filter.followers);
    range('engagementRate', filter.engagementRate);
    range('averageLikes', filter.averageLikes);
    range('averageViews', filter.averageViews);
    range('followerGrowth', filter.followerGrowth);
    for (const choice of coded) passes.push(codePass(codes[choice.column], allowing(values[choice.column].keys.size + 1, choice.codes)));
    if (filter.verified !== undefined) passes.push(bytePass(verified, allowing(3, [filter.verified ? 1 : 0])));
    if (filter.hasContacts !== undefined) passes.push(bytePass(hasContacts, allowing(2, [filter.hasContacts ? 1 : 0])));
    if (filter.lastPostAfter !== undefined) range('lastPostAt', { min: microsOf(filter.lastPostAfter) });
    return passes;
  }
}

/** A day (its start, UTC) or an instant as microseconds since the epoch, rounded as PostgreSQL rounds. */
export function microsOf(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`) * 1000;
  const fraction = /\.(\d+)/.exec(value)?.[1] ?? '';
  return Date.parse(value.replace(/\.\d+/, '')) * 1000 + Math.round(Number(`0.${fraction || '0'}`) * 1_000_000);
}

/** Rows in any of the sets, each once, ascending. */
function union(sets: readonly Uint32Array[], size: number): Uint32Array {
  const seen = new Uint8Array(size);
  let count = 0;
  for (const rows of sets)
    for (const row of rows)
      if (!seen[row]) {
        seen[row] = 1;
        count += 1;
      }
  const out = new Uint32Array(count);
  let at = 0;
  for (let row = 0; row < size && at < count; row += 1) if (seen[row]) out[at++] = row;
  return out;
}

/** Rows in every set, in a new array (the caller may write over it). */
function intersect(sets: readonly Uint32Array[], size: number): Uint32Array {
  if (sets.length === 1) return sets[0]!.slice();
  const ordered = [...sets].sort((a, b) => a.length - b.length);
  const count = new Uint16Array(size);
  for (const row of ordered[0]!) count[row] = 1;
  for (let step = 1; step < ordered.length; step += 1) {
    for (const row of ordered[step]!) if (count[row] === step) count[row] = step + 1;
  }
  const need = ordered.length;
  const out = new Uint32Array(ordered[0]!.length);
  let kept = 0;
  for (const row of ordered[0]!) if (count[row] === need) out[kept++] = row;
  return out.subarray(0, kept);
}
