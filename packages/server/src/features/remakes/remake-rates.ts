import { REMAKE_REASONS, type RemakeRate, type RemakeRatesResponse } from '@conque/domain/orders/remakes';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, asc, count, gte, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { establishments, orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { reworkCauses } from '../production/rework-causes';

/**
 * GET /api/remake-rates: per establishment, over the last `months` months, the
 * orders shipped (remakes aside) and the remakes asked (validated and not cancelled), by reason.
 * The rate is remakes ÷ shipped orders; an establishment with neither is not listed. With them,
 * « Causes de reprise »: the quality control's failed points (decision 141).
 */
export const remakeRates = async (deps: Deps, actor: Actor, months: number): Promise<RemakeRatesResponse> => {
  if (!can(actor, 'remakes.view_rates')) throw AppError.forbidden();
  const since = deps.now();
  since.setUTCMonth(since.getUTCMonth() - months);
  const [shipped, remakes, causes] = await Promise.all([
    deps.db
      .select({ establishmentId: orders.establishmentId, n: count() })
      .from(orders)
      .where(
        and(
          inArray(orders.status, ['shipped', 'ready_pickup']),
          gte(orders.shippedAt, since),
          isNull(orders.remakeReason),
        ),
      )
      .groupBy(orders.establishmentId),
    deps.db
      .select({ establishmentId: orders.establishmentId, reason: orders.remakeReason, n: count() })
      .from(orders)
      .where(
        and(
          isNotNull(orders.remakeReason),
          notInArray(orders.status, ['draft', 'cancelled']),
          gte(orders.createdAt, since),
        ),
      )
      .groupBy(orders.establishmentId, orders.remakeReason),
    reworkCauses(deps.db, since),
  ]);

  const rates = new Map<string, RemakeRate>();
  const rateOf = (establishmentId: string) => {
    let rate = rates.get(establishmentId);
    if (!rate) {
      const byReason = Object.fromEntries(
        REMAKE_REASONS.map((reason) => [reason, 0]),
      ) as RemakeRate['by_reason'];
      rate = {
        establishment_id: establishmentId,
        establishment_name: '',
        shipped_orders: 0,
        remakes: 0,
        by_reason: byReason,
      };
      rates.set(establishmentId, rate);
    }
    return rate;
  };
  for (const row of shipped) rateOf(row.establishmentId).shipped_orders = row.n;
  for (const row of remakes) {
    if (row.reason === null) continue;
    const rate = rateOf(row.establishmentId);
    rate.by_reason[row.reason] += row.n;
    rate.remakes += row.n;
  }
  if (rates.size > 0) {
    const names = await deps.db
      .select({ id: establishments.id, name: establishments.name })
      .from(establishments)
      .where(inArray(establishments.id, [...rates.keys()]))
      .orderBy(asc(establishments.name));
    for (const { id, name } of names) rateOf(id).establishment_name = name;
  }
  // Highest rate first (the establishments to call), then by name.
  const ratio = (rate: RemakeRate) =>
    rate.shipped_orders === 0 ? rate.remakes : rate.remakes / rate.shipped_orders;
  const items = [...rates.values()].sort(
    (a, b) => ratio(b) - ratio(a) || a.establishment_name.localeCompare(b.establishment_name, 'fr'),
  );
  return { since: since.toISOString(), items, rework_causes: causes };
};
