import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profiles, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { enqueueMail } from '../../mail/enqueue-mail';
import { webhookEndpointDisabledMail } from '../../mail/templates/webhook-endpoint-disabled';

export const WEBHOOKS_PAGE_PATH = '/dashboard/webhooks';

/**
 * An endpoint failing for 3 days is disabled, its waiting deliveries given up, and
 * the person who created it e-mailed through the outbox, all in the caller's transaction. Nobody is
 * e-mailed when that account was deleted since (the page still shows why it is off).
 */
export const disableFailingEndpoint = async (tx: Tx, deps: Deps, endpointId: string): Promise<void> => {
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing' })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!endpoint) return;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed' })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  if (!endpoint.createdBy) return;
  const [owner] = await tx
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, endpoint.createdBy));
  if (!owner) return;
  await enqueueMail(
    tx,
    webhookEndpointDisabledMail({
      to: owner.email,
      firstName: owner.firstName,
      url: endpoint.url,
      pageUrl: `${deps.config.publicUrl}${WEBHOOKS_PAGE_PATH}`,
      organisationName: deps.config.organisation.name,
    }),
  );
};
