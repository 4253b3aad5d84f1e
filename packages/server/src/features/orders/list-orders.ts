import { ORDER_SEARCH_COUNT_CAP, type OrderListPage } from '@conque/domain/orders/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { listScope } from '@conque/domain/permissions/list-scope';
import { isAtRisk } from '@conque/domain/planning/at-risk';
import { dueState } from '@conque/domain/planning/due';
import { productionStatusLabel } from '@conque/domain/production/production-state';
import { PAGE_SIZE } from '@conque/domain/shared/list-query';
import { parisDay } from '@conque/domain/shared/paris-time';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { readPlanning } from '../planning/read-planning';
import { readRiskWindow } from '../planning/read-risk-window';
import { productionStateOf, readProduction } from '../production/read-production';
import { type ListParams, type ListShape, riskParams } from './list-orders-shape';
import { listStatement } from './list-orders-statement';
import { countsMatches, totalOf } from './list-orders-total';
import type { ListOrdersQuery } from './order-input';
import { orderSearchPatterns, searchKind } from './order-search';

/**
 * Spec 001 §7 "orders: select with exact count": never drafts, newest first, 10 a page; a preparator
 * sees every establishment, anyone else only their own (none without one); exact status filter; the
 * search matches patient first name, last name or order number (order-search.ts).
 *
 * One statement a page (list-orders-statement.ts): the total rides along, read from the
 * counters of order_counts without a search (exact), or counted up to ORDER_SEARCH_COUNT_CAP + 1
 * matches with one ("Plus de 1 000 commandes").
 */
export const listOrders = async (
  deps: Deps,
  actor: Actor,
  query: ListOrdersQuery,
): Promise<OrderListPage> => {
  if (!can(actor, 'orders.list')) throw AppError.forbidden();
  const scope = listScope(actor);
  const preparator = scope.kind === 'every';
  const page = { page: query.page, pageSize: PAGE_SIZE };
  if (scope.kind === 'none') return { items: [], total: 0, totalCapped: false, ...page };

  const today = parisDay(deps.now());
  const shape: ListShape = {
    everyEstablishment: preparator,
    status: query.status !== undefined,
    search: query.search === undefined ? undefined : searchKind(query.search),
    remake: query.remake === true,
    // The lab's view of what is due (the other roles' lists do not offer it).
    due: preparator ? query.due : undefined,
    promisedSort: preparator && query.sort === 'promised',
    firstPage: query.page === 1,
  };
  // The « À risque » filter reads the steps in force and the closures first (its window).
  const risk = shape.due === 'at_risk' ? await readRiskWindow(deps, today) : undefined;
  const params: ListParams = {
    establishmentId: scope.kind === 'own' ? scope.establishmentId : undefined,
    status: query.status,
    ...(query.search === undefined ? {} : orderSearchPatterns(query.search)),
    ...(shape.due === undefined ? {} : { today }),
    ...(risk === undefined ? {} : riskParams(risk.window)),
    offset: (query.page - 1) * PAGE_SIZE,
  };
  const rows = await listStatement(deps.db, shape).execute(params);
  const capped = countsMatches(shape);

  // A page past the end has no row to carry the total: it is then asked alone (an empty first page
  // means no order at all).
  // The clinic's label of the step (decision 141): the steps in force read only for a page that has
  // an order in progress.
  // « À risque » on the lab's list (decision 143): the steps and the closures read only for a page
  // that has an order registered or in progress.
  const making = preparator && rows.some(({ order }) => order.status === 'registered');
  const production =
    risk?.production ??
    (making || rows.some(({ order }) => order.status === 'in_progress')
      ? await readProduction(deps.db, deps.now())
      : null);
  const closures =
    risk?.closures ??
    (preparator && production !== null ? (await readPlanning(deps.db, deps.now())).closures : null);
  const stepKeys = production?.steps.map((step) => step.key) ?? [];
  const counted = rows[0]?.total ?? (query.page === 1 ? 0 : await totalAlone(deps, shape, params));
  return {
    items: rows.map(({ order, establishmentName, creatorFirstName, creatorLastName }) => ({
      id: order.id,
      order_number: order.orderNumber,
      status: order.status,
      shipping_method: order.shippingMethod,
      patient_first_name: order.patientFirstName,
      patient_last_name: order.patientLastName,
      created_at: order.createdAt.toISOString(),
      pdf_url: order.pdfUrl,
      remake_reason: order.remakeReason,
      promised_ship_on: order.promisedShipOn,
      due: dueState(order.promisedShipOn, order.status, today),
      production_label:
        production === null || order.status !== 'in_progress'
          ? null
          : productionStatusLabel(production, productionStateOf(order)),
      at_risk:
        closures !== null &&
        isAtRisk({
          status: order.status,
          promised: order.promisedShipOn,
          steps: stepKeys,
          currentStep: order.productionStep,
          done: order.productionDone,
          today,
          closures,
        }),
      establishment_name: preparator ? establishmentName : null,
      created_by_name: preparator
        ? [creatorFirstName, creatorLastName].filter(Boolean).join(' ') || null
        : null,
    })),
    // Only a search's (or the remakes') count stops at the cap: the counters' totals are exact.
    total: capped ? Math.min(counted, ORDER_SEARCH_COUNT_CAP) : counted,
    totalCapped: capped && counted > ORDER_SEARCH_COUNT_CAP,
    ...page,
  };
};

const totalAlone = async (deps: Deps, shape: ListShape, params: ListParams) => {
  const statement = deps.db
    .select({ total: sql<number>`(${totalOf(deps.db, shape)})`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .prepare(undefined as unknown as string);
  const [row] = await statement.execute(params);
  return row?.total ?? 0;
};
