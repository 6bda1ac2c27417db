import { trackingBackoffFactor } from '@scout/contracts/profiles/tracking';
import { organizationsCollection, type OrganizationDoc } from '@scout/projections/accounts/organizations';
import type { AppContext } from '../runtime/context';

const PAGE = 200;

/** Pages through a collection query until a page comes back short. */
export async function* pages<T>(fetch: (skip: number, limit: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let skip = 0; ; skip += PAGE) {
    const page = await fetch(skip, PAGE);
    yield* page;
    if (page.length < PAGE) return;
  }
}

/** Every organisation's id, oldest first. */
export async function* organizationIds(ctx: AppContext): AsyncGenerator<string> {
  const organizations = ctx.readStore.global<OrganizationDoc>(organizationsCollection);
  for await (const organization of pages((skip, limit) => organizations.find({ sort: [['createdAt', 1]], skip, limit })))
    yield organization._id;
}

const UNIT_MS = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 } as const;

/** '6 hours' → milliseconds (the config schema guarantees the form). */
export function intervalMs(interval: string): number {
  const match = /^(\d+) (second|minute|hour|day|week)s?$/.exec(interval);
  if (!match) throw new Error(`not an interval: ${interval}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/**
 * Whether a tracked item is due at the refresh job's run at `now`: its last attempt (success or
 * failure) lies 2^failures intervals back (capped, see trackingBackoffFactor), less half an interval,
 * so an item refreshed at one run is due at the next however the runs drift, and one that failed
 * waits 2, 4, 8 runs. The attempt times and failures are events, so a restart keeps the schedule.
 */
export function isDue(lastAttemptAt: string | null, failures: number, now: Date, interval: number): boolean {
  if (!lastAttemptAt) return true;
  return now.getTime() - Date.parse(lastAttemptAt) >= interval * trackingBackoffFactor(failures) - interval / 2;
}

/** The latest of some instants (null when none). */
export function latestOf(...instants: ReadonlyArray<string | null | undefined>): string | null {
  let latest: string | null = null;
  for (const instant of instants) if (instant && (!latest || instant > latest)) latest = instant;
  return latest;
}

/** Counts of one pass over tracked items, for the job's log line. */
export interface RefreshTally {
  refreshed: number;
  failed: number;
  skipped: number;
}
