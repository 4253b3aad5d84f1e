import type { FlowReasonJson, FlowState } from '@conque/domain/einvoicing/flow-status';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A document's flow to the PA, for the lists that show it (decision 146): its state and the PA's
 * reasons, or null when it was never queued. The lists are the préparateurs' and the establishment's
 * managers' (invoices.list): whoever sees the document sees its flow.
 */
export const documentFlowSql = (kind: 'invoice' | 'credit_note', documentId: AnyPgColumn | SQL) =>
  sql<{ state: FlowState; reasons: FlowReasonJson[] | null } | null>`(select json_build_object(
      'state', s.state, 'reasons', s.ack_reasons)
    from einvoicing_submissions s where s.kind = ${kind} and s.document_id = ${documentId})`;
