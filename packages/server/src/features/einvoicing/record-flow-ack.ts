import { and, eq, sql } from 'drizzle-orm';
import { einvoicingSubmissions, type FlowAckReason, jobs } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import type { SubmissionRow } from './flow-file';
import type { PaFlow } from './pa-flows';
import { SUBMIT_FLOW_JOB, SUBMIT_FLOW_MAX_ATTEMPTS } from './submit-flow-kind';

const POLL_BASE_MS = 2_000;
const POLL_CAP_MS = 60 * 60_000;

/** The wait before asking again about a Pending flow: 2 s, 4 s, 8 s… capped at an hour. */
export const pollDelayMs = (polls: number): number => Math.min(POLL_BASE_MS * 2 ** polls, POLL_CAP_MS);

/** The reasons of an Error as annex A's AcknowledgementDetail carries them; anything else as text. */
const reasonsOf = (details: unknown): FlowAckReason[] | null => {
  if (!Array.isArray(details) || details.length === 0) return null;
  return details.map((detail: Record<string, unknown>) => ({
    ...(typeof detail.level === 'string' ? { level: detail.level } : {}),
    ...(typeof detail.item === 'string' ? { item: detail.item } : {}),
    reasonCode: String(detail.reasonCode ?? ''),
    reasonMessage: String(detail.reasonMessage ?? ''),
  }));
};

/**
 * Records what the PA said of a flow (decision 146), in one transaction with what follows from it:
 * Ok or Error is final; Pending (or a status the annex does not list) queues the next look at it,
 * later each time. `from` is the state the row must still be in: a second writer changes nothing.
 */
export const recordFlowAck = async (
  deps: Deps,
  submission: SubmissionRow,
  flow: PaFlow,
  from: SubmissionRow['state'],
): Promise<void> => {
  const now = deps.now();
  const status = flow.acknowledgement?.status;
  const final = status === 'Ok' || status === 'Error';
  const polls = from === 'sent' ? submission.polls + 1 : 0;
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(einvoicingSubmissions)
      .set({
        state: status === 'Ok' ? 'ok' : status === 'Error' ? 'error' : 'sent',
        flowId: flow.flowId,
        ackReasons: reasonsOf(flow.acknowledgement?.details),
        polls,
        lastError: null,
        ...(from === 'to_send' ? { sentAt: now } : {}),
        ...(final ? { acknowledgedAt: now } : {}),
        updatedAt: now,
      })
      .where(and(eq(einvoicingSubmissions.id, submission.id), eq(einvoicingSubmissions.state, from)))
      .returning({ id: einvoicingSubmissions.id });
    if (updated.length === 0 || final) return;
    await tx.insert(jobs).values({
      kind: SUBMIT_FLOW_JOB,
      payload: { submissionId: submission.id },
      runAt: new Date(now.getTime() + pollDelayMs(polls)),
      maxAttempts: SUBMIT_FLOW_MAX_ATTEMPTS,
    });
  });
};

/** A flow the PA refused at once (annex A's 400, 413 or 422): final, its error body as the reason. */
export const recordFlowRefused = async (deps: Deps, submission: SubmissionRow, reason: FlowAckReason) => {
  const now = deps.now();
  await deps.db
    .update(einvoicingSubmissions)
    .set({ state: 'error', ackReasons: [reason], acknowledgedAt: now, lastError: null, updatedAt: now })
    .where(and(eq(einvoicingSubmissions.id, submission.id), eq(einvoicingSubmissions.state, 'to_send')));
};

/** A document the directory gives no address for (decision 146): final, never sent. */
export const recordFlowNotTransmitted = async (deps: Deps, submission: SubmissionRow) => {
  const now = deps.now();
  await deps.db
    .update(einvoicingSubmissions)
    .set({ state: 'not_transmitted', acknowledgedAt: now, lastError: null, updatedAt: now })
    .where(and(eq(einvoicingSubmissions.id, submission.id), eq(einvoicingSubmissions.state, 'to_send')));
};

/** A try begins: counted and committed before the POST, so that the next one asks the PA first. */
export const beginFlowTry = async (deps: Deps, submission: SubmissionRow, sha256: string) => {
  const now = deps.now();
  await deps.db
    .update(einvoicingSubmissions)
    .set({
      attempts: sql`${einvoicingSubmissions.attempts} + 1`,
      sha256,
      lastAttemptAt: now,
      updatedAt: now,
    })
    .where(eq(einvoicingSubmissions.id, submission.id));
};

/** Why the last try failed, for the operator (the job retries with its back-off). */
export const recordFlowTryFailed = (deps: Deps, submission: SubmissionRow, message: string) =>
  deps.db
    .update(einvoicingSubmissions)
    .set({ lastError: message.slice(0, 2000), updatedAt: deps.now() })
    .where(eq(einvoicingSubmissions.id, submission.id));
