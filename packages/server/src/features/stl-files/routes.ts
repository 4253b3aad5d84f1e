import { Hono } from 'hono';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseQuery, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { createStlSignedUrl } from './create-stl-signed-url';
import { deleteStlFile } from './delete-stl-file';
import { orderIdParamSchema, parseUploadHeaders, stlPathSchema } from './stl-file-input';
import { requestBody } from './upload-body';
import { uploadStlFile } from './upload-stl-file';

/**
 * POST /api/orders/:orderId/stl-files streams up to 100 MB: app.ts mounts this router before the
 * 64 KB JSON limit, whose middleware would otherwise refuse it (or, without Content-Length, buffer
 * it whole); the content check counts the bytes and stops at 100 MB instead (stl-inspector.ts).
 */
export const stlUploadRoutes = new Hono<AppEnv>();

stlUploadRoutes.post('/:orderId/stl-files', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParamSchema, c.req.param());
  const { name, declaredSize } = parseUploadHeaders({
    contentType: c.req.header('content-type'),
    contentLength: c.req.header('content-length'),
    fileName: c.req.header('x-file-name'),
  });
  const actor = currentActor(c.var.currentUser);
  const entry = await uploadStlFile(c.var.deps, actor, { orderId, name, declaredSize, body: requestBody(c) });
  return c.json(entry, 201);
});

/** The JSON calls on an order's STL files, under the usual 64 KB limit. */
export const stlFileRoutes = new Hono<AppEnv>();

stlFileRoutes.delete('/:orderId/stl-files', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParamSchema, c.req.param());
  const { path } = parseQuery(c, stlPathSchema);
  return c.json(await deleteStlFile(c.var.deps, currentActor(c.var.currentUser), { orderId, path }));
});

stlFileRoutes.post('/:orderId/stl-files/signed-url', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParamSchema, c.req.param());
  const { path } = await parseJsonBody(c, stlPathSchema);
  return c.json(
    await createStlSignedUrl(
      c.var.deps,
      currentActor(c.var.currentUser),
      { orderId, path },
      { address: clientIp(c) },
    ),
  );
});
