import type { EinvoicingWebhookKeyJson } from '@conque/domain/einvoicing/lifecycle-api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { einvoicingWebhookKeys } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { webhookUrl } from './webhook-key';

/** The webhook's address and key id for the page (decision 147); never the secret. */
export const getWebhookKey = async (deps: Deps, actor: Actor): Promise<EinvoicingWebhookKeyJson> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  const [row] = await deps.db
    .select({ keyId: einvoicingWebhookKeys.keyId, createdAt: einvoicingWebhookKeys.createdAt })
    .from(einvoicingWebhookKeys)
    .where(eq(einvoicingWebhookKeys.id, 'lab'));
  return {
    url: webhookUrl(deps),
    algorithm: 'hmac-sha256',
    key_id: row?.keyId ?? null,
    secret: null,
    created_at: row?.createdAt.toISOString() ?? null,
  };
};
