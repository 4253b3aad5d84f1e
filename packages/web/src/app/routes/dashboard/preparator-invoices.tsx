import { PageTitle } from '@/components/layouts/page-title';
import { MissingAddressesNotice } from '@/features/einvoicing/components/missing-addresses-notice';
import { PendingFlowsNotice } from '@/features/einvoicing/components/pending-flows-notice';
import { AccountingExportButton } from '@/features/invoices/components/accounting-export-button';
import { CreditNotesList } from '@/features/invoices/components/credit-notes-list';
import { ExportInvoicesButton } from '@/features/invoices/components/export-invoices-button';
import { GenerateInvoicesButton } from '@/features/invoices/components/generate-invoices-button';
import { InvoicesList } from '@/features/invoices/components/invoices-list';

// Spec 001 §2 /dashboard/preparator/invoices: every invoice, the month's generation, the paid toggle;
// the accountant's export; before the month's run, the clinics without an e-invoicing address
// (decision 145); documents the PA has not taken for a day (decision 146).
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
    <MissingAddressesNotice />
    <PendingFlowsNotice />
    <InvoicesList scope="all" />
    <CreditNotesList scope="all" />
  </>
);
