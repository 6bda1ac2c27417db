import { pino } from 'pino';
import { z } from 'zod';
import { removeUserAsOperator } from '@scout/backend/accounts/operatorCommands';
import { APPSUMO_DEFAULT_PLAN, registerAppSumoLicense } from '@scout/backend/accounts/appSumo';
import { loadConfig, type Config } from '@scout/platform/config';
import { isAppError } from '@scout/platform/errors';
import type { EventStore } from '@scout/platform/eventstore/port';
import { createPool } from '@scout/platform/postgres/pool';
import { openStores } from '@scout/platform/stores';
import { openDatabase } from './database';

const usage = [
  'usage: npm run accounts -- remove-user <userId>',
  `       npm run accounts -- appsumo-license <invoice_item_uuid> <email> [plan, default ${APPSUMO_DEFAULT_PLAN}]`,
].join('\n');

type Operation = (eventStore: EventStore, config: Config) => Promise<string>;

/** The operation the arguments name, or null for wrong arguments. */
function operationOf(args: string[]): Operation | null {
  const [command, ...rest] = args;
  if (command === 'remove-user' && rest.length === 1) {
    const userId = z.string().uuid().safeParse(rest[0]);
    if (!userId.success) return null;
    return async (eventStore) => `user ${userId.data}: ${await removeUserAsOperator(eventStore, userId.data, new Date())}`;
  }
  if (command === 'appsumo-license' && (rest.length === 2 || rest.length === 3)) {
    const [invoiceItemUuid = '', email = '', plan] = rest;
    return async (eventStore, config) => {
      const license = await registerAppSumoLicense(
        { eventStore, config },
        { invoiceItemUuid, email, ...(plan ? { plan } : {}) },
        new Date(),
      );
      return [
        `AppSumo licence ${license.invoiceItemUuid} registered for ${license.email} (plan ${license.plan}).`,
        `Activation link (give it to the buyer; it is not stored and cannot be shown again):`,
        license.link,
      ].join('\n');
    };
  }
  return null;
}

/**
 * Operator commands on accounts: `remove-user <userId>` (see docs/operating.md, "Parked events") and
 * `appsumo-license <invoice_item_uuid> <email> [plan]` (see docs/billing.md, "AppSumo").
 */
async function main(): Promise<void> {
  const operation = operationOf(process.argv.slice(2));
  if (!operation) {
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
      console.log(await operation(stores.eventStore, config));
    } finally {
      await stores.close();
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  const message = isAppError(error) ? `${error.name}: ${error.message}` : error instanceof Error ? error.message : String(error);
  console.error(`accounts: ${message}`);
  process.exit(1);
});
