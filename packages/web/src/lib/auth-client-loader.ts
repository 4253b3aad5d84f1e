import type { GoTrueClient } from '@supabase/auth-js';
import { currentAuthClient } from './auth-client-registry';

// Decision 56: auth-js is about a sixth of the app's script. The public pages load it only when this
// browser holds a session (to say so in the header) or when a form is used (focused, then sent);
// everything that runs on public pages reaches the client through here, never through a static
// import of ./auth-client.

let authClientModule: Promise<typeof import('./auth-client')> | undefined;

/** The client, loading auth-js first if no one has yet (once: later calls wait for the same load). */
export const loadAuthClient = async (): Promise<GoTrueClient> => {
  const current = currentAuthClient();
  if (current) return current;
  // A load that failed (the network) is tried again by the next call.
  authClientModule ??= import('./auth-client').catch((error: unknown) => {
    authClientModule = undefined;
    throw error;
  });
  return (await authClientModule).getAuthClient();
};

/** A form about to sign in, up or out calls this when first focused: auth-js loads while the user types. */
export const warmAuthClient = () => {
  loadAuthClient().catch(() => {
    // The network: the form's own call will load it again, and say so if it still fails.
  });
};
