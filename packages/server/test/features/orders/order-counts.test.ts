import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCounts, orders } from '../../../src/db/schema/index';
import {
  insertDeliveryAddress,
  insertEstablishment,
  insertOrder,
  signedInUser,
} from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertCompleteDraft, insertRegisteredOrder } from './orders-test-kit';

// order_counts, kept by triggers in the transaction of every change, always equals
// count(*) of the listed orders, per establishment and status and for all establishments, whatever
// writes the orders and however many write at once. Runs on PGlite and on PostgreSQL (server-pg),
// where the concurrent calls below really are concurrent (20 pooled connections).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (establishmentId: string | null, status: string) => `${establishmentId ?? 'toutes'}/${status}`;

/** The counters, zeros left out (a status every order has left keeps its row at 0). */
const counters = async () =>
  Object.fromEntries(
    (await t.db.select().from(orderCounts))
      .filter((row) => row.count !== 0)
      .map((row) => [key(row.establishmentId, row.status), row.count]),
  );

/** The same figures counted from the orders themselves. */
const counted = async () => {
  const listed = ne(orders.status, 'draft');
  const perEstablishment = await t.db
    .select({ establishmentId: orders.establishmentId, status: orders.status, n: count() })
    .from(orders)
    .where(listed)
    .groupBy(orders.establishmentId, orders.status);
  const all = await t.db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(listed)
    .groupBy(orders.status);
  return Object.fromEntries([
    ...perEstablishment.map((row) => [key(row.establishmentId, row.status), row.n]),
    ...all.map((row) => [key(null, row.status), row.n]),
  ]);
};

const setting = async () => {
  const establishment = await insertEstablishment(t.db);
  const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
  const user = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
  const base = { establishmentId: establishment.id, createdBy: user.user.id };
  return {
    establishment,
    user,
    registered: () => insertRegisteredOrder(t.db, { ...base, shippingMethod: 'standard' }),
    draft: () => insertCompleteDraft(t.db, { ...base, address }),
  };
};

const call = (path: string, token: string, method = 'POST', body?: unknown) =>
  t.request(path, { method, token, body }).then(async (response) => {
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  });

describe('order_counts', () => {
  it('follows inserts, validations, status changes and deletions, whoever makes them', async () => {
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const a = await setting();
    const b = await setting();
    const ordered = await a.registered();
    await b.registered();
    const drafts = [await a.draft(), await a.draft(), await b.draft()];
    expect(await counters()).toEqual(await counted());

    // The product's calls: validation, a preparator's status change, a draft's deletion.
    await call('/api/update-order', a.user.token, 'POST', {
      orderId: drafts[0]?.id,
      updates: { status: 'registered' },
    });
    await call(`/api/orders/${ordered.id}/status`, preparator.token, 'POST', { status: 'shipped' });
    await call(`/api/orders/${drafts[1]?.id}`, a.user.token, 'DELETE');
    // SQL by hand (the CLI, a seed, an operator): the triggers count it too.
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.establishmentId, b.establishment.id));
    await t.db.update(orders).set({ comment: 'rien ne change' }).where(isNotNull(orders.id));
    await t.db.delete(orders).where(and(eq(orders.id, ordered.id)));

    expect(await counters()).toEqual(await counted());
    expect(await counters()).toMatchObject({
      [key(a.establishment.id, 'registered')]: 1,
      [key(b.establishment.id, 'cancelled')]: 2,
    });
  });

  it('stays equal to count(*) after many concurrent validations, status changes and deletions', async () => {
    const preparators = [
      await signedInUser(t.db, t.config, { role: 'preparator' }),
      await signedInUser(t.db, t.config, { role: 'preparator' }),
    ];
    const places = [await setting(), await setting(), await setting()];
    const registered = [];
    const drafts = [];
    for (const place of places) {
      for (let i = 0; i < 8; i++) registered.push({ place, order: await place.registered() });
      for (let i = 0; i < 3; i++) drafts.push({ place, order: await place.draft() });
    }
    const statuses = ['in_progress', 'shipped', 'cancelled', 'registered'] as const;

    for (let round = 0; round < 4; round++) {
      const calls = registered.map(({ order }, i) =>
        call(`/api/orders/${order.id}/status`, preparators[i % 2]?.token ?? '', 'POST', {
          status: statuses[(i + round) % statuses.length],
        }),
      );
      // Drafts of each establishment validated or deleted among the status changes.
      const draft = drafts[round * 2];
      const other = drafts[round * 2 + 1];
      if (draft)
        calls.push(
          call('/api/update-order', draft.place.user.token, 'POST', {
            orderId: draft.order.id,
            updates: { status: 'registered' },
          }),
        );
      if (other) calls.push(call(`/api/orders/${other.order.id}`, other.place.user.token, 'DELETE'));
      // And orders written by hand at the same moment: a new one, one moved in bulk.
      calls.push(
        insertOrder(t.db, {
          establishmentId: places[round % 3]?.establishment.id ?? '',
          createdBy: places[round % 3]?.user.user.id ?? '',
          status: 'in_progress',
        }).then(() => undefined),
        t.db
          .update(orders)
          .set({
            status: sql`case when ${orders.status} = 'cancelled' then 'registered' else ${orders.status} end`,
          })
          .where(eq(orders.establishmentId, places[(round + 1) % 3]?.establishment.id ?? ''))
          .then(() => undefined),
      );
      await Promise.all(calls);
      expect(await counters()).toEqual(await counted());
    }
  });
});
