import { cellText } from '../socialData/datasets/csv';

/** Headers that always name the handle column. */
const EXACT_HANDLE_HEADERS = new Set(['username', 'user name', 'handle', 'account', '@']);
/** Headers that may name the handle column, or the display name: the cells decide between them. */
const NAME_LIKE_HEADER = /name|tiktoker|youtuber|channel|handle|user|account|insta/;
/** A cell that already reads like a handle: a lower-case letter, no spaces, no punctuation beyond . _ - */
const HANDLE_LIKE_CELL = /^@?(?=.*\p{Ll})[\p{Ll}\p{N}._-]+$/u;
/** Enough rows to tell a handle column from a display-name column. */
const SAMPLE_ROWS = 300;

export const headerKey = (header: string | undefined) => (header ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The share of a column's non-empty cells that read like handles. */
function handleLikeShare(rows: readonly string[][], column: number): number {
  let filled = 0;
  let handleLike = 0;
  for (const row of rows.slice(0, SAMPLE_ROWS)) {
    const cell = cellText(row, column);
    if (cell === null) continue;
    filled += 1;
    if (HANDLE_LIKE_CELL.test(cell)) handleLike += 1;
  }
  return filled === 0 ? 0 : handleLike / filled;
}

/**
 * Which column of a CSV holds the handles. A header named `username`/`handle` decides at once.
 * Otherwise the name-like headers are candidates (`name`, `instagram name`, `Tiktoker name`,
 * `channel name`, …), since the same header holds the handle in one file and the display name in
 * another (Instagram 2022-09: handle in `Instagram name`; 2022-12: in `name`, with the display name
 * in `instagram name`); of those the column whose cells most often read like handles (lower case,
 * no spaces) wins, the leftmost on a tie. Without any name-like header every column competes.
 * Answers null when no column holds anything handle-like.
 */
export function findHandleColumn(header: readonly string[], rows: readonly string[][]): number | null {
  const keys = header.map(headerKey);
  const exact = keys.findIndex((key) => EXACT_HANDLE_HEADERS.has(key));
  if (exact >= 0) return exact;
  const nameLike = keys.flatMap((key, index) => (NAME_LIKE_HEADER.test(key) ? [index] : []));
  const candidates = nameLike.length > 0 ? nameLike : keys.map((_, index) => index);
  let best: { column: number; share: number } | null = null;
  for (const column of candidates) {
    const share = handleLikeShare(rows, column);
    if (share > 0 && (!best || share > best.share)) best = { column, share };
  }
  return best?.column ?? null;
}
