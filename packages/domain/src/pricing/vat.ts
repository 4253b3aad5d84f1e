// Spec 001 §9 and docs/design.md §5.8: products and transfer fees 5.5 %, shipping 20 %, computed once on the
// total of each rate (not per line) and rounded half up to the cent. Rates are in basis points so
// that the sum stays in integers: 4 100 × 5.5 % is 225.5 cents exactly, where floating point gives
// 225.49999… and rounds the wrong way.
export const VAT_RATES_BP = {
  products: 550,
  shipping: 2000,
} as const;
export type VatRate = keyof typeof VAT_RATES_BP;

const BASIS = 10_000;

/** VAT in cents on an amount in cents, half rounded away from zero (half up for the usual positive amounts). */
export const vatOn = (amountCents: number, rateBp: number): number => {
  if (!Number.isSafeInteger(amountCents))
    throw new RangeError(`amount must be integer cents: ${amountCents}`);
  const magnitude = Math.floor((Math.abs(amountCents) * rateBp + BASIS / 2) / BASIS);
  return amountCents < 0 ? -magnitude : magnitude;
};

/** An amount excluding VAT plus its VAT, in cents. */
export const withVat = (amountCents: number, rateBp: number): number =>
  amountCents + vatOn(amountCents, rateBp);
