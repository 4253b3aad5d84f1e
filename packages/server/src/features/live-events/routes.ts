import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { requireUser, sessionProfile } from '../../http/require-user';
import { type EventSink, runEventStream } from './event-stream';

/** A person's open streams in one process: a tab holds one, hidden tabs none (decision 88). */
export const MAX_STREAMS_PER_USER = 8;

const openStreams = new Map<string, number>();

/**
 * SSE written straight to Node's response: no web stream pair per connection (Hono's streamSSE
 * held about 37 KB a stream; bench/live-events.ts). Each write resolves once the socket took it,
 * or the client went away: a slow reader holds its events in the stream's bounded queue instead.
 */
const nodeSink = (outgoing: HttpBindings['outgoing']): EventSink => {
  const write = (text: string) =>
    new Promise<void>((resolve) => {
      if (outgoing.destroyed || outgoing.write(text)) return resolve();
      const done = () => {
        outgoing.off('drain', done);
        outgoing.off('close', done);
        resolve();
      };
      outgoing.once('drain', done);
      outgoing.once('close', done);
    });
  return {
    event: (name, data) => write(`event: ${name}\ndata: ${data}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
  };
};

// Issue 22 item 1: GET /api/events, one server-sent event stream per signed-in tab, read with
// fetch and the bearer token like every call (decision 88).
export const liveEventRoutes = new Hono<AppEnv>();

liveEventRoutes.get('/events', requireUser, (c) => {
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
    'x-request-id': c.var.requestId,
    'x-content-type-options': 'nosniff',
  });
  void runEventStream({
    hub,
    actor,
    sessionId: currentUser.sessionId,
    currentProfile: () => sessionProfile(deps, currentUser.sessionId, currentUser.id),
    sink: nodeSink(outgoing),
    aborted: new Promise<void>((resolve) => outgoing.once('close', () => resolve())),
  }).finally(() => {
    const left = (openStreams.get(actor.id) ?? 1) - 1;
    if (left > 0) openStreams.set(actor.id, left);
    else openStreams.delete(actor.id);
    outgoing.end();
  });
  return RESPONSE_ALREADY_SENT;
});
