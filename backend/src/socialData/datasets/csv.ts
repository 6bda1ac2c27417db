import { parse } from 'csv-parse/sync';

/** Rows of a dataset CSV as cells, header row included; ragged rows and a BOM are tolerated. */
export function readCsvRows(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
}

/** The cell, trimmed; empty and placeholder cells become null. */
export function cellText(row: readonly string[], index: number | undefined): string | null {
  if (index === undefined) return null;
  const value = (row[index] ?? '').trim();
  return value === '' || value === '-' || /^(n\/a'?|#valor!|nan)$/i.test(value) ? null : value;
}
