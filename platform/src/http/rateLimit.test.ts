import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { openTestPool, type TestPool } from '../../../tests/support/database';
import { eventually } from '../../../tests/support/eventually';
import { createRateLimiter, type RateLimiter } from './rateLimit';

let database: TestPool;
let now: Date;
const clock = () => now;
let limiter: RateLimiter;
let keyCounter = 0;
/** A key no other test has used. */
const freshKey = () => `test:${++keyCounter}`;

beforeAll(async () => {
  database = await openTestPool('ratelimit');
  limiter = await createRateLimiter({ pool: database.pool, clock });
});
afterAll(async () => database.close());
beforeEach(() => {
  now = new Date('2026-03-01T10:00:00.000Z');
});

async function hits(key: string, times: number, limit: number, windowSeconds = 3600) {
  const decisions = [];
  for (let i = 0; i < times; i += 1) decisions.push(await limiter.hit(key, limit, windowSeconds));
  return decisions;
}

describe('rate limiter on PostgreSQL', () => {
  it('allows `limit` hits in a window, then refuses with the seconds left in the window', async () => {
    const key = freshKey();
    const decisions = await hits(key, 3, 3);
    expect(decisions.every((d) => d.allowed && d.retryAfterSeconds === 0)).toBe(true);
    now = new Date('2026-03-01T10:15:00.000Z');
    expect(await limiter.hit(key, 3, 3600)).toEqual({ allowed: false, retryAfterSeconds: 45 * 60 });
  });

  it('allows the key again once the window is over', async () => {
    const key = freshKey();
    await hits(key, 2, 2);
    expect((await limiter.hit(key, 2, 3600)).allowed).toBe(false);
    now = new Date('2026-03-01T10:59:59.500Z');
    expect(await limiter.hit(key, 2, 3600)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = new Date('2026-03-01T11:00:00.000Z');
    expect((await hits(key, 3, 2)).map((d) => d.allowed)).toEqual([true, true, false]);
  });

  it('does not count refused hits', async () => {
    const key = freshKey();
    expect((await hits(key, 10, 1)).filter((d) => d.allowed)).toHaveLength(1);
    // Had the nine refusals counted, the key would stand at 10 and a limit of 2 would refuse it.
    expect((await limiter.hit(key, 2, 3600)).allowed).toBe(true);
  });

  it('keeps keys apart', async () => {
    const [a, b] = [freshKey(), freshKey()];
    await hits(a, 1, 1);
    expect((await limiter.hit(a, 1, 3600)).allowed).toBe(false);
    expect((await limiter.hit(b, 1, 3600)).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const key = freshKey();
    await hits(key, 2, 2);
    await limiter.reset(key);
    expect((await hits(key, 3, 2)).map((d) => d.allowed)).toEqual([true, true, false]);
  });

  it('counts exactly `limit` of many concurrent hits', async () => {
    const key = freshKey();
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.hit(key, 7, 3600)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
  });

  it('shares its counters with every limiter on the database, also one made after a restart', async () => {
    const key = freshKey();
    const other = await createRateLimiter({ pool: database.pool, clock });
    await hits(key, 2, 3);
    expect((await other.hit(key, 3, 3600)).allowed).toBe(true);
    const restarted = await createRateLimiter({ pool: database.pool, clock });
    expect((await restarted.hit(key, 3, 3600)).allowed).toBe(false);
  });

  it('keeps only digests of the keys in the table', async () => {
    const key = `login:someone-${keyCounter}@example.com`;
    await limiter.hit(key, 5, 3600);
    const { rows } = await database.pool.query<{ key: string }>('SELECT key FROM rl_counters');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.key.includes('example.com'))).toBe(false);
  });

  it('prunes the windows that are over, now and then while counting', async () => {
    const pruning = await createRateLimiter({ pool: database.pool, clock, pruneEveryMs: 60_000 });
    const key = freshKey();
    await pruning.hit(key, 5, 60);
    const rowsOf = async () => Number((await database.pool.query<{ n: string }>('SELECT count(*) AS n FROM rl_counters')).rows[0]?.n);
    expect(await rowsOf()).toBeGreaterThan(0);
    now = new Date('2026-03-01T12:00:00.000Z');
    await pruning.hit(key, 5, 60);
    // Every window of the earlier tests ended by 12:00; only the one just counted remains.
    expect(await rowsOf()).toBe(1);
  });

  it('refuses a policy that makes no sense', async () => {
    await expect(limiter.hit(freshKey(), 0, 3600)).rejects.toThrow(/limit/);
    await expect(limiter.hit(freshKey(), 5, 0.5)).rejects.toThrow(/windowSeconds/);
  });
});

