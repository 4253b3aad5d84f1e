import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadAuthClient } from '@/lib/auth-client-loader';
import { endSessionLocally } from '@/lib/session-end';
import { resetLiveState } from './live-status';

let enabled = true;
/** The web unit tests run without the stream (testing/setup.ts), but for the tests of live updates. */
export const enableLiveUpdates = (on: boolean) => {
  enabled = on;
};

/** Once the page has drawn what it first asked for (the browser idle), or after 2 s at most. */
const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 500);
  return () => clearTimeout(timer);
};

/**
 * While a signed-in person's dashboard is open, the tab holds its live stream.
 * The connection's code (and its parser) is loaded once the browser is idle after the first render:
 * the dashboard's first list neither waits for it nor shares its first round trips with it.
 * An event between the page's first reads and its stream is not replayed, as before (the
 * stream never opened with them); a later gap is followed by a resync (live-connection.ts).
 */
export const useLiveUpdates = (me: { id: string; role: string } | undefined) => {
  const queryClient = useQueryClient();
  const id = me?.id;
  const role = me?.role;
  useEffect(() => {
    if (!id || !role || !enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(
      () =>
        void Promise.all([import('./live-connection'), import('./apply-live-event')]).then(
          ([{ connectLiveEvents }, { liveEventApplier }]) => {
            if (cancelled) return;
            const applier = liveEventApplier(queryClient, { id, role });
            const disconnect = connectLiveEvents({
              token: async () => (await (await loadAuthClient()).getSession()).data.session?.access_token,
              onEvent: applier.apply,
              onUnauthorized: (token) => void endSessionLocally(token),
            });
            stop = () => {
              disconnect();
              applier.cancel();
            };
          },
        ),
    );
    return () => {
      cancelIdle();
      cancelled = true;
      stop?.();
      resetLiveState();
    };
  }, [queryClient, id, role]);
};
