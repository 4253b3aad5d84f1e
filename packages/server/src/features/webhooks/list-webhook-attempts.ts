import type { Actor } from '@conque/domain/permissions/can';
import type { WebhookAttemptsPage } from '@conque/domain/webhooks/api-types';
import { count, desc, eq } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { loadManagedEndpoint } from './webhook-endpoint-access';

/** The log shows the newest tries; the daily pruning keeps it bounded (prune-webhook-log.ts). */
export const SHOWN_ATTEMPTS = 50;

/** An endpoint's delivery log, newest first: time, code, duration, the answer's start. */
export const listWebhookAttempts = async (
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<WebhookAttemptsPage> => {
  const endpoint = await loadManagedEndpoint(deps.db, actor, id);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        attempt: webhookAttempts,
        eventType: webhookDeliveries.eventType,
        status: webhookDeliveries.status,
      })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(eq(webhookAttempts.endpointId, endpoint.id))
      .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
      .limit(SHOWN_ATTEMPTS),
    deps.db
      .select({ total: count() })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, endpoint.id)),
  ]);
  return {
    items: rows.map(({ attempt, eventType, status }) => ({
      id: attempt.id,
      delivery_id: attempt.deliveryId,
      event_type: eventType,
      at: attempt.at.toISOString(),
      status_code: attempt.statusCode,
      duration_ms: attempt.durationMs,
      response: attempt.response,
      delivery_status: status,
    })),
    total: total?.total ?? 0,
  };
};
