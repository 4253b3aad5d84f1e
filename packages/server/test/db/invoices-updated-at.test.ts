import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { creditNotes, invoices } from '../../src/db/schema/index';
import { createTestDb } from '../support/create-test-db';
import { insertEstablishment, insertInvoice } from '../support/factories';

// Migration 0028 (decision 138): invoices and credit notes carry their last change, which /api/v1
// walks: the rows already there get the last change they hold, and every change after moves it.

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

const invoiceAt = async (id: string) =>
  (await database.db.select().from(invoices).where(eq(invoices.id, id)))[0]?.updatedAt;
const creditNoteAt = async (id: string) =>
  (await database.db.select().from(creditNotes).where(eq(creditNotes.id, id)))[0]?.updatedAt;

const insertCreditNote = async (invoice: typeof invoices.$inferSelect, issuedAt: Date) => {
  const [note] = await database.db
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
      issuedAt,
    })
    .returning();
  if (!note) throw new Error('credit note not inserted');
  return note;
};

describe('migration 0028: updated_at of invoices and credit notes', () => {
  it('gives the rows already there their last change: issued, paid, or credited', async () => {
    const { id: establishmentId } = await insertEstablishment(database.db);
    const issuedAt = new Date('2021-01-01T00:00:00Z');
    const issued = await insertInvoice(database.db, { establishmentId, issuedAt });
    const paid = await insertInvoice(database.db, {
      establishmentId,
      issuedAt,
      paidStatus: 'paid',
      paidAt: new Date('2021-02-01T00:00:00Z'),
    });
    const credited = await insertInvoice(database.db, {
      establishmentId,
      issuedAt,
      paidStatus: 'paid',
      paidAt: new Date('2021-02-15T00:00:00Z'),
    });
    const note = await insertCreditNote(credited, new Date('2021-03-01T00:00:00Z'));

    // The migration's backfill, from its file, with the triggers it creates after it held off.
    const migration = readFileSync(
      new URL('../../src/db/migrations/0028_invoices_updated_at.sql', import.meta.url),
      'utf8',
    );
    const parts = migration.split('--> statement-breakpoint');
    const first = parts.findIndex((part) => part.includes('DISABLE TRIGGER "invoices_live_event"'));
    const last = parts.findIndex((part) => part.includes('ENABLE TRIGGER "credit_notes_live_event"'));
    expect(first).toBeGreaterThan(0);
    const touch = (how: 'DISABLE' | 'ENABLE') =>
      Promise.all(
        ['invoices', 'credit_notes'].map((table) =>
          database.db.execute(sql.raw(`ALTER TABLE "${table}" ${how} TRIGGER "${table}_touch_updated_at"`)),
        ),
      );
    await touch('DISABLE');
    for (const part of parts.slice(first, last + 1)) await database.db.execute(sql.raw(part));
    await touch('ENABLE');

    expect(await invoiceAt(issued.id)).toEqual(issuedAt);
    expect(await invoiceAt(paid.id)).toEqual(new Date('2021-02-01T00:00:00Z'));
    expect(await invoiceAt(credited.id)).toEqual(new Date('2021-03-01T00:00:00Z'));
    expect(await creditNoteAt(note.id)).toEqual(new Date('2021-03-01T00:00:00Z'));
    // The screens' live events are on again.
    const triggers = await database.db.execute(
      sql`select tgname, tgenabled from pg_trigger where tgname in ('invoices_live_event', 'credit_notes_live_event')`,
    );
    const rows = (triggers as unknown as { rows: { tgenabled: string }[] }).rows;
    expect(rows.map((row) => row.tgenabled)).toEqual(['O', 'O']);
  });

  it('moves on every change of a row, its invoice’s when a credit note is issued, never on an update that changes nothing', async () => {
    const { id: establishmentId } = await insertEstablishment(database.db);
    const invoice = await insertInvoice(database.db, { establishmentId });
    const byId = eq(invoices.id, invoice.id);
    await database.db.update(invoices).set({ paidStatus: 'pending' }).where(byId);
    expect(await invoiceAt(invoice.id)).toEqual(invoice.updatedAt);

    await database.db.update(invoices).set({ pdfUrl: 'invoice_pdfs/f.pdf' }).where(byId);
    const stored = await invoiceAt(invoice.id);
    expect(stored?.getTime()).toBeGreaterThan(invoice.updatedAt.getTime());
    // Whoever writes the row, the instant is the database's: one set by hand does not stay.
    await database.db
      .update(invoices)
      .set({ paidStatus: 'paid', updatedAt: new Date('2000-01-01') })
      .where(byId);
    const paid = await invoiceAt(invoice.id);
    expect(paid?.getTime()).toBeGreaterThan(stored?.getTime() ?? Infinity);

    const note = await insertCreditNote(invoice, new Date());
    expect((await invoiceAt(invoice.id))?.getTime()).toBeGreaterThan(paid?.getTime() ?? Infinity);
    await database.db
      .update(creditNotes)
      .set({ pdfUrl: 'invoice_pdfs/a.pdf' })
      .where(eq(creditNotes.id, note.id));
    expect((await creditNoteAt(note.id))?.getTime()).toBeGreaterThan(note.updatedAt.getTime());
  });
});
