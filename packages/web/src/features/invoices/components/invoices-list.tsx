import { useListQueryState } from '@/components/orders/use-list-query-state';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useInvoices } from '../api/get-invoices';
import { INVOICE_UI } from '../invoice-messages';
import { InvoiceCard, type InvoiceScope, InvoiceTableRow } from './invoice-row';

const invoicesCount = (total: number) => `${total} ${total > 1 ? 'factures' : 'facture'}`;

/**
 * Spec 001 §2 invoices pages: search, 10 a page, the PDF; `all` (the preparator's page) adds the
 * establishment column and the paid toggle. The server decides what each role may see.
 */
export const InvoicesList = ({ scope }: { scope: InvoiceScope }) => {
  // Search and page in the address bar, debounced, as on the other lists.
  const state = useListQueryState();
  const { data, isPending, isError } = useInvoices({ search: state.search, page: state.page });

  const items = data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="max-w-sm">
        <SearchInput
          label={INVOICE_UI.searchLabel}
          placeholder={scope === 'all' ? INVOICE_UI.searchPlaceholderAll : INVOICE_UI.searchPlaceholderOwn}
          value={state.search}
          onDebouncedChange={state.setSearch}
        />
      </div>
      {isPending ? (
        <Spinner />
      ) : isError && !data ? (
        <p role="alert" className="text-sm text-destructive">
          {INVOICE_UI.loadFailed}
        </p>
      ) : items.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">{INVOICE_UI.empty}</Card>
      ) : (
        <>
          <Card className="hidden overflow-x-auto md:block">
            <table className="w-full text-sm">
              <thead className="border-b bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th className="px-4 py-3 font-medium">N° Facture</th>
                  {scope === 'all' ? <th className="px-4 py-3 font-medium">Établissement</th> : null}
                  <th className="px-4 py-3 font-medium">Mois</th>
                  <th className="px-4 py-3 font-medium">Date</th>
                  <th className="px-4 py-3 text-right font-medium">Total TTC</th>
                  <th className="px-4 py-3 font-medium">Statut</th>
                  <th className="px-4 py-3 text-right font-medium">Actions</th>
                </tr>
              </thead>
              <tbody>
                {items.map((invoice) => (
                  <InvoiceTableRow key={invoice.id} invoice={invoice} scope={scope} />
                ))}
              </tbody>
            </table>
          </Card>
          <ul className="space-y-3 md:hidden">
            {items.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} scope={scope} />
            ))}
          </ul>
          {data ? (
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              totalLabel={invoicesCount(data.total)}
              onPageChange={state.setPage}
            />
          ) : null}
        </>
      )}
    </div>
  );
};
