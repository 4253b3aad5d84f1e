import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { useServerPrices } from '../api/calculate-order-prices';
import type { WizardState } from '../wizard-state';

/**
 * The price table's figures: computed at once in the browser (the same domain function the server
 * runs), replaced by the server's answer (its price list, docs/design.md §5.8) once it comes.
 */
export const useOrderPrices = (state: WizardState, transferFileCount: number) => {
  const { values } = state;
  const instant = computeOrderPrices(values.details, values.shipping_method, {
    transferMethod: values.transfer_method,
    transferFileCount,
  });
  const server = useServerPrices({
    orderId: state.orderId,
    details: values.details,
    shippingMethod: values.shipping_method,
    transferMethod: values.transfer_method,
    fileCount: transferFileCount,
  });
  return { prices: server.data ?? instant, updating: server.isFetching };
};
