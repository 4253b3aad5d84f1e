import { PAYMENT_RECEIVED } from '@conque/domain/einvoicing/lifecycle-statuses';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { creditNotes, type invoices } from '../../db/schema/index';
import { isEinvoicingOn } from './einvoicing-switch';
import { enqueueFlowSubmission } from './enqueue-flow-submission';
import { paymentReceivedCdar } from './payment-received-cdar';

/** The flow's tracking id: unique among Conque's flows (decision 146), one « Encaissée » per invoice. */
export const paymentReceivedTrackingId = (invoiceNumber: string) => `${invoiceNumber}_${PAYMENT_RECEIVED}`;

/**
 * Decision 147: an invoice marked paid while the lab invoices through its PA gets its « Encaissée »
 * (code 212) queued as a flow (decision 146's queue), in the transaction that marks it paid. Off,
 * nothing is queued: that invoice did not go through a PA. Marked paid again after « en attente »,
 * nothing more is sent: the tracking id is already queued.
 */
export const recordPaymentReceived = async (
  deps: { config: Config },
  tx: Tx,
  invoice: typeof invoices.$inferSelect,
  paidAt: Date,
): Promise<boolean> => {
  if (!(await isEinvoicingOn({ config: deps.config, db: tx }))) return false;
  const notes = await tx
    .select({ lines: creditNotes.lines })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const xml = paymentReceivedCdar({
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issuedAt,
    sellerSiren: deps.config.organisation.siret.slice(0, 9),
    sellerName: deps.config.organisation.name,
    buyerSiren: invoice.establishmentSnapshot.siret.slice(0, 9),
    buyerName: invoice.establishmentSnapshot.name,
    invoiceLines: invoice.lines,
    creditedLines: notes.flatMap((note) => note.lines),
    paidAt,
  });
  const trackingId = paymentReceivedTrackingId(invoice.number);
  return enqueueFlowSubmission(tx, {
    kind: 'lifecycle_status',
    documentId: invoice.id,
    trackingId,
    cdar: { xml, fileName: `statut_${trackingId}.xml` },
  });
};
