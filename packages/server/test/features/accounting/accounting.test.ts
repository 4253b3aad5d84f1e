import { sirenOf } from '@conque/domain/shared/siret';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices } from '../../../src/db/schema/index';
import { FEC_COLUMNS, SALES_JOURNAL_COLUMNS } from '../../../src/features/accounting/export-sales-entries';
import { issueCreditNote } from '../../../src/features/credit-notes/issue-credit-note';
import { generateMonthlyInvoices } from '../../../src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../../../src/features/invoices/invoice-establishment';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { depsAt, insertShippedOrder } from '../invoices/invoices-test-kit';

// The sales entries of real invoices (the monthly run) and a real credit note, as
// a FEC file and a « Journal des ventes »: debits equal credits for every entry, totals equal the
// documents', and only a preparator may export them.

let t: TestApp;
let lab: { token: string; profile: { id: string } };
const made: { invoiceIds: string[]; creditNoteId?: string } = { invoiceIds: [] };
beforeAll(async () => {
  t = await createTestApp();
  lab = await signedInUser(t.db, t.config, { role: 'preparator' });
  const shippedAt = new Date('2030-10-15T10:00:00Z');
  for (const name of ['Audition Rhône', 'Centre Auditif\tdes Alpes']) {
    const establishment = await insertEstablishment(t.db, { name });
    const manager = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const by = { establishmentId: establishment.id, createdBy: manager.profile.id };
    const leader = await insertShippedOrder(t.db, { ...by, shippedAt });
    await insertShippedOrder(t.db, { ...by, shippedAt, sharedShippingGroup: leader.id });
    await insertShippedOrder(t.db, { ...by, shippedAt, shippingMethod: 'pickup' });
  }
  await generateMonthlyInvoices(depsAt(t, new Date('2030-11-01T07:00:00Z')), {
    month: '2030-10',
    actor: SYSTEM_ACTOR,
  });
  made.invoiceIds = (await t.db.select({ id: invoices.id }).from(invoices)).map((row) => row.id);
  const credited = await issueCreditNote(
    depsAt(t, new Date('2030-11-20T09:00:00Z')),
    { id: lab.profile.id, role: 'preparator', establishmentId: null },
    made.invoiceIds[0] as string,
    { reason: 'Erreur de tarif' },
  );
  made.creditNoteId = credited.id;
});
afterAll(() => t.close());

const cents = (amount: string) => Math.round(Number(amount.replace(',', '.') || '0') * 100);
const exportOf = (query: string, token: string | null = lab.token) =>
  t.request(`/api/accounting/sales-entries?${query}`, { token: token ?? undefined });

describe('GET /api/accounting/sales-entries', () => {
  it('writes the month as a FEC file: 18 columns, one balanced entry per document, totals as issued', async () => {
    const response = await exportOf('period=2030-11&format=fec');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${sirenOf(t.config.organisation.siret)}FEC20301130.txt"`,
    );
    const [header, ...records] = (await response.text()).split('\r\n').filter(Boolean);
    expect(header).toBe(FEC_COLUMNS.join('\t'));
    const rows = records.map((record) => record.split('\t'));
    expect(rows.every((row) => row.length === 18)).toBe(true);
    // An entry by its piece, the document's number; its lines share one entry number (decision 137).
    const byEntry = new Map<string, string[][]>();
    for (const row of rows) byEntry.set(row[8] as string, [...(byEntry.get(row[8] as string) ?? []), row]);
    expect([...byEntry.values()].map((lines) => new Set(lines.map((row) => row[2])).size)).toEqual(
      [...byEntry.keys()].map(() => 1),
    );
    const issued = await t.db.select().from(invoices).where(inArray(invoices.id, made.invoiceIds));
    const [note] = await t.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, made.creditNoteId as string));
    expect([...byEntry.keys()].sort()).toEqual([...issued.map((i) => i.number), note?.number].sort());
    for (const [number, lines] of byEntry) {
      const debit = lines.reduce((sum, row) => sum + cents(row[11] as string), 0);
      const credit = lines.reduce((sum, row) => sum + cents(row[12] as string), 0);
      expect({ number, debit }).toEqual({ number, debit: credit });
      const document = issued.find((invoice) => invoice.number === number) ?? note;
      // The client's line carries the document's total with tax, on the debit for an invoice.
      const client = lines.find((row) => row[4] === '411000');
      expect(cents(client?.[number.startsWith('F') ? 11 : 12] ?? '')).toBe(document?.totalTtc);
      expect(client?.[6]).toMatch(/^C\d{9}$/);
      expect(lines.every((row) => /^2030110[1-9]|^203011[0-3]\d$/.test(row[3] as string))).toBe(true);
    }
    // A tab in a name never splits a field.
    expect(rows.some((row) => row[7] === 'Centre Auditif des Alpes')).toBe(true);
  });

  it('writes the year as a « Journal des ventes » for Excel in French, the same entries', async () => {
    const fec = (await (await exportOf('period=2030&format=fec')).text()).split('\r\n').filter(Boolean);
    const response = await exportOf('period=2030&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="journal-des-ventes-2030.csv"',
    );
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header).toBe(SALES_JOURNAL_COLUMNS.join(';'));
    expect(rows).toHaveLength(fec.length - 1);
    expect(rows[0]).toMatch(/^VT;01\/11\/2030;F-2030-\d{5};411000;C\d{9};/);
  });

  it('writes the header alone for a period without documents', async () => {
    const response = await exportOf('period=2029-02&format=fec');
    expect((await response.text()).split('\r\n').filter(Boolean)).toEqual([FEC_COLUMNS.join('\t')]);
  });

  it.each([
    ['period=2030-13&format=fec', 'Période : Choisissez un mois (AAAA-MM) ou une année (AAAA).'],
    ['period=2030-11&format=pdf', 'Format : Le format vaut fec ou csv.'],
    ['format=fec', 'Période : Ce champ est obligatoire'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await exportOf(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it.each(['manager', 'user', 'viewer'] as const)(
    'refuses a %s (403), of any establishment',
    async (role) => {
      const establishment = await insertEstablishment(t.db);
      const { token } = await signedInUser(t.db, t.config, { role, establishmentId: establishment.id });
      expect((await exportOf('period=2030-11&format=fec', token)).status).toBe(403);
    },
  );

  it('answers 401 without a session', async () => {
    expect((await exportOf('period=2030-11&format=fec', null)).status).toBe(401);
  });
});
