import { type LiveEvent, liveEventFor } from '@conque/domain/live/live-events';
import type { Actor } from '@conque/domain/permissions/can';
import type { HubMessage, LiveHub } from './live-hub';

/** Past this many events waiting for a slow reader, they are dropped for one `resync`. */
export const MAX_QUEUED_EVENTS = 200;

export type EventSink = {
  /** One SSE event; resolves once the bytes are handed on (backpressure). */
  event: (name: string, data: string) => Promise<void>;
  comment: (text: string) => Promise<void>;
};

type StreamOptions = {
  hub: LiveHub;
  actor: Actor;
  sessionId: string;
  /** The session's profile as it is now, or undefined once the session is over. */
  currentProfile: () => Promise<{ role: Actor['role']; establishmentId: string | null } | undefined>;
  sink: EventSink;
  /** Resolves when the client goes away. */
  aborted: Promise<void>;
};

const keyOf = (event: LiveEvent) => `${event.kind}:${'id' in event ? event.id : ''}`;

/**
 * Issue 22 item 1: one tab's stream, until the client leaves, the process stops, or the session
 * ends (signed out, role or establishment changed, account deleted: checked on each change of the
 * session or profile). Events queue while the reader is slow, one per kind and id; past
 * MAX_QUEUED_EVENTS the queue becomes one `resync`, so memory stays bounded whatever the reader.
 * Resolves to why it ended.
 */
export const runEventStream = async (
  options: StreamOptions,
): Promise<'aborted' | 'closing' | 'session_ended'> => {
  const { hub, actor, sink } = options;
  const queued = new Map<string, LiveEvent>();
  let overflow = false;
  let wake: () => void = () => {};
  let ended: 'aborted' | 'closing' | 'session_ended' | undefined;
  const end = (why: NonNullable<typeof ended>) => {
    ended ??= why;
    wake();
  };
  const push = (event: LiveEvent) => {
    if (overflow) return;
    const key = keyOf(event);
    // A validated order's event, or a new impression's step (issue 22 item 2), says more than a
    // plain one: it replaces it.
    if (queued.has(key) && !('validated' in event) && !('impression' in event)) return;
    if (queued.size >= MAX_QUEUED_EVENTS) {
      queued.clear();
      overflow = true;
    } else queued.set(key, event);
    wake();
  };
  let checking = false;
  const checkSession = async () => {
    if (checking) return;
    checking = true;
    try {
      const profile = await options.currentProfile();
      if (!profile || profile.role !== actor.role || profile.establishmentId !== actor.establishmentId)
        end('session_ended');
    } catch {
      // The database is away: the stream goes on; the gap it will hear makes the tab refetch.
    } finally {
      checking = false;
    }
  };
  const onMessage = (message: HubMessage) => {
    if (message.type === 'gap') return push({ kind: 'resync' });
    if (message.type === 'heartbeat') {
      void sink.comment('ping').catch(() => end('aborted'));
      return;
    }
    if (message.type === 'account') {
      const { tag } = message;
      if (tag === '*' || tag === `session:${options.sessionId}` || tag === `user:${actor.id}`)
        void checkSession();
      return;
    }
    const event = liveEventFor(actor, message.notice);
    if (event) push(event);
  };
  const unsubscribe = hub.subscribe(onMessage);
  const unclose = hub.onClose(() => end('closing'));
  void options.aborted.then(() => end('aborted'));
  try {
    await sink.event('ready', '{}');
    while (!ended) {
      if (overflow) {
        overflow = false;
        await sink.event('resync', '{}');
      }
      const batch = [...queued.values()];
      queued.clear();
      for (const event of batch) {
        const { kind, ...data } = event;
        await sink.event(kind, JSON.stringify(data));
      }
      if (!ended && queued.size === 0 && !overflow)
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
    }
  } catch {
    end('aborted');
  } finally {
    unsubscribe();
    unclose();
  }
  return ended ?? 'aborted';
};
