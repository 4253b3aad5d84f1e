import { eq } from 'drizzle-orm';
import { einvoicingSettings, einvoicingWebhookKeys } from '../../../src/db/schema/index';
import { sealEinvoicingSecret } from '../../../src/features/einvoicing/einvoicing-secret';
import { WEBHOOK_PATH } from '../../../src/features/einvoicing/webhook-key';
import type { ProxiedTestPa } from '../../support/prism-proxy';
import type { TestApp } from '../../support/test-app';
import type { TestPaFlow } from '../../support/test-pa';
import { signedWebhookRequest, type WebhookKey } from '../../support/test-pa-webhook';
import { PA_TOKEN } from './einvoicing-test-kit';

// What the lifecycle's tests share (decision 147): a connection switched on to the test PA behind
// Prism, the webhook's key, and the PA's signed call to the app.

export const WEBHOOK_KEY: WebhookKey = {
  keyId: 'conque-test-key',
  secret: Buffer.from('clé de test du webhook, 32 octets!').toString('base64'),
};

export const connectToPa = async (t: TestApp, pa: ProxiedTestPa, enabled = true) => {
  await t.db.delete(einvoicingSettings);
  await t.db.insert(einvoicingSettings).values({
    enabled,
    flowUrl: pa.flowUrl,
    directoryUrl: pa.directoryUrl,
    authMethod: 'bearer',
    token: sealEinvoicingSecret(t.config, 'token', PA_TOKEN),
  });
  await t.db.delete(einvoicingWebhookKeys).where(eq(einvoicingWebhookKeys.id, 'lab'));
  await t.db.insert(einvoicingWebhookKeys).values({
    keyId: WEBHOOK_KEY.keyId,
    secret: sealEinvoicingSecret(t.config, 'webhook-secret', WEBHOOK_KEY.secret),
  });
};

/** The PA's webhook call for `flow`, as it reaches the app. */
export const postWebhook = async (
  t: TestApp,
  flow: TestPaFlow,
  options: { key?: WebhookKey; created?: Date; body?: string; tamper?: (body: string) => string } = {},
) => {
  const { headers, body } = await signedWebhookRequest(
    `${t.config.publicUrl}${WEBHOOK_PATH}`,
    options.key ?? WEBHOOK_KEY,
    flow,
    options,
  );
  return t.app.request(WEBHOOK_PATH, {
    method: 'POST',
    headers,
    body: options.tamper ? options.tamper(body) : body,
  });
};
