import { writeFile, rm, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@scout/platform/config';
import { startEmbeddedPostgres } from '@scout/platform/postgres/embedded';

export interface Database {
  url: string;
  /** Stops the embedded cluster; nothing for an external DATABASE_URL. */
  stop(): Promise<void>;
  embedded: boolean;
}

const appPidFile = (config: Config) => path.resolve(config.DATA_DIR, 'scout.pid');

/** Whether another Scout process is running on this DATA_DIR (its pid file names a live process). */
export async function runningScoutPid(config: Config): Promise<number | null> {
  try {
    const pid = Number.parseInt(await readFile(appPidFile(config), 'utf8'), 10);
    if (pid === process.pid) return null;
    // A pid left by a killed run may since belong to an unrelated process.
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx/.test(command) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The external DATABASE_URL, or the embedded cluster in DATA_DIR (started, and recovered if needed).
 * `notice` gets the one line saying where the cluster lives when, under root, it cannot be in DATA_DIR;
 * `warn` the lines about the embedded cluster exiting and being restarted.
 */
export async function openDatabase(
  config: Config,
  log: (m: string) => void,
  notice: (m: string) => void = log,
  warn: (m: string) => void = notice,
): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined, embedded: false };
  const other = await runningScoutPid(config);
  if (other) throw new Error(`Scout is already running on ${config.DATA_DIR} (pid ${other}); stop it first`);
  const handle = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, log, notice, warn });
  await writeFile(appPidFile(config), String(process.pid));
  return {
    url: handle.url,
    embedded: true,
    async stop() {
      await handle.stop();
      await rm(appPidFile(config), { force: true });
    },
  };
}
