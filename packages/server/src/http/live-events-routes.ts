import type { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import type { Deps } from '../kernel/deps';
import { AppError } from './app-error';
import type { AppEnv } from './context';
import { currentActor } from './current-actor';
import { type EventSink, EventStream } from './event-stream';
import { requireUser, sessionProfile } from './require-user';
import { directResponseHeaders } from './security-headers';

/** A person's open streams in one process: a tab holds one, hidden tabs none (decision 88). */
export const MAX_STREAMS_PER_USER = 8;

const openStreams = new Map<string, number>();

const WRITTEN = Promise.resolve();

/**
 * SSE written straight to Node's response: no web stream pair per connection (Hono's streamSSE
 * held about 37 KB a stream; bench/live-events.ts). Each write resolves once the socket took it,
 * or the client went away: a slow reader holds its events in the stream's bounded queue instead.
 * A class, not closures: its methods are shared by every stream (decision 88).
 */
class NodeSink implements EventSink {
  private readonly outgoing: ServerResponse;
  private readonly userId: string;

  constructor(outgoing: ServerResponse, userId: string) {
    this.outgoing = outgoing;
    this.userId = userId;
  }

  event(name: string, data: string) {
    return this.write(`event: ${name}\ndata: ${data}\n\n`);
  }

  comment(text: string) {
    return this.write(`: ${text}\n\n`);
  }

  end() {
    const left = (openStreams.get(this.userId) ?? 1) - 1;
    if (left > 0) openStreams.set(this.userId, left);
    else openStreams.delete(this.userId);
    this.outgoing.end();
  }

  private write(text: string) {
    const { outgoing } = this;
    if (outgoing.destroyed || outgoing.write(text)) return WRITTEN;
    return new Promise<void>((resolve) => {
      const done = () => {
        outgoing.off('drain', done);
        outgoing.off('close', done);
        resolve();
      };
      outgoing.once('drain', done);
      outgoing.once('close', done);
    });
  }
}

/** The session's profile read from the database itself, one function per app rather than per stream. */
const profileReaders = new WeakMap<
  Deps,
  (sessionId: string, userId: string) => ReturnType<typeof sessionProfile>
>();
const profileReader = (deps: Deps) => {
  let read = profileReaders.get(deps);
  if (!read) {
    read = (sessionId, userId) => sessionProfile(deps, sessionId, userId);
    profileReaders.set(deps, read);
  }
  return read;
};

/**
 * Node keeps a response's head for as long as the response lives, as the string it concatenated
 * piece by piece (about 30 pieces, 1 KB); reading it flattens it in place (V8), to about 300 bytes.
 */
const flattenHead = (outgoing: ServerResponse) => {
  const head = (outgoing as { _header?: unknown })._header;
  if (typeof head === 'string') head.charCodeAt(head.length - 1);
};

// GET /api/events, one server-sent event stream per signed-in tab, read with
// fetch and the bearer token like every call (decision 88). Once the stream is set up, nothing of
// the request stays with it but its actor, its session id and Node's response: no closure here.
export const liveEventRoutes = new Hono<AppEnv>();

liveEventRoutes.get('/', requireUser, (c) => {
  const { deps, currentUser } = c.var;
  const hub = deps.live;
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!hub || !outgoing) throw AppError.notFound('Les mises à jour en direct ne sont pas disponibles.');
  const actor = currentActor(currentUser);
  const open = openStreams.get(actor.id) ?? 0;
  if (open >= MAX_STREAMS_PER_USER)
    throw new AppError(
      'rate_limited',
      `Trop d'onglets ouverts en direct sur ce compte (${MAX_STREAMS_PER_USER} au plus). Fermez-en un puis réessayez.`,
    );
  openStreams.set(actor.id, open + 1);
  outgoing.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    ...directResponseHeaders(deps.config, c.var.requestId),
  });
  flattenHead(outgoing);
  const stream = new EventStream({
    hub,
    actor,
    sessionId: currentUser.sessionId,
    currentProfile: profileReader(deps),
    sink: new NodeSink(outgoing, actor.id),
  });
  // 'close' comes once: `on` spares the wrapper `once` would add.
  outgoing.on('close', stream.abort);
  return RESPONSE_ALREADY_SENT;
});
