import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const FLOW_SUBMISSION_KINDS = ['invoice', 'credit_note', 'lifecycle_status'] as const;
export type FlowSubmissionKind = (typeof FLOW_SUBMISSION_KINDS)[number];
/**
 * to_send: not yet known to the PA; sent: acknowledged Pending; ok / error: the PA's final answer;
 * not_transmitted: never sent, the directory having no address for the establishment (decision 146).
 */
export const FLOW_SUBMISSION_STATES = ['to_send', 'sent', 'ok', 'error', 'not_transmitted'] as const;
export type FlowSubmissionState = (typeof FLOW_SUBMISSION_STATES)[number];

/** The PA's reasons for an Error, as received (annex A's AcknowledgementDetail, or its error body). */
export type FlowAckReason = { level?: string; item?: string; reasonCode: string; reasonMessage: string };

// Decision 146: every document sent to the lab's PA as a flow, one row per flow, written in the
// transaction that issues the document. The tracking id (the document's number) is unique: a document
// can never be queued twice, and it is how a retry asks the PA whether a first try arrived.
export const einvoicingSubmissions = pgTable(
  'einvoicing_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<FlowSubmissionKind>().notNull(),
    /** The invoice's or credit note's id; for a lifecycle status, the invoice it is about. */
    documentId: uuid('document_id').notNull(),
    trackingId: text('tracking_id').notNull(),
    flowSyntax: text('flow_syntax').notNull(),
    flowProfile: text('flow_profile'),
    processingRule: text('processing_rule').notNull(),
    fileName: text('file_name').notNull(),
    /** A lifecycle status's CDAR, kept here; an invoice's PDF is the stored one (invoice_pdfs). */
    fileXml: text('file_xml'),
    /** The file's SHA-256, set before the first try and never changed (the file never changes). */
    sha256: text('sha256'),
    state: text('state').$type<FlowSubmissionState>().notNull().default('to_send'),
    flowId: text('flow_id'),
    ackReasons: jsonb('ack_reasons').$type<FlowAckReason[]>(),
    /** Tries begun (committed before each POST): above 0 while to_send, ask the PA before sending. */
    attempts: integer('attempts').notNull().default(0),
    /** Polls of the acknowledgement while Pending. */
    polls: integer('polls').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('einvoicing_submissions_tracking_id_key').on(t.trackingId),
    index('einvoicing_submissions_document_idx').on(t.documentId),
    check(
      'einvoicing_submissions_kind_check',
      sql`${t.kind} in ('invoice', 'credit_note', 'lifecycle_status')`,
    ),
    check(
      'einvoicing_submissions_state_check',
      sql`${t.state} in ('to_send', 'sent', 'ok', 'error', 'not_transmitted')`,
    ),
  ],
);
