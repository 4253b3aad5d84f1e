import type { PendingFlowJson, PendingFlowsJson } from '@conque/domain/einvoicing/flow-status';
import { type Actor, can } from '@conque/domain/permissions/can';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { SUBMIT_FLOW_JOB } from './submit-flow-kind';

export const PENDING_FLOWS_SHOWN = 50;

type Row = {
  id: string;
  kind: PendingFlowJson['kind'];
  tracking_id: string;
  tries: number | string;
  created_at: Date | string;
  last_error: string;
  next_try_at: Date | string | null;
  total: number | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Decision 146: the flows waiting for the PA after a failed try, oldest first, with why and when
 * the job tries again (its live job's run_at; none once it stopped). A flow is taken off the list
 * by its next success, whatever sent it.
 */
export const listPendingFlows = async (deps: Deps, actor: Actor): Promise<PendingFlowsJson> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  const result = await deps.db.execute(sql`
    select s.id, s.kind, s.tracking_id, s.created_at, s.last_error,
      (select coalesce(sum(j.attempts), 0) from jobs j
        where j.kind = ${SUBMIT_FLOW_JOB} and j.payload->>'submissionId' = s.id::text) as tries,
      (select min(j.run_at) from jobs j
        where j.kind = ${SUBMIT_FLOW_JOB} and j.payload->>'submissionId' = s.id::text
          and j.done_at is null and j.failed_at is null) as next_try_at,
      count(*) over () as total
    from einvoicing_submissions s
    where s.state in ('to_send', 'sent') and s.last_error is not null
    order by s.created_at, s.tracking_id
    limit ${PENDING_FLOWS_SHOWN}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      tracking_id: row.tracking_id,
      tries: Number(row.tries),
      since: iso(row.created_at),
      last_error: row.last_error,
      next_try_at: row.next_try_at === null ? null : iso(row.next_try_at),
    })),
  };
};
