import { z } from 'zod';

// The lists' query strings (spec 001 §2: orders, drafts, users, invoices): a search box and pages
// of 10, parsed alike by every list endpoint and answered in the same page shape.

/** Spec 001 §2: every list shows 10 rows a page. */
export const PAGE_SIZE = 10;

/**
 * One page of a list, with the count of all its rows (spec 001 §8: no list without it). A list may
 * cap the count of a search: `totalCapped` then says that more than `total` rows match.
 */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; totalCapped?: boolean };

/** A query string's empty value means "not chosen", as a cleared search box or filter sends it. */
export const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** Query values are strings: 1 to 9 999 999, written plainly ("1.5", "01", "deux" are refused). */
export const pageField = z
  .preprocess(
    blankIsAbsent,
    z
      .string()
      .regex(/^[1-9]\d{0,6}$/, 'Numéro de page invalide')
      .optional(),
  )
  .transform((page) => (page === undefined ? 1 : Number(page)));

export const searchField = z.preprocess(
  blankIsAbsent,
  z.string().trim().max(100, '100 caractères au maximum').optional(),
);

/** A list searched and paged, nothing else (drafts, users, invoices). */
export const searchPageQuerySchema = z.strictObject({ search: searchField, page: pageField });
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;
