import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema/index';
import { type JobHandler, PermanentJobError } from '../jobs/job-handler';
import { sendOverSmtp } from './send-over-smtp';

/** A mail the mail server has not taken for a day is given up: its job fails, with a log line. */
export const MAIL_GIVE_UP_AFTER_MS = 24 * 3600_000;

/**
 * The `send-mail` job (docs/design.md §5.14): sends one outbox row over SMTP and stamps sent_at. A thrown
 * error (server down, refused) leaves the row unsent and the worker retries with backoff, for 24 h
 * from the mail's creation; then the job fails for good and the worker logs it, never silently.
 * Without SMTP_URL the dev mailbox is on: the mail stays readable in the outbox, nothing to do.
 */
export const sendMailJob: JobHandler = async (job, deps) => {
  const outboxId = job.payload.outboxId;
  if (typeof outboxId !== 'string') throw new PermanentJobError('outboxId manquant dans la tâche');
  const [mail] = await deps.db.select().from(outbox).where(eq(outbox.id, outboxId));
  if (!mail) throw new PermanentJobError(`courriel ${outboxId} absent de la boîte d'envoi`);
  // Already sent by an earlier try whose completion was not recorded.
  if (mail.sentAt) return;
  if (!deps.config.smtpUrl) return;
  try {
    await sendOverSmtp(deps.config, mail);
  } catch (error) {
    if (deps.now().getTime() - mail.createdAt.getTime() < MAIL_GIVE_UP_AFTER_MS) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new PermanentJobError(`courriel ${mail.id} non remis après 24 h d'essais : ${reason}`);
  }
  await deps.db.update(outbox).set({ sentAt: deps.now() }).where(eq(outbox.id, mail.id));
};
