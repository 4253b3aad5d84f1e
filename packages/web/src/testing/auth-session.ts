import { AUTH_STORAGE_KEY } from '@/lib/stored-session';

export { AUTH_STORAGE_KEY };

export const TEST_ACCESS_TOKEN = 'test-access-token';

/**
 * A signed-in browser, as auth-js left it in localStorage: a session valid for an hour, so
 * getSession() answers it without asking the server.
 */
export const storeSession = (user: TestUser = { id: 'u-1' }) => {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(sessionBody(user)));
};

type TestUser = { id: string; email?: string };

/** A session as /auth/v1/token answers it (and as auth-js stores it), valid for an hour. */
export const sessionBody = (user: TestUser = { id: 'u-1' }) => ({
  access_token: TEST_ACCESS_TOKEN,
  refresh_token: 'test-refresh-token',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? 'test@exemple.fr',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  },
});
