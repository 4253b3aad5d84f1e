import type { InvoiceBuyer } from '@conque/domain/invoices/invoice-buyer';
import type { InvoiceLine } from '@conque/domain/invoices/invoice-line';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { establishments } from './accounts';

export const INVOICE_PAID_STATUSES = ['pending', 'paid'] as const;
export type InvoicePaidStatus = (typeof INVOICE_PAID_STATUSES)[number];

// docs/design.md §5.11: one invoice a month per establishment. The unique (establishment, month) pair makes
// a second run of the month invoice nothing twice, even when two server processes race.
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique('invoices_number_key'),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    establishmentSnapshot: jsonb('establishment_snapshot').$type<InvoiceBuyer>().notNull(),
    /** The invoiced month, 'YYYY-MM' in Europe/Paris time. */
    month: text('month').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    // Integer cents.
    totalHt: integer('total_ht').notNull(),
    totalTva: integer('total_tva').notNull(),
    totalTtc: integer('total_ttc').notNull(),
    paidStatus: text('paid_status').$type<InvoicePaidStatus>().notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // `invoice_pdfs/<key>`, like orders.pdf_url; null until the PDF job has run.
    pdfUrl: text('pdf_url'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Decision 138: its last change (paid, its PDF stored, a credit note issued on it), kept by the
    // triggers of migration 0028, for /api/v1's walk; the (establishment,) updated_at, id indexes
    // serve it as the orders' serve theirs.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_establishment_month_key').on(t.establishmentId, t.month),
    index('invoices_created_at_idx').on(t.createdAt.desc()),
    index('invoices_updated_idx').on(t.updatedAt, t.id),
    index('invoices_establishment_updated_idx').on(t.establishmentId, t.updatedAt, t.id),
    check('invoices_paid_status_check', sql`${t.paidStatus} in ('pending', 'paid')`),
  ],
);

// docs/design.md §5.11: F-2026-00001, sequential within the year with no gap: the counter row is taken in
// the transaction that inserts the invoice, so a rolled-back run gives its numbers back.
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

// A credit note cancels an invoice wholly or for some of its orders. It copies the
// credited orders' lines from the invoice as issued; its totals are those lines' (VAT per rate).
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique('credit_notes_number_key'),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    // The buyer as the invoice printed it.
    establishmentSnapshot: jsonb('establishment_snapshot').$type<InvoiceBuyer>().notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    // Integer cents, positive: the amounts the credit note gives back.
    totalHt: integer('total_ht').notNull(),
    totalTva: integer('total_tva').notNull(),
    totalTtc: integer('total_ttc').notNull(),
    // `invoice_pdfs/<key>`, in the invoices' bucket; null until the PDF job has run.
    pdfUrl: text('pdf_url'),
    issuedBy: uuid('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Decision 138: its last change (its PDF stored), kept by migration 0028's trigger.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_notes_invoice_id_idx').on(t.invoiceId),
    index('credit_notes_updated_idx').on(t.updatedAt, t.id),
    index('credit_notes_establishment_updated_idx').on(t.establishmentId, t.updatedAt, t.id),
    index('credit_notes_establishment_id_created_at_idx').on(t.establishmentId, t.createdAt.desc()),
    index('credit_notes_created_at_idx').on(t.createdAt.desc()),
  ],
);

// A-2026-00001: gapless within the year like the invoices, on a counter of their own.
export const creditNoteNumberCounters = pgTable('credit_note_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
