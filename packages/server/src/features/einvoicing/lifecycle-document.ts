import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditNotes, invoices, type LifecycleDocumentKind } from '../../db/schema/index';

export type LifecycleDocument = {
  kind: LifecycleDocumentKind;
  id: string;
  number: string;
  establishmentId: string;
  establishmentName: string;
};

/** The invoice or credit note the CDAR names by its number (the flow's trackingId we sent). */
export const findLifecycleDocument = async (
  db: Executor,
  number: string,
): Promise<LifecycleDocument | undefined> => {
  const [invoice] = await db
    .select({
      id: invoices.id,
      establishmentId: invoices.establishmentId,
      establishmentSnapshot: invoices.establishmentSnapshot,
    })
    .from(invoices)
    .where(eq(invoices.number, number))
    .limit(1);
  if (invoice)
    return {
      kind: 'invoice',
      id: invoice.id,
      number,
      establishmentId: invoice.establishmentId,
      establishmentName: invoice.establishmentSnapshot.name,
    };
  const [note] = await db
    .select({
      id: creditNotes.id,
      establishmentId: creditNotes.establishmentId,
      establishmentSnapshot: creditNotes.establishmentSnapshot,
    })
    .from(creditNotes)
    .where(eq(creditNotes.number, number))
    .limit(1);
  if (note)
    return {
      kind: 'credit_note',
      id: note.id,
      number,
      establishmentId: note.establishmentId,
      establishmentName: note.establishmentSnapshot.name,
    };
  return undefined;
};

/** « la facture F-2026-00012 », « l’avoir A-2026-00003 ». */
export const documentName = (document: Pick<LifecycleDocument, 'kind' | 'number'>) =>
  document.kind === 'invoice' ? `la facture ${document.number}` : `l’avoir ${document.number}`;
