import { VAT_RATES_BP, vatOn } from '../pricing/vat';
import type { InvoiceLine, InvoiceVatRate } from './invoice-line';

export type VatBreakdown = { rate: InvoiceVatRate; rateBp: number; baseHT: number; vat: number };

export type InvoiceTotals = {
  totalHT: number;
  /** One entry per rate that has lines: products 5,5 %, shipping 20 %. */
  vat: VatBreakdown[];
  totalTVA: number;
  totalTTC: number;
};

/**
 * docs/design.md §5.8 and §5.11: VAT is computed once per rate on the invoice's total at that rate (not per
 * line, not per order) and rounded half up; TTC is HT plus that VAT. All in integer cents.
 */
export const invoiceTotals = (lines: readonly InvoiceLine[]): InvoiceTotals => {
  const vat: VatBreakdown[] = [];
  for (const rate of ['products', 'shipping'] as const) {
    const atRate = lines.filter((line) => line.vatRate === rate);
    if (atRate.length === 0) continue;
    const baseHT = atRate.reduce((sum, line) => sum + line.totalHT, 0);
    vat.push({ rate, rateBp: VAT_RATES_BP[rate], baseHT, vat: vatOn(baseHT, VAT_RATES_BP[rate]) });
  }
  const totalHT = lines.reduce((sum, line) => sum + line.totalHT, 0);
  const totalTVA = vat.reduce((sum, entry) => sum + entry.vat, 0);
  return { totalHT, vat, totalTVA, totalTTC: totalHT + totalTVA };
};

/** "5,5 %", "20 %". */
export const formatVatRate = (rateBp: number): string =>
  `${(rateBp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })}\u00a0%`;
