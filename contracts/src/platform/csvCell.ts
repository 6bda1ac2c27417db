/** What a spreadsheet runs as a formula when a cell starts with it (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What splits or ends a cell in some reader: `,`, `;` (the list separator of German spreadsheets), tab, quote, line ends. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell (RFC 4180) that a spreadsheet neither splits nor runs, for every export of Scout (the
 * server's and the web app's). Numbers and booleans are written as they are. A text starting with a
 * formula starter gets a leading `'` and is quoted; a text holding a separator, quote or line end
 * is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  if (FORMULA_START.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
