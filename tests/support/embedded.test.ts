import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase } from './database';

describe('test cluster', () => {
  it('gives each test file its own database', async () => {
    const db = await createTestDatabase();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ db: string }>('select current_database() as db');
    await client.end();
    await db.drop();
    expect(db.url.endsWith(`/${rows[0]?.db}`)).toBe(true);
  });
});
