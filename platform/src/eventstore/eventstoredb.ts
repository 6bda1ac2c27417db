import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type EventStoreDBClient,
  type JSONType,
  type Position as EsdbPosition,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { deliverUntilAccepted, firstRetryDelayMs, nextRetryDelayMs, reportError, SubscriptionControl } from './delivery';
import {
  WrongExpectedRevisionError,
  type AppendListener,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './port';

const defaultBatchSize = 500;
const positionPattern = /^(\d{20})-(\d{20})$/;

/** `commit-prepare`, each zero-padded to 20 digits, so that string order is log order. */
function encodePosition(position: EsdbPosition): Position {
  return `${position.commit.toString().padStart(20, '0')}-${position.prepare.toString().padStart(20, '0')}`;
}

function decodePosition(position: Position): EsdbPosition {
  const match = positionPattern.exec(position);
  if (!match?.[1] || !match[2]) throw new Error(`not a position of the EventStoreDB event store: ${position}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error(`invalid expected revision ${String(expected)}`);
  return BigInt(expected);
}

/** Events that EventStoreDB writes itself (stream metadata, projections' links, statistics). */
function isSystemEvent(event: EsdbRecordedEvent): boolean {
  return event.type.startsWith('$');
}

function toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  if (!event.position) throw new Error('EventStoreDB sent an event without its position: version 22.6 or newer is needed');
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: encodePosition(event.position),
    recordedAt: event.created,
  };
}

/**
 * Event store on EventStoreDB. The caller owns the client: `close()` ends the subscriptions only.
 * Idempotency is EventStoreDB's own (by event id, for recent appends); unlike the PostgreSQL
 * adapter it cannot notice the same ids appended to another stream.
 */
export function createEventStoreDbEventStore({ client }: { client: EventStoreDBClient }): EventStore {
  /** Each open subscription's way to close it. */
  const subscriptions = new Map<SubscriptionControl, () => Promise<void>>();

  const positionOf = async (streamId: string, revision: bigint): Promise<Position> => {
    for await (const resolved of client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event?.position) return encodePosition(resolved.event.position);
    }
    throw new Error(`stream ${streamId}: no event at revision ${revision}`);
  };

  const append = async (streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }) => {
    if (events.length === 0) throw new Error(`stream ${streamId}: append needs at least one event`);
    try {
      const result = await client.appendToStream(
        streamId,
        events.map(({ id, type, data, metadata }) => jsonEvent({ id, type, data: (data ?? null) as JSONType, metadata })),
        { expectedRevision: toEsdbExpected(options.expectedRevision) },
      );
      // An append answered from EventStoreDB's idempotency check may come without a position.
      const position = result.position ? encodePosition(result.position) : await positionOf(streamId, result.nextExpectedRevision);
      return { nextExpectedRevision: Number(result.nextExpectedRevision), position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
      throw new WrongExpectedRevisionError(streamId, options.expectedRevision, actual);
    }
  };

  const readStream = async (streamId: string, options: { fromRevision?: number } = {}) => {
    const found: RecordedEvent[] = [];
    try {
      const read = client.readStream(streamId, { fromRevision: BigInt(options.fromRevision ?? 0) });
      for await (const resolved of read) if (resolved.event) found.push(toRecordedEvent(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return found;
  };

  // Reads of $all start at their position inclusively and return system events too: read a page,
  // keep what is ours and after `after`, and go on from the last position read until `limit` is met.
  const readAll = async ({ after, limit }: { after: Position | null; limit: number }) => {
    const found: RecordedEvent[] = [];
    let skipUpTo = after;
    let from: ReadPosition = after === null ? START : decodePosition(after);
    for (;;) {
      let read = 0;
      for await (const resolved of client.readAll({ fromPosition: from, maxCount: limit + 1 })) {
        read++;
        const event = resolved.event;
        if (!event?.position) continue;
        const position = encodePosition(event.position);
        if (skipUpTo !== null && position <= skipUpTo) continue;
        skipUpTo = position;
        if (!isSystemEvent(event)) found.push(toRecordedEvent(event));
        if (found.length === limit) return found;
      }
      if (read < limit + 1 || skipUpTo === null) return found;
      from = decodePosition(skipUpTo);
    }
  };

  const headPosition = async () => {
    let from: ReadPosition = END;
    for (;;) {
      let read = 0;
      let oldest: EsdbPosition | undefined;
      for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: 100 })) {
        read++;
        const event = resolved.event;
        if (!event?.position) continue;
        if (!isSystemEvent(event)) return encodePosition(event.position);
        oldest = event.position;
      }
      if (read < 100 || !oldest) return null;
      from = oldest;
    }
  };

  const follow = async (
    options: SubscribeOptions,
    control: SubscriptionControl,
    setActive: (subscription: AllStreamSubscription | undefined) => void,
  ) => {
    const batchSize = options.batchSize ?? defaultBatchSize;
    let after = options.from;
    let retryDelayMs = firstRetryDelayMs;
    while (!control.closed) {
      const subscription = client.subscribeToAll({
        fromPosition: after === null ? START : decodePosition(after),
        filter: excludeSystemEvents(),
      });
      setActive(subscription);
      try {
        let batch: RecordedEvent[] = [];
        for await (const resolved of subscription) {
          if (control.closed) break;
          const event = resolved.event;
          if (event && !isSystemEvent(event)) {
            const recorded = toRecordedEvent(event);
            if (after === null || recorded.position > after) batch.push(recorded);
          }
          // Hand over what has arrived: a full batch, or all there is for now.
          if (batch.length > 0 && (batch.length >= batchSize || subscription.readableLength === 0)) {
            if (!(await deliverUntilAccepted(batch, options, control))) break;
            after = batch.at(-1)!.position;
            batch = [];
            retryDelayMs = firstRetryDelayMs;
          }
        }
      } catch (error) {
        if (!control.closed) reportError(options, error);
      } finally {
        setActive(undefined);
        await subscription.unsubscribe().catch(() => undefined);
      }
      await control.sleep(retryDelayMs);
      retryDelayMs = nextRetryDelayMs(retryDelayMs);
    }
  };

  const watchers = new Set<AppendListener>();
  const appendAndTell: typeof append = async (streamId, events, options) => {
    const result = await append(streamId, events, options);
    for (const watcher of watchers) watcher({ types: events.map((event) => event.type), position: result.position });
    return result;
  };

  // Other processes' appends: a live subscription to $all from its end tells the watchers (`null`),
  // as PostgreSQL's NOTIFY does; the process's own appends come through it too, an extra wake-up.
  let others: { control: SubscriptionControl; loop: Promise<void>; active?: AllStreamSubscription } | undefined;
  const startTellingOthers = () => {
    if (others) return;
    const control = new SubscriptionControl();
    const state: { active?: AllStreamSubscription } = {};
    const loop = (async () => {
      let retryDelayMs = firstRetryDelayMs;
      while (!control.closed) {
        const subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
        state.active = subscription;
        try {
          for await (const resolved of subscription) {
            if (control.closed) break;
            if (resolved.event && !isSystemEvent(resolved.event)) for (const watcher of watchers) watcher(null);
            retryDelayMs = firstRetryDelayMs;
          }
        } catch {
          // Lost (the server restarted, say): subscribe again after a pause; pollers cover the gap.
        } finally {
          state.active = undefined;
          await subscription.unsubscribe().catch(() => undefined);
        }
        await control.sleep(retryDelayMs);
        retryDelayMs = nextRetryDelayMs(retryDelayMs);
      }
    })();
    others = {
      control,
      loop,
      get active() {
        return state.active;
      },
    };
  };
  const stopTellingOthers = async () => {
    const stopping = others;
    others = undefined;
    if (!stopping) return;
    stopping.control.close();
    await stopping.active?.unsubscribe().catch(() => undefined);
    await stopping.loop;
  };

  return {
    append: appendAndTell,
    readStream,
    readAll,
    headPosition,
    // EventStoreDB filters $all on the server only through its own checkpointed reads; reading a
    // page and filtering it here keeps the port's meaning (`through` is the last position read).
    async readFiltered({ after, limit, types }) {
      const page = await readAll({ after, limit });
      const wanted = types ? new Set(types) : null;
      return {
        events: wanted ? page.filter((event) => wanted.has(event.type)) : page,
        through: page.at(-1)?.position ?? after,
      };
    },
    async countAfter({ after, types, max }) {
      const wanted = types ? new Set(types) : null;
      let count = 0;
      let from = after;
      while (count < max) {
        const page = await readAll({ after: from, limit: 1000 });
        count += wanted ? page.filter((event) => wanted.has(event.type)).length : page.length;
        if (page.length < 1000) break;
        from = page.at(-1)!.position;
      }
      return Math.min(count, max);
    },
    /** Appends of this process only: readers of other processes' appends also poll. */
    watch(watcher) {
      watchers.add(watcher);
      startTellingOthers();
      return () => {
        watchers.delete(watcher);
        if (watchers.size === 0) void stopTellingOthers();
      };
    },

    subscribe(options): Subscription {
      const control = new SubscriptionControl();
      let active: AllStreamSubscription | undefined;
      const loop = follow(options, control, (subscription) => (active = subscription)).finally(() => subscriptions.delete(control));
      const stop = async () => {
        control.close();
        await active?.unsubscribe().catch(() => undefined);
        await loop;
      };
      subscriptions.set(control, stop);
      return { close: stop };
    },

    async close() {
      await Promise.all([...subscriptions.values()].map((stop) => stop()));
      await stopTellingOthers();
    },
  };
}
