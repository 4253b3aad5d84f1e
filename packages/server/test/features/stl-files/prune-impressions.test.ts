import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../../src/db/schema/index';
import type { Deps } from '../../../src/kernel/deps';
import { pruneJob } from '../../../src/wiring/prune-job';
import { insertEstablishment, insertUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder, putFile } from '../orders/orders-test-kit';

// Impressions of orders shipped more than IMPRESSION_RETENTION_MONTHS ago are
// deleted by the daily pruning, the order saying so.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ impressionRetentionMonths: 36 });
});
afterAll(() => t.close());

const NOW = new Date('2030-06-15T03:00:00Z');
const monthsBefore = (months: number) => {
  const at = new Date(NOW);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

const orderWithFiles = async (values: { status: 'shipped' | 'registered'; shippedAt: Date | null }) => {
  const establishment = await insertEstablishment(t.db);
  const { profile } = await insertUser(t.db, { role: 'user', establishmentId: establishment.id });
  const order = await insertRegisteredOrder(t.db, {
    establishmentId: establishment.id,
    createdBy: profile.id,
    ...values,
  });
  const files: StlFileEntry[] = [];
  for (const name of ['gauche.stl', 'droite.stl']) {
    const path = await putFile(t, 'stl_files', `${order.id}/${name.replace('.stl', '')}_1.stl`, 'solid');
    files.push({ name, path, size: 5, type: 'model/stl', uploadedAt: '2027-01-01T00:00:00.000Z' });
  }
  await t.db.update(orders).set({ stlFiles: files }).where(eq(orders.id, order.id));
  return { id: order.id, files };
};

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const runPruning = () =>
  pruneJob({ id: 'test', kind: 'prune-expired-data', payload: { day: '2030-06-15' }, attempts: 1 } as never, {
    db: t.db,
    config: t.config,
    storage: t.storage,
    now: () => NOW,
  } satisfies Deps);

describe('the retention of impressions, in the daily pruning', () => {
  it('deletes the impressions of orders shipped over 36 months ago, keeps the rest, and says so', async () => {
    const old = await orderWithFiles({ status: 'shipped', shippedAt: monthsBefore(37) });
    const recent = await orderWithFiles({ status: 'shipped', shippedAt: monthsBefore(35) });
    const neverShipped = await orderWithFiles({ status: 'registered', shippedAt: null });

    await runPruning();

    const pruned = await rowOf(old.id);
    expect(pruned).toMatchObject({ stlFiles: [], impressionsDeletedAt: NOW, status: 'shipped' });
    for (const file of old.files) expect(await t.storage.exists('stl_files', file.path)).toBe(false);
    const events = await t.db
      .select({ actorName: orderEvents.actorName, from: orderEvents.fromValue })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, old.id), eq(orderEvents.kind, 'stl_file_removed')));
    expect(events.map((event) => event.from).sort()).toEqual(['droite.stl', 'gauche.stl']);
    expect(events.every((event) => event.actorName === 'Système')).toBe(true);

    for (const kept of [recent, neverShipped]) {
      expect((await rowOf(kept.id))?.stlFiles).toEqual(kept.files);
      expect((await rowOf(kept.id))?.impressionsDeletedAt).toBeNull();
      for (const file of kept.files) expect(await t.storage.exists('stl_files', file.path)).toBe(true);
    }
  });

  it('shows the deletion on the order, and a second run finds nothing more to do', async () => {
    const old = await orderWithFiles({ status: 'shipped', shippedAt: monthsBefore(40) });
    await runPruning();
    const at = (await rowOf(old.id))?.impressionsDeletedAt;
    await runPruning();
    expect((await rowOf(old.id))?.impressionsDeletedAt).toEqual(at);
    const removed = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, old.id), eq(orderEvents.kind, 'stl_file_removed')));
    expect(removed).toHaveLength(2);
  });
});
