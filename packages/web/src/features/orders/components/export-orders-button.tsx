import { can } from '@conque/domain/permissions/can';
import { useProfile } from '@/api/profile';
import { CsvExportButton } from '@/components/list-page/csv-export-button';
import type { OrdersListState } from '../hooks/use-orders-list';

/**
 * The list as a CSV file, with the search and status filter on screen, for those
 * the server lets export (managers and preparators; the server decides, this only hides).
 */
export const ExportOrdersButton = ({
  list,
}: {
  list: Pick<OrdersListState, 'search' | 'status' | 'remake'>;
}) => {
  const { data: profile } = useProfile();
  if (
    !profile ||
    !can({ id: profile.id, role: profile.role, establishmentId: profile.establishment_id }, 'orders.export')
  )
    return null;
  const params = new URLSearchParams();
  if (list.search) params.set('search', list.search);
  if (list.status) params.set('status', list.status);
  if (list.remake) params.set('remake', 'true');
  return <CsvExportButton path={`/orders/export?${params}`} fallbackName="commandes.csv" />;
};
