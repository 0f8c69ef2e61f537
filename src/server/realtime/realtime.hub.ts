import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The channels the hub carries. A few fixed channels, each payload naming its target (a user, a workspace):
 * subscribers filter in process, so no channel name is ever built from user data.
 */
export const realtimeChannels = {
  /** Post lifecycle events for the members of a workspace: `{ type, workspaceId, postId, … }`. */
  userEvents: 'postforge_user_events',
  /** Community feed changes. */
  feed: 'postforge_feed',
} as const;

/** A channel name: a plain lower-case SQL identifier (checked again before every LISTEN / NOTIFY). */
const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const maxPayloadBytes = 7999;

/** A JSON value a notice carries (ids, not content). */
export type RealtimePayload = Record<string, unknown>;

/** Told what arrives on a channel. */
export type RealtimeListener = (payload: RealtimePayload) => void;

export interface SubscribeOptions {
  /**
   * Called after the listening connection was lost and is back: notices sent meanwhile are gone, so the
   * subscriber re-reads what it shows.
   */
  onResync?: () => void;
}

/** Anything that runs a Drizzle query: the database or a transaction (a notice inside it is sent at commit). */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

export interface RealtimeLogger {
  info?(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Checks a channel name; throws on anything but a plain identifier. */
export function assertChannel(channel: string): void {
  if (!channelPattern.test(channel)) throw new Error(`invalid realtime channel name: ${channel}`);
}

/** The JSON text of a payload; throws when it would not fit in one notice. */
export function encodePayload(payload: RealtimePayload): string {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text, 'utf8') > maxPayloadBytes) {
    throw new Error(`realtime payload too large (${Buffer.byteLength(text, 'utf8')} bytes)`);
  }
  return text;
}

/** Backoff before reconnect attempt `attempt` (0-based): 250 ms doubling up to 10 s, with ±20 % jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 250 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.8 + 0.4 * random()));
}

interface Subscriber {
  listener: RealtimeListener;
  onResync: (() => void) | undefined;
}

/**
 * One hub per process, across processes through PostgreSQL LISTEN/NOTIFY. `publish` sends a notice with
 * pg_notify (through the pool, or inside the caller's transaction); `subscribe` registers a listener. The
 * first subscriber opens ONE dedicated connection that LISTENs to every channel in use; when it drops, the hub
 * reconnects with backoff, LISTENs again and tells the subscribers to re-sync. `close` ends it.
 */
