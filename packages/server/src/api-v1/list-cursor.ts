import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../http/app-error';

// Decisions 126 and 138: the walk every /api/v1 list shares, by (updated_at, id) oldest first. The
// cursor carries the last row's updated_at as PostgreSQL writes it (microseconds: a JavaScript Date
// would round them off and skip or repeat rows) and its id.

export const encodeCursor = (updatedAt: string, id: string) =>
  Buffer.from(`${updatedAt}|${id}`).toString('base64url');

// As PostgreSQL writes a timestamptz (`2026-11-26 20:30:00.123456+00`): what Date.parse also takes
// (« 1 », « Tue 1 ») PostgreSQL would refuse, a 500 instead of a 400.
const POSTGRES_INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type Cursor = { updatedAt: string; id: string };

export const decodeCursor = (cursor: string): Cursor => {
  const [updatedAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (
    !updatedAt ||
    !id ||
    !POSTGRES_INSTANT.test(updatedAt) ||
    Number.isNaN(Date.parse(updatedAt)) ||
    !UUID.test(id)
  )
    throw AppError.badRequest('Curseur : curseur invalide', 'cursor');
  return { updatedAt, id };
};

// `updated_since` within the years PostgreSQL and JavaScript both write: ISO 8601 also allows year
// 0000 and offsets that cross into it, which PostgreSQL refuses (a 500). Nothing is older than 1970.
const FIRST_INSTANT = 0;
const LAST_INSTANT = Date.UTC(9999, 11, 31);
export const sinceInstant = (value: string) =>
  new Date(Math.min(Math.max(Date.parse(value), FIRST_INSTANT), LAST_INSTANT)).toISOString();

/** A comma-separated filter's values, each once (the query schema checked them). */
export const filterValues = <T extends string>(value: string | undefined): T[] | undefined =>
  value === undefined ? undefined : [...new Set(value.split(',') as T[])];

type Walked = { updatedAt: PgColumn; id: PgColumn };
type WalkQuery = { updated_since?: string; cursor?: string };

/** The walk's conditions on a table's (updated_at, id): changed since, and after the cursor. */
export const walkConditions = (table: Walked, query: WalkQuery): (SQL | undefined)[] => {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  return [
    query.updated_since === undefined
      ? undefined
      : sql`${table.updatedAt} >= ${sinceInstant(query.updated_since)}::timestamptz`,
    after
      ? sql`(${table.updatedAt}, ${table.id}) > (${after.updatedAt}::timestamptz, ${after.id}::uuid)`
      : undefined,
  ];
};

/** The last row's updated_at as PostgreSQL writes it, for the cursor. */
export const updatedAtText = (table: Walked) => sql<string>`${table.updatedAt}::text`;

/**
 * A page from the `limit + 1` rows read: the next page starts after the last row kept, and there is
 * one only when the extra row came.
 */
export const cursorPage = <R extends { id: string; updatedAtText: string }, T>(
  rows: R[],
  limit: number,
  item: (row: R) => T,
) => {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(item),
    next_cursor: rows.length > limit && last ? encodeCursor(last.updatedAtText, last.id) : null,
  };
};
