import { BANK_PLATFORMS, type BankPlatform } from '@scout/contracts/discovery/bank';
import type { DiscoverFilter, DiscoverSortField } from '@scout/contracts/discovery/search';
import { categoryKey, foldText, keywordWords, tagKey } from './normalise';

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
const SORT_FIELDS: readonly DiscoverSortField[] = ['followers', 'engagementRate', 'averageLikes', 'averageViews', 'followerGrowth'];

/** Row numbers of one sort field: rows with a value by (value, row) ascending, then rows without, by row. */
interface SortOrder {
  rows: Uint32Array;
  withValue: number;
}

/** Growable row numbers (one per inverted-list entry). */
class RowList {
  private data = new Uint32Array(4);
  length = 0;
  push(row: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = row;
  }
  done(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}

const uuidBytes = (id: string): number[] => {
  const hex = id.replace(/-/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < 32; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
  return bytes;
};

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Collects rows in id order; `build()` gives the index. */
export class BankIndexBuilder {
  private count = 0;
  private lastId = '';
  private readonly ids: number[] = [];
  private readonly platforms: number[] = [];
  private readonly numbers = Object.fromEntries(NUMBER_COLUMNS.map((c) => [c, [] as number[]])) as Record<NumberColumn, number[]>;
  private readonly codes = Object.fromEntries(CODED_COLUMNS.map((c) => [c, [] as number[]])) as Record<CodedColumn, number[]>;
  private readonly dictionaries = Object.fromEntries(CODED_COLUMNS.map((c) => [c, new Map<string, number>()])) as Record<CodedColumn, Map<string, number>>;
  private readonly codeRows = Object.fromEntries(CODED_COLUMNS.map((c) => [c, [] as RowList[]])) as Record<CodedColumn, RowList[]>;
  private readonly lists = Object.fromEntries(LIST_COLUMNS.map((c) => [c, new Map<string, RowList>()])) as Record<ListColumn, Map<string, RowList>>;
  private readonly verified: number[] = [];
  private readonly hasContacts: number[] = [];
  /** Every distinct word of the search text, and the rows that have it. */
  private readonly words = new Map<string, RowList>();

  add(row: BankIndexRow): void {
    if (row.id <= this.lastId) throw new Error(`bank index rows must come in id order: ${row.id} after ${this.lastId}`);
    this.lastId = row.id;
    const at = this.count++;
    this.ids.push(...uuidBytes(row.id));
    this.platforms.push(BANK_PLATFORMS.indexOf(row.platform));
    for (const column of NUMBER_COLUMNS) this.numbers[column].push(row[column] ?? Number.NaN);
    for (const column of CODED_COLUMNS) {
      const value = row[column];
      if (value === null) {
        this.codes[column].push(-1);
        continue;
      }
      const dictionary = this.dictionaries[column];
      let code = dictionary.get(value);
      if (code === undefined) {
        dictionary.set(value, (code = dictionary.size));
        this.codeRows[column].push(new RowList());
      }
      this.codes[column].push(code);
      this.codeRows[column][code]!.push(at);
    }
    for (const column of LIST_COLUMNS) {
      for (const key of new Set(row[column])) listOf(this.lists[column], key).push(at);
    }
    this.verified.push(row.verified === null ? -1 : row.verified ? 1 : 0);
    this.hasContacts.push(row.hasContacts ? 1 : 0);
    for (const word of new Set(row.searchText.split(' '))) if (word !== '') listOf(this.words, word).push(at);
  }

  build(): BankSearchIndex {
    const numbers = Object.fromEntries(NUMBER_COLUMNS.map((c) => [c, Float64Array.from(this.numbers[c])])) as Record<NumberColumn, Float64Array>;
    const orders = Object.fromEntries(SORT_FIELDS.map((field) => [field, sortOrderOf(numbers[field])])) as Record<DiscoverSortField, SortOrder>;
    const vocabulary = [...this.words.keys()];
    const wordStarts = new Uint32Array(vocabulary.length + 1);
    let offset = 0;
    vocabulary.forEach((word, index) => {
      wordStarts[index] = offset;
      offset += word.length + 1;
    });
    wordStarts[vocabulary.length] = offset;
    return new BankSearchIndex({
      size: this.count,
      ids: Uint8Array.from(this.ids),
      platforms: Int8Array.from(this.platforms),
      numbers,
      codes: Object.fromEntries(CODED_COLUMNS.map((c) => [c, Int32Array.from(this.codes[c])])) as Record<CodedColumn, Int32Array>,
      dictionaries: this.dictionaries,
      codeRows: Object.fromEntries(CODED_COLUMNS.map((c) => [c, this.codeRows[c].map((rows) => rows.done())])) as Record<CodedColumn, Uint32Array[]>,
      lists: Object.fromEntries(
        LIST_COLUMNS.map((c) => [c, new Map([...this.lists[c]].map(([key, rows]) => [key, rows.done()]))]),
      ) as Record<ListColumn, Map<string, Uint32Array>>,
      verified: Int8Array.from(this.verified),
      hasContacts: Uint8Array.from(this.hasContacts),
      orders,
      // Words joined by a newline, which folded text never holds: a keyword (which holds no space)
      // occurs in the search text exactly when it occurs within one of its words.
      vocabulary: vocabulary.join('\n'),
      wordStarts,
      wordRows: [...this.words.values()].map((rows) => rows.done()),
    });
  }
}

function listOf(lists: Map<string, RowList>, key: string): RowList {
  let rows = lists.get(key);
  if (!rows) lists.set(key, (rows = new RowList()));
  return rows;
}

function sortOrderOf(values: Float64Array): SortOrder {
  const withValue: number[] = [];
  const without: number[] = [];
  for (let row = 0; row < values.length; row += 1) (Number.isNaN(values[row]) ? without : withValue).push(row);
  const sorted = Uint32Array.from(withValue).sort((a, b) => values[a]! - values[b]! || a - b);
  const rows = new Uint32Array(values.length);
  rows.set(sorted);
  rows.set(without, sorted.length);
  return { rows, withValue: sorted.length };
}

interface IndexParts {
  size: number;
  ids: Uint8Array;
  platforms: Int8Array;
  numbers: Record<NumberColumn, Float64Array>;
  codes: Record<CodedColumn, Int32Array>;
  dictionaries: Record<CodedColumn, Map<string, number>>;
  /** The rows of each code of a column. */
  codeRows: Record<CodedColumn, Uint32Array[]>;
  lists: Record<ListColumn, Map<string, Uint32Array>>;
  verified: Int8Array;
  hasContacts: Uint8Array;
  orders: Record<DiscoverSortField, SortOrder>;
  vocabulary: string;
  wordStarts: Uint32Array;
  wordRows: Uint32Array[];
}

/** Row sets that must all hold a row (each inverted-list filter gives one). */
type RowSets = Uint32Array[];

interface CodedChoice {
  column: CodedColumn;
  codes: Set<number>;
  rows: number;
}

export class BankSearchIndex {
  constructor(private readonly parts: IndexParts) {}

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
    const hit = new Uint8Array(size);
    let total = 0;
    const steps = this.listSteps(filter);
    const coded = this.codedChoices(filter);
    if (steps === null || coded.some((choice) => choice.codes.size === 0)) return { total: 0, ids: [] };
    // A rare value (a country, a language) goes by its rows, a common one is checked row by row.
    for (const choice of coded) if (choice.rows <= size / 16) steps.push(this.rowsOfCodes(choice));
    const check = this.columnCheck(filter, coded.filter((choice) => choice.rows > size / 16));
    if (steps.length === 0) {
      for (let row = 0; row < size; row += 1) {
        if (check(row)) {
          hit[row] = 1;
          total += 1;
        }
      }
    } else {
      for (const row of intersect(steps, size)) {
        if (check(row)) {
          hit[row] = 1;
          total += 1;
        }
      }
    }
    const want = page.offset + page.limit;
    const found = total === 0 || page.limit === 0 || page.offset >= total ? [] : this.walk(filter, hit, want);
    return { total, ids: found.slice(page.offset, want).map((row) => this.idOf(row)) };
  }

  /** The first `want` hit rows in the filter's order: values ascending or descending (ties by row), then rows without a value. */
  private walk(filter: DiscoverFilter, hit: Uint8Array, want: number): number[] {
    const order = this.parts.orders[filter.sortBy ?? 'followers'];
    const values = this.parts.numbers[filter.sortBy ?? 'followers'];
    const { rows, withValue } = order;
    const out: number[] = [];
    if ((filter.orderBy ?? 'desc') === 'asc') {
      for (let i = 0; i < withValue && out.length < want; i += 1) if (hit[rows[i]!]) out.push(rows[i]!);
    } else {
      // Descending by value, but rows of one value stay in row (id) order.
      let end = withValue - 1;
      while (end >= 0 && out.length < want) {
        const value = values[rows[end]!]!;
        let start = end;
        while (start > 0 && values[rows[start - 1]!] === value) start -= 1;
        for (let i = start; i <= end && out.length < want; i += 1) if (hit[rows[i]!]) out.push(rows[i]!);
        end = start - 1;
      }
    }
    for (let i = withValue; i < rows.length && out.length < want; i += 1) if (hit[rows[i]!]) out.push(rows[i]!);
    return out;
  }

  /**
   * The inverted-list filters, one row set each (every one must hold the row): the categories (any
   * of), each hashtag, each mention and each keyword. Null when one of them can match nothing.
   */
  private listSteps(filter: DiscoverFilter): RowSets | null {
    const { lists } = this.parts;
    const steps: RowSets = [];
    if (filter.categories) {
      const sets = [...new Set(filter.categories.map(categoryKey))].map((key) => lists.categories.get(key)).filter((rows) => rows !== undefined);
      if (sets.length === 0) return null;
      steps.push(sets.length === 1 ? sets[0]! : union(sets, this.parts.size));
    }
    for (const [column, tags] of [['hashtags', filter.hashtags], ['mentions', filter.mentions]] as const) {
      for (const key of new Set((tags ?? []).map(tagKey))) {
        const rows = lists[column].get(key);
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
      sets.push(wordRows[lo]!);
      at = vocabulary.indexOf(word, wordStarts[lo + 1]!);
    }
    return sets.length === 1 ? sets[0]! : union(sets, this.parts.size);
  }

  /** The "any of" filters on coded columns: the codes they allow (none when no row has the value) and how many rows those hold. */
  private codedChoices(filter: DiscoverFilter): CodedChoice[] {
    const { dictionaries, codeRows } = this.parts;
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
        const allowed = new Set(values.map((value) => dictionaries[column].get(value)).filter((code) => code !== undefined));
        let rows = 0;
        for (const code of allowed) rows += codeRows[column][code]!.length;
        return { column, codes: allowed, rows };
      });
  }

