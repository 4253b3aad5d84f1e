import type { Actor } from '@conque/domain/permissions/can';
import type { WebhookEndpointList } from '@conque/domain/webhooks/api-types';
import { desc } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { endpointJson, managedScope, scopeCondition } from './webhook-endpoint-access';

/** The actor's endpoints (the lab's or its establishment's), newest first; never a secret. */
export const listWebhookEndpoints = async (deps: Deps, actor: Actor): Promise<WebhookEndpointList> => {
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(scopeCondition(managedScope(actor)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  const now = deps.now();
  return { items: rows.map((row) => endpointJson(row, now)) };
};
