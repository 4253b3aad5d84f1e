import type { Actor } from '@conque/domain/permissions/can';
import type { WebhookSecretJson } from '@conque/domain/webhooks/api-types';
import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { endpointJson, loadManagedEndpoint } from './webhook-endpoint-access';
import { newWebhookSecret, PREVIOUS_SECRET_VALIDITY_MS, sealWebhookSecret } from './webhook-secret';

/**
 * A new secret, shown once; the one it replaces still signs beside it for 24 h,
 * so the receiver can switch without losing a delivery. A second rotation within those 24 h keeps
 * only the secret in use just before it.
 */
export const rotateWebhookSecret = async (
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<WebhookSecretJson> => {
  const row = await loadManagedEndpoint(deps.db, actor, id);
  const secret = newWebhookSecret();
  const now = deps.now();
  const [updated] = await deps.db
    .update(webhookEndpoints)
    .set({
      secret: sealWebhookSecret(deps.config, row.id, secret),
      previousSecret: row.secret,
      previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_VALIDITY_MS),
    })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  return { endpoint: endpointJson(updated ?? row, now), secret };
};
