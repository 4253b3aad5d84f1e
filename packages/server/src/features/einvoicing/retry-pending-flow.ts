import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { einvoicingSubmissions, jobs } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { SUBMIT_FLOW_JOB, SUBMIT_FLOW_MAX_ATTEMPTS } from './submit-flow-kind';

export const PENDING_FLOW_MESSAGES = {
  notFound: 'Envoi introuvable',
  taken: (trackingId: string) =>
    `${trackingId} n’est plus en attente : la plateforme l’a déjà pris en charge. Actualisez la page.`,
  notTransmitted: (trackingId: string) =>
    `${trackingId} n’est plus en attente : l’annuaire ne donne aucune adresse pour son établissement, il ne sera pas transmis. Actualisez la page.`,
} as const;

/**
 * « Réessayer maintenant » (decision 146): the flow's job is made due now, or queued again when its
 * tries had stopped. The job itself asks the PA before any resend, so a push never sends twice.
 */
export const retryPendingFlow = async (deps: Deps, actor: Actor, submissionId: string) => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  return deps.db.transaction(async (tx) => {
    const [submission] = await tx
      .select({ state: einvoicingSubmissions.state, trackingId: einvoicingSubmissions.trackingId })
      .from(einvoicingSubmissions)
      .where(eq(einvoicingSubmissions.id, submissionId))
      .for('update');
    if (!submission) throw AppError.notFound(PENDING_FLOW_MESSAGES.notFound);
    if (submission.state === 'not_transmitted')
      throw AppError.conflict(PENDING_FLOW_MESSAGES.notTransmitted(submission.trackingId));
    if (submission.state !== 'to_send' && submission.state !== 'sent')
      throw AppError.conflict(PENDING_FLOW_MESSAGES.taken(submission.trackingId));
    const now = deps.now();
    const due = await tx
      .update(jobs)
      .set({ runAt: now })
      .where(
        and(
          eq(jobs.kind, SUBMIT_FLOW_JOB),
          sql`${jobs.payload}->>'submissionId' = ${submissionId}`,
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
        ),
      )
      .returning({ id: jobs.id });
    if (due.length === 0)
      await tx.insert(jobs).values({
        kind: SUBMIT_FLOW_JOB,
        payload: { submissionId },
        runAt: now,
        maxAttempts: SUBMIT_FLOW_MAX_ATTEMPTS,
      });
    return { id: submissionId, next_try_at: now.toISOString() };
  });
};
