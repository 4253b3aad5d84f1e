import { orderNumberField, printOrderSheetsSchema } from '@conque/domain/orders/order-sheets';
import { idField } from '@conque/domain/shared/fields';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { printOrderSheet } from './print-order-sheet';
import { printOrderSheets } from './print-order-sheets';
import { resolveOrderNumber } from './resolve-order-number';
import { pdfHeaders } from './stream-order-sheets';

// Decision 139. Mounted at /api/orders.
export const orderSheetRoutes = new Hono<AppEnv>();

const orderIdParam = z.strictObject({ orderId: idField });
const orderNumberParam = z.strictObject({ orderNumber: orderNumberField });

orderSheetRoutes.post('/sheets', requireUser, async (c) => {
  const input = await parseJsonBody(c, printOrderSheetsSchema);
  const { fileName, stream } = await printOrderSheets(c.var.deps, currentActor(c.var.currentUser), input);
  return new Response(stream, { headers: pdfHeaders(fileName) });
});

orderSheetRoutes.get('/by-number/:orderNumber', requireUser, async (c) => {
  const { orderNumber } = parseWith(orderNumberParam, { orderNumber: c.req.param('orderNumber') });
  return c.json(await resolveOrderNumber(c.var.deps, currentActor(c.var.currentUser), orderNumber));
});

orderSheetRoutes.get('/:id/sheet', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParam, { orderId: c.req.param('id') });
  const { fileName, stream } = await printOrderSheet(c.var.deps, currentActor(c.var.currentUser), orderId);
  return new Response(stream, { headers: pdfHeaders(fileName) });
});
