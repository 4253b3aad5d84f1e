import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import type { OrderPrices } from '@conque/domain/pricing/order-prices';
import { AppError } from '../../http/app-error';

/**
 * The price a person confirmed is the price charged. When update-order says which
 * total the person saw (`expectedTotalTTC`) and the server's differs, it refuses (409
 * `price_changed`, the caller's transaction rolls back) with a message that gives the new total;
 * the person looks again and confirms that one. `wasFreeRemake`: the draft was shown as a remake
 * under warranty and no longer is, which the message then says.
 */
export const assertPriceAsShown = (
  prices: OrderPrices,
  expectedTotalTTC: number | undefined,
  wasFreeRemake = false,
): void => {
  if (expectedTotalTTC === undefined || expectedTotalTTC === prices.totalTTC) return;
  const message =
    wasFreeRemake && expectedTotalTTC === 0
      ? ORDER_MESSAGES.remakeNoLongerFree(prices.totalTTC)
      : ORDER_MESSAGES.priceChanged(expectedTotalTTC, prices.totalTTC);
  throw new AppError('price_changed', message, 'expectedTotalTTC');
};
