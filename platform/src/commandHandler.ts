import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { parseEvent, type ScoutEvent } from '@scout/contracts/events';
import { CONFLICT_RETRY, retriedOnConflict, type ConflictRetry } from './conflictRetry';
import type { Decider } from './decider';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision, type Position } from './eventstore/port';
import { StateCache } from './stateCache';

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** Position of the last appended event; null when the command changed nothing. */
  position: Position | null;
}

/** Recently written states per decider, so a command on a stream this process just wrote skips the read. */
const caches = new WeakMap<object, StateCache<unknown>>();

function cacheFor<State>(decider: object): StateCache<State> {
  let cache = caches.get(decider);
  if (!cache) {
    cache = new StateCache<unknown>(10_000);
    caches.set(decider, cache);
  }
  return cache as StateCache<State>;
}

type Known<State> = { state: State; expected: ExpectedRevision };

/**
 * Decides on a state assumed without reading: the cached state of a stream this process wrote
 * last, or else an empty stream. The append's expected revision proves the assumption; a refused
 * append, a domain error or a decision to do nothing are never trusted and fall back to reading.
 */
async function tryWithoutReading<Command, State, Event extends ScoutEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  streamId: string,
  command: Command,
  metadata: EventMetadata,
  known: Known<State>,
): Promise<CommandResult<State, Event> | null> {
  let events: Event[];
  try {
    events = decider.decide(command, known.state);
  } catch {
    return null;
  }
  if (events.length === 0) return null;
  try {
    return await append(store, decider, streamId, events, metadata, known);
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return null;
    throw error;
  }
}

async function append<Command, State, Event extends ScoutEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  streamId: string,
  events: Event[],
  metadata: EventMetadata,
  known: Known<State>,
): Promise<CommandResult<State, Event>> {
  const result = await store.append(
    streamId,
    // A decider's events pass their contracts schema before they are stored: an event the read side
    // could not parse back must never reach the store.
    events.map((e) => ({ id: randomUUID(), type: e.type, data: parseEvent(e.type, e.data).data, metadata })),
    { expectedRevision: known.expected },
  );
  const state = events.reduce(decider.evolve, known.state);
  cacheFor<State>(decider).set(streamId, { state, revision: result.nextExpectedRevision });
  return { events, state, position: result.position };
}

/**
 * Folds the stream, decides and appends with the expected revision. On a concurrent change it
 * waits (see ConflictRetry) and decides again on the fresh state, so commands whose decisions
 * commute all succeed on a busy stream, while one whose decision changes answers the domain error
 * of the fresh state. Streams this process wrote recently, and streams that turn out to be new,
 * cost no read.
 */
export async function handleCommand<Command, State, Event extends ScoutEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  streamId: string,
  command: Command,
  metadata: EventMetadata,
  retry: ConflictRetry = CONFLICT_RETRY,
): Promise<CommandResult<State, Event>> {
  const cached = cacheFor<State>(decider).get(streamId);
  const assumed: Known<State> = cached
    ? { state: cached.state, expected: cached.revision }
    : { state: decider.initialState(), expected: 'no_stream' };
  const fast = await tryWithoutReading(store, decider, streamId, command, metadata, assumed);
  if (fast) return fast;

  return retriedOnConflict(async () => {
    const { state, revision } = await readState(store, decider, streamId);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: null };
    return append(store, decider, streamId, events, metadata, { state, expected: revision ?? 'no_stream' });
  }, retry);
}

/**
 * The stream's state and last revision. Events never change once stored, so a state cached at a
 * revision only needs the events after it: a long stream is read whole once per process.
 */
export async function readState<Command, State, Event extends ScoutEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  streamId: string,
): Promise<{ state: State; revision: number | null }> {
  const cache = cacheFor<State>(decider);
  const cached = cache.get(streamId);
  const recorded = await store.readStream(streamId, cached ? { fromRevision: cached.revision + 1 } : undefined);
  const state = recorded
    .map((e) => parseEvent(e.type, e.data) as Event)
    .reduce(decider.evolve, cached ? cached.state : decider.initialState());
  const revision = recorded.at(-1)?.revision ?? cached?.revision ?? null;
  if (revision !== null) cache.set(streamId, { state, revision });
  return { state, revision };
}
