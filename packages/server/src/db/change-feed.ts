import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { logger } from '../logging/logger';

// The rows the in-process cache holds (sessions, profiles, establishments) say when they
// change, through NOTIFY on this channel from the triggers of migration 0008, so that whoever
// changes them (this process, another one, the CLI, SQL by hand) empties every process's cache.
// Payload: a tag, `session:<id>`, `user:<id>`, `establishment:<id>`, or `*` for everything.
export const CHANGE_CHANNEL = 'conque_changes';

type Handler = (tag: string) => void;

/** The handlers of the changes heard on a PostgreSQL pool's own connections. */
export type PoolChanges = { handlers: Set<Handler> };

/**
 * Every connection of the pool listens: PostgreSQL delivers a session's own notifications before
 * the statement that committed them returns, so a change this process makes (a sign-out) has
 * emptied its cache before the next request can read it. openDatabase gives `onConnect` to the pool,
 * which runs it on each new connection before handing it out.
 */
export const poolChangeHearing = () => {
  const changes: PoolChanges = { handlers: new Set() };
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      for (const handler of changes.handlers) handler(message.payload ?? '*');
    });
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
  };
  return { changes, onConnect };
};

export type ChangeFeed = {
  /** True while every change is sure to be heard; a cache must not serve what it holds otherwise. */
  live: () => boolean;
  close: () => Promise<void>;
};

const RECONNECT_MS = 1_000;
export const CHANGE_FEED_APPLICATION = 'conque-change-feed';

/**
 * What a feed hears: `channel` (CHANGE_CHANNEL by default). `pool`: also on the pool's own
 * connections, so that this process's changes are heard before their statement returns (the
 * cache's need); a feed that must hear each notification once (live events) leaves it out.
 */
export type FeedOptions = { channel?: string; pool?: boolean; application?: string };

/**
 * Calls `onChange` with the payload of every notification on the channel, and `onLost` when some
 * may have been missed. PGlite: one process holds the database, and its notifications arrive before
 * the statement returns. PostgreSQL: one connection of its own (plus, with `pool`, the pool's
 * connections above), which hears the other processes' changes even when the pool is idle; while
 * that connection is down the feed is not live, and it reconnects every second.
 */
/** What a feed listens through: a Database (client.ts), named here by shape so as not to import it back. */
type FeedSource = { db: unknown; pool?: pg.Pool; poolChanges?: PoolChanges };

export const openChangeFeed = async (
  database: FeedSource,
  onChange: Handler,
  onLost: () => void,
  options: FeedOptions = {},
): Promise<ChangeFeed> => {
  const { channel = CHANGE_CHANNEL, pool: onPool = true, application = CHANGE_FEED_APPLICATION } = options;
  if (!database.pool || !database.poolChanges) {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(channel, onChange);
    return { live: () => true, close: () => unlisten() };
  }
  const { pool, poolChanges } = database;
  if (onPool) poolChanges.handlers.add(onChange);
  let listener: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const drop = async (client: pg.Client | undefined) => {
    if (!client) return;
    client.removeAllListeners();
    // An error from a connection being dropped must not go unhandled (it would end the process).
    client.on('error', () => {});
    await client.end().catch(() => {});
  };
  const lost = (client: pg.Client, error?: Error) => {
    if (closed || listener !== client) return;
    if (live)
      logger.warn(
        { err: error ? { name: error.name, message: error.message } : undefined },
        "cache : écoute des changements interrompue, lectures en base jusqu'à son retour",
      );
    live = false;
    onLost();
    listener = undefined;
    void drop(client);
    retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({
      connectionString: pool.options.connectionString,
      connectionTimeoutMillis: 5_000,
      // Tells an operator's pg_stat_activity what this idle connection is for.
      application_name: application,
    });
    listener = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel) onChange(message.payload ?? '*');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (listener !== client) return;
      // Whatever changed while nobody listened is unknown: start empty.
      onLost();
      live = true;
    } catch (error) {
      lost(client, error as Error);
    }
  };
  await connect();
  return {
    live: () => live,
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      poolChanges.handlers.delete(onChange);
      const client = listener;
      listener = undefined;
      await drop(client);
    },
  };
};
