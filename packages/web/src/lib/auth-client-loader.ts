import type { GoTrueClient } from '@supabase/auth-js';

// Decision 56: auth-js is about a sixth of the app's script. The public pages load it only when this
// browser holds a session (to say so in the header) or when a form is used (focused, then sent);
// everything that runs on public pages reaches the client through here, never through a static
// import of ./auth-client.

let current: GoTrueClient | undefined;
const listeners = new Set<(client: GoTrueClient) => void>();

/** Called by lib/auth-client.ts when it makes the client (or forgets it: undefined). */
export const setCurrentAuthClient = (client: GoTrueClient | undefined) => {
  current = client;
  if (client) for (const listener of listeners) listener(client);
};

/** Calls `listener` with the client now if there is one, else once it is made. Returns the unsubscription. */
export const whenAuthClientMade = (listener: (client: GoTrueClient) => void) => {
  listeners.add(listener);
  if (current) listener(current);
  return () => {
    listeners.delete(listener);
  };
};

let authClientModule: Promise<typeof import('./auth-client')> | undefined;

/** The client, loading auth-js first if no one has yet (once: later calls wait for the same load). */
export const loadAuthClient = async (): Promise<GoTrueClient> => {
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
