import { formatOrderNumber } from '@conque/domain/orders/order-number';
import { parisYear } from '@conque/domain/shared/paris-time';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderNumberCounters } from '../../db/schema/index';

/**
 * The next number of the year of validation as seen in France (docs/design.md §5.5 and §5.17: 31 Dec
 * 23:30 UTC is already next year), taken in the validation's transaction: the upsert locks the year's
 * counter row until commit, so concurrent validations queue on it and never share a number; a
 * validation that rolls back gives its number back.
 */
export const nextOrderNumber = async (tx: Tx, validatedAt: Date): Promise<string> => {
  const year = parisYear(validatedAt);
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { last: sql`${orderNumberCounters.last} + 1` },
    })
    .returning({ last: orderNumberCounters.last });
  if (!row) throw new Error('order number counter not updated');
  return formatOrderNumber(year, row.last);
};
