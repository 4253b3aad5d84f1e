import { paths } from '@/config/paths';
import { loadAuthClient } from './auth-client-loader';

/** The login page's `?message=` after a session the server ended (the login form shows why). */
export const SESSION_ENDED_MESSAGE = 'session-ended';
export const sessionEndedLoginPath = `${paths.login}?message=${SESSION_ENDED_MESSAGE}`;

type Navigate = (to: string) => unknown;

let navigate: Navigate | undefined;

/**
 * How to reach /login from outside React: the app's router registers its `navigate`
 * (app/router.tsx), a test its memory router's. Returns the unregistration.
 */
export const setSessionEndNavigation = (next: Navigate) => {
  navigate = next;
  return () => {
    if (navigate === next) navigate = undefined;
  };
};

/** Goes to `to` from outside React (the API client), through the router registered above. */
export const navigateOutsideReact = (to: string) => navigate?.(to);

let ending: Promise<void> | undefined;

/** True while a session the server ended is being signed out here (lib/session.tsx reads it). */
export const isSessionEnding = () => ending !== undefined;

const end = async (token: string) => {
  const client = await loadAuthClient();
  const { data } = await client.getSession();
  // A 401 for a token this browser no longer holds (another tab signed in again meanwhile) says
  // nothing about the current session: it must not end it.
  if (data.session?.access_token !== token) return;
  // Local: the server has ended the session already. auth-js still posts /logout?scope=local, which
  // the server refuses (403, session gone) and auth-js ignores; the local session goes either way.
  await client.signOut({ scope: 'local' });
  // The dashboard's guard goes to the same address on its own (lib/session.tsx); this is for a page
  // outside it. The cache is forgotten by lib/session.tsx once the page is down.
  await navigate?.(sessionEndedLoginPath);
};

/**
 * A 401 from /api with this token means the server no longer knows the session (signed out
 * elsewhere, refresh token reused, account deleted). Sign out on this device (which also forgets the
 * query cache) and go to /login, which says why. Several requests failing together end it once.
 */
export const endSessionLocally = (token: string): Promise<void> => {
  ending ??= end(token)
    .catch((error: unknown) => console.warn('Fin de session : échec', error))
    .finally(() => {
      ending = undefined;
    });
  return ending;
};
