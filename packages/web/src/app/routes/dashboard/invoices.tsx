import { PageTitle } from '@/components/layouts/page-title';
import { CreditNotesList } from '@/features/invoices/components/credit-notes-list';
import { ExportInvoicesButton } from '@/features/invoices/components/export-invoices-button';
import { InvoicesList } from '@/features/invoices/components/invoices-list';

// Spec 001 §2 /dashboard/invoices: the manager's establishment's invoices.
export const InvoicesRoute = () => (
  <>
    <PageTitle title="Mes factures" actions={<ExportInvoicesButton />} />
    <InvoicesList scope="own" />
    <CreditNotesList scope="own" />
  </>
);
