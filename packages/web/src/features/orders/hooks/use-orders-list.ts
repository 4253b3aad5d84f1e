import { ORDER_STATUSES, type OrderStatus } from '@conque/domain/orders/statuses';
import { DUE_FILTERS, type DueFilter } from '@conque/domain/planning/due';
import { useListQueryState } from '@/components/orders/use-list-query-state';
import { useOrders } from '../api/get-orders';

/** Spec 001 §2: every status but draft can be filtered on; drafts are never listed. */
export const LISTED_STATUSES = ORDER_STATUSES.filter((status) => status !== 'draft');

const STATUS_PARAM = 'statut';
// The preparator's "Refabrications uniquement".
const REMAKE_PARAM = 'refabrications';

// The lab's « En retard » / « À expédier aujourd'hui » / « À risque », and the sort by promised day.
const DUE_PARAM = 'echeance';
const SORT_PARAM = 'tri';

const DUE_IN_URL: Record<DueFilter, string> = { late: 'retard', today: 'aujourdhui', at_risk: 'a-risque' };

const dueFilter = (value: string | undefined): DueFilter | undefined =>
  DUE_FILTERS.find((filter) => DUE_IN_URL[filter] === value);

const listedStatus = (value: string | undefined): OrderStatus | undefined =>
  LISTED_STATUSES.find((status) => status === value);

/**
 * The state of an order list (search, status, page, kept in the URL) and its query (whose failure
 * toasts through the query cache: get-orders.ts).
 */
export const useOrdersList = (options: { refetchInterval?: number } = {}) => {
  const state = useListQueryState();
  const status = listedStatus(state.filter(STATUS_PARAM));
  const remake = state.filter(REMAKE_PARAM) === '1';
  const due = dueFilter(state.filter(DUE_PARAM));
  const sortPromised = state.filter(SORT_PARAM) === 'date-prevue';
  const query = useOrders(
    {
      search: state.search,
      status,
      remake,
      page: state.page,
      ...(due ? { due } : {}),
      ...(sortPromised ? { sort: 'promised' as const } : {}),
    },
    options,
  );

  return {
    search: state.search,
    status,
    page: state.page,
    setSearch: state.setSearch,
    setStatus: (value: OrderStatus | undefined) => state.setFilter(STATUS_PARAM, value),
    remake,
    setRemake: (value: boolean) => state.setFilter(REMAKE_PARAM, value ? '1' : undefined),
    due,
    setDue: (value: DueFilter | undefined) =>
      state.setFilter(DUE_PARAM, value === undefined ? undefined : DUE_IN_URL[value]),
    sortPromised,
    setSortPromised: (value: boolean) => state.setFilter(SORT_PARAM, value ? 'date-prevue' : undefined),
    setPage: state.setPage,
    query,
  };
};

export type OrdersListState = ReturnType<typeof useOrdersList>;
