import type { Session } from '@supabase/auth-js';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { getAuthClient } from './auth-client';
import { queryClient } from './query-client';

type SessionState = { session: Session | null; isLoading: boolean };

const SessionContext = createContext<SessionState>({ session: null, isLoading: true });

/** Follows auth-js's session (sign-in, refresh, sign-out, other tabs) for the whole app. */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<SessionState>({ session: null, isLoading: true });
  useEffect(() => {
    const { data } = getAuthClient().onAuthStateChange((event, session) => {
      setState({ session, isLoading: false });
      if (event === 'SIGNED_OUT') queryClient.clear();
    });
    return () => data.subscription.unsubscribe();
  }, []);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
};

export const useSession = () => useContext(SessionContext);
