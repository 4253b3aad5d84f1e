import type { LiveEvent } from '@conque/domain/live/live-events';
import { createParser } from 'eventsource-parser';
import { setLiveStatus } from './live-status';

// Decision 88: the tab's one stream, GET /api/events read with fetch and the
// session's bearer token (an EventSource cannot send it). Reconnects with backoff (1 s doubling to
// 30 s, with jitter); after any gap the tab refetches what it shows (a `resync`), since events
// are not replayed. A tab hidden for HIDDEN_GRACE_MS closes its stream: only the tabs a person looks
// at hold one of the browser's six connections per host.

export const HIDDEN_GRACE_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

type Options = {
  /** The current access token (auth-js refreshes it), or undefined when signed out. */
  token: () => Promise<string | undefined>;
  onEvent: (event: LiveEvent) => void;
  /** The server answered 401 for this token: the session is over. */
  onUnauthorized: (token: string) => void;
};

const parse = (name: string, data: string): LiveEvent | null => {
  try {
    return { ...(JSON.parse(data) as object), kind: name } as LiveEvent;
  } catch {
    return null;
  }
};

/** Opens the stream and keeps it open until the returned stop is called. */
export const connectLiveEvents = (options: Options): (() => void) => {
  let stopped = false;
  let attempt = 0;
  let controller: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let hadStream = false;

  const readOnce = async () => {
    const token = await options.token();
    if (!token || stopped) return 'stop' as const;
    controller = new AbortController();
    setLiveStatus('connecting');
    const response = await fetch('/api/events', {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (response.status === 401) {
      options.onUnauthorized(token);
      return 'stop' as const;
    }
    if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
    const parser = createParser({
      onEvent: (message) => {
        if (message.event === 'ready') {
          attempt = 0;
          setLiveStatus('live');
          // Whatever changed while there was no stream is unknown: refetch what is on screen.
          if (hadStream) options.onEvent({ kind: 'resync' });
          hadStream = true;
          return;
        }
        const event = parse(message.event ?? 'message', message.data);
        if (event) options.onEvent(event);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended' as const;
      parser.feed(value);
    }
  };

  const run = async () => {
    if (stopped) return;
    if (document.hidden) return setLiveStatus('paused');
    try {
      if ((await readOnce()) === 'stop') {
        setLiveStatus('down');
        return;
      }
    } catch {
      // A network error, a stop of the server, or our own abort.
    }
    if (stopped || document.hidden) return;
    setLiveStatus('down');
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.75 + Math.random() / 2);
    attempt += 1;
    retry = setTimeout(() => void run(), delay);
  };

  const pause = () => {
    clearTimeout(retry);
    controller?.abort();
    setLiveStatus('paused');
  };
  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.hidden) {
      hiddenTimer = setTimeout(pause, HIDDEN_GRACE_MS);
      return;
    }
    if (controller && !controller.signal.aborted) return;
    clearTimeout(retry);
    attempt = 0;
    void run();
  };
  document.addEventListener('visibilitychange', onVisibility);
  void run();

  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(hiddenTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    controller?.abort();
    setLiveStatus('off');
  };
};
