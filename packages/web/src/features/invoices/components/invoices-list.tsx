import { SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useInvoices } from '../api/get-invoices';
import { INVOICE_UI } from '../invoice-messages';
import { InvoiceCard, type InvoiceScope, InvoiceTableRow } from './invoice-row';
import { InvoicesPagination } from './invoices-pagination';

const SEARCH_DELAY_MS = 300;

/**
 * Spec 001 §2 invoices pages: search, 10 a page, the PDF; `all` (the preparator's page) adds the
 * establishment column and the paid toggle. The server decides what each role may see.
 */
export const InvoicesList = ({ scope }: { scope: InvoiceScope }) => {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data, isPending, isError } = useInvoices({ search, page });
  useEffect(() => {
    // Spec 001 §8: the 'Erreur' toast; the page says it too, so it is not lost when the toast goes.
    if (isError) toast.error(INVOICE_UI.errorTitle, { description: INVOICE_UI.loadFailed });
  }, [isError]);

  const items = data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="relative max-w-sm">
        <label htmlFor="invoice-search" className="sr-only">
          {INVOICE_UI.searchLabel}
        </label>
        <SearchIcon
          aria-hidden
          className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="invoice-search"
          type="search"
          className="pl-9"
          placeholder={scope === 'all' ? INVOICE_UI.searchPlaceholderAll : INVOICE_UI.searchPlaceholderOwn}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
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
          <InvoicesPagination
            page={data?.page ?? page}
            total={data?.total ?? 0}
            pageSize={data?.pageSize ?? 10}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
};
