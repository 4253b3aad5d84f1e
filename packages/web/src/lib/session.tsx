import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { loadAuthClient } from './auth-client-loader';
import { whenAuthClientMade } from './auth-client-registry';
import { forgetDeviceData } from './device-data';
import { queryClient } from './query-client';
import { isSessionEnding } from './session-end';
import { AUTH_STORAGE_KEY, mayHoldStoredSession } from './stored-session';

type SessionState = {
  session: Session | null;
  isLoading: boolean;
  /**
   * The last sign-out was a session the server had ended (lib/session-end.ts): the dashboard's
   * guard then sends to the same /login?message=session-ended as session-end does, so whichever
   * navigation runs last, the login page says why.
   */
  endedByServer: boolean;
};

const INITIAL: SessionState = { session: null, isLoading: true, endedByServer: false };
const SIGNED_OUT: SessionState = { session: null, isLoading: false, endedByServer: false };

const SessionContext = createContext<SessionState>(INITIAL);

/** Follows auth-js's session (sign-in, refresh, sign-out, other tabs) for the whole app. */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  // Without a stored session, signed out from the first render: a page drawn at build time (decision
  // 73) is replaced by the same header, with no instant of "loading" in between.
  const [state, setState] = useState<SessionState>(() => (mayHoldStoredSession() ? INITIAL : SIGNED_OUT));
  useEffect(() => {
    const onChange = (event: AuthChangeEvent, session: Session | null) => {
      const endedByServer = event === 'SIGNED_OUT' && isSessionEnding();
      setState({ session, isLoading: false, endedByServer });
      // Decision 142: whatever ended the session, nothing of the lab's work stays on the device.
      if (event === 'SIGNED_OUT') void forgetDeviceData();
      if (event === 'SIGNED_OUT' && !endedByServer) queryClient.clear();
    };
    // Followed from the moment auth-js is loaded, by this provider or by a form that signs in.
    let subscription: { unsubscribe: () => void } | undefined;
    const stopWaiting = whenAuthClientMade((client) => {
      subscription?.unsubscribe();
      subscription = client.onAuthStateChange(onChange).data.subscription;
    });
    // Decision 56: no stored session, no auth-js to load.
    if (mayHoldStoredSession()) void loadAuthClient();
    // Another tab signs in: auth-js, not loaded here, would not hear it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) void loadAuthClient();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopWaiting();
      subscription?.unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  // A session the server ended: the cache is forgotten once the signed-out render has
  // committed, that is once the dashboard's guard has taken the page down. Cleared while the page
  // still showed, its queries would at once ask again for what they lost.
  useEffect(() => {
    if (state.endedByServer) queryClient.clear();
  }, [state.endedByServer]);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
};

export const useSession = () => useContext(SessionContext);

/** A visitor without a session, for the landing page rendered at build time (app/prerendered). */
export const SignedOutSession = ({ children }: { children: ReactNode }) => (
  <SessionContext.Provider value={SIGNED_OUT}>{children}</SessionContext.Provider>
);
