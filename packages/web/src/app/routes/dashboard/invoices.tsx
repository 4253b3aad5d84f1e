import { PageTitle } from '@/components/layouts/page-title';
import { InvoicesList } from '@/features/invoices/components/invoices-list';

// Spec 001 §2 /dashboard/invoices: the manager's establishment's invoices.
export const InvoicesRoute = () => (
  <>
    <PageTitle title="Mes factures" />
    <InvoicesList scope="own" />
  </>
);
