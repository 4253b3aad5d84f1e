import type { ReactNode } from 'react';

/**
 * Where a column's value goes on a phone's card (under 640 px): 'title' heads the card, 'aside'
 * sits at its top right (a status badge), 'field' is a labelled line (the column title as label),
 * 'none' is left out.
 */
export type CardPlace = 'title' | 'aside' | 'field' | 'none';

export type ListColumn<T> = {
  /** The table's column title, and the field's label on a card. */
  header: string;
  cell: (item: T) => ReactNode;
  /** Classes of the table's cells (alignment, wrapping). */
  className?: string;
  /** Classes of the column title (alignment). */
  headClassName?: string;
  /** 'field' unless said otherwise. */
  card?: CardPlace;
};

/** A list described once: its columns, its row actions (the 'Actions' column) and its rows' keys. */
export type ListDefinition<T> = {
  columns: readonly ListColumn<T>[];
  /** The buttons and links of one row: right-aligned in the table, under the fields on a card. */
  actions?: (item: T) => ReactNode;
  rowKey: (item: T) => string;
};

/** What a list shows of its query: the page loaded, and whether it is loading or failed. */
export type ListQueryView<T> = {
  data: { items: T[]; total: number; pageSize: number; totalCapped?: boolean } | undefined;
  isPending: boolean;
  isError: boolean;
  /** The previous page shown while the next one loads (keepPreviousData): dimmed. */
  isPlaceholderData?: boolean;
  /** Offers 'Réessayer' when a load failed. */
  onRetry?: () => void;
};

export type ListMessages = { empty: string; loadFailed: string };

type ListQueryResult<T> = Omit<ListQueryView<T>, 'onRetry'> & { refetch: () => unknown };

/** A TanStack query as a list shows it, 'Réessayer' refetching it. */
export const listQueryView = <T>(query: ListQueryResult<T>): ListQueryView<T> => ({
  data: query.data,
  isPending: query.isPending,
  isError: query.isError,
  isPlaceholderData: query.isPlaceholderData,
  onRetry: () => query.refetch(),
});
