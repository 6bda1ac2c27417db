import type { Db } from 'mongodb';
import type { LeaseHolding, LeaseStore } from './port';

interface LeaseDoc {
  _id: string;
  holder: string;
  expiresAt: Date;
}

const COLLECTION = 'scout_leases';
const DUPLICATE_KEY = 11000;

/** Leases in a MongoDB collection; expiry by the server's clock (`$$NOW`). */
export function createMongoLeaseStore(db: Db): LeaseStore {
  const leases = db.collection<LeaseDoc>(COLLECTION);
  return {
    async acquire(name, holder, ttlMs) {
      try {
        // Matches only a lease that ran out or is the holder's; a lease held by another process
        // matches nothing, and the upsert's insert then collides with it on _id.
        const result = await leases.updateOne(
          { _id: name, $or: [{ holder }, { $expr: { $lt: ['$expiresAt', '$$NOW'] } }] },
          [{ $set: { holder, expiresAt: { $add: ['$$NOW', ttlMs] } } }],
          { upsert: true },
        );
        return result.matchedCount + result.upsertedCount === 1;
      } catch (error) {
        if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
        throw error;
      }
    },
    async release(name, holder) {
      await leases.deleteOne({ _id: name, holder });
    },
    async holdings(): Promise<LeaseHolding[]> {
      const rows = await leases
        .aggregate<{ _id: string; holder: string; remainingMs: number }>([
          { $project: { holder: 1, remainingMs: { $subtract: ['$expiresAt', '$$NOW'] } } },
          { $sort: { _id: 1 } },
        ])
        .toArray();
      return rows.map((row) => ({ name: row._id, holder: row.holder, remainingMs: Number(row.remainingMs) }));
    },
  };
}
