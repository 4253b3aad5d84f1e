import type { CommentNotificationView } from '@conque/domain/orders/api-types';
import { afterAll, describe, expect, it } from 'vitest';
import { commentNotifications } from '../../../src/db/schema/index';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// docs/design.md §5.13: the preparators' bell lists one notification per order, newest first, with the count;
// opening the order's comments clears its notification, as often as it is opened.

const t: TestApp = await createTestApp();
afterAll(() => t.close());

const establishment = await insertEstablishment(t.db);
const user = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
const colleague = await signedInUser(t.db, t.config, { role: 'preparator' });

const orderFor = (patientFirstName: string) =>
  insertRegisteredOrder(t.db, {
    establishmentId: establishment.id,
    createdBy: user.user.id,
    patientFirstName,
    patientLastName: 'Roux',
  });
const comment = (orderId: string, content: string) =>
  t.request(`/api/orders/${orderId}/comments`, { body: { content }, token: user.token });
const bell = async (token: string) =>
  (await (await t.request('/api/comment-notifications', { token })).json()) as {
    items: CommentNotificationView[];
    total: number;
  };
const clear = (orderId: string, token = preparator.token) =>
  t.request(`/api/orders/${orderId}/comment-notifications`, { method: 'DELETE', token });

describe('comment notifications', () => {
  it('lists one entry per order, newest first, with the order number, the patient and the count', async () => {
    const first = await orderFor('Alice');
    const second = await orderFor('Bruno');
    await comment(first.id, 'Un');
    await comment(second.id, 'Deux');
    await comment(first.id, 'Trois');

    const { items, total } = await bell(preparator.token);
    expect(total).toBe(2);
    expect(items.map((item) => [item.order_id, item.order_number, item.patient_name])).toEqual([
      [first.id, first.orderNumber, 'Alice Roux'],
      [second.id, second.orderNumber, 'Bruno Roux'],
    ]);
    // Every preparator sees the same bell: the notification is the team's, not one person's.
    expect(await bell(colleague.token)).toEqual({ items, total });
  });

  it('clears one order’s notification for every preparator, idempotently', async () => {
    const order = await orderFor('Chloé');
    await comment(order.id, 'Question');
    const before = (await bell(preparator.token)).total;

    const cleared = await clear(order.id);
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ success: true, deleted: 1 });
    const again = await clear(order.id, colleague.token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, deleted: 0 });

    const after = await bell(colleague.token);
    expect(after.total).toBe(before - 1);
    expect(after.items.map((item) => item.order_id)).not.toContain(order.id);
  });

  it('counts every notification even past the ones it lists', async () => {
    await t.db.delete(commentNotifications);
    for (let i = 0; i < 52; i++) await comment((await orderFor(`P${i}`)).id, 'Question');
    const { items, total } = await bell(preparator.token);
    expect(total).toBe(52);
    expect(items).toHaveLength(50);
    expect(items[0]?.patient_name).toBe('P51 Roux');
  });
});
