import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertInvoice } from './invoices-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { items: { number: string; establishment_name: string; paid_status: string }[]; total: number };
const list = async (token: string, query = '') => {
  const response = await t.request(`/api/invoices${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};

describe('GET /api/invoices (spec 001 §2, §7, §9)', () => {
  it('pages of 10, newest first; a manager sees its own, a preparator every establishment', async () => {
    const own = await insertEstablishment(t.db);
    const other = await insertEstablishment(t.db);
    const base = Date.parse('2031-01-01T00:00:00Z');
    const made = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await insertInvoice(t.db, {
          establishmentId: own.id,
          name: 'Audition Lumière',
          createdAt: new Date(base + i * 60_000),
        }),
      );
    }
    await insertInvoice(t.db, {
      establishmentId: other.id,
      name: 'Ouïe Fine',
      createdAt: new Date(base + 99 * 60_000),
    });
    const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    const first = await list(manager.token);
    expect(first.total).toBe(12);
    expect(first.items.map((item) => item.number)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((invoice) => invoice.number),
    );
    const second = await list(manager.token, '?page=2');
    expect(second.items.map((item) => item.number)).toEqual([made[1]?.number, made[0]?.number]);

    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const all = await list(preparator.token);
    expect(all.total).toBe(13);
    expect(all.items[0]).toMatchObject({ establishment_name: 'Ouïe Fine', paid_status: 'pending' });
  });

  it('searches the number or the establishment name, case-insensitively, and takes % literally', async () => {
    const establishment = await insertEstablishment(t.db);
    const invoice = await insertInvoice(t.db, {
      establishmentId: establishment.id,
      name: 'Centre Auditif Bellecour',
    });
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    expect((await list(preparator.token, '?search=bellecour')).items.map((i) => i.number)).toEqual([
      invoice.number,
    ]);
    expect(
      (await list(preparator.token, `?search=${invoice.number.slice(-5)}`)).items.map((i) => i.number),
    ).toEqual([invoice.number]);
    expect((await list(preparator.token, '?search=%25')).total).toBe(0);
    expect((await list(preparator.token, '?search=&page=')).total).toBeGreaterThan(0);
  });

  it('the paid toggle goes both ways and keeps when it was paid', async () => {
    const establishment = await insertEstablishment(t.db);
    const invoice = await insertInvoice(t.db, { establishmentId: establishment.id });
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const toggle = async (status: string) =>
      (await t
        .request('/api/rpc/update_invoice_payment_status', {
          body: { invoice_id: invoice.id, new_paid_status: status },
          token: preparator.token,
        })
        .then((r) => r.json())) as { paid_status: string; paid_at: string | null };
    const paid = await toggle('paid');
    expect(paid).toMatchObject({ paid_status: 'paid', paid_at: expect.any(String) });
    expect((await toggle('paid')).paid_at).toBe(paid.paid_at);
    expect(await toggle('pending')).toMatchObject({ paid_status: 'pending', paid_at: null });
  });
});
