import pg from 'pg';

/** Channel on which appends announce new events to other processes. */
export const eventsChannel = 'es_events';

const reconnectDelayMs = 1000;

export interface CommitNotifier {
  /** Call after an append committed. */
  notify(): void;
  /** Resolves when no NOTIFY is in flight. */
  flush(): Promise<void>;
}

/**
 * Announces committed appends to other processes with NOTIFY, outside the appends' transactions:
 * a transaction that notifies holds a cluster-wide lock while it commits, which would serialise
 * every append. One NOTIFY at a time, at most one per `intervalMs`; appends that commit meanwhile
 * share the next one.
 */
export function createCommitNotifier(
  pool: pg.Pool,
  {
    intervalMs = 10,
    onError = () => undefined,
    payload = '',
  }: { intervalMs?: number; onError?: (error: unknown) => void; payload?: string } = {},
): CommitNotifier {
  let sending: Promise<void> | undefined;
  let again = false;
  const send = async () => {
    do {
      again = false;
      const started = Date.now();
      try {
        await pool.query('SELECT pg_notify($1, $2)', [eventsChannel, payload]);
      } catch (error) {
        onError(error);
      }
      const rest = intervalMs - (Date.now() - started);
      if (again && rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    } while (again);
    sending = undefined;
  };
  return {
    notify() {
      if (sending) again = true;
      else sending = send();
    },
    async flush() {
      await sending;
    },
  };
}

export interface NotificationListener {
  /** Starts listening unless it already does; a lost connection is re-opened after a second. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * LISTENs on the events channel over its own connection (made with the pool's settings, so it takes no
 * pooled client) and calls `onNotification` with each notification's payload, and with null after each reconnect.
 */
export function createNotificationListener(
  pool: pg.Pool,
  onNotification: (payload: string | null) => void,
  onError: (error: unknown) => void = () => undefined,
): NotificationListener {
  let wanted = false;
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (!wanted || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connecting = connect();
    }, reconnectDelayMs);
  };

  const connect = async () => {
    const candidate = new pg.Client(pool.options);
    candidate.on('notification', (message) => onNotification(message.payload ?? null));
    candidate.on('error', (error) => {
      onError(error);
      if (client === candidate) client = undefined;
      candidate.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${eventsChannel}`);
    } catch (error) {
      onError(error);
      await candidate.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (!wanted) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    // Events may have been appended while no connection was listening.
    onNotification(null);
  };

  return {
    start() {
      if (wanted) return;
      wanted = true;
      connecting = connect();
    },
    async stop() {
      wanted = false;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      await connecting;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
