import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { parseEvent, type ScoutEvent } from '@scout/contracts/events';
import type { Decider } from './decider';
import { fold } from './decider';
import { WrongExpectedRevisionError, type EventStore, type Position } from './eventstore/port';

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** Position of the last appended event; null when the command changed nothing. */
  position: Position | null;
}

const MAX_ATTEMPTS = 3;

/**
 * Reads the stream, folds it, decides and appends with the expected revision. On a concurrent
 * change it decides again on the fresh state, a bounded number of times.
 */
export async function handleCommand<Command, State, Event extends ScoutEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  streamId: string,
  command: Command,
  metadata: EventMetadata,
): Promise<CommandResult<State, Event>> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const history = recorded.map((e) => parseEvent(e.type, e.data) as Event);
    const state = fold(decider, history);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: null };
    const last = recorded.at(-1);
    const expectedRevision = last ? last.revision : 'no_stream';
    try {
      const result = await store.append(
        streamId,
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
        { expectedRevision },
      );
      return { events, state: events.reduce(decider.evolve, state), position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
