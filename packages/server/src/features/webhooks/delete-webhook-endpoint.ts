import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { loadManagedEndpoint } from './webhook-endpoint-access';

/** Deletes an endpoint with its deliveries and log; its waiting jobs then find nothing to do. */
export const deleteWebhookEndpoint = async (deps: Deps, actor: Actor, id: string): Promise<void> => {
  const row = await loadManagedEndpoint(deps.db, actor, id);
  await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
};
