import { pino } from 'pino';
import { loadConfig } from '@scout/platform/config';
import { createPool } from '@scout/platform/postgres/pool';
import { openStores } from '@scout/platform/stores';
import { allProjections } from '@scout/projections';
import { openDatabase } from '../database';
import { parseArguments, usage } from './arguments';
import { RebuildInterrupted, runCommand } from './commands';
import { oneLine } from './tables';

/**
 * `npm run projections -- status | parked [NAME] | replay NAME | rebuild NAME [--fresh] [--batch-size N] | rebuild --all`.
 * Works on the external DATABASE_URL while Scout runs, or on the embedded cluster in DATA_DIR while
 * Scout is stopped. Exit codes: 0 done, 1 failed (one line on stderr), 2 wrong arguments (usage).
 */
export async function runProjectionsCli(argv: readonly string[]): Promise<number> {
  const parsed = parseArguments(argv, allProjections);
  if (!parsed.ok) {
    process.stderr.write(`${parsed.problem}\n${usage(allProjections)}\n`);
    return 2;
  }
  const { command } = parsed;
  // Ctrl-C / SIGTERM: a rebuild stops after the page it is applying (stored with its checkpoint),
  // then the database is closed as usual; other commands, or a second signal, end at once.
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    const code = signal === 'SIGINT' ? 130 : 143;
    if (interrupted || (command.kind !== 'rebuild' && command.kind !== 'rebuildAll')) process.exit(code);
    interrupted = true;
    process.stderr.write(`\nstopping after the current page (${signal} again to stop at once)\n`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const config = loadConfig();
    const logger = pino({ level: config.LOG_LEVEL }, pino.destination(2));
    const database = await openDatabase(config, (m) => logger.debug({ component: 'postgres' }, m));
    const pool = createPool(database.url);
    try {
      const stores = await openStores(config, pool);
      try {
        await runCommand(command, {
          eventStore: stores.eventStore,
          readStore: stores.readStore,
          projections: allProjections,
          leases: () => stores.leases(),
          print: (line) => process.stdout.write(`${line}\n`),
          progress: process.stderr,
          interrupted: () => interrupted,
        });
      } finally {
        await stores.close();
      }
    } finally {
      await pool.end();
      await database.stop();
    }
    return 0;
  } catch (error) {
    if (error instanceof RebuildInterrupted) {
      process.stderr.write(`rebuild ${error.message}\n`);
      return 130;
    }
    process.stderr.write(`${command.kind} failed: ${oneLine(error instanceof Error ? error.message : String(error))}\n`);
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
