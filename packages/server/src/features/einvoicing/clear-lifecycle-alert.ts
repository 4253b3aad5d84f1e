import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { einvoicingLifecycleStatuses } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

/** Decision 147: a préparateur has seen the alert; it leaves every préparateur's bell (idempotent). */
export const clearLifecycleAlert = async (
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<{ cleared: number }> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  return deps.db.transaction(async (tx) => {
    const cleared = await tx
      .update(einvoicingLifecycleStatuses)
      .set({ alertClearedAt: deps.now() })
      .where(and(eq(einvoicingLifecycleStatuses.id, id), isNull(einvoicingLifecycleStatuses.alertClearedAt)))
      .returning({ id: einvoicingLifecycleStatuses.id });
    if (cleared.length > 0)
      await tx.execute(sql`select pg_notify('conque_events', ${JSON.stringify({ k: 'bell' })})`);
    return { cleared: cleared.length };
  });
};
