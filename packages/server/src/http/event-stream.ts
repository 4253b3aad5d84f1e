import { type LiveEvent, liveEventFor } from '@conque/domain/live/live-events';
import type { Actor } from '@conque/domain/permissions/can';
import type { HubMessage, LiveHub } from '../kernel/live-hub';

/** Past this many events waiting for a slow reader, they are dropped for one `resync`. */
export const MAX_QUEUED_EVENTS = 200;

export type StreamEnd = 'aborted' | 'closing' | 'session_ended';

export type EventSink = {
  /** One SSE event; resolves once the bytes are handed on (backpressure). */
  event: (name: string, data: string) => Promise<void>;
  comment: (text: string) => Promise<void>;
  /** Called once, when the stream is over and no write is pending: the sink lets the client go. */
  end: (why: StreamEnd) => void;
};

type ProfileNow = { role: Actor['role']; establishmentId: string | null } | undefined;

type StreamOptions = {
  hub: LiveHub;
  actor: Actor;
  sessionId: string;
  /** The session's profile as it is now, or undefined once the session is over. */
  currentProfile: (sessionId: string, userId: string) => Promise<ProfileNow>;
  sink: EventSink;
};

const keyOf = (event: LiveEvent) => `${event.kind}:${'id' in event ? event.id : ''}`;

/**
 * One tab's stream, until the client leaves (`abort`), the process stops, or the
 * session ends (signed out, role or establishment changed, account deleted: checked on each change
 * of the session or profile). Events queue while the reader is slow, one per kind and id; past
 * MAX_QUEUED_EVENTS the queue becomes one `resync`, so memory stays bounded whatever the reader.
 *
 * Thousands are open at once (decision 88): an idle stream is this object, its hub listener and
 * its `abort`, nothing more. No suspended async function nor promise waits for the next event, the
 * queue exists only while events wait, and the methods are the prototype's (bench/live-events.ts).
 */
export class EventStream {
  /** Handed to the hub: every change notice, session change, gap, heartbeat and the hub's close. */
  readonly receive: (message: HubMessage) => void;
  /** The client went away (Node's response closed). */
  readonly abort: () => void;
  private readonly hub: LiveHub;
  private readonly actor: Actor;
  private readonly sessionId: string;
  private readonly currentProfile: StreamOptions['currentProfile'];
  private readonly sink: EventSink;
  private queued: Map<string, LiveEvent> | undefined;
  private overflow = false;
  private writing = false;
  private checking = false;
  private ended: StreamEnd | undefined;

  constructor(options: StreamOptions) {
    this.hub = options.hub;
    this.actor = options.actor;
    this.sessionId = options.sessionId;
    this.currentProfile = options.currentProfile;
    this.sink = options.sink;
    this.receive = (message) => this.onMessage(message);
    this.abort = () => this.end('aborted');
    this.hub.subscribe(this.receive);
    void this.flush(true);
  }

  private end(why: StreamEnd) {
    if (this.ended) return;
    this.ended = why;
    this.queued = undefined;
    this.hub.unsubscribe(this.receive);
    // A write waiting for the socket ends the stream once it is done (flush's finally).
    if (!this.writing) this.sink.end(why);
  }

  private onMessage(message: HubMessage) {
    if (this.ended) return;
    if (message.type === 'closing') return this.end('closing');
    if (message.type === 'gap') return this.push({ kind: 'resync' });
    if (message.type === 'heartbeat') {
      this.sink.comment('ping').catch(this.abort);
      return;
    }
    if (message.type === 'account') {
      const { tag } = message;
      // The establishment too, whose manager may require a second factor the session lacks.
      if (
        tag === '*' ||
        tag === `session:${this.sessionId}` ||
        tag === `user:${this.actor.id}` ||
        (this.actor.establishmentId !== null && tag === `establishment:${this.actor.establishmentId}`)
      )
        void this.checkSession();
      return;
    }
    const event = liveEventFor(this.actor, message.notice);
    if (event) this.push(event);
  }

  private push(event: LiveEvent) {
    if (this.overflow) return;
    const key = keyOf(event);
    this.queued ??= new Map();
    // A validated order's event, or a new impression's step, says more than a
    // plain one: it replaces it.
    if (this.queued.has(key) && !('validated' in event) && !('impression' in event)) return;
    if (this.queued.size >= MAX_QUEUED_EVENTS) {
      this.queued = undefined;
      this.overflow = true;
    } else this.queued.set(key, event);
    if (!this.writing) void this.flush(false);
  }

  private async checkSession() {
    if (this.checking) return;
    this.checking = true;
    try {
      const profile = await this.currentProfile(this.sessionId, this.actor.id);
      const { actor } = this;
      if (!profile || profile.role !== actor.role || profile.establishmentId !== actor.establishmentId)
        this.end('session_ended');
    } catch {
      // The database is away: the stream goes on; the gap it will hear makes the tab refetch.
    } finally {
      this.checking = false;
    }
  }

  /** Writes what waits (the `ready` event first), then returns: the next push starts it again. */
  private async flush(ready: boolean) {
    this.writing = true;
    const { sink } = this;
    try {
      if (ready) await sink.event('ready', '{}');
      // Woken by a push: what the same tick brings joins its batch (one event per order).
      else await undefined;
      while (!this.ended && (this.overflow || this.queued)) {
        if (this.overflow) {
          this.overflow = false;
          await sink.event('resync', '{}');
        }
        const batch = this.queued;
        this.queued = undefined;
        for (const event of batch?.values() ?? []) {
          const { kind, ...data } = event;
          await sink.event(kind, JSON.stringify(data));
        }
      }
    } catch {
      this.end('aborted');
    } finally {
      this.writing = false;
      if (this.ended) sink.end(this.ended);
    }
  }
}

/** One stream, resolved with why it ended; `aborted` resolves when the client goes away. */
export const runEventStream = (
  options: Omit<StreamOptions, 'sink' | 'currentProfile'> & {
    currentProfile: () => Promise<ProfileNow>;
    sink: Omit<EventSink, 'end'>;
    aborted: Promise<void>;
  },
) =>
  new Promise<StreamEnd>((resolve) => {
    const { sink } = options;
    const stream = new EventStream({
      ...options,
      sink: {
        event: (name, data) => sink.event(name, data),
        comment: (text) => sink.comment(text),
        end: resolve,
      },
    });
    void options.aborted.then(stream.abort);
  });
