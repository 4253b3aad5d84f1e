import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment, insertUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { invoiceOrder, setting } from './order-status-test-kit';

// Spec 001 §4 and §9: "grouping with another shipped order of the same establishment (up to 5
// other shipped orders listed)"; docs/design.md §5.9: a group holds at most 3.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Candidates = { items: { id: string; leader_id: string; group_size: number; group_full: boolean }[] };

const candidatesOf = async (token: string, orderId: string) => {
  const response = await t.request(`/api/orders/${orderId}/grouping-candidates`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Candidates;
};

describe('GET /api/orders/:id/grouping-candidates', () => {
  it('lists the 5 newest shipped, un-invoiced orders of the establishment and delivery mode', async () => {
    const s = await setting(t);
    const order = await s.order({ status: 'in_progress' });
    const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9));
    const shipped = [];
    for (let n = 1; n <= 6; n++)
      shipped.push(await s.shipped({ shippedAt: day(n), patientLastName: `P${n}` }));
    // None of these is offered.
    await s.shipped({ shippedAt: day(20), shippingMethod: 'express' });
    await s.order({ status: 'in_progress' });
    const invoiced = await s.shipped({ shippedAt: day(21) });
    await invoiceOrder(t, invoiced.id);
    const other = await insertEstablishment(t.db);
    const { profile } = await insertUser(t.db, { establishmentId: other.id });
    await s.shipped({ establishmentId: other.id, createdBy: profile.id, shippedAt: day(22) });

    const { items } = await candidatesOf(s.preparator.token, order.id);
    expect(items.map((item) => item.id)).toEqual(
      shipped
        .slice(1)
        .reverse()
        .map((o) => o.id),
    );
    expect(items[0]).toMatchObject({
      order_number: shipped[5]?.orderNumber,
      patient_first_name: 'Paul',
      patient_last_name: 'P6',
      shipped_at: day(6).toISOString(),
      group_size: 1,
      group_full: false,
    });
  });

  it("tells each group's size, marks full groups, and leaves out the order's own followers", async () => {
    const s = await setting(t);
    const full = await s.shipped();
    await s.shipped({ sharedShippingGroup: full.id });
    await s.shipped({ sharedShippingGroup: full.id });
    const order = await s.shipped();
    const mine = await s.shipped({ sharedShippingGroup: order.id });

    const { items } = await candidatesOf(s.preparator.token, order.id);
    const ids = items.map((item) => item.id);
    expect(ids).not.toContain(order.id);
    expect(ids).not.toContain(mine.id);
    expect(items.find((item) => item.id === full.id)).toMatchObject({
      leader_id: full.id,
      group_size: 3,
      group_full: true,
    });
    for (const item of items) expect(item.leader_id).toBe(full.id);
  });

  it('counts a group without the order itself: its own group is not full because of it', async () => {
    const s = await setting(t);
    const leader = await s.shipped();
    await s.shipped({ sharedShippingGroup: leader.id });
    const order = await s.shipped({ sharedShippingGroup: leader.id });
    const { items } = await candidatesOf(s.preparator.token, order.id);
    expect(items.find((item) => item.id === leader.id)).toMatchObject({ group_size: 2, group_full: false });
  });
});
