import { AuthClient } from '@supabase/auth-js';

// Spec 000 §9: PKCE, a persisted session, automatic refresh (auth-js's own 30 s tick, 3-tick
// threshold and 200 ms·2^n retries). Links are handled by the pages themselves
// (detectSessionInUrl off): a confirmation link only confirms, and the reset page exchanges its code.
export const authClient = new AuthClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: 'conque-auth',
  flowType: 'pkce',
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: false,
});
