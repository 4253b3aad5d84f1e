import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { pruneJob } from '../../../src/wiring/prune-job';
import { pdfText } from '../../support/pdf-qr-reader';
import { insertRegisteredOrder } from '../orders/orders-test-kit';
import { statementScene, textOf } from './device-statements-test-kit';

// The statement for custom-made devices (decision 144) once declared: kept through the patient's
// erasure and the daily pruning, in the API's archive; made on request for an order shipped before
// statements existed; refused, in French, before shipment or for an ear the order does not make.

let s: Awaited<ReturnType<typeof statementScene>>;
beforeAll(async () => {
  s = await statementScene();
});
afterAll(() => s.t.close());

describe('kept', () => {
  it('survives the patient’s erasure: the same stored file, still downloadable', async () => {
    const order = await s.bothEars();
    await s.ship(order.id);
    await s.runJobs();
    const before = await s.statementsOf(order.id);
    const first = Buffer.from(await (await s.download(order.id, 'gauche')).arrayBuffer());
    const erased = await s.t.request(`/api/orders/${order.id}/patient-data/erase`, {
      method: 'POST',
      token: s.manager.token,
    });
    expect(erased.status).toBe(200);
    expect(await s.statementsOf(order.id)).toEqual(before);
    const again = Buffer.from(await (await s.download(order.id, 'gauche')).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    expect((await pdfText(again)).replace(/\s+/g, ' ')).toContain('J.-P. L. G.');
  });

  it('is kept by the daily pruning nine years on, when the impressions have long gone', async () => {
    const order = await s.bothEars();
    await s.ship(order.id);
    await s.runJobs();
    const declared = await s.statementsOf(order.id);
    const later = new Date(Date.now() + 9 * 365 * 86_400_000);
    await pruneJob(
      {
        id: 'prune',
        kind: 'prune-expired-data',
        payload: { day: later.toISOString().slice(0, 10) },
      } as never,
      { db: s.t.db, config: s.t.config, now: () => later, storage: s.t.storage },
    );
    expect(await s.statementsOf(order.id)).toEqual(declared);
    for (const row of declared) expect(await s.t.storage.exists('order_pdfs', row.fileKey ?? '')).toBe(true);
  });

  it('goes into the order’s archive of the API, one declaration-… per ear', async () => {
    const order = await s.bothEars();
    await s.ship(order.id);
    const created = await s.t.request('/api/api-keys', {
      token: s.preparator.token,
      body: { name: 'Atelier', scopes: ['files:read'] },
    });
    const { secret } = (await created.json()) as { secret: string };
    const response = await s.t.app.request(`/api/v1/orders/${order.id}/archive`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const left = `declaration-${order.orderNumber}-gauche.pdf`;
    const right = `declaration-${order.orderNumber}-droite.pdf`;
    expect(Object.keys(files)).toEqual(expect.arrayContaining([left, right]));
    expect(await pdfText(Buffer.from(files[right] ?? []))).toContain('Tube : Hydrostop');
    const ticket = JSON.parse(Buffer.from(files['fiche-de-fabrication.json'] ?? []).toString());
    expect(ticket.declarations).toEqual([left, right]);
  });
});

describe('orders without a statement', () => {
  it('an order shipped before statements existed gets one on request, marked as made after shipment', async () => {
    const order = await s.bothEars();
    await s.t.db
      .update(orders)
      .set({ status: 'shipped', shippedAt: new Date('2025-03-04T10:00:00Z') })
      .where(eq(orders.id, order.id));
    const text = await textOf(await s.download(order.id, 'gauche'));
    expect(text).toContain('Déclaration établie après l’expédition');
    expect(text).toContain('4 mars 2025');
    expect((await s.statementsOf(order.id)).map((row) => row.ear)).toEqual(['left', 'right']);
  });

  it('refuses an order not yet shipped (409) and an ear the order does not make (404), in French', async () => {
    const order = await s.bothEars();
    const early = await s.download(order.id, 'gauche');
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      'La déclaration de conformité est établie à l’expédition : cette commande n’est pas encore expédiée.',
    );
    const leftOnly = await insertRegisteredOrder(s.t.db, {
      establishmentId: s.establishmentId,
      createdBy: s.manager.user.id,
    });
    await s.ship(leftOnly.id);
    const missing = await s.download(leftOnly.id, 'droite');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Cette commande n’a pas d’embout pour cette oreille.',
    );
    const wrong = await s.t.request(`/api/orders/${order.id}/declarations/milieu`, {
      token: s.manager.token,
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'Oreille : Oreille inconnue : gauche ou droite',
    );
  });
});
