import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import {
  apiCreditNoteNumberedPageSchema,
  apiCreditNotePageSchema,
  apiInvoiceNumberedPageSchema,
  apiInvoicePageSchema,
} from '@conque/domain/public-api/v1-invoice-schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices } from '../../src/db/schema/index';
import { insertShippedOrder } from '../features/invoices/invoices-test-kit';
import { insertEstablishment, insertInvoice, signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Decision 138: invoices and credit notes are read by the orders' grammar (decision 126): oldest
// change first, `cursor`, `updated_since`, `limit`, filters; `page` still answers as before.

let t: TestApp;
let preparator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
});
afterAll(() => t.close());

const keyFor = async (token: string) => {
  const response = await t.request('/api/api-keys', {
    token,
    body: { name: 'Logiciel comptable', scopes: ['invoices:read'] },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as CreatedApiKey).secret;
};

const get = async (key: string, path: string) => {
  const response = await t.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

/** Every page of a list from `start`, following `next_cursor`; `query` is every page's. */
const walk = async (
  key: string,
  list: '/invoices' | '/credit-notes',
  query: string,
  start?: string | null,
) => {
  const pages = [];
  let cursor: string | null = start ?? null;
  do {
    const { status, json } = await get(key, `${list}?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(status).toBe(200);
    const page = apiInvoicePageSchema.or(apiCreditNotePageSchema).parse(json);
    pages.push(page.items);
    cursor = page.next_cursor;
  } while (cursor && pages.length < 20);
  return pages;
};

const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

// Microseconds, which a JavaScript date would round off: the cursor must keep them.
const changedAt = (instant: number) =>
  sql`${new Date(instant).toISOString()}::timestamptz + interval '0.000456 second'`;

/** One establishment's five invoices changed a second apart (the last paid, the third with an order), and another's. */
const scene = async () => {
  const own = await insertEstablishment(t.db);
  const other = await insertEstablishment(t.db);
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
  const order = await insertShippedOrder(t.db, {
    establishmentId: own.id,
    createdBy: manager.user.id,
    shippedAt: new Date('2021-02-10T10:00:00Z'),
  });
  const line = {
    orderId: order.id,
    orderNumber: order.orderNumber ?? '',
    patientName: 'Jeanne Moreau',
    label: 'Embout',
    quantity: 1,
    totalHT: 4600,
    vatRate: 'products' as const,
  };
  const base = Date.parse('2021-03-01T08:00:00.123Z');
  const made = [];
  for (let index = 0; index < 5; index++) {
    made.push(
      await insertInvoice(t.db, {
        establishmentId: own.id,
        paidStatus: index === 4 ? 'paid' : 'pending',
        updatedAt: changedAt(base + index * 1000),
        ...(index === 2 ? { lines: [line], orderIds: [order.id] } : {}),
      } as never),
    );
  }
  await insertInvoice(t.db, { establishmentId: other.id });
  return { own, manager, made, base, key: await keyFor(manager.token) };
};

const insertCreditNote = async (invoice: typeof invoices.$inferSelect, values: object) => {
  const [note] = await t.db
    .insert(creditNotes)
    .values({
      number: `A-2021-${Math.random().toString().slice(2, 12)}`,
      invoiceId: invoice.id,
      establishmentId: invoice.establishmentId,
      establishmentSnapshot: invoice.establishmentSnapshot,
      reason: 'Erreur',
      lines: [],
      totalHt: 0,
      totalTva: 0,
      totalTtc: 0,
      issuedAt: new Date('2021-04-01T00:00:00Z'),
      ...values,
    })
    .returning();
  if (!note) throw new Error('credit note not inserted');
  return note;
};

const pay = async (invoiceId: string) => {
  const response = await t.request('/api/rpc/update_invoice_payment_status', {
    token: preparator.token,
    body: { invoice_id: invoiceId, new_paid_status: 'paid' },
  });
  expect(response.status).toBe(200);
};

describe('GET /api/v1/invoices and /credit-notes by cursor', () => {
  it('walks the establishment’s invoices by pages, oldest change first, losing none', async () => {
    const { made, base, key } = await scene();
    const pages = await walk(key, '/invoices', 'limit=2');
    expect(pages.map((items) => items.length)).toEqual([2, 2, 1]);
    expect(idsOf(pages.flat())).toEqual(idsOf(made));
    // Written as JavaScript writes an instant (UTC, milliseconds), as the orders' `updated_at`.
    expect(pages[0]?.[0]).toMatchObject({ id: made[0]?.id, updated_at: new Date(base).toISOString() });
  });

  it('walks the establishment’s credit notes the same way', async () => {
    const { made, key } = await scene();
    const base = Date.parse('2021-05-01T08:00:00.123Z');
    const notes = [];
    for (const [index, invoice] of made.slice(0, 3).entries()) {
      notes.push(await insertCreditNote(invoice, { updatedAt: changedAt(base + index) }));
    }
    const pages = await walk(key, '/credit-notes', 'limit=2');
    expect(pages.map((items) => items.length)).toEqual([2, 1]);
    expect(idsOf(pages.flat())).toEqual(idsOf(notes));
    const [first] = apiCreditNotePageSchema.parse((await get(key, '/credit-notes?limit=1')).json).items;
    expect(first).toMatchObject({
      number: notes[0]?.number,
      invoice_number: made[0]?.number,
      updated_at: new Date(base).toISOString(),
    });
  });

  it('gives with updated_since what changed after a first sync: an invoice paid, its PDF stored, credited', async () => {
    const { own, made, key } = await scene();
    const [paid, stored, credited, , last] = made;
    if (!paid || !stored || !credited || !last) throw new Error('no invoices');
    const first = (await walk(key, '/invoices', 'limit=100')).flat();
    expect(first.at(-1)?.id).toBe(last.id);
    const since = encodeURIComponent(first.at(-1)?.updated_at ?? '');

    await pay(paid.id);
    // What the PDF job writes (store-invoice-pdf.ts).
    await t.db
      .update(invoices)
      .set({ pdfUrl: `invoice_pdfs/${own.id}/f.pdf` })
      .where(eq(invoices.id, stored.id));
    const issued = await t.request(`/api/invoices/${credited.id}/credit-notes`, {
      token: preparator.token,
      body: { reason: 'Erreur de teinte' },
    });
    expect(issued.status).toBe(201);

    const next = apiInvoicePageSchema.parse((await get(key, `/invoices?updated_since=${since}`)).json);
    // The instant is inclusive (and to the millisecond): the last invoice read comes again.
    expect(idsOf(next.items)).toEqual([last.id, paid.id, stored.id, credited.id]);
    expect(next.next_cursor).toBeNull();
    const byId = new Map(next.items.map((item) => [item.id, item]));
    expect(byId.get(paid.id)?.paid_status).toBe('paid');
    expect(byId.get(stored.id)?.pdf_url).toBe(`invoice_pdfs/${own.id}/f.pdf`);
    const notes = apiCreditNotePageSchema.parse(
      (await get(key, `/credit-notes?updated_since=${since}`)).json,
    );
    expect(notes.items.map((note) => note.invoice_id)).toEqual([credited.id]);
    expect(byId.get(credited.id)?.credited_ttc).toBe(notes.items[0]?.total_ttc);
    expect(byId.get(credited.id)?.credited_ttc).toBeGreaterThan(0);
  });

  it('reads an invoice changed while a client pages again at the end of its walk, never losing one', async () => {
    const { made, key } = await scene();
    const [first, , , fourth] = made;
    if (!first || !fourth) throw new Error('no invoices');
    const page = apiInvoicePageSchema.parse((await get(key, '/invoices?limit=2')).json);
    // One invoice already read and one not yet read change between two pages.
    await pay(first.id);
    await pay(fourth.id);
    const rest = await walk(key, '/invoices', 'limit=2', page.next_cursor);
    expect(idsOf([...page.items, ...rest.flat()])).toEqual(
      idsOf([made[0], made[1], made[2], made[4], made[0], made[3]] as { id: string }[]),
    );
  });

  it('filters invoices by paid_status, one or both, with the cursor', async () => {
    const { made, key } = await scene();
    const only = async (query: string) => idsOf((await walk(key, '/invoices', query)).flat());
    expect(await only('paid_status=paid')).toEqual([made[4]?.id]);
    expect(await only('paid_status=pending&limit=3')).toEqual(idsOf(made.slice(0, 4)));
    expect(await only('paid_status=pending,paid&limit=2')).toEqual(idsOf(made));
  });

  it('pages 50 by default, 1 to 100 with limit', async () => {
    const own = await insertEstablishment(t.db);
    const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    for (let index = 0; index < 51; index++) await insertInvoice(t.db, { establishmentId: own.id });
    const key = await keyFor(manager.token);
    const byDefault = apiInvoicePageSchema.parse(
      (await get(key, '/invoices?updated_since=2000-01-01T00:00:00Z')).json,
    );
    expect(byDefault.items).toHaveLength(50);
    // Without any parameter, the first answer (decision 138): 10 newest, with the count.
    const bare = apiInvoiceNumberedPageSchema.parse((await get(key, '/invoices')).json);
    expect([bare.items.length, bare.total, bare.page, bare.pageSize]).toEqual([10, 51, 1, 10]);
    expect(byDefault.next_cursor).not.toBeNull();
    const most = apiInvoicePageSchema.parse((await get(key, '/invoices?limit=100')).json);
    expect(most.items).toHaveLength(51);
    expect(most.next_cursor).toBeNull();
    expect(apiInvoicePageSchema.parse((await get(key, '/invoices?limit=1')).json).items).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad cursor, date, limit or status, and for page with them', async () => {
    const { key } = await scene();
    const uuid = '7b0c9f4e-2a61-4b5e-9d0f-3c1e8a7b6d54';
    const cases: [string, string, string][] = [
      ['/invoices?paid_status=late', 'paid_status', 'Statut de paiement : Statut de paiement inconnu'],
      ['/invoices?updated_since=hier', 'updated_since', 'Modifiées depuis : Date invalide'],
      [
        '/credit-notes?updated_since=2026-13-01T00:00:00Z',
        'updated_since',
        'Modifiées depuis : Date invalide',
      ],
      ['/invoices?limit=0', 'limit', 'Nombre par page : Au moins 1'],
      ['/credit-notes?limit=101', 'limit', 'Nombre par page : Au plus 100'],
      ['/invoices?limit=2.5', 'limit', 'Nombre par page : Nombre entier attendu'],
      ['/invoices?cursor=bm9uc2Vuc2U', 'cursor', 'Curseur : curseur invalide'],
      ['/credit-notes?cursor=bm9uc2Vuc2U', 'cursor', 'Curseur : curseur invalide'],
      ['/invoices?cursor=a+b', 'cursor', 'Curseur : Curseur invalide'],
      // A date JavaScript reads but PostgreSQL would refuse; an id that is not a uuid.
      [
        `/invoices?cursor=${Buffer.from(`1|${uuid}`).toString('base64url')}`,
        'cursor',
        'Curseur : curseur invalide',
      ],
      [
        `/credit-notes?cursor=${Buffer.from('2026-11-26 20:30:00.123456+00|pas-un-id').toString('base64url')}`,
        'cursor',
        'Curseur : curseur invalide',
      ],
      ['/invoices?page=2&limit=5', 'page', 'Page : '],
      ['/credit-notes?page=1&updated_since=2026-01-01T00:00:00Z', 'page', 'Page : '],
      ['/credit-notes?paid_status=paid', '', 'Champ inconnu : paid_status'],
      ['/invoices?status=paid', '', 'Champ inconnu : status'],
    ];
    for (const [path, field, message] of cases) {
      const { status, json } = await get(key, path);
      const error = json.error as { code: string; message: string; field?: string };
      expect({ status, code: error?.code, field: error?.field ?? '' }, path).toEqual({
        status: 400,
        code: 'bad_request',
        field,
      });
      expect(error.message, path).toContain(message);
    }
  });
});

describe('GET /api/v1/invoices and /credit-notes with page (deprecated)', () => {
  it('answers as before: newest first, pages of 10, with the count', async () => {
    const { made, key } = await scene();
    const [first] = made;
    if (!first) throw new Error('no invoices');
    const note = await insertCreditNote(first, {});
    const invoicesPage = apiInvoiceNumberedPageSchema.parse((await get(key, '/invoices?page=1')).json);
    expect(invoicesPage).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(idsOf(invoicesPage.items)).toEqual(idsOf([...made].reverse()));
    expect(invoicesPage.items[0]).not.toHaveProperty('updated_at');
    expect(apiInvoiceNumberedPageSchema.parse((await get(key, '/invoices?page=2')).json).items).toEqual([]);
    const notesPage = apiCreditNoteNumberedPageSchema.parse((await get(key, '/credit-notes?page=1')).json);
    expect(notesPage).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(idsOf(notesPage.items)).toEqual([note.id]);
  });
});
