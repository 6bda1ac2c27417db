import { pino } from 'pino';
import { loadConfig } from '@scout/backend/platform/config';
import { createPool } from '@scout/backend/platform/postgres/pool';
import { openStores } from '@scout/backend/platform/stores';
import { allProjections } from '@scout/projections';
import { rebuildProjection } from '@scout/projections/runner/runner';
import { openDatabase } from './database';

/** `npm run rebuild -- <projection>`: replays one read model from the first event. */
async function main(): Promise<void> {
  const name = process.argv[2];
  const projection = allProjections.find((p) => p.name === name);
  if (!projection) {
    console.error(`usage: npm run rebuild -- <projection>\nprojections: ${allProjections.map((p) => p.name).join(', ')}`);
    process.exit(2);
  }
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase(config, (m) => logger.debug({ component: 'postgres' }, m));
  const pool = createPool(database.url);
  try {
    const stores = await openStores(config, pool);
    const started = Date.now();
    const { events } = await rebuildProjection(stores.eventStore, stores.readStore, projection);
    console.log(`rebuilt ${projection.name} from ${events} events in ${Date.now() - started} ms`);
    await stores.close();
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
