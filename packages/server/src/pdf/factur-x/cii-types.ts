// The EN 16931 content of one document, as cii-document.ts writes it in CII D16B (BT-n: EN 16931's
// business terms).

/** A party with the French identifiers the reform asks for (SIRET, SIREN, VAT number). */
export type CiiParty = {
  name: string;
  siret: string;
  /** FR + key + SIREN (BT-31 / BT-48). */
  vatNumber: string;
  address: CiiAddress;
  contact?: { phone?: string; email?: string };
  /** BT-34 / BT-49: the party's e-invoicing address, scheme 0225 (the directory's addressing identifier). */
  electronicAddress?: string;
};

export type CiiAddress = { line: string; postalCode?: string; city?: string };

export type CiiLine = {
  /** Shown to the buyer as the line's note (BT-127): here the order the line belongs to. */
  note?: string;
  name: string;
  quantity: number;
  /** Integer cents excluding VAT, never negative (a discount is a CiiAllowance). */
  netAmount: number;
  vatRateBp: number;
};

/** A document-level allowance (BG-20): an amount off, at one VAT rate, with its reason. */
export type CiiAllowance = { amount: number; reason: string; vatRateBp: number };

export type CiiVatBreakdown = { rateBp: number; basis: number; vat: number };

export type CiiNote = { subjectCode?: 'AAB' | 'PMD' | 'PMT' | 'REG' | 'ABL' | 'TXD'; text: string };

export type CiiDocument = {
  /** BT-23, the French « cadre de facturation »: B1, an invoice of goods (decision 145). */
  businessProcess?: 'B1';
  /** 380 commercial invoice; 381 credit note (which then names the invoice it corrects). */
  typeCode: '380' | '381';
  number: string;
  /** Calendar dates, already in the seller's time zone: 'YYYYMMDD'. */
  issueDate: string;
  /** BT-9: an invoice's; a credit note has none. */
  dueDate?: string;
  period?: { start: string; end: string };
  /** BT-25/26: the invoice a credit note corrects. */
  precedingInvoice?: { number: string; issueDate: string };
  seller: CiiParty;
  buyer: CiiParty;
  /** BG-15: the deliver-to address, when another than the buyer's. */
  deliverTo?: { name: string; address: CiiAddress };
  lines: CiiLine[];
  allowances: CiiAllowance[];
  vatBreakdown: CiiVatBreakdown[];
  /** BT-20. */
  paymentTerms: string;
  notes: CiiNote[];
  totals: {
    lineTotal: number;
    allowanceTotal: number;
    taxBasisTotal: number;
    taxTotal: number;
    grandTotal: number;
    duePayable: number;
  };
};
