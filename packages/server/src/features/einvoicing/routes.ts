import { einvoicingSettingsSchema } from '@conque/domain/einvoicing/settings-schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { getEinvoicingSettings } from './get-einvoicing-settings';
import { testEinvoicingConnection } from './test-einvoicing-connection';
import { updateEinvoicingSettings } from './update-einvoicing-settings';

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
