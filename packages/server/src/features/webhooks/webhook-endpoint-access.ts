import { type Actor, can } from '@conque/domain/permissions/can';
import type { WebhookEndpointJson } from '@conque/domain/webhooks/api-types';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export const WEBHOOK_ENDPOINT_NOT_FOUND = 'Point d’accès webhook introuvable';

/**
 * Whose endpoints the actor manages: a préparateur the lab's (no establishment),
 * a manager its establishment's; anyone else none (403, `webhooks.manage`).
 */
export const managedScope = (actor: Actor): string | null => {
  const scope = actor.role === 'preparator' ? null : actor.establishmentId;
  if (!can(actor, 'webhooks.manage', { establishmentId: scope })) throw AppError.forbidden();
  return scope;
};

export const scopeCondition = (scope: string | null) =>
  scope === null ? isNull(webhookEndpoints.establishmentId) : eq(webhookEndpoints.establishmentId, scope);

/** One of the actor's endpoints; another's answers 404, never 403 (docs/design.md §3). */
export const loadManagedEndpoint = async (
  db: Executor,
  actor: Actor,
  id: string,
): Promise<WebhookEndpointRow> => {
  const scope = managedScope(actor);
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), scopeCondition(scope)));
  if (!row) throw AppError.notFound(WEBHOOK_ENDPOINT_NOT_FOUND);
  return row;
};

export const endpointJson = (row: WebhookEndpointRow, now: Date): WebhookEndpointJson => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabled_reason: row.enabled ? null : (row.disabledReason ?? 'manual'),
  previous_secret_expires_at:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
      ? row.previousSecretExpiresAt.toISOString()
      : null,
  created_at: row.createdAt.toISOString(),
});
