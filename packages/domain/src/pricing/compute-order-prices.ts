import { ADDITIONAL_OPTION_LABELS, SPECIAL_MARKING_LABEL } from '../catalogue/additional-options';
import { EAR_SIDES, type EarSide } from '../catalogue/ear-sides';
import { productTypeHasCase, protectiveDomainOf } from '../catalogue/protective';
import type { ShippingMethod } from '../catalogue/shipping-methods';
import { TIP_TYPE_LABELS } from '../catalogue/tip-types';
import { type TransferMethod, transferMethodOf } from '../catalogue/transfer-methods';
import type { OrderDetails } from '../orders/details-schema';
import type { AdditionalOptions } from '../orders/ear-schemas';
import type { OrderPrices, PriceItem } from './order-prices';
import { DEFAULT_PRICE_LIST, type PriceList } from './price-list';
import { VAT_RATES_BP, vatOn } from './vat';

export type PriceOptions = {
  transferMethod?: TransferMethod | null | undefined;
  /** Impression files sent by the transfer method (spec 001 §9: Natus and Decrypt are billed per file). */
  transferFileCount?: number | undefined;
  /** The database's current list (docs/design.md §5.8); the defaults when omitted. */
  priceList?: PriceList | undefined;
};

const line = (label: string, ear: EarSide | null, totalPrice: number, quantity = 1): PriceItem => ({
  label,
  ear,
  quantity,
  totalPrice,
});

/** Lines of one ear: the tip, then each priced option chosen (docs/design.md §5.8, per ear). */
const earLines = (details: OrderDetails, side: EarSide, prices: PriceList): PriceItem[] => {
  const lines: PriceItem[] = [];
  const optional = (label: string, chosen: boolean, cents: number) => {
    // A chosen option priced 0 by the lab adds nothing worth a line.
    if (chosen && cents > 0) lines.push(line(label, side, cents));
  };
  const extras = (additional: AdditionalOptions | undefined, marking: string | undefined) => {
    optional(
      ADDITIONAL_OPTION_LABELS.extractionString,
      additional?.extractionString === true,
      prices.extractionStringPerEar,
    );
    optional(ADDITIONAL_OPTION_LABELS.colorMarks, additional?.colorMarks === true, prices.colorMarksPerEar);
    optional(SPECIAL_MARKING_LABEL, (marking ?? '').trim() !== '', prices.specialMarkingPerEar);
  };

  if (details.type === 'classic') {
    const ear = details[side];
    if (!ear) return lines;
    lines.push(line(TIP_TYPE_LABELS.classic, side, prices.classicPerEar));
    optional('Cordon', ear.cord === 'with-cord', prices.cordPerEar);
    extras(ear.additionalOptions, ear.specialMarking);
  } else if (details.type === 'remote') {
    const ear = details[side];
    if (!ear) return lines;
    lines.push(line(TIP_TYPE_LABELS.remote, side, prices.remotePerEar));
    extras(ear.additionalOptions, ear.specialMarking);
  } else {
    const ear = details[side];
    const domain = protectiveDomainOf(details.domain);
    // No domain yet (a draft): nothing to price, the per-ear price depends on it.
    if (!ear || !domain) return lines;
    lines.push(
      line(`${TIP_TYPE_LABELS.protective} (${domain.label})`, side, prices.protectivePerEar[domain.value]),
    );
    // Only what the domain offers is billed (a stray filter on a water plug is not made).
    const cord = domain.cords.length > 0 && ear.options?.includes('with-cord') === true;
    const filter = domain.filters.length > 0 && ear.filters?.includes('with-filter') === true;
    optional('Cordon', cord, prices.cordPerEar);
    optional('Filtre', filter, prices.protectiveFilterPerEar);
  }
  return lines;
};

/**
 * Spec 001 §3 details.prices for the calculate-order-prices call; every amount in integer cents.
 * Lines: per ear (left, then right), then the case (once per order), then the transfer fees.
 * VAT on the total of each rate, half up (docs/design.md §5.8).
 */
export const computeOrderPrices = (
  details: OrderDetails | null | undefined,
  shippingMethod: ShippingMethod | null | undefined,
  options: PriceOptions = {},
): OrderPrices => {
  const prices = options.priceList ?? DEFAULT_PRICE_LIST;
  const fileCount = options.transferFileCount ?? 0;
  if (!Number.isSafeInteger(fileCount) || fileCount < 0) {
    throw new RangeError(`transferFileCount must be a non-negative integer: ${fileCount}`);
  }

  const items: PriceItem[] = details ? EAR_SIDES.flatMap((side) => earLines(details, side, prices)) : [];

  if (details?.type === 'protective' && productTypeHasCase(details.productType) && prices.casePerOrder > 0) {
    items.push(line('Étui', null, prices.casePerOrder));
  }

  const transfer = transferMethodOf(options.transferMethod);
  const perFile = transfer ? prices.transferPerFile[transfer.value] : 0;
  if (transfer && perFile > 0 && fileCount > 0) {
    items.push(line(`Frais de transfert ${transfer.label}`, null, perFile * fileCount, fileCount));
  }

  const productsHT = items.reduce((sum, item) => sum + item.totalPrice, 0);
  const tvaProduits = vatOn(productsHT, VAT_RATES_BP.products);
  const shippingHT = shippingMethod ? prices.shipping[shippingMethod] : 0;
  const tvaShipping = vatOn(shippingHT, VAT_RATES_BP.shipping);
  return {
    items,
    productsHT,
    tvaProduits,
    shippingHT,
    tvaShipping,
    totalTTC: productsHT + tvaProduits + shippingHT + tvaShipping,
  };
};
