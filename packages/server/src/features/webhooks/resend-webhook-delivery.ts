import type { Actor } from '@conque/domain/permissions/can';
import { and, eq } from 'drizzle-orm';
import { jobs, webhookDeliveries } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { DELIVER_WEBHOOK_JOB } from './deliver-webhook-job';
import { loadManagedEndpoint } from './webhook-endpoint-access';

/**
 * « Renvoyer »: one more try of a delivery, at once, with its own id (the receiver
 * may recognise it). A delivery still being retried already has its try coming (409); a disabled
 * endpoint receives nothing until it is switched back on (409).
 */
export const resendWebhookDelivery = async (
  deps: Deps,
  actor: Actor,
  endpointId: string,
  deliveryId: string,
): Promise<void> => {
  const endpoint = await loadManagedEndpoint(deps.db, actor, endpointId);
  const [delivery] = await deps.db
    .select({ id: webhookDeliveries.id, status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
  if (!delivery) throw AppError.notFound('Envoi introuvable');
  if (!endpoint.enabled)
    throw AppError.conflict('Ce point d’accès est désactivé : réactivez-le avant de renvoyer un envoi.');
  if (delivery.status === 'pending')
    throw AppError.conflict('Cet envoi est déjà en cours de nouvelles tentatives.');
  await deps.db.insert(jobs).values({
    kind: DELIVER_WEBHOOK_JOB,
    payload: { deliveryId: delivery.id, resend: true },
    runAt: deps.now(),
  });
};
