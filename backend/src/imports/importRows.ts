import type { ImportRowResult } from '@scout/contracts/imports';
import { importRowSchema } from '@scout/contracts/imports';
import { cellText, readCsvRows } from '../socialData/datasets/csv';
import { findHandleColumn, headerKey } from './handleColumn';

export interface ImportRows {
  /** Unique valid handles in input order. */
  handles: { platform: string; username: string }[];
  /** Rows refused before saving: repeated, or not a handle. */
  skipped: ImportRowResult[];
}

const shown = (value: string) => value.slice(0, 100);

/**
 * Checks handles as typed or read from a file: normalised by the profile contract (trim, no @,
 * lower case), repeated ones (case-insensitively) and invalid ones set aside, blanks dropped.
 */
export function checkHandles(cells: readonly { platform: string; value: string }[]): ImportRows {
  const rows: ImportRows = { handles: [], skipped: [] };
  const seen = new Set<string>();
  for (const { platform, value } of cells) {
    if (value.trim() === '') continue;
    const parsed = importRowSchema.safeParse({ platform, username: value });
    if (!parsed.success) {
      rows.skipped.push({ platform, username: shown(value.trim()), outcome: 'invalid', profileId: null });
      continue;
    }
    const key = `${parsed.data.platform}/${parsed.data.username}`;
    if (seen.has(key)) {
      rows.skipped.push({ ...parsed.data, outcome: 'duplicate', profileId: null });
      continue;
    }
    seen.add(key);
    rows.handles.push(parsed.data);
  }
  return rows;
}

/**
 * The handles of a CSV: a one-column file is a list of handles (a first cell like `username` is
 * its header); otherwise the first row is the header and `findHandleColumn` picks the column.
 * Rows that repeat the header are dropped. Null when no column holds handles.
 */
export function readCsvHandles(text: string, platform: string): ImportRows | null {
  const all = readCsvRows(text);
  const header = all[0] ?? [];
  const width = Math.max(0, ...all.map((row) => row.filter((cell) => cell.trim() !== '').length));
  let column: number | null;
  let body: string[][];
  if (width <= 1) {
    column = 0;
    const first = headerKey(header[0]);
    body = /^(username|user name|handle|account|name|profiles?)$/.test(first) ? all.slice(1) : all;
  } else {
    body = all.slice(1);
    column = findHandleColumn(header, body);
  }
  if (column === null) return null;
  const headerText = headerKey(header[column]);
  const cells = body
    .map((row) => cellText(row, column) ?? '')
    .filter((cell) => width <= 1 || headerKey(cell) !== headerText)
    .map((value) => ({ platform, value }));
  return checkHandles(cells);
}
