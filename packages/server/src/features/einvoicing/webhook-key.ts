import { eq } from 'drizzle-orm';
import { einvoicingWebhookKeys } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { openEinvoicingSecret } from './einvoicing-secret';
import type { HmacKey } from './http-signature';

/** Where the PA calls (decision 147): the server's public address, which the page shows. */
export const WEBHOOK_PATH = '/api/einvoicing/webhook';
export const webhookUrl = (deps: Deps) => `${deps.config.publicUrl}${WEBHOOK_PATH}`;

/** The key the PA signs with, opened for the check about to be made; none until one is created. */
export const loadWebhookKey = async (deps: Deps): Promise<HmacKey | undefined> => {
  const [row] = await deps.db.select().from(einvoicingWebhookKeys).where(eq(einvoicingWebhookKeys.id, 'lab'));
  if (!row) return undefined;
  const secret = openEinvoicingSecret(deps.config, 'webhook-secret', row.secret);
  return { keyId: row.keyId, secret: Buffer.from(secret, 'base64') };
};
