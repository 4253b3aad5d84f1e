import { deviceStatementFieldsSchema, earParamSchema } from '@conque/domain/orders/device-statement';
import { idField } from '@conque/domain/shared/fields';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { downloadDeviceStatement } from './download-device-statement';
import { updateStatementFields } from './update-statement-fields';

// Decision 144. Mounted at /api/orders.
export const deviceStatementRoutes = new Hono<AppEnv>();

const orderIdParam = z.strictObject({ orderId: idField });

deviceStatementRoutes.get('/:id/declarations/:ear', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParam, { orderId: c.req.param('id') });
  const { ear } = parseWith(earParamSchema, { ear: c.req.param('ear') });
  const { fileName, pdf } = await downloadDeviceStatement(
    c.var.deps,
    currentActor(c.var.currentUser),
    orderId,
    ear === 'gauche' ? 'left' : 'right',
  );
  return new Response(pdf, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
});

deviceStatementRoutes.put('/:id/statement-fields', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParam, { orderId: c.req.param('id') });
  const input = await parseJsonBody(c, deviceStatementFieldsSchema);
  return c.json(await updateStatementFields(c.var.deps, currentActor(c.var.currentUser), orderId, input));
});
