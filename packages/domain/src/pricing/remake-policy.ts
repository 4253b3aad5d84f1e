import type { OrderPrices, PriceItem } from './order-prices';

// The lab's warranty on remakes, in this one place (decision 70, docs/decisions/): a
// remake may be asked within `windowDays` of the original's shipping; it is free of charge when
// its reason is one of `freeReasons`, the original is not itself a remake, and no other free
// remake of the same original is validated (a cancelled one does not count). Every other remake is
// priced like any order.
export const REMAKE_POLICY = {
  windowDays: 90,
  freeReasons: ['discomfort', 'poor_fit'] as readonly string[],
} as const;

export type FreeRemakeFacts = {
  reason: string;
  /** The original is a remake itself: the warranty covers one remake, not a chain. */
  originalIsRemake: boolean;
  /** Validated, not cancelled remakes of the same original that were free. */
  otherFreeRemakes: number;
};

export const isFreeRemake = (facts: FreeRemakeFacts): boolean =>
  REMAKE_POLICY.freeReasons.includes(facts.reason) && !facts.originalIsRemake && facts.otherFreeRemakes === 0;

/** What pricing needs to know of a remake: the reason printed, and whether it is free. */
export type RemakeTerms = { reasonLabel: string; free: boolean };

/**
 * A remake's prices: a first line names it and its reason (on the order, its PDF and the invoice);
 * a free remake has every amount at zero, shipping included.
 */
export const applyRemakeTerms = (prices: OrderPrices, terms: RemakeTerms | null | undefined): OrderPrices => {
  if (!terms) return prices;
  const label = terms.free
    ? `Refabrication sous garantie (${terms.reasonLabel})`
    : `Refabrication (${terms.reasonLabel})`;
  const first: PriceItem = { label, ear: null, quantity: 1, totalPrice: 0 };
  if (!terms.free) return { ...prices, items: [first, ...prices.items] };
  return {
    items: [first, ...prices.items.map((item) => ({ ...item, totalPrice: 0 }))],
    productsHT: 0,
    tvaProduits: 0,
    shippingHT: 0,
    tvaShipping: 0,
    totalTTC: 0,
  };
};
