import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { FlowSubmissionKind } from '../../db/schema/index';
import { SUBMIT_FLOW_JOB, SUBMIT_FLOW_MAX_ATTEMPTS } from './submit-flow-kind';

/**
 * A document to send to the lab's PA as a flow (decision 146). Its tracking id is unique among all
 * flows Conque sends: an invoice's or credit note's number; for a lifecycle status, one the caller
 * makes unique (the invoice's number and the status code). A lifecycle status brings its CDAR.
 */
export type FlowSubmission =
  | { kind: Exclude<FlowSubmissionKind, 'lifecycle_status'>; documentId: string; trackingId: string }
  | {
      kind: 'lifecycle_status';
      /** The invoice the status is about. */
      documentId: string;
      trackingId: string;
      cdar: { xml: string; fileName: string };
    };

/**
 * Each flow's flowInfo as Conque fills it (decision 146 lists every field and why): a Factur-X
 * PDF/A-3 of the EN 16931 profile (annex A's « CIUS »), domestic B2B e-invoicing; a CDAR needs no
 * processing rule (« NotApplicable », XP Z12-013 table 2).
 */
const flowInfoOf = (submission: FlowSubmission) => {
  switch (submission.kind) {
    case 'invoice':
      return {
        flowSyntax: 'Factur-X',
        flowProfile: 'CIUS',
        processingRule: 'B2B',
        fileName: `facture_${submission.trackingId}.pdf`,
        fileXml: null,
      };
    case 'credit_note':
      return {
        flowSyntax: 'Factur-X',
        flowProfile: 'CIUS',
        processingRule: 'B2B',
        fileName: `avoir_${submission.trackingId}.pdf`,
        fileXml: null,
      };
    case 'lifecycle_status':
      return {
        flowSyntax: 'CDAR',
        flowProfile: null,
        processingRule: 'NotApplicable',
        fileName: submission.cdar.fileName,
        fileXml: submission.cdar.xml,
      };
  }
};

/**
 * Queues flows in the caller's transaction, the one that issues their documents: one row each in
 * einvoicing_submissions and one job each, or nothing for a tracking id already queued (its row is
 * unique), so a document is never queued twice. The caller checks the switch first
 * (isEinvoicingOn, in the same transaction). Answers how many were queued.
 */
export const enqueueFlowSubmissions = async (tx: Tx, submissions: FlowSubmission[]): Promise<number> => {
  if (submissions.length === 0) return 0;
  const rows = submissions.map((submission) => ({
    kind: submission.kind,
    document_id: submission.documentId,
    tracking_id: submission.trackingId,
    ...flowInfoOf(submission),
  }));
  const result = await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(kind text, document_id uuid,
        tracking_id text, "flowSyntax" text, "flowProfile" text, "processingRule" text, "fileName" text,
        "fileXml" text)
    ), queued as (
      insert into einvoicing_submissions (kind, document_id, tracking_id, flow_syntax, flow_profile,
        processing_rule, file_name, file_xml)
      select kind, document_id, tracking_id, "flowSyntax", "flowProfile", "processingRule", "fileName", "fileXml"
      from input
      on conflict (tracking_id) do nothing
      returning id
    ), job as (
      insert into jobs (kind, payload, max_attempts)
      select ${SUBMIT_FLOW_JOB}, jsonb_build_object('submissionId', queued.id), ${SUBMIT_FLOW_MAX_ATTEMPTS}::int
      from queued
    )
    select count(*)::int as queued from queued`);
  return (result as unknown as { rows: { queued: number }[] }).rows[0]?.queued ?? 0;
};

/** One flow: see enqueueFlowSubmissions. Answers whether it was queued (false: already there). */
export const enqueueFlowSubmission = async (tx: Tx, submission: FlowSubmission): Promise<boolean> =>
  (await enqueueFlowSubmissions(tx, [submission])) === 1;
