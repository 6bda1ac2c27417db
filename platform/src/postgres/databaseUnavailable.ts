import { AppError } from '../errors';

/** Why the database cannot be used right now, or null when an error says nothing of the kind. */
export type DatabaseOutage = 'restarting' | 'diskFull';

/** Codes of a connection that could not be made or was lost (Node's, and pg's own messages below). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * PostgreSQL SQLSTATEs of a server going away or not yet back: admin shutdown, crash shutdown,
 * cannot connect now (starting up, in recovery), and class 08 (connection exceptions).
 */
const RESTARTING_STATES = new Set(['57P01', '57P02', '57P03']);
const DISK_FULL_STATES = new Set(['53100']);

/** Errors pg raises without a code when its connection ends under it. */
const CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

function outageOf(error: unknown): DatabaseOutage | null {
  if (error instanceof DatabaseOutageError) return error.outage;
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (DISK_FULL_STATES.has(code) || code === 'ENOSPC') return 'diskFull';
    if (RESTARTING_STATES.has(code) || code.startsWith('08') || CONNECTION_CODES.has(code)) return 'restarting';
  }
  if (CONNECTION_LOST.test(error.message)) return 'restarting';
  return null;
}

/** The outage an error (or one inside an AggregateError, as a refused connection to several addresses) stems from. */
export function databaseOutageOf(error: unknown): DatabaseOutage | null {
  if (error instanceof AggregateError) return error.errors.map(outageOf).find((outage) => outage !== null) ?? null;
  return outageOf(error);
}

export const DATABASE_OUTAGE_MESSAGES: Readonly<Record<DatabaseOutage, string>> = {
  restarting: "Scout's database is restarting; try again in a few seconds",
  diskFull: "Scout's storage is full; nothing was saved, try again later",
};

/** Seconds a client is asked to wait (Retry-After) in each outage. */
export const DATABASE_OUTAGE_RETRY_SECONDS: Readonly<Record<DatabaseOutage, number>> = { restarting: 2, diskFull: 10 };

/** When the change itself was stored, but the read models cannot take it while the outage lasts. */
const SAVED_MESSAGES: Readonly<Record<DatabaseOutage, string>> = {
  restarting: "Scout's database is restarting; your change was saved and shows in a few seconds",
  diskFull: "Scout's storage is full; your change was saved and shows once space returns",
};

/** A command refused (or stored but not yet readable) because the database's outage holds the read models. */
export class DatabaseOutageError extends AppError {
  constructor(
    readonly outage: DatabaseOutage,
    saved: boolean,
  ) {
    super(503, 'ServiceUnavailable', (saved ? SAVED_MESSAGES : DATABASE_OUTAGE_MESSAGES)[outage], {
      headers: { 'Retry-After': String(DATABASE_OUTAGE_RETRY_SECONDS[outage]) },
    });
  }
}
