import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { asc, eq } from 'drizzle-orm';
import { orders } from '../../../src/db/schema/index';
import type { TestApp } from '../../support/test-app';

// Test-only helpers of the STL upload: files made in memory or generated as they are read, the
// upload call, and a snapshot (entries and files) proving a refused call stored nothing.

/** A binary STL: 80-byte header, the triangle count, 50 bytes per triangle. */
export const binaryStl = (triangles: number, header = 'binary stl from a scanner') => {
  const file = Buffer.alloc(84 + 50 * triangles);
  file.write(header, 0, 'latin1');
  file.writeUInt32LE(triangles, 80);
  for (let i = 0; i < triangles; i++) file.writeFloatLE(i / 7, 84 + 50 * i + 12);
  return file;
};

export const asciiStl = (facets = 2) => {
  const facet =
    '  facet normal 0 0 1\n    outer loop\n      vertex 0 0 0\n      vertex 1 0 0\n      vertex 0 1 0\n    endloop\n  endfacet\n';
  return Buffer.from(`solid embout\n${facet.repeat(facets)}endsolid embout\n`);
};

/**
 * `total` bytes produced as they are read (1 MiB at a time, one shared buffer), so a test can send
 * more than 100 MB without holding it. `start` is sent first (a header), `onPull` sees the progress.
 */
export const generatedBody = (
  total: number,
  options: { start?: Buffer; onPull?: (sent: number) => void | Promise<void> } = {},
) => {
  const chunk = new Uint8Array(1024 * 1024);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await options.onPull?.(sent);
      if (sent >= total) return controller.close();
      const start = sent === 0 && options.start ? options.start : undefined;
      const next = start ?? chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += next.length;
      controller.enqueue(next);
    },
  });
};

/** A body that sends `bytes` and then fails, as a connection cut by the client. */
export const brokenBody = (bytes: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
    },
    pull(controller) {
      controller.error(new Error('client went away'));
    },
  });

export type UploadInit = {
  /** Another app on the same database and storage (a fixed clock, say); the test app by default. */
  app?: TestApp['app'];
  token?: string;
  name?: string;
  contentType?: string | null;
  headers?: Record<string, string>;
};

/** POST /api/orders/:orderId/stl-files the way the web client sends it: raw body, name in a header. */
export const upload = (
  t: TestApp,
  orderId: string,
  body: Buffer | ReadableStream<Uint8Array> | null,
  init: UploadInit = {},
) => {
  const headers: Record<string, string> = { ...init.headers };
  if (init.contentType !== null) headers['content-type'] = init.contentType ?? 'application/octet-stream';
  if (init.name !== undefined) headers['x-file-name'] = encodeURIComponent(init.name);
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (Buffer.isBuffer(body)) headers['content-length'] = String(body.length);
  return (init.app ?? t.app).request(`/api/orders/${orderId}/stl-files`, {
    method: 'POST',
    headers,
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    duplex: 'half',
  } as RequestInit);
};

/** An order that already holds one stored STL file (for the delete and signed-URL calls). */
let stored = 0;
export const insertStoredStl = async (t: TestApp, orderId: string, name = 'oreille-gauche.stl') => {
  const content = binaryStl(3);
  stored += 1;
  const path = `${orderId}/stocke_${Date.now()}${stored}.stl`;
  await t.storage.put('stl_files', path, new Blob([new Uint8Array(content)]).stream(), {
    contentType: 'model/stl',
  });
  const entry: StlFileEntry = {
    name,
    path,
    size: content.length,
    type: 'model/stl',
    uploadedAt: new Date().toISOString(),
  };
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  await t.db
    .update(orders)
    .set({ stlFiles: [...(order?.stlFiles ?? []), entry] })
    .where(eq(orders.id, orderId));
  return { entry, content };
};

/** Every file under the storage root, temporary ones included, as paths relative to it. */
export const storedFiles = (t: TestApp): string[] =>
  readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(t.filesDir, join(entry.parentPath, entry.name)))
    .sort();

export const stlSnapshot = async (t: TestApp) => ({
  orders: await t.db
    .select({ id: orders.id, stlFiles: orders.stlFiles, updatedAt: orders.updatedAt })
    .from(orders)
    .orderBy(asc(orders.id)),
  files: storedFiles(t),
});

export type ErrorJson = { error: { code: string; message: string; field?: string } };
