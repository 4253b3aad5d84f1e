import { randomUUID } from 'node:crypto';
import type { Actor } from '@conque/domain/permissions/can';
import { MESSAGES } from '@conque/domain/shared/messages';
import type { WebhookSecretJson } from '@conque/domain/webhooks/api-types';
import type { createWebhookEndpointSchema } from '@conque/domain/webhooks/webhook-input';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { webhookEndpoints } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { checkWebhookUrl } from './webhook-address';
import { endpointJson, managedScope, scopeCondition } from './webhook-endpoint-access';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secret';

/** Endpoints per owner (the lab, an establishment): enough for a few programs, not a fan-out. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** A new endpoint; its secret is in this answer and never again. */
export const createWebhookEndpoint = async (
  deps: Deps,
  actor: Actor,
  input: z.output<typeof createWebhookEndpointSchema>,
): Promise<WebhookSecretJson> => {
  const scope = managedScope(actor);
  checkWebhookUrl(deps.config, input.url);
  const id = randomUUID();
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    // One owner's endpoints counted and added one at a time, so two tabs cannot pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conque:webhooks:${scope ?? 'lab'}`}))`);
    if ((await tx.$count(webhookEndpoints, scopeCondition(scope))) >= MAX_WEBHOOK_ENDPOINTS)
      throw AppError.conflict(MESSAGES.webhookEndpointLimit);
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        establishmentId: scope,
        createdBy: actor.id,
        url: input.url,
        description: input.description,
        events: input.events,
        secret: sealWebhookSecret(deps.config, id, secret),
      })
      .returning();
    if (!inserted) throw new Error('webhook endpoint not inserted');
    return inserted;
  });
  return { endpoint: endpointJson(row, deps.now()), secret };
};
