import type { RiskWindow } from '@conque/domain/planning/at-risk';
import { type DueFilter, NOT_AWAITING_SHIPMENT } from '@conque/domain/planning/due';
import { and, asc, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { orderSearchWhere, type SearchKind } from './order-search';

/** What a page of the order list asks for, as far as its SQL differs (list-orders-statement.ts). */
export type ListShape = {
  /** All establishments (a preparator) or one. */
  everyEstablishment: boolean;
  status: boolean;
  /** What the search term can be found in (order-search.ts), or no search. */
  search: SearchKind | undefined;
  /** Remakes only (the preparator's "Refabrications" filter). */
  remake: boolean;
  /**
   * Late orders, or those due today (the `today` parameter: a Paris day), or those « À risque » (the
   * `risk…` parameters: riskParams).
   */
  due: DueFilter | undefined;
  /** By promised day, the orders awaiting shipment first. */
  promisedSort: boolean;
  firstPage: boolean;
};

export type ListParams = {
  establishmentId?: string;
  status?: string;
  pattern?: string;
  numberPattern?: string;
  today?: string;
  riskUntil?: string;
  /** JSON of RiskWindow's allowed and stepsLeftFrom (domain/planning/at-risk.ts). */
  riskAllowed?: string;
  riskStepsLeft?: string;
  riskStepCount?: number;
  offset?: number;
};

export const placeholder = (name: keyof ListParams) => sql.placeholder(name);

/** Written into the statement: fixed numbers, never input. */
export const literal = (value: number) => sql.raw(String(value)) as unknown as number;

// Written as the partial indexes' predicates are (migration 0020), so that PostgreSQL matches them.
const statusList = (statuses: readonly string[]) =>
  sql.raw(statuses.map((status) => `'${status}'`).join(', '));
/** domain/planning/due.ts: every status but these awaits shipment (a status added later included). */
export const awaitingShipment = sql`${orders.status} not in (${statusList(NOT_AWAITING_SHIPMENT)})`;
const doneFirstKey = sql`(${orders.status} in (${statusList(NOT_AWAITING_SHIPMENT.filter((status) => status !== 'draft'))}))`;

/** The `risk…` parameters of a window: the SQL reads its maps as jsonb. */
export const riskParams = (window: RiskWindow) => ({
  today: window.from,
  riskUntil: window.until,
  riskAllowed: JSON.stringify(window.allowed),
  riskStepsLeft: JSON.stringify(window.stepsLeftFrom),
  riskStepCount: window.stepCount,
});

type RiskValues = Record<'today' | 'riskUntil' | 'riskAllowed' | 'riskStepsLeft' | 'riskStepCount', unknown>;

/**
 * « À risque » (domain/planning/at-risk.ts, decision 143) in SQL, on placeholders or on values: an
 * order being made, not done, promised inside the window, with more steps left than its promised
 * day allows. Its promised day's range is the partial index orders_awaiting_promised_idx's.
 */
export const atRiskWhere = (risk: RiskValues) => {
  const stepCount = sql`(${risk.riskStepCount})::int`;
  const stepsLeft = sql`case when ${orders.status} = 'registered' then ${stepCount}
    else coalesce(((${risk.riskStepsLeft})::jsonb ->> ${orders.productionStep})::int, ${stepCount}) end`;
  return and(
    sql`${orders.status} in ('registered', 'in_progress')`,
    awaitingShipment,
    eq(orders.productionDone, false),
    sql`${orders.promisedShipOn} between (${risk.today})::date and (${risk.riskUntil})::date`,
    sql`${stepsLeft} > ((${risk.riskAllowed})::jsonb ->> ${orders.promisedShipOn}::text)::int`,
  );
};

const riskPlaceholders = {
  today: placeholder('today'),
  riskUntil: placeholder('riskUntil'),
  riskAllowed: placeholder('riskAllowed'),
  riskStepsLeft: placeholder('riskStepsLeft'),
  riskStepCount: placeholder('riskStepCount'),
};

const dueWhere = (due: DueFilter | undefined) => {
  if (due === undefined) return undefined;
  if (due === 'at_risk') return atRiskWhere(riskPlaceholders);
  const today = placeholder('today');
  return and(
    awaitingShipment,
    due === 'late' ? lt(orders.promisedShipOn, today) : eq(orders.promisedShipOn, today),
  );
};

/** The orders the list may show, whatever the status filter and the search. */
export const listedWhere = (shape: ListShape) =>
  and(
    ne(orders.status, 'draft'),
    shape.everyEstablishment ? undefined : eq(orders.establishmentId, placeholder('establishmentId')),
    shape.remake ? isNotNull(orders.remakeReason) : undefined,
    dueWhere(shape.due),
  );

export const statusWhere = (shape: ListShape) =>
  shape.status ? eq(orders.status, placeholder('status')) : undefined;

/** Newest first (spec 001 §7), or by promised day with what awaits shipment first. */
export const listOrder = (shape: ListShape) =>
  shape.promisedSort
    ? [asc(doneFirstKey), sql`${orders.promisedShipOn} asc nulls last`, asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];

/** The search (order-search.ts) on the statement's parameters. */
export const searchWhere = (shape: ListShape) =>
  shape.search === undefined
    ? undefined
    : orderSearchWhere({
        pattern: placeholder('pattern'),
        numberPattern: placeholder('numberPattern'),
        kind: shape.search,
      });
