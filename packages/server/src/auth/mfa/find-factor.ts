import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mfaFactors } from '../../db/schema/index';
import { AuthError, authErrors } from '../auth-error';
import type { Authenticated } from '../authenticate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string | undefined): value is string => value !== undefined && UUID.test(value);

export const factorNotFound = (status: 404 | 422 = 404, message = 'Facteur introuvable.') =>
  new AuthError(status, 'mfa_factor_not_found', message);

/**
 * The caller's own factor named in the path (docs/identity-protocol.md §12.3): 404 validation_failed for
 * an id that is not a UUID, 404 mfa_factor_not_found for a factor that is not there or not theirs.
 */
export const findOwnFactor = async (db: Executor, auth: Authenticated, id: string | undefined) => {
  if (!isUuid(id)) throw authErrors.validation("L'identifiant du facteur doit être un UUID.", 404);
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, id), eq(mfaFactors.userId, auth.user.id)))
    .limit(1);
  if (!factor) throw factorNotFound();
  return factor;
};
