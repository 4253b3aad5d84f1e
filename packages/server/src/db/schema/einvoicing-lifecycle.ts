import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishments } from './accounts';

// The lifecycle statuses the lab's PA returns for its invoices and credit notes (decision 147).

export type LifecycleDocumentKind = 'invoice' | 'credit_note';
export type LifecycleSource = 'webhook' | 'search';

/** Every status applied, once per PA flow (flow_id is unique: webhook and search meet here). */
export const einvoicingLifecycleStatuses = pgTable(
  'einvoicing_lifecycle_statuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flowId: text('flow_id').notNull().unique('einvoicing_lifecycle_statuses_flow_id_key'),
    documentKind: text('document_kind').$type<LifecycleDocumentKind>().notNull(),
    // An invoice's or a credit note's id, found by its number (the flow's trackingId).
    documentId: uuid('document_id').notNull(),
    documentNumber: text('document_number').notNull(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    statusCode: integer('status_code').notNull(),
    reasonCode: text('reason_code'),
    reason: text('reason'),
    // The date of the status in the CDAR (its acknowledgement's IssueDateTime).
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    source: text('source').$type<LifecycleSource>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    // « Rejetée », « Refusée », « En litige » ring the préparateurs' bell until one of them clears it.
    alertClearedAt: timestamp('alert_cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('einvoicing_lifecycle_statuses_document_idx').on(t.documentId, t.statusAt),
    index('einvoicing_lifecycle_statuses_code_received_idx').on(t.statusCode, t.receivedAt),
    check('einvoicing_lifecycle_statuses_kind_check', sql`${t.documentKind} in ('invoice', 'credit_note')`),
    check('einvoicing_lifecycle_statuses_source_check', sql`${t.source} in ('webhook', 'search')`),
  ],
);

/** Each document's current status: the latest by the CDAR's date; the invoices list filters on it. */
export const einvoicingDocumentStatuses = pgTable(
  'einvoicing_document_statuses',
  {
    documentId: uuid('document_id').primaryKey(),
    documentKind: text('document_kind').$type<LifecycleDocumentKind>().notNull(),
    statusCode: integer('status_code').notNull(),
    reasonCode: text('reason_code'),
    reason: text('reason'),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    flowId: text('flow_id').notNull(),
  },
  (t) => [index('einvoicing_document_statuses_code_idx').on(t.statusCode, t.documentId)],
);

/** A lifecycle flow not believed (invalid CDAR, unknown document): logged, shown to the lab, never applied. */
export const einvoicingLifecycleAnomalies = pgTable(
  'einvoicing_lifecycle_anomalies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flowId: text('flow_id').notNull().unique('einvoicing_lifecycle_anomalies_flow_id_key'),
    source: text('source').$type<LifecycleSource>().notNull(),
    problem: text('problem').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('einvoicing_lifecycle_anomalies_received_idx').on(t.receivedAt.desc())],
);

/** Where the search fallback stopped: the last `updatedAt` of a lifecycle flow read. */
export const einvoicingLifecycleCursor = pgTable(
  'einvoicing_lifecycle_cursor',
  {
    id: text('id').primaryKey().default('lab'),
    updatedAfter: timestamp('updated_after', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [check('einvoicing_lifecycle_cursor_single_row', sql`${t.id} = 'lab'`)],
);

/** The key the PA signs its webhook calls with (RFC 9421, hmac-sha256), sealed like the token. */
export const einvoicingWebhookKeys = pgTable(
  'einvoicing_webhook_keys',
  {
    id: text('id').primaryKey().default('lab'),
    keyId: text('key_id').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('einvoicing_webhook_keys_single_row', sql`${t.id} = 'lab'`)],
);
