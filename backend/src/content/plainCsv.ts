/**
 * The plain computation's reading of the tiktok-videos-2025 CSV for the content tests: a CSV parser
 * and the scrape's abbreviated counts, written out here so the tests share nothing with Scout's own
 * dataset reader (datasets/tiktokVideos.ts).
 */

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c !== ''));
}

/** "353.1K" → 353100 exactly; blank → 0 (the scrape leaves blank what it did not count). */
export function countOf(text: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?([KMB])?$/.exec(text.trim());
  if (!match) return 0n;
  const fraction = match[2] ?? '';
  return BigInt(match[1]! + fraction) * 10n ** BigInt({ '': 0, K: 3, M: 6, B: 9 }[match[3] ?? '']! - fraction.length);
}
