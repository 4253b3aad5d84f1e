import { PageTitle } from '@/components/layouts/page-title';
import { AccountingExportButton } from '@/features/invoices/components/accounting-export-button';
import { CreditNotesList } from '@/features/invoices/components/credit-notes-list';
import { ExportInvoicesButton } from '@/features/invoices/components/export-invoices-button';
import { GenerateInvoicesButton } from '@/features/invoices/components/generate-invoices-button';
import { InvoicesList } from '@/features/invoices/components/invoices-list';

// Spec 001 §2 /dashboard/preparator/invoices: every invoice, the month's generation, the paid toggle;
// the accountant's export.
export const PreparatorInvoicesRoute = () => (
  <>
    <PageTitle
      title="Factures"
      actions={
        <div className="flex flex-wrap gap-2">
          <ExportInvoicesButton />
          <AccountingExportButton />
          <GenerateInvoicesButton />
        </div>
      }
    />
    <InvoicesList scope="all" />
    <CreditNotesList scope="all" />
  </>
);
