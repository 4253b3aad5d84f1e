import { monthWindow } from '@conque/domain/invoices/invoice-month';
import { invoiceTotals } from '@conque/domain/invoices/invoice-totals';
import { VAT_RATES_BP } from '@conque/domain/pricing/vat';
import { frenchVatNumber } from '@conque/domain/shared/french-vat-number';
import { formatParis } from '@conque/domain/shared/paris-time';
import { sirenOf } from '@conque/domain/shared/siret';
import {
  creditNoteTerms,
  type InvoiceData,
  LATE_PAYMENT_PENALTIES,
  NO_EARLY_PAYMENT_DISCOUNT,
  paymentTerms,
  RECOVERY_INDEMNITY,
} from '../invoice-data';
import type { CiiAllowance, CiiDocument, CiiLine, CiiParty } from './cii-types';

/** A Paris calendar date as CII's format 102. */
export const ciiDate = (instant: Date): string => formatParis(instant, 'yyyyMMdd');

/** "12 rue de la Conque, 69003 Lyon" → its street, postal code and city when it reads so. */
const splitAddress = (address: string): CiiParty['address'] => {
  const match = /^(.+?),\s*(\d{5})\s+(.+)$/.exec(address.trim());
  return match ? { line: match[1] ?? '', postalCode: match[2], city: match[3] } : { line: address };
};

// The French subject codes of the reform: AAB early-payment discount, PMD penalties, PMT indemnity.
const invoiceNotes: CiiDocument['notes'] = [
  { subjectCode: 'AAB', text: NO_EARLY_PAYMENT_DISCOUNT },
  { subjectCode: 'PMD', text: `${LATE_PAYMENT_PENALTIES}.` },
  {
    subjectCode: 'PMT',
    text: `${RECOVERY_INDEMNITY[0]?.toUpperCase()}${RECOVERY_INDEMNITY.slice(1)} est due en cas de retard de paiement.`,
  },
];

/**
 * The buyer's electronic address as the French rules take it in scheme 0225 (decision 145): its
 * SIREN first, then letters, digits, « - », « _ » or « . »; another is left out.
 */
export const buyerElectronicAddress = (buyer: InvoiceData['buyer']): string | undefined => {
  const address = buyer.electronic_address ?? '';
  return address.startsWith(sirenOf(buyer.siret)) && /^[A-Za-z0-9._-]+$/.test(address) ? address : undefined;
};

/**
 * The EN 16931 content of a monthly invoice, from the row as issued (lines, totals) and
 * the seller as configured. The grouped-shipping discount, a negative line on the PDF, is a
 * document-level allowance at the shipping rate (BG-20); every other line is a line (BG-25).
 */
export const invoiceCiiDocument = (data: InvoiceData): CiiDocument => {
  const lines: CiiLine[] = [];
  const allowances: CiiAllowance[] = [];
  for (const line of data.lines) {
    const vatRateBp = VAT_RATES_BP[line.vatRate];
    if (line.totalHT < 0) {
      allowances.push({
        amount: -line.totalHT,
        reason: `${line.label} – commande ${line.orderNumber}`,
        vatRateBp,
      });
    } else {
      lines.push({
        note: `Commande ${line.orderNumber} – ${line.patientName}`,
        name: line.label,
        quantity: line.quantity,
        netAmount: line.totalHT,
        vatRateBp,
      });
    }
  }
  const lineTotal = lines.reduce((sum, line) => sum + line.netAmount, 0);
  const allowanceTotal = allowances.reduce((sum, allowance) => sum + allowance.amount, 0);
  const { start, end } = monthWindow(data.month);
  const { seller, buyer } = data;
  const invoice = data.kind === 'invoice';
  const delivery = buyer.delivery_address;
  return {
    // The reform's mentions (decision 145): an invoice of goods (BT-23 B1), the buyer's SIREN
    // (BT-47, in party()), both parties' electronic addresses (BT-34, BT-49) and the delivery
    // address (BG-15).
    businessProcess: 'B1',
    typeCode: invoice ? '380' : '381',
    number: data.number,
    issueDate: ciiDate(data.issuedAt),
    ...(invoice
      ? { dueDate: ciiDate(data.dueAt) }
      : {
          precedingInvoice: { number: data.invoice.number, issueDate: ciiDate(data.invoice.issuedAt) },
        }),
    period: { start: ciiDate(start), end: ciiDate(new Date(end.getTime() - 1)) },
    seller: {
      name: seller.name,
      siret: seller.siret,
      vatNumber: seller.vatNumber,
      address: splitAddress(seller.address),
      contact: { phone: seller.phone, email: seller.email },
      electronicAddress: seller.electronicAddress,
    },
    buyer: {
      name: buyer.name,
      siret: buyer.siret,
      // Establishments keep no VAT number: every French company's follows from its SIREN.
      vatNumber: frenchVatNumber(sirenOf(buyer.siret)),
      address: {
        line: buyer.billing_street_address,
        postalCode: buyer.billing_postal_code,
        city: buyer.billing_city,
      },
      ...(buyerElectronicAddress(buyer) ? { electronicAddress: buyerElectronicAddress(buyer) } : {}),
    },
    ...(delivery
      ? {
          deliverTo: {
            name: delivery.name,
            address: { line: delivery.street_address, postalCode: delivery.postal_code, city: delivery.city },
          },
        }
      : {}),
    lines,
    allowances,
    vatBreakdown: invoiceTotals(data.lines).vat.map((entry) => ({
      rateBp: entry.rateBp,
      basis: entry.baseHT,
      vat: entry.vat,
    })),
    paymentTerms: invoice ? paymentTerms(data.dueAt) : creditNoteTerms(data.invoice.number),
    notes: invoice ? invoiceNotes : [{ text: `Motif : ${data.reason}` }],
    totals: {
      lineTotal,
      allowanceTotal,
      taxBasisTotal: data.totalHt,
      taxTotal: data.totalTva,
      grandTotal: data.totalTtc,
      duePayable: data.totalTtc,
    },
  };
};
