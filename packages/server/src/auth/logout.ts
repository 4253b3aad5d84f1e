import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { authErrors } from './auth-error';
import type { Authenticated } from './authenticate';

/**
 * POST /logout?scope= (docs/identity-protocol.md §4.9). Deleting a session deletes its refresh tokens
 * (cascade), and its access tokens then fail on /user and /api (they check the session row).
 * auth-js's default scope is global.
 */
export const logout = async (deps: Deps, auth: Authenticated, scope: string | undefined) => {
  const { user, sessionId } = auth;
  switch (scope || 'global') {
    case 'global':
      await deps.db.delete(sessions).where(eq(sessions.userId, user.id));
      return;
    case 'local':
      await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
      return;
    case 'others':
      await deps.db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
      return;
    default:
      throw authErrors.validation('Portée inconnue : global, local ou others attendu.');
  }
};
