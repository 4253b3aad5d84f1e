// What this browser keeps of a session, read without auth-js: by the app (lib/session.tsx) and by
// the static landing page's script (app/prerendered/landing-script.ts), which loads no module.

/** auth-js's storage key (lib/auth-client.ts), under which it keeps the session. */
export const AUTH_STORAGE_KEY = 'conque-auth';

/** Whether auth-js may find a session in this browser: without one, there is no need to load it. */
export const mayHoldStoredSession = () => {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage refused (a private mode): let auth-js decide.
    return true;
  }
};
