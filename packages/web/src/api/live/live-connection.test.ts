import type { LiveEvent } from '@conque/domain/live/live-events';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { connectLiveEvents } from './live-connection';
import { liveStatus } from './live-status';

// The tab's stream read with fetch and the bearer token, its events parsed, a
// reconnection after the stream ends (with a resync, events not being replayed), and a 401 that
// ends the session.

const encoder = new TextEncoder();
/** A stream that sends `blocks` then stays open (or ends with `end`). */
const sse = (blocks: string[], end = false) =>
  new HttpResponse(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const block of blocks) controller.enqueue(encoder.encode(block));
        if (end) controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('connectLiveEvents', () => {
  it('sends the bearer token, goes live on ready, and hands on each event with its data', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.get('/api/events', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return sse([
          'event: ready\ndata: {}\n\n',
          ': ping\n\n',
          'event: order\ndata: {"id":"o-1","validated":true}\n\n',
          'event: bell\ndata: {}\n\n',
        ]);
      }),
    );
    const events: LiveEvent[] = [];
    stop = connectLiveEvents({
      token: async () => 'jeton',
      onEvent: (event) => events.push(event),
      onUnauthorized: () => {},
    });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([{ kind: 'order', id: 'o-1', validated: true }, { kind: 'bell' }]);
    expect(authorizations).toEqual(['Bearer jeton']);
    expect(liveStatus()).toBe('live');
  });

  it('reconnects after the stream ends and asks for a resync once live again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/events', () => {
        calls += 1;
        return calls === 1 ? sse(['event: ready\ndata: {}\n\n'], true) : sse(['event: ready\ndata: {}\n\n']);
      }),
    );
    const events: LiveEvent[] = [];
    stop = connectLiveEvents({
      token: async () => 't',
      onEvent: (event) => events.push(event),
      onUnauthorized: () => {},
    });
    await vi.waitFor(() => expect(events).toEqual([{ kind: 'resync' }]), { timeout: 4_000 });
    expect(calls).toBe(2);
  });

  it('stops and reports the token on a 401: the session is over', async () => {
    server.use(
      http.get('/api/events', () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'Non connecté' } }, { status: 401 }),
      ),
    );
    const ended: string[] = [];
    stop = connectLiveEvents({
      token: async () => 'périmé',
      onEvent: () => {},
      onUnauthorized: (token) => ended.push(token),
    });
    await vi.waitFor(() => expect(ended).toEqual(['périmé']));
    expect(liveStatus()).toBe('down');
  });
});
