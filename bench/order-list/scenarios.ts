// The order list as the product calls it (spec 001 §2 dashboards): with no search, a search on a
// fragment of a patient's last name, on a fragment of an order number, a status filter, and all
// three with a later page. A manager sees their establishment's orders, a preparator everyone's.

export type Who = 'manager' | 'preparator';
export type ListQuery = { search?: string; status?: string; page?: number };
export type Scenario = { who: Who; label: string; query: ListQuery };

const QUERIES: { label: string; query: ListQuery }[] = [
  { label: 'sans recherche, page 1', query: {} },
  { label: 'nom « mor »', query: { search: 'mor' } },
  { label: 'numéro « 2026-004 »', query: { search: '2026-004' } },
  { label: 'statut in_progress', query: { status: 'in_progress' } },
  { label: '« mar » + shipped, page 2', query: { search: 'mar', status: 'shipped', page: 2 } },
];

export const SCENARIOS: Scenario[] = (['manager', 'preparator'] as const).flatMap((who) =>
  QUERIES.map(({ label, query }) => ({ who, label, query })),
);

export const queryString = (query: ListQuery) => {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.page) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};
