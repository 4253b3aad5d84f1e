import { randomBytes } from 'node:crypto';
import type { EinvoicingWebhookKeyJson } from '@conque/domain/einvoicing/lifecycle-api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { einvoicingWebhookKeys } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { sealEinvoicingSecret } from './einvoicing-secret';
import { webhookUrl } from './webhook-key';

/**
 * Decision 147: a new key for the PA's webhook signatures (RFC 9421 hmac-sha256, 32 random bytes),
 * replacing the previous one at once. The secret is shown this once, for the lab to give its PA
 * with the address; afterwards only its id is.
 */
export const createWebhookKey = async (deps: Deps, actor: Actor): Promise<EinvoicingWebhookKeyJson> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  const secret = randomBytes(32).toString('base64');
  const keyId = `conque-${randomBytes(6).toString('hex')}`;
  const createdAt = deps.now();
  const row = { keyId, secret: sealEinvoicingSecret(deps.config, 'webhook-secret', secret), createdAt };
  await deps.db
    .insert(einvoicingWebhookKeys)
    .values({ id: 'lab', ...row })
    .onConflictDoUpdate({ target: einvoicingWebhookKeys.id, set: row });
  return {
    url: webhookUrl(deps),
    algorithm: 'hmac-sha256',
    key_id: keyId,
    secret,
    created_at: createdAt.toISOString(),
  };
};
