import pg from 'pg';
import { pino } from 'pino';
import { ensureBankLoaded } from '../../backend/src/discovery/bank/load';
import { createPostgresBankStore } from '../../backend/src/discovery/bank/postgres';
import { createPool } from '@scout/platform/postgres/pool';

/**
 * The database every test app's database is copied from: the shipped profile bank, loaded once for
 * the run. An app finds its bank filled and skips the first-start load, which each of the hundred
 * or so test apps would otherwise repeat (10,481 creators parsed and written) while the tests run.
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
  } finally {
    // A template must have no connection open while databases are copied from it.
    await pool.end();
  }
  process.env.SCOUT_TEST_BANK_TEMPLATE = BANK_TEMPLATE_DATABASE;
}
