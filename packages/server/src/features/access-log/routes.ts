import { Hono } from 'hono';
import { csvHeaders } from '../../csv/csv-stream';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { exportPatientDataReadsCsv } from './export-patient-data-reads-csv';
import { listPatientDataReads } from './list-patient-data-reads';

// The access log of an order's patient data, for the establishment's manager.
export const accessLogRoutes = new Hono<AppEnv>();

const orderIdOf = (id: string | undefined) => parseWith(orderIdParamSchema, { orderId: id }).orderId;

accessLogRoutes.get('/:id/access-log', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  return c.json(await listPatientDataReads(c.var.deps, currentActor(c.var.currentUser), orderId));
});

accessLogRoutes.get('/:id/access-log/export', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  const { fileName, stream } = await exportPatientDataReadsCsv(
    c.var.deps,
    currentActor(c.var.currentUser),
    orderId,
  );
  return new Response(stream, { headers: csvHeaders(fileName) });
});
