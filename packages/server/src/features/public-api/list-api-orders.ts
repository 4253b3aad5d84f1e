import type { OrderStatus } from '@conque/domain/orders/statuses';
import { type Actor, can } from '@conque/domain/permissions/can';
import type { ApiOrdersQuery } from '@conque/domain/public-api/v1-schemas';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';

const DEFAULT_PAGE = 50;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// The cursor carries the last row's updated_at as PostgreSQL writes it (microseconds: a JavaScript
// Date would round them off and skip or repeat rows) and its id.
const encodeCursor = (updatedAt: string, id: string) =>
  Buffer.from(`${updatedAt}|${id}`).toString('base64url');
const decodeCursor = (cursor: string) => {
  const [updatedAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!updatedAt || !id || Number.isNaN(Date.parse(updatedAt)) || !/^[0-9a-f-]{36}$/.test(id))
    throw AppError.badRequest('Curseur : curseur invalide', 'cursor');
  return { updatedAt, id };
};

/** An instant as JavaScript's toISOString writes it (UTC, milliseconds). */
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The summary as PostgreSQL writes it in JSON, sent as it comes: fifty rows decoded column by column
// were a quarter of the server's CPU a request, and parsing then writing them again an eighth
// (bench/api-orders, decision 131).
const summary = sql<string>`json_build_object(
  'id', ${orders.id}, 'order_number', ${orders.orderNumber}, 'status', ${orders.status},
  'establishment_id', ${orders.establishmentId}, 'patient_first_name', ${orders.patientFirstName},
  'patient_last_name', ${orders.patientLastName}, 'shipping_method', ${orders.shippingMethod},
  'created_at', ${iso(orders.createdAt)}, 'updated_at', ${iso(orders.updatedAt)},
  'validated_at', ${iso(orders.validatedAt)}, 'promised_ship_on', ${orders.promisedShipOn})::text`;

type Shape = { everyEstablishment: boolean; status: boolean; since: boolean; cursor: boolean };
type Params = {
  establishmentId?: string;
  status?: string;
  since?: string;
  afterUpdatedAt?: string;
  afterId?: string;
  limit: number;
};

const placeholder = (name: keyof Params) => sql.placeholder(name);

/** One walk of an index, oldest change first; named and prepared once per shape and database. */
const build = (db: Db, shape: Shape) =>
  db
    .select({
      item: summary,
      id: orders.id,
      updatedAtText: sql<string>`${orders.updatedAt}::text`.as('updated_at_text'),
    })
    .from(orders)
    .where(
      and(
        ne(orders.status, 'draft'),
        shape.everyEstablishment ? undefined : eq(orders.establishmentId, placeholder('establishmentId')),
        shape.status ? eq(orders.status, placeholder('status')) : undefined,
        shape.since ? sql`${orders.updatedAt} >= ${placeholder('since')}::timestamptz` : undefined,
        shape.cursor
          ? sql`(${orders.updatedAt}, ${orders.id}) > (${placeholder('afterUpdatedAt')}::timestamptz, ${placeholder('afterId')}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(placeholder('limit'))
    .prepare(
      `api_orders_${shape.everyEstablishment ? 'all' : 'one'}${shape.status ? '_status' : ''}${shape.since ? '_since' : ''}${shape.cursor ? '_after' : ''}`,
    );

type Statement = ReturnType<typeof build>;
const statements = new WeakMap<Db, Map<string, Statement>>();
const statementOf = (db: Db, shape: Shape) => {
  const key = `${shape.everyEstablishment}/${shape.status}/${shape.since}/${shape.cursor}`;
  const byShape = statements.get(db) ?? new Map<string, Statement>();
  statements.set(db, byShape);
  let statement = byShape.get(key);
  if (!statement) {
    statement = build(db, shape);
    byShape.set(key, statement);
  }
  return statement;
};

/** The page as its JSON text: `{ items: ApiOrderSummary[], next_cursor: string | null }`. */
export type ApiOrderPageJson = string & { readonly page: unique symbol };

const pageJson = (items: string[], nextCursor: string | null) =>
  `{"items":[${items.join(',')}],"next_cursor":${JSON.stringify(nextCursor)}}` as ApiOrderPageJson;

/**
 * Issue 24 item 2: the orders a key's creator sees (never drafts; a préparateur every
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
  const everyEstablishment = actor.role === 'preparator';
  if (!everyEstablishment && actor.establishmentId === null) return pageJson([], null);
  const limit = query.limit ?? DEFAULT_PAGE;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const params: Params = {
    establishmentId: actor.establishmentId ?? undefined,
    since: query.updated_since,
    afterUpdatedAt: after?.updatedAt,
    afterId: after?.id,
    limit: limit + 1,
  };
  const walk = (status?: OrderStatus) =>
    statementOf(deps.db, {
      everyEstablishment,
      status: status !== undefined,
      since: query.updated_since !== undefined,
      cursor: after !== undefined,
    }).execute({ ...params, status });
  const statuses = [...new Set(query.status?.split(',') as OrderStatus[] | undefined)];
  // One index walk per status asked ((establishment,) status, updated_at, id), merged: a filter on
  // the (updated_at, id) walk would read every order of the other statuses first.
  const rows =
    statuses.length <= 1
      ? await walk(statuses[0])
      : (await Promise.all(statuses.map(walk)))
          .flat()
          // PostgreSQL's text of one session's time zone sorts as the instants do (the fraction's
          // digits compare as decimals); a uuid sorts as its text.
          .sort((a, b) => byText(a.updatedAtText, b.updatedAtText) || byText(a.id, b.id))
          .slice(0, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return pageJson(
    page.map((row) => row.item),
    rows.length > limit && last ? encodeCursor(last.updatedAtText, last.id) : null,
  );
};
