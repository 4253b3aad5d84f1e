import { ListPage } from '@/components/list-page/list-page';
import { useListQueryState } from '@/components/orders/use-list-query-state';
import { useInvoices } from '../api/get-invoices';
import { INVOICE_UI } from '../invoice-messages';
import { type InvoiceScope, invoiceListDefinition } from './invoice-row';
import { LifecycleStatusFilter } from './lifecycle-status-filter';

const STATUS = 'statut';

const invoicesCount = (total: number) => `${total} ${total > 1 ? 'factures' : 'facture'}`;

/**
 * Spec 001 §2 invoices pages: search, 10 a page, the PDF; `all` (the preparator's page) adds the
 * establishment column and the paid toggle. The server decides what each role may see.
 */
export const InvoicesList = ({ scope }: { scope: InvoiceScope }) => {
  // Search and page in the address bar, debounced, as on the other lists.
  const state = useListQueryState();
  // Decision 147: the lifecycle status filter, in the address bar too.
  const statusParam = Number(state.filter(STATUS));
  const status = Number.isInteger(statusParam) && statusParam > 0 ? statusParam : undefined;
  const { data, isPending, isError } = useInvoices({ search: state.search, page: state.page, status });

  return (
    <ListPage
      search={{
        label: INVOICE_UI.searchLabel,
        placeholder: scope === 'all' ? INVOICE_UI.searchPlaceholderAll : INVOICE_UI.searchPlaceholderOwn,
        value: state.search,
        onChange: state.setSearch,
      }}
      filters={
        <LifecycleStatusFilter
          value={status}
          onChange={(next) => state.setFilter(STATUS, next?.toString())}
        />
      }
      list={invoiceListDefinition(scope)}
      query={{ data, isPending, isError }}
      messages={{ empty: INVOICE_UI.empty, loadFailed: INVOICE_UI.loadFailed }}
      page={state.page}
      onPageChange={state.setPage}
      totalLabel={invoicesCount}
    />
  );
};
