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

/**
 * Issue 22 item 1: while a signed-in person's dashboard is open, the tab holds its live stream.
 * The connection's code (and its parser) is loaded after the first render: the dashboard's first
 * list does not wait for it.
 */
export const useLiveUpdates = (me: { id: string; role: string } | undefined) => {
  const queryClient = useQueryClient();
  const id = me?.id;
  const role = me?.role;
  useEffect(() => {
    if (!id || !role || !enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
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
    );
    return () => {
      cancelled = true;
      stop?.();
      resetLiveState();
    };
  }, [queryClient, id, role]);
};
