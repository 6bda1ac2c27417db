/** One column of a CSV export: its header and how a record's cell is written. */
export interface CsvColumn<R> {
  header: string;
  value: (record: R) => string | number | boolean | null | undefined;
}

/**
 * CSV text (RFC 4180: comma separated, CRLF line ends, quoted where needed) with a header row. A
 * text cell starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`, so a
 * spreadsheet never runs a creator's caption or a list name as a formula.
 */
export function toCsv<R>(records: readonly R[], columns: readonly CsvColumn<R>[]): string {
  const rows = [
    columns.map((column) => cell(column.header)),
    ...records.map((record) => columns.map((column) => cell(column.value(record)))),
  ];
  return rows.map((row) => row.join(',')).join('\r\n');
}

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
