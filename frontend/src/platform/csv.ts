import { csvCell } from '@scout/contracts/platform/csvCell';

/** One column of a CSV export: its header and how a record's cell is written. */
export interface CsvColumn<R> {
  header: string;
  value: (record: R) => string | number | boolean | null | undefined;
}

/**
 * CSV text (RFC 4180: comma separated, CRLF line ends) with a header row, each cell written by
 * `csvCell`, so a spreadsheet never runs a creator's caption or a list name as a formula.
 */
export function toCsv<R>(records: readonly R[], columns: readonly CsvColumn<R>[]): string {
  const rows = [
    columns.map((column) => csvCell(column.header)),
    ...records.map((record) => columns.map((column) => csvCell(column.value(record)))),
  ];
  return rows.map((row) => row.join(',')).join('\r\n');
}
