import { openTestPool } from '../../../tests/support/database';
import { leaseStoreContract } from './contract';
import { createPostgresLeaseStore } from './postgres';

leaseStoreContract('PostgreSQL', async () => {
  const { pool, close } = await openTestPool('leases', 13);
  return { store: await createPostgresLeaseStore(pool), teardown: close };
});
