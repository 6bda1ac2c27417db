/**
 * One CSV cell (RFC 4180: quoted where it holds a quote, comma or line end) that a spreadsheet will
 * not run: a text starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`, so a
 * creator's caption or a list name is never a formula. Shared by the server's exports and the web
 * app's.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
