import type { PlanLimitField } from '@scout/contracts/billing/plans';
import type { PlanUsageEvent, UsageCounted, UsageHeld } from '@scout/contracts/billing/planUsage';
import type { Decider } from '@scout/platform/decider';
import { PlanLimitError } from '@scout/platform/errors';
import { HeldAmounts } from './heldAmounts';

export type UsageField = PlanLimitField | 'storageBytes';

/** What the read models show as held when the stream has not counted yet (asked for only then). */
export type UsageBaseline = { held: UsageHeld[]; others: number };

type Counting = { baseline: UsageBaseline | null; now: string };

export type PlanUsageCommand =
  | ({
      type: 'Reserve';
      field: UsageField;
      key: string;
      amount: number;
      limit: number;
      /** Held outside the stream, as a read model counted it after the stream was read (storage: the kept files). */
      outside: number;
    } & Counting)
  | ({ type: 'GiveBack'; key: string } & Counting);

export type PlanUsageState = { counted: boolean; others: number; held: HeldAmounts };

/** Thrown when the stream has not counted its usage yet and the command brought no baseline. */
export class UsageNotCountedError extends Error {
  override name = 'UsageNotCounted';
}

export const usedOf = (state: PlanUsageState): number => state.held.total + state.others;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The 423 of a reservation past the limit, worded per field. */
export function planLimitError(field: UsageField, limit: number, used: number): PlanLimitError {
  return field === 'storageBytes'
    ? new PlanLimitError(
        field,
        `Your plan keeps ${megabytes(limit)} of files and ${megabytes(used)} are used, please upgrade or remove files`,
      )
    : new PlanLimitError(field, `Your plan allows ${limit} ${field}, please upgrade`);
}

function decideCounted(command: PlanUsageCommand, state: PlanUsageState): PlanUsageEvent[] {
  const held = state.held.has(command.key);
  switch (command.type) {
    case 'Reserve': {
      if (held) return [];
      const used = usedOf(state) + command.outside;
      if (used + command.amount > command.limit) throw planLimitError(command.field, command.limit, used);
      return [{ type: 'UsageReserved', data: { key: command.key, amount: command.amount, reservedAt: command.now } }];
    }
    case 'GiveBack':
      return held ? [{ type: 'UsageGivenBack', data: { key: command.key, givenBackAt: command.now } }] : [];
  }
}

function evolve(state: PlanUsageState, event: PlanUsageEvent): PlanUsageState {
  switch (event.type) {
    case 'UsageCounted':
      return { counted: true, others: event.data.others, held: HeldAmounts.of(event.data.held.map((h) => [h.key, h.amount])) };
    case 'UsageReserved':
      return { ...state, held: state.held.set(event.data.key, event.data.amount) };
    case 'UsageGivenBack':
      return { ...state, held: state.held.delete(event.data.key) };
  }
}

/**
 * One of the plan's limits, decided on one stream per organisation (and month, for monthly counters)
 * with its expected revision: of concurrent reservations only as many as the limit has room for are
 * appended, the others are decided again on the fresh stream and refused (423 PlanLimit). A stream's
 * first command also records what was held before it (UsageCounted, from the read models).
 */
export const planUsageDecider: Decider<PlanUsageCommand, PlanUsageState, PlanUsageEvent> = {
  initialState: () => ({ counted: false, others: 0, held: HeldAmounts.of([]) }),

  decide(command, state) {
    if (state.counted) return decideCounted(command, state);
    if (!command.baseline) throw new UsageNotCountedError();
    const counted: UsageCounted = { type: 'UsageCounted', data: { ...command.baseline, countedAt: command.now } };
    return [counted, ...decideCounted(command, evolve(state, counted))];
  },

  evolve,
};
