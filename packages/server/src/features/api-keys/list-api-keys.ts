import type { ApiKeyView } from '@conque/domain/api-keys/api-key-schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { apiKeys } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { actorName } from '../order-history/record-order-event';
import { toApiKeyView } from './api-key-view';

/** The actor's keys not revoked, the newest first (a revoked key is gone from the page). */
export const listApiKeys = async (deps: Deps, actor: Actor): Promise<ApiKeyView[]> => {
  if (!can(actor, 'api_keys.manage')) throw AppError.forbidden();
  const rows = await deps.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.createdBy, actor.id), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  const name = await actorName(deps.db, actor.id);
  return rows.map((row) => toApiKeyView(row, name));
};
