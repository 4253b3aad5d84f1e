import { createDraftOrderSchema, updateOrderSchema } from '@conque/domain/orders/order-schemas';
import { searchPageQuerySchema } from '@conque/domain/shared/list-query';
import { Hono } from 'hono';
import { csvHeaders } from '../../csv/csv-stream';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseQuery, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { calculateOrderPrices } from './calculate-order-prices';
import { countDrafts } from './count-drafts';
import { countDueOrders } from './count-due-orders';
import { createDraftOrder } from './create-draft-order';
import { createOrderPdfUrl } from './create-order-pdf-url';
import { deleteDraftOrder } from './delete-draft-order';
import { exportOrdersCsv } from './export-orders-csv';
import { generateOrderPdf } from './generate-order-pdf';
import { getOrder } from './get-order';
import { listDrafts } from './list-drafts';
import { listOrders } from './list-orders';
import {
  calculateOrderPricesSchema,
  exportOrdersQuerySchema,
  generateOrderPdfSchema,
  listOrdersQuerySchema,
  orderIdParamSchema,
} from './order-input';
import { reorderOrder } from './reorder-order';
import { updateOrder } from './update-order';

// Spec 001 §7: the named calls keep their names in the path (docs/design.md §3); the table reads of `orders`
// are REST reads. requireUser per route: each router shares its prefix with other features' routers.
/** Mounted at /api/orders. */
export const orderRoutes = new Hono<AppEnv>();
/** Mounted at /api/rpc: the named call create_draft_order. */
export const orderRpcRoutes = new Hono<AppEnv>();
/** Mounted at /api: the named calls that sit at its root. */
export const orderCallRoutes = new Hono<AppEnv>();

const orderIdOf = (id: string | undefined) => parseWith(orderIdParamSchema, { orderId: id }).orderId;

orderRpcRoutes.post('/create_draft_order', requireUser, async (c) => {
  const input = await parseJsonBody(c, createDraftOrderSchema);
  return c.json(await createDraftOrder(c.var.deps, currentActor(c.var.currentUser), input), 201);
});

orderCallRoutes.post('/update-order', requireUser, async (c) => {
  const input = await parseJsonBody(c, updateOrderSchema);
  return c.json(await updateOrder(c.var.deps, currentActor(c.var.currentUser), input));
});

orderCallRoutes.post('/calculate-order-prices', requireUser, async (c) => {
  const input = await parseJsonBody(c, calculateOrderPricesSchema);
  return c.json(await calculateOrderPrices(c.var.deps, currentActor(c.var.currentUser), input));
});

orderCallRoutes.post('/generate-order-pdf', requireUser, async (c) => {
  const { orderId } = await parseJsonBody(c, generateOrderPdfSchema);
  return c.json(await generateOrderPdf(c.var.deps, currentActor(c.var.currentUser), orderId));
});

orderRoutes.get('/', requireUser, async (c) => {
  const query = parseQuery(c, listOrdersQuerySchema);
  return c.json(await listOrders(c.var.deps, currentActor(c.var.currentUser), query));
});

// The literal paths under /api/orders/ come before /:id, which would otherwise take "drafts",
// "draft-count" or "export" for an id (count-drafts.test.ts checks the route table).
orderRoutes.get('/export', requireUser, async (c) => {
  const query = parseQuery(c, exportOrdersQuerySchema);
  const { fileName, stream } = exportOrdersCsv(c.var.deps, currentActor(c.var.currentUser), query);
  return new Response(stream, { headers: csvHeaders(fileName) });
});

// Before /:id, whose id would not parse.
orderRoutes.get('/due-counts', requireUser, async (c) =>
  c.json(await countDueOrders(c.var.deps, currentActor(c.var.currentUser))),
);

orderRoutes.get('/draft-count', requireUser, async (c) => {
  return c.json(await countDrafts(c.var.deps, currentActor(c.var.currentUser)));
});

orderRoutes.get('/drafts', requireUser, async (c) => {
  const query = parseQuery(c, searchPageQuerySchema);
  return c.json(await listDrafts(c.var.deps, currentActor(c.var.currentUser), query));
});

orderRoutes.get('/:id', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  return c.json(
    await getOrder(c.var.deps, currentActor(c.var.currentUser), orderId, { address: clientIp(c) }),
  );
});

orderRoutes.delete('/:id', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  return c.json(await deleteDraftOrder(c.var.deps, currentActor(c.var.currentUser), orderId));
});

orderRoutes.post('/:id/reorder', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  return c.json(await reorderOrder(c.var.deps, currentActor(c.var.currentUser), orderId), 201);
});

orderRoutes.post('/:id/pdf-url', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  return c.json(
    await createOrderPdfUrl(c.var.deps, currentActor(c.var.currentUser), orderId, { address: clientIp(c) }),
  );
});
