import { type ChangeNotice, parseChangeNotice } from '@conque/domain/live/live-events';
import { CHANGE_CHANNEL, type ChangeFeed, openChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';

export const LIVE_EVENTS_CHANNEL = 'conque_events';

/** What a stream is told: a change's notice, a session or profile change (cache tags), or a gap. */
export type HubMessage =
  | { type: 'notice'; notice: ChangeNotice }
  | { type: 'account'; tag: string }
  | { type: 'gap' }
  /** Every HEARTBEAT_MS, to every stream at once: one timer per process, not one per stream. */
  | { type: 'heartbeat' }
  /** The process stops (SIGTERM): every stream ends. */
  | { type: 'closing' };

/** A comment line this often keeps proxies from closing an idle stream (and finds dead sockets). */
export const HEARTBEAT_MS = 25_000;

export type LiveHub = {
  /** A method pair rather than a returned closure: one object less for each of thousands of streams. */
  subscribe: (listener: (message: HubMessage) => void) => void;
  unsubscribe: (listener: (message: HubMessage) => void) => void;
  /** Streams open in this process (the bench and the log read it). */
  size: () => number;
  /** Ends every stream (a stop, SIGTERM): each listener hears `closing` first. */
  close: () => Promise<void>;
};

/**
 * One per process. Hears every change notice (the triggers of migration 0018, on
 * a connection of its own, once each) and the session and profile changes (migration 0008's, so a
 * stream ends when its session does), and hands them to the process's open streams, each of which
 * keeps what its person may read. While a feed's connection is down (PostgreSQL restarted), every
 * stream is told of the gap once the feed is back: its tab refetches what it shows.
 */
export const openLiveHub = async (database: Database, heartbeatMs = HEARTBEAT_MS): Promise<LiveHub> => {
  const listeners = new Set<(message: HubMessage) => void>();
  const send = (message: HubMessage) => {
    for (const listener of listeners) listener(message);
  };
  const feeds: ChangeFeed[] = [
    await openChangeFeed(
      database,
      (payload) => {
        const notice = parseChangeNotice(payload);
        if (notice) send({ type: 'notice', notice });
      },
      () => send({ type: 'gap' }),
      { channel: LIVE_EVENTS_CHANNEL, pool: false, application: 'conque-live-events' },
    ),
    await openChangeFeed(
      database,
      (tag) => send({ type: 'account', tag }),
      // A missed sign-out: every stream checks its session again.
      () => send({ type: 'account', tag: '*' }),
      { channel: CHANGE_CHANNEL, pool: false, application: 'conque-live-accounts' },
    ),
  ];
  const heartbeat = setInterval(() => send({ type: 'heartbeat' }), heartbeatMs).unref();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
    },
    unsubscribe: (listener) => {
      listeners.delete(listener);
    },
    size: () => listeners.size,
    close: async () => {
      clearInterval(heartbeat);
      send({ type: 'closing' });
      listeners.clear();
      await Promise.all(feeds.map((feed) => feed.close()));
    },
  };
};