  private rowsOfCodes(choice: CodedChoice): Uint32Array {
    const lists = [...choice.codes].map((code) => this.parts.codeRows[choice.column][code]!);
    return lists.length === 1 ? lists[0]! : union(lists, this.parts.size);
  }

  /** The column comparisons of the filter as one test of a row, exactly as bankQueryOf compares. */
  private columnCheck(filter: DiscoverFilter, coded: readonly CodedChoice[]): (row: number) => boolean {
    const { numbers, codes, platforms, verified, hasContacts } = this.parts;
    const tests: Array<(row: number) => boolean> = [];
    if (filter.platform) {
      const code = BANK_PLATFORMS.indexOf(filter.platform);
      tests.push((row) => platforms[row] === code);
    }
    const range = (column: NumberColumn, bounds: { min?: number | undefined; max?: number | undefined } | undefined, whole: boolean) => {
      if (!bounds) return;
      const values = numbers[column];
      // Counts round inward as in SQL (10.5 followers at least is 11); NaN (no figure) fails both.
      const min = bounds.min === undefined ? -Infinity : whole ? Math.ceil(bounds.min) : bounds.min;
      const max = bounds.max === undefined ? Infinity : whole ? Math.floor(bounds.max) : bounds.max;
      tests.push((row) => {
        const value = values[row]!;
        return value >= min && value <= max;
      });
    };
    range('followers', filter.followers, true);
    range('engagementRate', filter.engagementRate, false);
    range('averageLikes', filter.averageLikes, true);
    range('averageViews', filter.averageViews, true);
    range('followerGrowth', filter.followerGrowth, false);
    for (const { column, codes: allowed } of coded) {
      const rowCodes = codes[column];
      if (allowed.size === 1) {
        const [only] = allowed;
        tests.push((row) => rowCodes[row] === only);
      } else tests.push((row) => allowed.has(rowCodes[row]!));
    }
    if (filter.verified !== undefined) {
      const wanted = filter.verified ? 1 : 0;
      tests.push((row) => verified[row] === wanted);
    }
    if (filter.hasContacts !== undefined) {
      const wanted = filter.hasContacts ? 1 : 0;
      tests.push((row) => hasContacts[row] === wanted);
    }
    if (filter.lastPostAfter !== undefined) range('lastPostAt', { min: microsOf(filter.lastPostAfter) }, false);
    if (tests.length === 0) return () => true;
    if (tests.length === 1) return tests[0]!;
    return (row) => {
      for (const test of tests) if (!test(row)) return false;
      return true;
    };
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
  for (const rows of sets) for (const row of rows) if (!seen[row]) {
    seen[row] = 1;
    count += 1;
  }
  const out = new Uint32Array(count);
  let at = 0;
  for (let row = 0; row < size && at < count; row += 1) if (seen[row]) out[at++] = row;
  return out;
}

/** Rows in every set. */
function intersect(sets: readonly Uint32Array[], size: number): Iterable<number> {
  if (sets.length === 1) return sets[0]!;
  const ordered = [...sets].sort((a, b) => a.length - b.length);
  const count = new Uint16Array(size);
  for (const row of ordered[0]!) count[row] = 1;
  for (let step = 1; step < ordered.length; step += 1) {
    for (const row of ordered[step]!) if (count[row] === step) count[row] = step + 1;
  }
  const need = ordered.length;
  const out: number[] = [];
  for (const row of ordered[0]!) if (count[row] === need) out.push(row);
  return out;
}
