import type { GoTrueClient } from '@supabase/auth-js';

// The client once made, for whoever waits for it: lib/auth-client.ts sets it, lib/auth-client-loader.ts
// loads that module on demand (decision 56). Apart from both, so that neither imports the other back.

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

/** The client if it was made, else undefined. */
export const currentAuthClient = (): GoTrueClient | undefined => current;
