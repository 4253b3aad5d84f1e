import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The delivery log keeps 30 days, and at most this many tries per endpoint. */
export const KEPT_ATTEMPTS_PER_ENDPOINT = 1000;

const deletedRows = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/**
 * Part of the daily pruning (wiring/prune-job.ts): deliveries finished (delivered or given up) before
 * `before` go with their tries; then each endpoint keeps its newest KEPT_ATTEMPTS_PER_ENDPOINT tries.
 * A delivery still being retried is at most 3 days old and always stays.
 */
export const pruneWebhookLog = async (db: Db, before: Date): Promise<number> => {
  const old = await db.execute(sql`
    delete from webhook_deliveries
    where status <> 'pending' and created_at < ${before.toISOString()}::timestamptz
    returning id`);
  const extra = await db.execute(sql`
    delete from webhook_attempts where id in (
      select id from (
        select id, row_number() over (partition by endpoint_id order by at desc, id desc) as rank
        from webhook_attempts
      ) ranked where rank > ${KEPT_ATTEMPTS_PER_ENDPOINT})
    returning id`);
  return deletedRows(old) + deletedRows(extra);
};