export function createRealtimeHub(options: {
  /** Connection string of the database (the listening connection is opened on it). */
  url: string;
  /** The app's pool (publishing outside a transaction). */
  pool: pg.Pool;
  log?: RealtimeLogger;
  /** Waits before a reconnect (tests shorten it). */
  reconnectDelay?: (attempt: number) => number;
}) {
  const log = options.log;
  const delayOf = options.reconnectDelay ?? ((attempt: number) => reconnectDelayMs(attempt));
  const subscribers = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  /** Resolves once the current connection listens to every channel (undefined: none wanted yet). */
  let ready: Promise<void> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let isClosed = false;
  /** LISTEN / UNLISTEN one after the other on the listening connection. */
  let commands: Promise<unknown> = Promise.resolve();

  const dispatch = (channel: string, text: string | undefined) => {
    const set = subscribers.get(channel);
    if (!set || set.size === 0) return;
    let payload: RealtimePayload;
    try {
      const parsed: unknown = JSON.parse(text ?? '{}');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return;
      payload = parsed as RealtimePayload;
    } catch {
      return;
    }
    for (const subscriber of [...set]) {
      try {
        subscriber.listener(payload);
      } catch (error) {
        log?.warn({ err: error, channel }, 'realtime listener failed');
      }
    }
  };

  const run = (connection: pg.Client, statement: string) => {
    const next = commands.then(() => connection.query(statement));
    commands = next.catch(() => undefined);
    return next;
  };

  const listenStatement = (channel: string) => {
    assertChannel(channel);
    return `LISTEN ${pg.escapeIdentifier(channel)}`;
  };

  const connect = async (isReconnect: boolean): Promise<void> => {
    const connection = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      application_name: 'postforge-realtime',
    });
    connection.on('notification', (message) => dispatch(message.channel, message.payload));
    const lost = (error?: unknown) => {
      if (client !== connection) return;
      client = undefined;
      ready = undefined;
      if (error) log?.warn({ err: error }, 'realtime connection lost');
      connection.end().catch(() => undefined);
      scheduleReconnect();
    };
    connection.on('error', lost);
    connection.on('end', () => lost());
    try {
      await connection.connect();
      if (isClosed) {
        await connection.end().catch(() => undefined);
        return;
      }
      client = connection;
      commands = Promise.resolve();
      for (const channel of subscribers.keys()) await run(connection, listenStatement(channel));
    } catch (error) {
      if (client === connection) client = undefined;
      await connection.end().catch(() => undefined);
      throw error;
    }
    attempt = 0;
    if (isReconnect) {
      log?.info?.({}, 'realtime connection back');
      for (const set of subscribers.values()) {
        for (const subscriber of [...set]) {
          try {
            subscriber.onResync?.();
          } catch (error) {
            log?.warn({ err: error }, 'realtime resync failed');
          }
        }
      }
    }
  };

  const scheduleReconnect = () => {
    if (isClosed || reconnectTimer || subscribers.size === 0) return;
    const wait = delayOf(attempt);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      ready = connect(true).catch((error: unknown) => {
        ready = undefined;
        log?.warn({ err: error, attempt }, 'realtime reconnect failed');
        scheduleReconnect();
      });
    }, wait);
    reconnectTimer.unref();
  };

  const ensureConnected = (): Promise<void> | undefined => {
    if (isClosed || reconnectTimer) return undefined;
    if (!ready) {
      ready = connect(false).catch((error: unknown) => {
        ready = undefined;
        log?.warn({ err: error }, 'realtime connection failed');
        scheduleReconnect();
      });
    }
    return ready;
  };

  return {
    /**
     * Sends `payload` (small JSON: ids, not content) to every subscriber of `channel` in every process. With
     * `executor` (a transaction) the notice leaves at commit and not at all on rollback.
     */
    async publish(channel: string, payload: RealtimePayload, executor?: SqlExecutor): Promise<void> {
      assertChannel(channel);
      const text = encodePayload(payload);
      if (executor) {
        await executor.execute(sql`select pg_notify(${channel}, ${text})`);
      } else {
        await options.pool.query('select pg_notify($1, $2)', [channel, text]);
      }
    },

    /** Registers `listener` on `channel`; returns the function that removes it. */
    subscribe(channel: string, listener: RealtimeListener, subscribeOptions: SubscribeOptions = {}) {
      assertChannel(channel);
      if (isClosed) return () => undefined;
      const subscriber: Subscriber = { listener, onResync: subscribeOptions.onResync };
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
        const connection = client;
        if (connection) {
          run(connection, listenStatement(channel)).catch((error: unknown) =>
            log?.warn({ err: error, channel }, 'realtime LISTEN failed'),
          );
        }
      }
      set.add(subscriber);
      void ensureConnected();
      return () => {
        const current = subscribers.get(channel);
        if (!current?.delete(subscriber) || current.size > 0) return;
        subscribers.delete(channel);
        const connection = client;
        if (connection) {
          run(connection, `UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },

    /**
     * Resolves once the listening connection is up and listens to every subscribed channel (a subscriber that
     * must not miss a notice sent right after subscribing awaits it).
     */
    async ready(): Promise<void> {
      await ensureConnected();
      await commands;
    },

    /** Ends the listening connection; no reconnect after this. */
    async close(): Promise<void> {
      isClosed = true;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      subscribers.clear();
      const connection = client;
      client = undefined;
      // A connection still opening sees isClosed and ends itself.
      await ready?.catch(() => undefined);
      await connection?.end().catch(() => undefined);
    },
  };
}

/** The realtime hub. */
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
