import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { BankCreator } from '@scout/contracts/discovery/bank';
import type { BankStore } from '@scout/backend/discovery/bank/port';
import { UPSERT_BATCH } from '@scout/backend/discovery/bank/postgres';
import { grouped, perSecond } from '../projectionsCli/numbers';
import { createProgress, progressBar, type ProgressOutput } from '../projectionsCli/progress';
import { csvHeader, csvRow, jsonLineRow, recordsOf, type RowOutcome } from './records';

export type BankFileFormat = 'csv' | 'jsonl';

/** The format a file name says: `.csv` (or `.csv.gz`), `.jsonl` / `.ndjson` (or with `.gz`). */
export function formatOf(file: string): { format: BankFileFormat; gzip: boolean } | null {
  const name = file.toLowerCase();
  const gzip = name.endsWith('.gz');
  const base = gzip ? name.slice(0, -3) : name;
  if (base.endsWith('.csv')) return { format: 'csv', gzip };
  if (base.endsWith('.jsonl') || base.endsWith('.ndjson')) return { format: 'jsonl', gzip };
  return null;
}

export interface Refusal {
  file: string;
  line: number;
  reason: string;
}

export interface ImportReport {
  stored: number;
  refused: number;
  /** The first refusals, in file order. */
  refusals: Refusal[];
}

export const REFUSALS_SHOWN = 20;
const WRITES_AT_ONCE = 2;

class FileRefused extends Error {}

/**
 * Imports bank files into the store, streaming: rows are read, checked by bankCreatorSchema and
 * upserted in batches (the next batch is read while the last one is written). A row that does not
 * parse is refused with its line number and reason and the import goes on; a file that cannot be
 * read at all (missing, unknown columns) fails the import.
 */
export async function importBankFiles(
  files: readonly string[],
  store: Pick<BankStore, 'upsert'>,
  options: { progress?: ProgressOutput; batchSize?: number } = {},
): Promise<ImportReport> {
  const batchSize = options.batchSize ?? UPSERT_BATCH;
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
  const report: ImportReport = { stored: 0, refused: 0, refusals: [] };
  const started = performance.now();
  let bytesBefore = 0;
  let bytesRead = 0;
  let current = '';
  const progress = options.progress
    ? createProgress('bank', options.progress, undefined, (done, total, _rate, bar) => {
        const percent = total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 100;
        const rate = perSecond(report.stored, performance.now() - started);
        return `importing ${current}${bar ? ` ${progressBar(percent)}` : ''} ${percent}% ${grouped(report.stored)} creators stored, ${grouped(report.refused)} refused${rate > 0 ? `, ${grouped(rate)} creators/s` : ''}`;
      })
    : undefined;

  let batch: BankCreator[] = [];
  // Two batches are written at once (PostgreSQL works on both while the next is read); the store
  // writes each batch's rows in id order, so two batches sharing a creator cannot deadlock.
  const writing: Array<Promise<void>> = [];
  const flush = async () => {
    const rows = batch;
    batch = [];
    if (writing.length >= WRITES_AT_ONCE) await writing.shift();
    if (rows.length === 0) return;
    const write = store.upsert(rows).then((outcome) => {
      report.stored += outcome.stored;
    });
    // A failed write stops the import when it is awaited; until then it must not count as unhandled.
    write.catch(() => undefined);
    writing.push(write);
  };
  const refuse = (file: string, line: number, reason: string) => {
    report.refused += 1;
    if (report.refusals.length < REFUSALS_SHOWN) report.refusals.push({ file, line, reason });
  };

  try {
    for (const [index, file] of files.entries()) {
      const kind = formatOf(file);
      if (!kind) throw new FileRefused(`${file}: not a .csv, .jsonl or .ndjson file (optionally .gz)`);
      current = path.basename(file);
      const raw = createReadStream(file);
      raw.on('data', (chunk) => {
        bytesRead += chunk.length;
        progress?.update(bytesRead, totalBytes);
      });
      const input: Readable = kind.gzip ? raw.pipe(createGunzip()) : raw;
      raw.on('error', (error) => input.destroy(error));
      let columns: string[] | null = null;
      for await (const record of recordsOf(input, { csv: kind.format === 'csv' })) {
        if (record.text !== null && record.text.trim() === '') continue;
        let outcome: RowOutcome;
        if (record.text === null) {
          outcome = { ok: false, reason: 'row longer than 1,000,000 characters' };
        } else if (kind.format === 'csv' && columns === null) {
          const header = csvHeader(record.text);
          if (!header.ok) throw new FileRefused(`${file}, line ${record.line}: ${header.problem}`);
          columns = header.columns;
          continue;
        } else {
          outcome = kind.format === 'csv' ? csvRow(record.text, columns!) : jsonLineRow(record.text);
        }
        if (!outcome.ok) {
          refuse(file, record.line, outcome.reason);
          continue;
        }
        batch.push(outcome.creator);
        if (batch.length >= batchSize) await flush();
      }
      if (kind.format === 'csv' && columns === null) throw new FileRefused(`${file}: no header row`);
      bytesBefore += sizes[index]!;
      bytesRead = bytesBefore;
    }
    await flush();
    while (writing.length > 0) await writing.shift();
    progress?.update(totalBytes, totalBytes);
  } finally {
    // A failed import still lets the writes under way end before the caller closes the pool.
    await Promise.allSettled(writing);
    progress?.end();
  }
  return report;
}

export { FileRefused };
