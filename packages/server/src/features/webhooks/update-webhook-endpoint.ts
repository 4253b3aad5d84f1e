import type { Actor } from '@conque/domain/permissions/can';
import type { WebhookEndpointJson } from '@conque/domain/webhooks/api-types';
import type { updateWebhookEndpointSchema } from '@conque/domain/webhooks/webhook-input';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { webhookEndpoints } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { endpointJson, loadManagedEndpoint } from './webhook-endpoint-access';

/**
 * Switches an endpoint off or on, or changes its events or description. Switched back on, it starts
 * afresh: its 3 days of failures count from its next failure.
 */
export const updateWebhookEndpoint = async (
  deps: Deps,
  actor: Actor,
  id: string,
  input: z.output<typeof updateWebhookEndpointSchema>,
): Promise<WebhookEndpointJson> => {
  const row = await loadManagedEndpoint(deps.db, actor, id);
  const enabling = input.enabled === true && !row.enabled;
  const [updated] = await deps.db
    .update(webhookEndpoints)
    .set({
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      ...(input.enabled === false && row.enabled ? { disabledReason: 'manual' as const } : {}),
      ...(enabling ? { disabledReason: null, failingSince: null } : {}),
    })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  return endpointJson(updated ?? row, deps.now());
};
