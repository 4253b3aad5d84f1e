import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq, isNull } from 'drizzle-orm';
import { apiKeys } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

/**
 * A key stops working at once, on every process (the trigger of migration 0026
 * tells each process's cache). Only its creator revokes it; another's key answers 404.
 */
export const revokeApiKey = async (deps: Deps, actor: Actor, keyId: string): Promise<{ id: string }> => {
  if (!can(actor, 'api_keys.manage')) throw AppError.forbidden();
  const [row] = await deps.db
    .update(apiKeys)
    .set({ revokedAt: deps.now() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.createdBy, actor.id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw AppError.notFound('Clé introuvable.');
  return row;
};
