import { CsvExportButton } from '@/components/list-page/csv-export-button';
import { useListQueryState } from '@/components/orders/use-list-query-state';

/** The invoice list as a CSV file, with the search on screen. */
export const ExportInvoicesButton = () => {
  const { search } = useListQueryState();
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  return <CsvExportButton path={`/invoices/export?${params}`} fallbackName="factures.csv" />;
};
