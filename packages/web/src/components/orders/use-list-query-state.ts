import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const SEARCH = 'recherche';
const PAGE = 'page';

/**
 * A list's search, filters and page, kept in the address bar: "Voir" then the back button returns
 * to the same page of the same search. A new search or filter starts again at page 1. Entries are
 * replaced, not pushed, so the back button leaves the list rather than replaying each keystroke.
 */
export const useListQueryState = () => {
  const [params, setParams] = useSearchParams();
  const listPath = useRef(useLocation().pathname);
  const search = params.get(SEARCH) ?? '';
  const parsedPage = Number.parseInt(params.get(PAGE) ?? '1', 10);
  const page = Number.isFinite(parsedPage) && parsedPage > 0 ? parsedPage : 1;

  const update = useCallback(
    (name: string, value: string | undefined, keepPage = false) => {
      // A search typed just before clicking 'Voir' lands after the navigation began: it must not
      // be written onto the next page's address.
      if (window.location.pathname !== listPath.current) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          if (!keepPage) next.delete(PAGE);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    search,
    page,
    filter: (name: string) => params.get(name) ?? undefined,
    setSearch: useCallback((value: string) => update(SEARCH, value.trim() || undefined), [update]),
    setFilter: update,
    setPage: useCallback(
      (value: number) => update(PAGE, value > 1 ? String(value) : undefined, true),
      [update],
    ),
  };
};
