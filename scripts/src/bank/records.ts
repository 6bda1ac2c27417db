import { StringDecoder } from 'node:string_decoder';
import { parse as parseCsv } from 'csv-parse/sync';
import { bankCreatorSchema, type BankCreator } from '@scout/contracts/discovery/bank';

/** A row longer than this is refused without being held in memory. */
export const MAX_RECORD_CHARS = 1_000_000;

/** One record of a file: its first line's number and its text, or null when it was too long to keep. */
export interface RawRecord {
  line: number;
  text: string | null;
}

/**
 * The records of a stream of bytes, one at a time, never the whole file in memory: JSON Lines
 * records are lines; CSV records are lines too, except that a newline inside double quotes belongs
 * to the record. A record longer than `maxChars` is skipped to its end and yielded as null text.
 */
export async function* recordsOf(
  chunks: AsyncIterable<Buffer | string>,
  options: { csv: boolean; maxChars?: number },
): AsyncGenerator<RawRecord> {
  const maxChars = options.maxChars ?? MAX_RECORD_CHARS;
  const decoder = new StringDecoder('utf8');
  let parts: string[] = [];
  let length = 0;
  let tooLong = false;
  let quotes = 0;
  let line = 1;
  let startLine = 1;
  let first = true;

  const append = (piece: string) => {
    if (options.csv) for (let i = piece.indexOf('"'); i >= 0; i = piece.indexOf('"', i + 1)) quotes += 1;
    if (tooLong) return;
    if (length + piece.length > maxChars) {
      tooLong = true;
      parts = [];
      length = 0;
      return;
    }
    parts.push(piece);
    length += piece.length;
  };
  const take = (): RawRecord => {
    let text: string | null = tooLong ? null : parts.join('');
    if (text !== null && first) text = text.replace(/^\uFEFF/, '');
    if (text?.endsWith('\r')) text = text.slice(0, -1);
    first = false;
    const record = { line: startLine, text };
    parts = [];
    length = 0;
    tooLong = false;
    quotes = 0;
    startLine = line;
    return record;
  };

  const split = function* (text: string): Generator<RawRecord> {
    let from = 0;
    for (let at = text.indexOf('\n', from); at >= 0; at = text.indexOf('\n', from)) {
      append(text.slice(from, at));
      from = at + 1;
      line += 1;
      if (options.csv && quotes % 2 === 1) {
        append('\n');
        continue;
      }
      yield take();
    }
    if (from < text.length) append(text.slice(from));
  };

  for await (const chunk of chunks) yield* split(typeof chunk === 'string' ? chunk : decoder.write(chunk));
  yield* split(decoder.end());
  if (length > 0 || tooLong) yield take();
}

