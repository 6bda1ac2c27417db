import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { loadConfig } from '@scout/platform/config';
import { createPool } from '@scout/platform/postgres/pool';
import { createPostgresBankStore } from '@scout/backend/discovery/bank/postgres';
import { openDatabase } from '../database';
import { oneLine } from '../projectionsCli/tables';
import { grouped } from '../projectionsCli/numbers';
import { formatOf, importBankFiles, REFUSALS_SHOWN, type ImportReport } from './importer';
import type { ProgressOutput } from '../projectionsCli/progress';

export const USAGE = `usage: npm run bank:import -- FILE…
  Imports creators into the profile bank, each replacing the entry of the same platform and handle.
  FILE: .csv (a header row of bankCreatorSchema field names; lists separated by ";", followerHistory
  as "YYYY-MM-DD:followers;…", contacts as "type:value;…") or .jsonl / .ndjson (one bankCreatorSchema
  object per line), either optionally gzipped (.gz).
  Works on DATABASE_URL, or on the embedded cluster in DATA_DIR while Scout is stopped.`;

/** The files to import, or what is wrong with the arguments. */
export function parseImportArguments(argv: readonly string[]): { ok: true; files: string[] } | { ok: false; problem: string } {
  if (argv.length === 0) return { ok: false, problem: 'no file given' };
  const option = argv.find((arg) => arg.startsWith('-'));
  if (option) return { ok: false, problem: option === '--help' || option === '-h' ? '' : `unknown option ${option}` };
  const unknown = argv.find((file) => formatOf(file) === null);
  if (unknown) return { ok: false, problem: `${unknown}: not a .csv, .jsonl or .ndjson file (optionally .gz)` };
  return { ok: true, files: [...argv] };
}

/** What the import says when it is done: counts, then the first refused rows with line and reason. */
export function reportLines(report: ImportReport): string[] {
  const lines = [`stored ${grouped(report.stored)} creators, refused ${grouped(report.refused)} rows`];
  for (const refusal of report.refusals) lines.push(`refused ${refusal.file}, line ${refusal.line}: ${refusal.reason}`);
  if (report.refused > report.refusals.length)
    lines.push(`… and ${grouped(report.refused - report.refusals.length)} more refused rows (the first ${REFUSALS_SHOWN} are shown)`);
  return lines;
}

/**
 * `npm run bank:import -- FILE…`. Exit codes as the projections CLI: 0 done (refused rows are
 * reported, not fatal), 1 failed (one line on stderr), 2 wrong arguments (usage).
 */
export async function runBankImportCli(
  argv: readonly string[],
  io: { stdout: { write(text: string): unknown }; stderr: ProgressOutput } = { stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  const parsed = parseImportArguments(argv);
  if (!parsed.ok) {
    io.stderr.write(`${parsed.problem ? `${parsed.problem}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const missing = parsed.files.find((file) => !existsSync(file));
  if (missing) {
    io.stderr.write(`bank import failed: ${missing}: no such file\n`);
    return 1;
  }
  try {
    const config = loadConfig();
    const logger = pino({ level: config.LOG_LEVEL }, pino.destination(2));
    const database = await openDatabase(config, (m) => logger.debug({ component: 'postgres' }, m));
    const pool = createPool(database.url, { max: 4 });
    try {
      const store = createPostgresBankStore(pool);
      await store.migrate();
      const report = await importBankFiles(parsed.files, store, { progress: io.stderr });
      await store.analyze();
      for (const line of reportLines(report)) io.stdout.write(`${line}\n`);
    } finally {
      await pool.end();
      await database.stop();
    }
    return 0;
  } catch (error) {
    io.stderr.write(`bank import failed: ${oneLine(error instanceof Error ? error.message : String(error))}\n`);
    return 1;
  }
}
