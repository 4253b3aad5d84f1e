import type { ProductionSettings } from '@conque/domain/production/production-settings';
import {
  type ProductionState,
  productionView,
  stepChangedMessage,
} from '@conque/domain/production/production-state';
import { formatParis } from '@conque/domain/shared/paris-time';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderEvents } from '../../db/schema/index';
import type { ProductionAnswer } from './production-requests';

/** The history's kinds that move an order in or through the steps. */
const MOVES = [
  'production_step_reached',
  'quality_control_passed',
  'quality_control_failed',
  'status_changed',
] as const;

/**
 * The 409 of a caller whose `from_step` is no longer the order's (decision 141): where the order is
 * now, who put it there and when (the order's last move in its history), and its steps as they are.
 */
export const stepConflict = async (
  tx: Executor,
  orderId: string,
  settings: ProductionSettings,
  state: ProductionState,
): Promise<ProductionAnswer> => {
  const [last] = await tx
    .select({ name: orderEvents.actorName, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.kind, [...MOVES])))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  const by = last ? { name: last.name, at: formatParis(last.at, "dd/MM/yyyy 'à' HH:mm") } : null;
  return {
    status: 409,
    body: {
      error: {
        code: 'production_step_changed',
        message: stepChangedMessage(settings, state, by),
        field: 'from_step',
      },
      production: productionView(settings, state),
    },
  };
};