export type RowOutcome = { ok: true; creator: BankCreator } | { ok: false; reason: string };

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store: a NUL character or half of a surrogate pair (JSON escapes can make both). */
function unstorableText(value: unknown, path: string): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return `${path || 'row'}: contains a NUL character`;
    if (LONE_SURROGATE.test(value)) return `${path || 'row'}: contains a broken Unicode character`;
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = unstorableText(item, `${path}[${index}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = unstorableText(key, path) ?? unstorableText(item, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  return null;
}

/** A parsed row checked by bankCreatorSchema, with the reasons people can act on when refused. */
export function creatorOf(value: unknown, textsStorable = false): RowOutcome {
  const unstorable = textsStorable ? null : unstorableText(value, '');
  if (unstorable) return { ok: false, reason: unstorable };
  const parsed = bankCreatorSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, reason: clip(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; ')) };
  }
  return { ok: true, creator: parsed.data };
}

export function jsonLineRow(text: string): RowOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: clip(`not JSON: ${error instanceof Error ? error.message : String(error)}`) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, reason: 'not a JSON object' };
  // JSON can only make a NUL or half a surrogate pair by a \u escape or by such a character in the
  // line itself: a line with neither needs no look at every text (a tenth of an import's time).
  return creatorOf(value, !text.includes('\\u') && !SURROGATE.test(text));
}

/** CSV columns and how their cells become the row's values. */
const CSV_TEXT = [
  'platform',
  'username',
  'fullName',
  'bio',
  'imageUrl',
  'country',
  'city',
  'audienceCountry',
  'language',
  'accountType',
  'lastPostAt',
];
const CSV_NUMBER = ['followers', 'following', 'posts', 'engagementRate', 'averageLikes', 'averageComments', 'averageViews'];
const CSV_BOOLEAN = ['verified', 'synthetic'];
const CSV_LIST = ['categories', 'hashtags', 'mentions', 'sources'];
export const CSV_COLUMNS = [...CSV_TEXT, ...CSV_NUMBER, ...CSV_BOOLEAN, ...CSV_LIST, 'followerHistory', 'contacts'];

const list = (cell: string) =>
  cell
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** `2022-06-15:1000;2022-09-15:1200` */
const historyOf = (cell: string) =>
  list(cell).map((point) => {
    const at = point.lastIndexOf(':');
    const followers = point.slice(at + 1).trim();
    return { date: at < 0 ? point : point.slice(0, at).trim(), followers: /^\d+$/.test(followers) ? Number(followers) : followers };
  });

/** `email:hi@example.com;website:https://example.com` (the value may hold colons) */
const contactsOf = (cell: string) =>
  list(cell).map((contact) => {
    const at = contact.indexOf(':');
    return at < 0 ? { type: contact, value: '' } : { type: contact.slice(0, at).trim(), value: contact.slice(at + 1).trim() };
  });

/** A cell as the number it writes; anything else stays text, for the schema to refuse by name. */
const numberOf = (cell: string): unknown => (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(cell) ? Number(cell) : cell);
const booleanOf = (cell: string): unknown => (/^(true|false)$/i.test(cell) ? cell.toLowerCase() === 'true' : cell);

/** The header row: every column must be a field of bankCreatorSchema; platform, username and sources are needed. */
export function csvHeader(text: string): { ok: true; columns: string[] } | { ok: false; problem: string } {
  const cells = cellsOf(text);
  if (!cells) return { ok: false, problem: 'the header row is not CSV' };
  const columns = cells.map((cell) => cell.trim());
  const unknown = columns.filter((column) => !CSV_COLUMNS.includes(column));
  if (unknown.length > 0)
    return {
      ok: false,
      problem: `unknown column ${unknown.map((c) => JSON.stringify(clip(c, 40))).join(', ')} (columns: ${CSV_COLUMNS.join(', ')})`,
    };
  const missing = ['platform', 'username', 'sources'].filter((column) => !columns.includes(column));
  if (missing.length > 0) return { ok: false, problem: `missing column ${missing.join(', ')}` };
  if (new Set(columns).size !== columns.length) return { ok: false, problem: 'a column is named twice' };
  return { ok: true, columns };
}

function cellsOf(text: string): string[] | null {
  try {
    const rows = parseCsv(text, { relax_column_count: true }) as string[][];
    return rows.length === 1 ? rows[0]! : null;
  } catch {
    return null;
  }
}

export function csvRow(text: string, columns: readonly string[]): RowOutcome {
  const cells = cellsOf(text);
  if (!cells) return { ok: false, reason: 'not a CSV row (unbalanced quotes?)' };
  if (cells.length !== columns.length) return { ok: false, reason: `${cells.length} cells, the header has ${columns.length}` };
  const row: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    const cell = cells[index]!.trim();
    if (CSV_LIST.includes(column)) row[column] = list(cell);
    else if (column === 'followerHistory') row[column] = historyOf(cell);
    else if (column === 'contacts') row[column] = contactsOf(cell);
    else if (cell === '') row[column] = null;
    else if (CSV_NUMBER.includes(column)) row[column] = numberOf(cell);
    else if (CSV_BOOLEAN.includes(column)) row[column] = booleanOf(cell);
    else row[column] = cell;
  });
  // An empty `synthetic` cell means a real row, as an absent column does.
  if (row.synthetic === null) delete row.synthetic;
  return creatorOf(row);
}