describe('paced and counted keys', () => {
  const policy = { limit: 3, windowSeconds: 3600 };

  it('lets a paced key through once per hold, answering the seconds left of it, and counts each call let through', async () => {
    const key = freshKey();
    expect(await limiter.paceAndHit(key, policy, [30])).toEqual({ before: 0, refusedBy: null, retryAfterSeconds: 0 });
    now = new Date('2026-03-01T10:00:10.000Z');
    expect(await limiter.paceAndHit(key, policy, [30])).toEqual({ before: 1, refusedBy: 'hold', retryAfterSeconds: 20 });
    now = new Date('2026-03-01T10:00:30.000Z');
    expect(await limiter.paceAndHit(key, policy, [0])).toEqual({ before: 1, refusedBy: null, retryAfterSeconds: 0 });
    expect(await limiter.paceAndHit(key, policy, [5])).toEqual({ before: 2, refusedBy: null, retryAfterSeconds: 0 });
  });

  it('chooses the hold by the hits counted before, the last one for any more', async () => {
    const key = freshKey();
    const holds = [0, 10, 60];
    expect((await limiter.paceAndHit(key, { limit: 10, windowSeconds: 3600 }, holds)).refusedBy).toBeNull();
    expect((await limiter.paceAndHit(key, { limit: 10, windowSeconds: 3600 }, holds)).refusedBy).toBeNull();
    expect(await limiter.paceAndHit(key, { limit: 10, windowSeconds: 3600 }, holds)).toMatchObject({
      before: 2,
      refusedBy: 'hold',
      retryAfterSeconds: 10,
    });
    now = new Date('2026-03-01T10:00:10.000Z');
    expect((await limiter.paceAndHit(key, { limit: 10, windowSeconds: 3600 }, holds)).refusedBy).toBeNull();
    now = new Date('2026-03-01T10:00:20.000Z');
    expect(await limiter.paceAndHit(key, { limit: 10, windowSeconds: 3600 }, holds)).toMatchObject({
      before: 3,
      refusedBy: 'hold',
      retryAfterSeconds: 50,
    });
  });

  it('refuses past the limit without counting, with the seconds left in the window, and starts again in the next window', async () => {
    const key = freshKey();
    for (let i = 0; i < 3; i += 1) expect((await limiter.paceAndHit(key, policy, [0])).refusedBy).toBeNull();
    now = new Date('2026-03-01T10:15:00.000Z');
    expect(await limiter.paceAndHit(key, policy, [0])).toEqual({ before: 3, refusedBy: 'limit', retryAfterSeconds: 45 * 60 });
    expect((await limiter.paceAndHit(key, policy, [0])).before).toBe(3);
    now = new Date('2026-03-01T11:00:00.000Z');
    expect(await limiter.paceAndHit(key, policy, [0])).toEqual({ before: 0, refusedBy: null, retryAfterSeconds: 0 });
  });

  it('lets one of many concurrent calls through a hold, and one again once reset was before them', async () => {
    const key = freshKey();
    const decisions = await Promise.all(
      Array.from({ length: 30 }, () => limiter.paceAndHit(key, { limit: 100, windowSeconds: 3600 }, [60])),
    );
    expect(decisions.filter((d) => d.refusedBy === null)).toHaveLength(1);
    expect(decisions.filter((d) => d.refusedBy === 'hold').every((d) => d.retryAfterSeconds === 60)).toBe(true);
    await limiter.reset(key);
    expect(await limiter.paceAndHit(key, { limit: 100, windowSeconds: 3600 }, [60])).toEqual({
      before: 0,
      refusedBy: null,
      retryAfterSeconds: 0,
    });
  });

  it('counts no more than the limit of many concurrent calls that no hold paces', async () => {
    const key = freshKey();
    const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.paceAndHit(key, policy, [0])));
    expect(decisions.filter((d) => d.refusedBy === null)).toHaveLength(3);
    expect((await limiter.paceAndHit(key, policy, [0])).before).toBe(3);
  });

  it('resets a key by its hold first, then its windows, as pacing locks them: so the two never deadlock', async () => {
    // A login that succeeds forgives its account while the same account's next login is paced. Were
    // the reset to lock the window first, each could wait on the other's lock.
    const key = freshKey();
    const held = async () => (await database.pool.query<{ key: string }>('SELECT key FROM rl_holds')).rows.map((r) => r.key);
    const before = new Set(await held());
    await limiter.paceAndHit(key, { limit: 10, windowSeconds: 3600 }, [0]);
    const stored = (await held()).find((k) => !before.has(k));
    const pacing = await database.pool.connect();
    try {
      await pacing.query('BEGIN');
      await pacing.query('SELECT 1 FROM rl_holds WHERE key = $1 FOR UPDATE', [stored]);
      const reset = limiter.reset(key);
      await eventually('the reset to wait for a lock', async () => {
        const { rows } = await database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%DELETE FROM rl_holds%'`,
        );
        return rows[0]?.n === 1 ? true : undefined;
      });
      // The reset waits for the hold and has not taken the window: pacing can still lock it.
      await expect(pacing.query('SELECT 1 FROM rl_counters WHERE key = $1 FOR UPDATE NOWAIT', [stored])).resolves.toMatchObject({
        rowCount: 1,
      });
      await pacing.query('COMMIT');
      await reset;
    } finally {
      pacing.release();
    }
    expect(await limiter.paceAndHit(key, { limit: 10, windowSeconds: 3600 }, [0])).toMatchObject({ before: 0, refusedBy: null });
  });

  it('refuses holds that are not whole seconds', async () => {
    await expect(limiter.paceAndHit(freshKey(), policy, [])).rejects.toThrow(/holdSeconds/);
    await expect(limiter.paceAndHit(freshKey(), policy, [1.5])).rejects.toThrow(/holdSeconds/);
  });

  it('prunes windows and holds that are over now and then while pacing, as hits do', async () => {
    const pruning = await createRateLimiter({ pool: database.pool, clock, pruneEveryMs: 60_000 });
    const key = freshKey();
    await pruning.paceAndHit(key, { limit: 5, windowSeconds: 60 }, [5]);
    const rowsOf = async (table: string) =>
      Number((await database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
    now = new Date('2026-03-01T13:00:00.000Z');
    await pruning.paceAndHit(key, { limit: 5, windowSeconds: 60 }, [5]);
    // Every window and hold of the earlier tests ended by 13:00; only this call's remain.
    expect(await rowsOf('rl_counters')).toBe(1);
    expect(await rowsOf('rl_holds')).toBe(1);
  });

  it('prunes holds that are over', async () => {
    const key = freshKey();
    await limiter.paceAndHit(key, policy, [5]);
    now = new Date('2026-03-01T10:00:05.000Z');
    await limiter.prune();
    const left = await database.pool.query('SELECT 1 FROM rl_holds WHERE until <= $1', [now]);
    expect(left.rowCount).toBe(0);
  });
});
