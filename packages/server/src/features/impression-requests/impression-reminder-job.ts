import { IMPRESSION_REMINDER_WORKING_DAYS } from '@conque/domain/orders/impression-requests';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { impressionRequests, jobs } from '../../db/schema/index';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import { loadOrder } from '../orders/order-access';
import { impressionRecipients } from './impression-recipients';
import { sendImpressionMails } from './send-impression-mails';
import { addWorkingDays } from './working-days';

// « If the clinic has not answered after three working days, one reminder e-mail ».
// The job is written with the request, due three working days later: whichever process claims it
// (jobs table, FOR UPDATE SKIP LOCKED) finds the request still open or not; nothing waits in memory.
export const IMPRESSION_REMINDER_JOB = 'impression-reminder';

export const enqueueImpressionReminder = async (tx: Executor, requestId: string, requestedAt: Date) => {
  await tx.insert(jobs).values({
    kind: IMPRESSION_REMINDER_JOB,
    payload: { requestId },
    runAt: addWorkingDays(requestedAt, IMPRESSION_REMINDER_WORKING_DAYS),
  });
};

/**
 * Reminds once: the request is marked reminded in the transaction that writes the mails, so a retry
 * (or a second job for the same request) sends nothing more; an answered or withdrawn request, none.
 */
export const impressionReminderJob: JobHandler = async (job, deps) => {
  const requestId = job.payload.requestId;
  if (typeof requestId !== 'string') throw new PermanentJobError('requestId manquant dans la tâche');
  await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .update(impressionRequests)
      .set({ remindedAt: deps.now() })
      .where(
        and(
          eq(impressionRequests.id, requestId),
          eq(impressionRequests.state, 'open'),
          isNull(impressionRequests.remindedAt),
        ),
      )
      .returning();
    if (!request) return;
    const order = await loadOrder(tx, request.orderId);
    if (!order) return;
    await sendImpressionMails(tx, deps.config, {
      order,
      request,
      recipientIds: await impressionRecipients(tx, order),
      reminder: true,
    });
  });
};
