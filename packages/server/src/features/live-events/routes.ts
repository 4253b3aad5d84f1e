import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { requireUser, sessionProfile } from '../../http/require-user';
import { runEventStream } from './event-stream';

/** A person's open streams in one process: a tab holds one, hidden tabs none (decision 87). */
export const MAX_STREAMS_PER_USER = 8;

const openStreams = new Map<string, number>();

// Issue 22 item 1: GET /api/events, one server-sent event stream per signed-in tab, read with
// fetch and the bearer token like every call (decision 87).
export const liveEventRoutes = new Hono<AppEnv>();

liveEventRoutes.get('/events', requireUser, (c) => {
  const { deps, currentUser } = c.var;
  const hub = deps.live;
  if (!hub) throw AppError.notFound('Les mises à jour en direct ne sont pas disponibles.');
  const actor = currentActor(currentUser);
  const open = openStreams.get(actor.id) ?? 0;
  if (open >= MAX_STREAMS_PER_USER)
    throw new AppError(
      'rate_limited',
      `Trop d'onglets ouverts en direct sur ce compte (${MAX_STREAMS_PER_USER} au plus). Fermez-en un puis réessayez.`,
    );
  openStreams.set(actor.id, open + 1);
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    try {
      await runEventStream({
        hub,
        actor,
        sessionId: currentUser.sessionId,
        currentProfile: () => sessionProfile(deps, currentUser.sessionId, currentUser.id),
        sink: {
          event: (event, data) => stream.writeSSE({ event, data }),
          comment: async (text) => {
            await stream.write(`: ${text}\n\n`);
          },
        },
        aborted: new Promise<void>((resolve) => stream.onAbort(resolve)),
      });
    } finally {
      const left = (openStreams.get(actor.id) ?? 1) - 1;
      if (left > 0) openStreams.set(actor.id, left);
      else openStreams.delete(actor.id);
    }
  });
});
