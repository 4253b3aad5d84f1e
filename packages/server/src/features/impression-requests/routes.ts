import {
  impressionEarSchema,
  requestImpressionSchema,
} from '@conque/domain/orders/request-impression-schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseQuery, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema, parseUploadHeaders, stlPathSchema } from '../stl-files/stl-file-input';
import { requestBody } from '../stl-files/upload-body';
import { deleteImpressionFile } from './delete-impression-file';
import { getImpressionRequests } from './get-impression-requests';
import { requestNewImpression } from './request-new-impression';
import { sendImpressionToLab } from './send-impression-to-lab';
import { uploadImpressionFile } from './upload-impression-file';
import { withdrawImpressionRequest } from './withdraw-impression-request';

// « Demander une nouvelle empreinte »: the lab's request, the clinic's answer.
export const impressionRequestRoutes = new Hono<AppEnv>();

const orderIdOf = (id: string | undefined) => parseWith(orderIdParamSchema, { orderId: id }).orderId;

impressionRequestRoutes.get('/:id/impression-requests', requireUser, async (c) =>
  c.json(
    await getImpressionRequests(c.var.deps, currentActor(c.var.currentUser), orderIdOf(c.req.param('id'))),
  ),
);

impressionRequestRoutes.post('/:id/impression-request', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  const input = await parseJsonBody(c, requestImpressionSchema);
  return c.json(await requestNewImpression(c.var.deps, currentActor(c.var.currentUser), orderId, input), 201);
});

impressionRequestRoutes.delete('/:id/impression-request', requireUser, async (c) =>
  c.json(
    await withdrawImpressionRequest(
      c.var.deps,
      currentActor(c.var.currentUser),
      orderIdOf(c.req.param('id')),
    ),
  ),
);

impressionRequestRoutes.post('/:id/impression-request/send', requireUser, async (c) =>
  c.json(
    await sendImpressionToLab(c.var.deps, currentActor(c.var.currentUser), orderIdOf(c.req.param('id'))),
  ),
);

impressionRequestRoutes.delete('/:id/impression-request/files', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  const { path } = parseQuery(c, stlPathSchema);
  return c.json(await deleteImpressionFile(c.var.deps, currentActor(c.var.currentUser), { orderId, path }));
});

/** The clinic's upload streams like the order's own (mounted before the JSON limit, in app.ts). */
export const impressionUploadRoutes = new Hono<AppEnv>();

impressionUploadRoutes.post('/:id/impression-request/files', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  const { ear } = parseQuery(c, impressionEarSchema);
  const { name, declaredSize } = parseUploadHeaders({
    contentType: c.req.header('content-type'),
    contentLength: c.req.header('content-length'),
    fileName: c.req.header('x-file-name'),
  });
  const entry = await uploadImpressionFile(c.var.deps, currentActor(c.var.currentUser), {
    orderId,
    ear,
    name,
    declaredSize,
    body: requestBody(c),
  });
  return c.json(entry, 201);
});
