import { type Actor, can } from '@conque/domain/permissions/can';
import { listScope } from '@conque/domain/permissions/list-scope';
import { API_LIST_LIMIT_DEFAULT } from '@conque/domain/public-api/v1-list-query';
import type { ApiOrdersQuery } from '@conque/domain/public-api/v1-schemas';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/index';
import { statementsByShape } from '../db/statements-by-shape';
import { AppError } from '../http/app-error';
import type { Deps } from '../kernel/deps';
import { decodeCursor, encodeCursor, filterValues, sinceInstant } from './list-cursor';

/** An instant as JavaScript's toISOString writes it (UTC, milliseconds). */
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// What a summary shows: the configuration, files and snapshots stay in the table (most of a row).
const summaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  establishmentId: orders.establishmentId,
  patientFirstName: orders.patientFirstName,
  patientLastName: orders.patientLastName,
  shippingMethod: orders.shippingMethod,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  validatedAt: orders.validatedAt,
  promisedShipOn: orders.promisedShipOn,
};
type SummaryColumns = { [name in keyof typeof summaryColumns]: unknown };

// The summary as PostgreSQL writes it in JSON, sent as it comes: fifty rows decoded column by column
// were a quarter of the server's CPU a request, and parsing then writing them again an eighth
// (bench/api-orders, decision 131).
const summaryJson = (c: SummaryColumns) => sql<string>`json_build_object(
  'id', ${c.id}, 'order_number', ${c.orderNumber}, 'status', ${c.status},
  'establishment_id', ${c.establishmentId}, 'patient_first_name', ${c.patientFirstName},
  'patient_last_name', ${c.patientLastName}, 'shipping_method', ${c.shippingMethod},
  'created_at', ${iso(c.createdAt)}, 'updated_at', ${iso(c.updatedAt)},
  'validated_at', ${iso(c.validatedAt)}, 'promised_ship_on', ${c.promisedShipOn})::text`;

type Shape = { everyEstablishment: boolean; status: boolean; since: boolean; cursor: boolean };
type Params = {
  establishmentId?: string;
  statuses?: string[];
  since?: string;
  afterUpdatedAt?: string;
  afterId?: string;
  limit: number;
};

const placeholder = (name: keyof Params) => sql.placeholder(name);

const walkWhere = (shape: Shape, status?: SQL) =>
  and(
    ne(orders.status, 'draft'),
    shape.everyEstablishment ? undefined : eq(orders.establishmentId, placeholder('establishmentId')),
    status ? eq(orders.status, status) : undefined,
    shape.since ? sql`${orders.updatedAt} >= ${placeholder('since')}::timestamptz` : undefined,
    shape.cursor
      ? sql`(${orders.updatedAt}, ${orders.id}) > (${placeholder('afterUpdatedAt')}::timestamptz, ${placeholder('afterId')}::uuid)`
      : undefined,
  );

const updatedAtText = sql<string>`${orders.updatedAt}::text`.as('updated_at_text');

/**
 * The page, oldest change first; named and prepared once per shape and database. With statuses,
 * one walk of the ((establishment,) status, updated_at, id) index per status asked, each limited to
 * the page, merged by PostgreSQL (a LATERAL join over the array of statuses): a filter on the
 * (updated_at, id) walk would read every order of the other statuses first.
 */
const build = (db: Db, shape: Shape) => {
  const name = `api_orders_${shape.everyEstablishment ? 'all' : 'one'}${shape.status ? '_status' : ''}${shape.since ? '_since' : ''}${shape.cursor ? '_after' : ''}`;
  if (!shape.status)
    return db
      .select({ item: summaryJson(summaryColumns), id: orders.id, updatedAtText })
      .from(orders)
      .where(walkWhere(shape))
      .orderBy(asc(orders.updatedAt), asc(orders.id))
      .limit(placeholder('limit'))
      .prepare(name);
  const walk = db
    .select({ ...summaryColumns, updatedAtText })
    .from(orders)
    .where(walkWhere(shape, sql`asked.status`))
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(placeholder('limit'))
    .as('walk');
  return db
    .select({ item: summaryJson(walk), id: walk.id, updatedAtText: walk.updatedAtText })
    .from(sql`unnest(${placeholder('statuses')}::text[]) as asked(status)`)
    .crossJoinLateral(walk)
    .orderBy(asc(walk.updatedAt), asc(walk.id))
    .limit(placeholder('limit'))
    .prepare(name);
};

const statementOf = statementsByShape(
  (shape: Shape) => `${shape.everyEstablishment}/${shape.status}/${shape.since}/${shape.cursor}`,
  build,
);

/** The page as its JSON text: `{ items: ApiOrderSummary[], next_cursor: string | null }`. */
export type ApiOrderPageJson = string & { readonly page: unique symbol };

const pageJson = (items: string[], nextCursor: string | null) =>
  `{"items":[${items.join(',')}],"next_cursor":${JSON.stringify(nextCursor)}}` as ApiOrderPageJson;

/**
 * The orders a key's creator sees (never drafts; a préparateur every
 * establishment's, a manager its own), oldest change first, so that a client polling with
 * `updated_since` and the cursor misses none. Walks the (establishment, updated_at, id) indexes of
 * migration 0026 the way the screens' list walks its own.
 */
export const listApiOrders = async (
  deps: Deps,
  actor: Actor,
  query: ApiOrdersQuery,
): Promise<ApiOrderPageJson> => {
  if (!can(actor, 'orders.list')) throw AppError.forbidden();
  const scope = listScope(actor);
  if (scope.kind === 'none') return pageJson([], null);
  const limit = query.limit ?? API_LIST_LIMIT_DEFAULT;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const params: Params = {
    establishmentId: scope.kind === 'own' ? scope.establishmentId : undefined,
    since: query.updated_since === undefined ? undefined : sinceInstant(query.updated_since),
    afterUpdatedAt: after?.updatedAt,
    afterId: after?.id,
    limit: limit + 1,
  };
  const statuses = filterValues(query.status);
  const rows = await statementOf(deps.db, {
    everyEstablishment: scope.kind === 'every',
    status: statuses !== undefined,
    since: query.updated_since !== undefined,
    cursor: after !== undefined,
  }).execute({ ...params, statuses });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return pageJson(
    page.map((row) => row.item),
    rows.length > limit && last ? encodeCursor(last.updatedAtText, last.id) : null,
  );
};
