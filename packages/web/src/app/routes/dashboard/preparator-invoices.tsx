import { PageTitle } from '@/components/layouts/page-title';
import { GenerateInvoicesButton } from '@/features/invoices/components/generate-invoices-button';
import { InvoicesList } from '@/features/invoices/components/invoices-list';

// Spec 001 §2 /dashboard/preparator/invoices: every invoice, the month's generation, the paid toggle.
export const PreparatorInvoicesRoute = () => (
  <>
    <PageTitle title="Factures" actions={<GenerateInvoicesButton />} />
    <InvoicesList scope="all" />
  </>
);
