import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { insertEstablishment, insertOrder, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from './orders-test-kit';

// Spec 001 §7 "orders: select with exact count" and §2 'Mes brouillons'.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ListJson = {
  items: Record<string, unknown>[];
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
};
const list = async (token: string, query = '') => {
  const response = await t.request(`/api/orders${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as ListJson;
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/orders', () => {
  it('lists the establishment newest first, 10 a page, with the exact count, never drafts nor other establishments', async () => {
    const own = await insertEstablishment(t.db);
    const other = await insertEstablishment(t.db);
    const me = await signedInUser(t.db, t.config, { role: 'user', establishmentId: own.id });
    const stranger = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: other.id });
    const mine = [];
    for (let i = 0; i < 12; i++) {
      mine.push(
        await insertRegisteredOrder(t.db, {
          establishmentId: own.id,
          createdBy: me.user.id,
          createdAt: minutesAgo(100 - i),
        }),
      );
    }
    await insertOrder(t.db, { establishmentId: own.id, createdBy: me.user.id, patientLastName: 'Brouillon' });
    await insertRegisteredOrder(t.db, { establishmentId: other.id, createdBy: stranger.user.id });

    const first = await list(me.token);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items.map((item) => item.id)).toEqual(
      mine
        .slice(2)
        .reverse()
        .map((order) => order.id),
    );
    expect(first.items[0]).toEqual({
      id: mine[11]?.id,
      order_number: mine[11]?.orderNumber,
      status: 'registered',
      shipping_method: 'pickup',
      patient_first_name: 'Paul',
      patient_last_name: 'Lefèvre',
      created_at: mine[11]?.createdAt.toISOString(),
      pdf_url: null,
      establishment_name: null,
      created_by_name: null,
      remake_reason: null,
      promised_ship_on: null,
      due: null,
      production_label: null,
      at_risk: false,
    });
    const second = await list(me.token, '?page=2');
    expect(second.items.map((item) => item.id)).toEqual([mine[1]?.id, mine[0]?.id]);
    expect(await list(me.token, '?page=3')).toMatchObject({ items: [], total: 12, totalCapped: false });
    expect((await list(stranger.token)).total).toBe(1);
  });

  it('filters by exact status and searches names and number, case-insensitively, % and _ taken literally', async () => {
    const own = await insertEstablishment(t.db);
    const me = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    const base = { establishmentId: own.id, createdBy: me.user.id };
    const dupont = await insertRegisteredOrder(t.db, {
      ...base,
      patientLastName: 'Dupont',
      orderNumber: '2026-00101',
    });
    const shipped = await insertRegisteredOrder(t.db, {
      ...base,
      patientFirstName: 'Élodie',
      status: 'shipped',
      orderNumber: '2026-00102',
    });
    const percent = await insertRegisteredOrder(t.db, {
      ...base,
      patientLastName: '100%_sûr',
      orderNumber: '2026-00203',
    });
    const ids = async (query: string) => (await list(me.token, query)).items.map((item) => item.id).sort();

    expect(await ids('?status=shipped')).toEqual([shipped.id]);
    expect(await ids('?status=all&search=')).toHaveLength(3);
    expect(await ids('?search=DUPO')).toEqual([dupont.id]);
    expect(await ids('?search=élodie')).toEqual([shipped.id]);
    expect(await ids('?search=2026-001')).toEqual([dupont.id, shipped.id].sort());
    expect(await ids('?search=%25_')).toEqual([percent.id]);
    expect(await ids('?search=_')).toEqual([percent.id]);
    expect(await ids('?search=dupont&status=shipped')).toEqual([]);
  });

  it('searches a term written like a number by its start, and still in the names', async () => {
    const own = await insertEstablishment(t.db);
    const me = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    const base = { establishmentId: own.id, createdBy: me.user.id };
    const early = await insertRegisteredOrder(t.db, { ...base, orderNumber: '2026-00401' });
    const later = await insertRegisteredOrder(t.db, { ...base, orderNumber: '2026-01004' });
    const named = await insertRegisteredOrder(t.db, {
      ...base,
      patientLastName: 'Dossier 2026-004',
      orderNumber: '2025-00001',
    });
    const ids = async (query: string) => (await list(me.token, query)).items.map((item) => item.id).sort();

    expect(await ids('?search=2026-004')).toEqual([early.id, named.id].sort());
    expect(await ids('?search=2026-')).toEqual([early.id, later.id, named.id].sort());
    // Not a number's start: anywhere in the number.
    expect(await ids('?search=004')).toEqual([early.id, later.id, named.id].sort());
    expect(await ids('?search=6-010')).toEqual([later.id]);
  });

  it('shows a preparator every establishment, with its name and the creator', async () => {
    const own = await insertEstablishment(t.db, { name: 'Audition Préparée' });
    const creator = await signedInUser(t.db, t.config, {
      role: 'user',
      establishmentId: own.id,
      firstName: 'Léa',
      lastName: 'Roux',
    });
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: own.id,
      createdBy: creator.user.id,
      orderNumber: '2026-77777',
    });
    await insertOrder(t.db, {
      establishmentId: own.id,
      createdBy: creator.user.id,
      patientLastName: 'Brouillon-Préparateur',
    });
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const found = await list(preparator.token, '?search=2026-77777');
    expect(found.items).toEqual([
      expect.objectContaining({
        id: order.id,
        establishment_name: 'Audition Préparée',
        created_by_name: 'Léa Roux',
      }),
    ]);
    expect((await list(preparator.token, '?search=Brouillon-Pr')).total).toBe(0);
  });

  it('counts a search up to 1 000 matches, then answers "more than 1 000" with the pages up to it', async () => {
    const own = await insertEstablishment(t.db);
    const me = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      establishmentId: own.id,
      createdBy: me.user.id,
      status: 'registered' as const,
      patientLastName: 'Nombreux',
      createdAt: minutesAgo(2000 - i),
    }));
    const inserted = await t.db.insert(orders).values(rows).returning({ id: orders.id });
    expect(await list(me.token, '?search=nombreux')).toMatchObject({ total: 1000, totalCapped: true });
    const last = await list(me.token, '?search=nombreux&page=101');
    expect(last.items.map((item) => item.id)).toEqual([inserted[0]?.id]);
    expect(last).toMatchObject({ total: 1000, totalCapped: true });
    // Without a search the total is exact, whatever its size.
    expect(await list(me.token)).toMatchObject({ total: 1001, totalCapped: false });

    await t.db.delete(orders).where(eq(orders.id, inserted[0]?.id ?? ''));
    expect(await list(me.token, '?search=nombreux')).toMatchObject({ total: 1000, totalCapped: false });
    expect(await list(me.token, '?search=nombreux&status=shipped')).toMatchObject({
      items: [],
      total: 0,
      totalCapped: false,
    });
  });

  it("counts a preparator's search the same, whether its term is common among the newest orders or not", async () => {
    // list-orders-total.ts: a term common among the newest orders is counted from the list read
    // newest first, a rarer one through the trigram index; both stop at 1 001.
    const own = await insertEstablishment(t.db);
    const me = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const named = (lastName: string, count: number, minutesBefore: number, status = 'shipped' as const) =>
      Array.from({ length: count }, (_, i) => ({
        establishmentId: own.id,
        createdBy: me.user.id,
        status,
        patientLastName: lastName,
        createdAt: minutesAgo(minutesBefore - i),
      }));
    // Older than everything else in this file: never among the newest orders.
    const rare = await t.db
      .insert(orders)
      .values(named('Xavéria', 1001, 900_000))
      .returning({ id: orders.id });
    const common = await t.db
      .insert(orders)
      .values(named('Quillard', 1001, 1001))
      .returning({ id: orders.id });
    const search = (query: string) => list(preparator.token, query);

    expect(await search('?search=quillard')).toMatchObject({ total: 1000, totalCapped: true });
    expect(await search('?search=QUILL&status=shipped')).toMatchObject({ total: 1000, totalCapped: true });
    expect(await search('?search=xavé')).toMatchObject({ total: 1000, totalCapped: true });
    expect(await search('?search=XAVÉRIA&status=shipped')).toMatchObject({ total: 1000, totalCapped: true });
    // Newest first, up to the cap's last page.
    expect((await search('?search=quillard')).items[0]?.id).toBe(common[1000]?.id);
    expect((await search('?search=quillard&page=101')).items.map((item) => item.id)).toEqual([common[0]?.id]);
    expect((await search('?search=xavéria&page=101')).items.map((item) => item.id)).toEqual([rare[0]?.id]);

    // One fewer: exact, through either path.
    await t.db.delete(orders).where(eq(orders.id, common[0]?.id ?? ''));
    await t.db.delete(orders).where(eq(orders.id, rare[0]?.id ?? ''));
    expect(await search('?search=quillard')).toMatchObject({ total: 1000, totalCapped: false });
    expect(await search('?search=quillard&status=shipped')).toMatchObject({
      total: 1000,
      totalCapped: false,
    });
    expect(await search('?search=xavéria')).toMatchObject({ total: 1000, totalCapped: false });
    expect(await search('?search=quillard&status=registered')).toMatchObject({ total: 0, items: [] });
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, common[500]?.id ?? ''));
    expect(await search('?search=quillard&status=cancelled')).toMatchObject({ total: 1, totalCapped: false });
    expect(await search('?search=quillard&status=shipped')).toMatchObject({ total: 999, totalCapped: false });
  });

  it('answers an empty list to a manager without an establishment', async () => {
    const lonely = await signedInUser(t.db, t.config, { role: 'manager' });
    expect(await list(lonely.token)).toEqual({
      items: [],
      total: 0,
      totalCapped: false,
      page: 1,
      pageSize: 10,
    });
  });
});

describe('GET /api/orders/drafts', () => {
  it("lists the caller's own drafts only, newest first, searched by patient name", async () => {
    const own = await insertEstablishment(t.db);
    const me = await signedInUser(t.db, t.config, { role: 'user', establishmentId: own.id });
    const colleague = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    const older = await insertOrder(t.db, {
      establishmentId: own.id,
      createdBy: me.user.id,
      patientLastName: 'Garnier',
      createdAt: minutesAgo(5),
    });
    const newer = await insertOrder(t.db, {
      establishmentId: own.id,
      createdBy: me.user.id,
      patientFirstName: 'Hugo',
    });
    await insertOrder(t.db, {
      establishmentId: own.id,
      createdBy: colleague.user.id,
      patientLastName: 'Garnier',
    });
    await insertRegisteredOrder(t.db, {
      establishmentId: own.id,
      createdBy: me.user.id,
      patientLastName: 'Garnier',
    });

    const all = (await (await t.request('/api/orders/drafts', { token: me.token })).json()) as ListJson;
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(all.items).toEqual([
      {
        id: newer.id,
        patient_first_name: 'Hugo',
        patient_last_name: '',
        created_at: newer.createdAt.toISOString(),
        updated_at: newer.updatedAt.toISOString(),
      },
      expect.objectContaining({ id: older.id, patient_last_name: 'Garnier' }),
    ]);
    const searched = (await (
      await t.request('/api/orders/drafts?search=garn', { token: me.token })
    ).json()) as ListJson;
    expect(searched.items.map((item) => item.id)).toEqual([older.id]);
  });
});
