import { AuthClient, type GoTrueClient } from '@supabase/auth-js';
import { setCurrentAuthClient } from './auth-client-registry';
import { AUTH_STORAGE_KEY } from './stored-session';

// Spec 000 §9: PKCE, a persisted session, automatic refresh (auth-js's own 30 s tick, 3-tick
// threshold and 200 ms·2^n retries). Links are handled by the pages themselves
// (detectSessionInUrl off): a confirmation link only confirms, and the reset page exchanges its code.
const createAuthClient = () =>
  new AuthClient({
    url: `${window.location.origin}/auth/v1`,
    storageKey: AUTH_STORAGE_KEY,
    flowType: 'pkce',
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
  });

let client: GoTrueClient | undefined;

/**
 * The app's one identity client, made on first use rather than at import: importing a module that
 * signs in starts no timer and reads no storage, so unit tests import the real modules and answer
 * its HTTP calls with MSW (testing/msw-server.ts) instead of replacing this module.
 */
export const getAuthClient = (): GoTrueClient => {
  if (!client) {
    client = createAuthClient();
    setCurrentAuthClient(client);
  }
  return client;
};

/** Test seam: forget the client (its session and timers), so the next test starts signed out. */
export const resetAuthClient = () => {
  client?.stopAutoRefresh();
  client = undefined;
  setCurrentAuthClient(undefined);
};
