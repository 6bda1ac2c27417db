import pg from 'pg';
import { pino } from 'pino';
import { createScout } from '../../backend/src/app';
import { ensureBankLoaded } from '../../backend/src/discovery/bank/load';
import { createPostgresBankStore } from '../../backend/src/discovery/bank/postgres';
import { loadConfig } from '@scout/platform/config';
import { createPool, type Pool } from '@scout/platform/postgres/pool';

/**
 * The database every test app's database is copied from: the shipped profile bank, loaded once for
 * the run, and Scout's tables, empty. An app finds its bank filled and skips the first-start load,
 * which each of the hundred or so test apps would otherwise repeat (10,481 creators parsed and
 * written), and finds its tables made (about a second of DDL a start, measured).
 */
export const BANK_TEMPLATE_DATABASE = 'scout_test_bank_template';

export async function createBankTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${BANK_TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${BANK_TEMPLATE_DATABASE}`;
  const pool = createPool(url.toString(), { max: 4 });
  try {
    const bank = createPostgresBankStore(pool);
    await bank.migrate();
    await ensureBankLoaded(bank, pino({ level: 'silent' }));
    await createEmptySchema(pool, url.toString());
  } finally {
    // A template must have no connection open while databases are copied from it.
    await pool.end();
  }
  process.env.SCOUT_TEST_BANK_TEMPLATE = BANK_TEMPLATE_DATABASE;
}

/**
 * Scout's tables, made by one start and stop of Scout on the template, then emptied of what that
 * start wrote (checkpoints, scheduled jobs), so a copy is what a first start leaves minus the DDL.
 */
async function createEmptySchema(pool: Pool, databaseUrl: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const scout = await createScout({ config, pool, logger: pino({ level: 'silent' }) });
  await scout.close();
  const { rows } = await pool.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND tablename NOT LIKE 'bank\\_%'`,
  );
  if (rows.length > 0) await pool.query(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY`);
}
