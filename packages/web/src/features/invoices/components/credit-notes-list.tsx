import { CREDIT_NOTE_MESSAGES, type CreditNoteListItem } from '@conque/domain/invoices/credit-note-schemas';
import { formatEuros } from '@conque/domain/pricing/format-euros';
import { formatParis } from '@conque/domain/shared/paris-time';
import { FileDownIcon } from 'lucide-react';
import { useState } from 'react';
import { type ListColumn, type ListDefinition, listQueryView } from '@/components/list-page/list-definition';
import { ListView } from '@/components/list-page/list-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { useCreditNotes, useOpenCreditNotePdf } from '../api/credit-notes';
import { INVOICE_UI } from '../invoice-messages';
import { FlowStatusBadge } from './flow-status-badge';
import type { InvoiceScope } from './invoice-row';
import { LifecycleHistoryButton } from './lifecycle-history-button';

const PdfButton = ({ creditNote }: { creditNote: CreditNoteListItem }) => {
  const pdf = useOpenCreditNotePdf();
  if (!creditNote.pdf_url)
    return <span className="text-xs text-muted-foreground">{INVOICE_UI.pdfPending}</span>;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => pdf.open(creditNote.id)}
      disabled={pdf.pendingId === creditNote.id}
      aria-label={`PDF de l'avoir ${creditNote.number}`}
    >
      <FileDownIcon aria-hidden />
      PDF
    </Button>
  );
};

const establishment: ListColumn<CreditNoteListItem> = {
  header: 'Établissement',
  cell: (creditNote) => creditNote.establishment_name,
};

const definition = (scope: InvoiceScope): ListDefinition<CreditNoteListItem> => ({
  columns: [
    { header: 'N° Avoir', cell: (creditNote) => creditNote.number, className: 'font-medium', card: 'title' },
    { header: 'Facture', cell: (creditNote) => creditNote.invoice_number },
    ...(scope === 'all' ? [establishment] : []),
    { header: 'Date', cell: (creditNote) => formatParis(creditNote.issued_at, 'dd/MM/yyyy') },
    { header: 'Motif', cell: (creditNote) => creditNote.reason, className: 'max-w-64 whitespace-normal' },
    {
      header: 'Total TTC',
      cell: (creditNote) => formatEuros(creditNote.total_ttc),
      className: 'text-right tabular-nums',
      headClassName: 'text-right',
    },
    {
      header: 'Facturation électronique',
      cell: (creditNote) => <FlowStatusBadge flow={creditNote.einvoicing} />,
      card: 'aside',
    },
  ],
  rowKey: (creditNote) => creditNote.id,
  actions: (creditNote) => (
    <>
      <PdfButton creditNote={creditNote} />
      {/* Decision 147: a credit note's lifecycle at the PA, as an invoice's. */}
      <LifecycleHistoryButton documentId={creditNote.id} number={creditNote.number} />
    </>
  ),
});

const creditNotesCount = (total: number) => `${total} ${total > 1 ? 'avoirs' : 'avoir'}`;

/** The credit notes beside the invoices, 10 a page, each with its PDF. */
export const CreditNotesList = ({ scope }: { scope: InvoiceScope }) => {
  const [page, setPage] = useState(1);
  const query = useCreditNotes(page);
  return (
    <section aria-labelledby="avoirs" className="mt-10 grid grid-cols-1 gap-4">
      <h2 id="avoirs" className="text-xl font-semibold tracking-tight">
        {INVOICE_UI.creditNotesTitle}
      </h2>
      <Card className="overflow-hidden">
        <ListView
          list={definition(scope)}
          query={listQueryView(query)}
          messages={{ empty: INVOICE_UI.creditNotesEmpty, loadFailed: CREDIT_NOTE_MESSAGES.loadFailed }}
        />
      </Card>
      {query.data && query.data.total > query.data.pageSize ? (
        <Pagination
          page={page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          totalLabel={creditNotesCount(query.data.total)}
          onPageChange={setPage}
        />
      ) : null}
    </section>
  );
};
