import { einvoicingSettingsSchema } from '@conque/domain/einvoicing/settings-schema';
import { idField } from '@conque/domain/shared/fields';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { clearLifecycleAlert } from './clear-lifecycle-alert';
import { createWebhookKey } from './create-webhook-key';
import { getDocumentLifecycle } from './get-document-lifecycle';
import { getEinvoicingSettings } from './get-einvoicing-settings';
import { getWebhookKey } from './get-webhook-key';
import { listDirectoryEntries } from './list-directory-entries';
import { listLifecycleAlerts } from './list-lifecycle-alerts';
import { listLifecycleAnomalies } from './list-lifecycle-anomalies';
import { listPendingFlows } from './list-pending-flows';
import { receiveLifecycleWebhook, type WebhookOutcome } from './receive-lifecycle-webhook';
import { requestDirectoryLookups } from './request-directory-lookups';
import { retryPendingFlow } from './retry-pending-flow';
import { testEinvoicingConnection } from './test-einvoicing-connection';
import { updateEinvoicingSettings } from './update-einvoicing-settings';
import { WEBHOOK_PATH } from './webhook-key';

// The lab's approved platform (« Facturation électronique », decision 140): the préparateurs'.
export const einvoicingRoutes = new Hono<AppEnv>();

einvoicingRoutes.get('/settings', requireUser, async (c) =>
  c.json(await getEinvoicingSettings(c.var.deps, currentActor(c.var.currentUser))),
);

einvoicingRoutes.put('/settings', requireUser, async (c) => {
  const input = await parseJsonBody(c, einvoicingSettingsSchema);
  return c.json(await updateEinvoicingSettings(c.var.deps, currentActor(c.var.currentUser), input));
});

einvoicingRoutes.post('/test-connection', requireUser, async (c) =>
  c.json(await testEinvoicingConnection(c.var.deps, currentActor(c.var.currentUser))),
);

// Decision 145: every establishment's e-invoicing address, and « Relire l'annuaire ».
einvoicingRoutes.get('/directory', requireUser, async (c) =>
  c.json(await listDirectoryEntries(c.var.deps, currentActor(c.var.currentUser))),
);

einvoicingRoutes.post('/directory/refresh', requireUser, async (c) =>
  c.json(await requestDirectoryLookups(c.var.deps, currentActor(c.var.currentUser))),
);

// Decision 147: the webhook's key (the secret shown once, at its creation) and the webhook itself,
// which no session reaches: only its RFC 9421 signature is believed.
einvoicingRoutes.get('/webhook-key', requireUser, async (c) =>
  c.json(await getWebhookKey(c.var.deps, currentActor(c.var.currentUser))),
);

einvoicingRoutes.post('/webhook-key', requireUser, async (c) =>
  c.json(await createWebhookKey(c.var.deps, currentActor(c.var.currentUser)), 201),
);

einvoicingRoutes.post('/webhook', async (c) => {
  const body = new Uint8Array(await c.req.arrayBuffer());
  const url = new URL(c.req.url);
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const outcome: WebhookOutcome = await receiveLifecycleWebhook(
    c.var.deps,
    { method: c.req.method, url: `${c.var.deps.config.publicUrl}${WEBHOOK_PATH}${url.search}`, headers },
    body,
  );
  return c.json({ outcome }, outcome === 'deferred' ? 202 : 200);
});

// Decision 147: a document's lifecycle (whoever sees the document), the anomalies and the alerts
// (the préparateurs').
const idParamSchema = z.strictObject({ id: idField });

einvoicingRoutes.get('/documents/:id/lifecycle', requireUser, async (c) => {
  const { id } = parseWith(idParamSchema, { id: c.req.param('id') });
  return c.json(await getDocumentLifecycle(c.var.deps, currentActor(c.var.currentUser), id));
});

einvoicingRoutes.get('/anomalies', requireUser, async (c) =>
  c.json(await listLifecycleAnomalies(c.var.deps, currentActor(c.var.currentUser))),
);

einvoicingRoutes.get('/alerts', requireUser, async (c) =>
  c.json(await listLifecycleAlerts(c.var.deps, currentActor(c.var.currentUser))),
);

einvoicingRoutes.delete('/alerts/:id', requireUser, async (c) => {
  const { id } = parseWith(idParamSchema, { id: c.req.param('id') });
  return c.json(await clearLifecycleAlert(c.var.deps, currentActor(c.var.currentUser), id));
});

// Decision 146: the flows the PA has not taken after a failed try, and « Réessayer maintenant ».
einvoicingRoutes.get('/pending-flows', requireUser, async (c) =>
  c.json(await listPendingFlows(c.var.deps, currentActor(c.var.currentUser))),
);

einvoicingRoutes.post('/pending-flows/:id/retry', requireUser, async (c) => {
  const { id } = parseWith(idParamSchema, { id: c.req.param('id') });
  return c.json(await retryPendingFlow(c.var.deps, currentActor(c.var.currentUser), id));
});
