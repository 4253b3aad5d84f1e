import type { MeshCheck } from '@conque/domain/orders/mesh-check';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { COMPLETE_CLASSIC_EAR } from '@conque/domain/orders/test-fixtures';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { asc, eq } from 'drizzle-orm';
import { impressionRequests, orderNotifications, orders } from '../../../src/db/schema/index';
import type { TestApp } from '../../support/test-app';
import { insertRegisteredOrder, putFile } from '../orders/orders-test-kit';
import { binaryStl, storedFiles } from '../stl-files/stl-test-kit';

// Test-only helpers of « Demander une nouvelle empreinte »: an order of both ears with two checked
// impressions, the calls, and a snapshot proving a refused call wrote nothing.

export const BOTH_EARS = {
  type: 'classic',
  left: { ...COMPLETE_CLASSIC_EAR },
  right: { ...COMPLETE_CLASSIC_EAR },
} as const;

/** A scan measured in metres, not closed: two warnings (domain/orders/mesh-check.ts). */
export const BAD_MESH: MeshCheck = { triangles: 3, size: [0.02, 0.03, 0.01], openEdges: 9, degenerate: 0 };

let stored = 0;

/** An order (registered unless told) of both ears, whose left impression is the bad one. */
export const orderWithImpressions = async (
  t: TestApp,
  values: { establishmentId: string; createdBy: string } & Partial<typeof orders.$inferInsert>,
) => {
  const order = await insertRegisteredOrder(t.db, {
    patientFirstName: 'Lucie',
    patientLastName: 'Rameau',
    details: { ...BOTH_EARS, prices: computeOrderPrices(BOTH_EARS, 'pickup') },
    transferMethod: 'files',
    ...values,
  });
  stored += 1;
  const file = (name: string, check?: MeshCheck): Promise<StlFileEntry> =>
    putFile(t, 'stl_files', `${order.id}/${name}_${stored}.stl`, 'solid').then((path) => ({
      name: `${name}.stl`,
      path,
      size: 5,
      type: 'model/stl' as const,
      uploadedAt: '2026-11-20T10:00:00.000Z',
      ...(check ? { check } : {}),
    }));
  const stlFiles = [await file('gauche', BAD_MESH), await file('droite')];
  await t.db.update(orders).set({ stlFiles }).where(eq(orders.id, order.id));
  return { ...order, stlFiles, left: stlFiles[0] as StlFileEntry, right: stlFiles[1] as StlFileEntry };
};

export const askImpression = (t: TestApp, orderId: string, token: string | undefined, body: unknown) =>
  t.request(`/api/orders/${orderId}/impression-request`, {
    method: 'POST',
    token,
    body: JSON.stringify(body),
  });

/** The clinic's upload of an ear's new impression, as the web client sends it. */
export const uploadImpression = (
  t: TestApp,
  orderId: string,
  ear: string,
  token: string | undefined,
  name = 'gauche-v2.stl',
) =>
  t.app.request(`/api/orders/${orderId}/impression-request/files?ear=${ear}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new Uint8Array(binaryStl(3)),
  });

export const sendBack = (t: TestApp, orderId: string, token: string | undefined) =>
  t.request(`/api/orders/${orderId}/impression-request/send`, { method: 'POST', token });

export const withdraw = (t: TestApp, orderId: string, token: string | undefined) =>
  t.request(`/api/orders/${orderId}/impression-request`, { method: 'DELETE', token });

/** What the calls may write: orders, requests, bells, files. */
export const impressionSnapshot = async (t: TestApp) => ({
  orders: await t.db
    .select({ id: orders.id, status: orders.status, stlFiles: orders.stlFiles })
    .from(orders)
    .orderBy(asc(orders.id)),
  requests: await t.db.select().from(impressionRequests).orderBy(asc(impressionRequests.id)),
  bells: await t.db.select().from(orderNotifications).orderBy(asc(orderNotifications.id)),
  files: storedFiles(t),
});
