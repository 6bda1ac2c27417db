import { pino } from 'pino';
import { z } from 'zod';
import { removeUserAsOperator } from '@scout/backend/accounts/operatorCommands';
import { loadConfig } from '@scout/backend/platform/config';
import { createPool } from '@scout/backend/platform/postgres/pool';
import { openStores } from '@scout/backend/platform/stores';
import { openDatabase } from './database';

const usage = 'usage: npm run accounts -- remove-user <userId>';

/** `npm run accounts -- remove-user <userId>`: operator commands on accounts (see README, "Parked events"). */
async function main(): Promise<void> {
  const [command, id] = process.argv.slice(2);
  const userId = z.string().uuid().safeParse(id);
  if (command !== 'remove-user' || !userId.success) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase(config, (m) => logger.debug({ component: 'postgres' }, m));
  const pool = createPool(database.url);
  try {
    const stores = await openStores(config, pool);
    try {
      console.log(`user ${userId.data}: ${await removeUserAsOperator(stores.eventStore, userId.data, new Date())}`);
    } finally {
      await stores.close();
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`accounts: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
