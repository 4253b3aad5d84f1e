import { lifecycleStatusLabel } from '@conque/domain/einvoicing/lifecycle-statuses';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/index';
import { enqueueMail } from '../../mail/enqueue-mail';
import { einvoicingStatusAlertMail } from '../../mail/templates/einvoicing-status-alert';
import { documentName, type LifecycleDocument } from './lifecycle-document';
import type { CdarStatus } from './read-cdar';

/** The reason as the lab reads it: the CDAR's text, with its code. */
export const reasonText = (status: Pick<CdarStatus, 'reasonCode' | 'reason'>): string | null => {
  if (status.reason && status.reasonCode) return `${status.reason} (${status.reasonCode})`;
  return status.reason ?? status.reasonCode;
};

/**
 * Decision 147: « Rejetée », « Refusée », « En litige » ring the préparateurs' bell (the status's
 * row stays uncleared until one of them clears it; the bell hears it live) and mail each of them,
 * from the outbox in the status's transaction.
 */
export const alertPreparators = async (
  tx: Executor,
  config: Config,
  document: LifecycleDocument,
  status: CdarStatus,
) => {
  const preparators = await tx
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.role, 'preparator'));
  for (const preparator of preparators)
    await enqueueMail(
      tx,
      einvoicingStatusAlertMail({
        to: preparator.email,
        firstName: preparator.firstName,
        document: documentName(document),
        establishmentName: document.establishmentName,
        statusLabel: lifecycleStatusLabel(status.statusCode),
        reason: reasonText(status),
        link: `${config.publicUrl}/dashboard/preparator/invoices?recherche=${encodeURIComponent(document.number)}`,
        organisationName: config.organisation.name,
      }),
    );
  await tx.execute(sql`select pg_notify('conque_events', ${JSON.stringify({ k: 'bell' })})`);
};
