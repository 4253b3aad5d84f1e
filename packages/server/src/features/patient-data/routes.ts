import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { erasePatientData } from './erase-patient-data';
import { exportPatientDataCsv } from './export-patient-data-csv';

// The patient of an order, exported or erased by the establishment's manager.
export const patientDataRoutes = new Hono<AppEnv>();

const orderIdOf = (id: string | undefined) => parseWith(orderIdParamSchema, { orderId: id }).orderId;

patientDataRoutes.get('/:id/patient-data/export', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  const { body, headers } = await exportPatientDataCsv(c.var.deps, currentActor(c.var.currentUser), orderId);
  return new Response(body, { headers });
});

patientDataRoutes.post('/:id/patient-data/erase', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  return c.json(await erasePatientData(c.var.deps, currentActor(c.var.currentUser), orderId));
});
