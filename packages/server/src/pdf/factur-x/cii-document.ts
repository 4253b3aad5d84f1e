// The EN 16931 invoice in the UN/CEFACT Cross Industry Invoice syntax (CII D16B), as the
// Factur-X profile EN 16931 restricts it. Elements follow the schema's sequences: an element out of
// order is a schema error, which the tests catch with xmllint against both XSDs
// (testing/factur-x-xsd/). BT-n in the comments name the EN 16931 business terms.

/** A party with the French identifiers the reform asks for (SIRET, SIREN, VAT number). */
export type CiiParty = {
  name: string;
  siret: string;
  /** FR + key + SIREN (BT-31 / BT-48). */
  vatNumber: string;
  address: { line: string; postalCode?: string; city?: string };
  contact?: { phone?: string; email?: string };
};

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

const NAMESPACES = [
  'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
  'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
  'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
].join(' ');

/** EN 16931's CIUS identifier for the Factur-X EN 16931 profile (BT-24). */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

// ICD scheme identifiers (ISO 6523): SIRENE's SIREN, and SIRET.
const SCHEME_SIREN = '0002';
const SCHEME_SIRET = '0009';

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Integer cents as the schema's decimal: 1234 → "12.34", -800 → "-8.00". */
export const ciiAmount = (cents: number): string => {
  if (!Number.isInteger(cents)) throw new RangeError(`amount ${cents} is not whole cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Basis points as a percentage: 550 → "5.5", 2000 → "20". */
export const ciiPercent = (rateBp: number): string => String(rateBp / 100);

/** The line's amount over its quantity: whole cents when it divides, else four decimals. */
const unitPrice = (netAmount: number, quantity: number): string =>
  netAmount % quantity === 0 ? ciiAmount(netAmount / quantity) : (netAmount / 100 / quantity).toFixed(4);

const el = (name: string, content: string, attributes = ''): string =>
  `<${name}${attributes ? ` ${attributes}` : ''}>${content}</${name}>`;
const text = (name: string, value: string, attributes = ''): string => el(name, escapeXml(value), attributes);
const date = (name: string, yyyymmdd: string): string =>
  el(name, text('udt:DateTimeString', yyyymmdd, 'format="102"'));

const vatCategory = (rateBp: number): string =>
  text('ram:TypeCode', 'VAT') +
  text('ram:CategoryCode', 'S') +
  text('ram:RateApplicablePercent', ciiPercent(rateBp));

const party = (name: 'ram:SellerTradeParty' | 'ram:BuyerTradeParty', p: CiiParty): string => {
  const contact =
    p.contact?.phone || p.contact?.email
      ? el(
          'ram:DefinedTradeContact',
          (p.contact.phone
            ? el('ram:TelephoneUniversalCommunication', text('ram:CompleteNumber', p.contact.phone))
            : '') +
            // No schemeID (once "SMTP"): EN 16931 uses none on BT-43, and the Factur-X
            // schematron refuses the file for it, though both XSDs accept it.
            (p.contact.email
              ? el('ram:EmailURIUniversalCommunication', text('ram:URIID', p.contact.email))
              : ''),
        )
      : '';
  const address =
    (p.address.postalCode ? text('ram:PostcodeCode', p.address.postalCode) : '') +
    text('ram:LineOne', p.address.line) +
    (p.address.city ? text('ram:CityName', p.address.city) : '') +
    text('ram:CountryID', 'FR');
  return el(
    name,
    text('ram:GlobalID', p.siret, `schemeID="${SCHEME_SIRET}"`) + // BT-29 / BT-46
      text('ram:Name', p.name) + // BT-27 / BT-44
      el(
        'ram:SpecifiedLegalOrganization',
        text('ram:ID', p.siret.slice(0, 9), `schemeID="${SCHEME_SIREN}"`),
      ) + // BT-30 / BT-47
      contact +
      el('ram:PostalTradeAddress', address) +
      el('ram:SpecifiedTaxRegistration', text('ram:ID', p.vatNumber, 'schemeID="VA"')), // BT-31 / BT-48
  );
};

const lineItem = (line: CiiLine, index: number): string => {
  if (line.netAmount < 0) throw new RangeError('a negative line is an allowance');
  const quantity = line.quantity > 0 ? line.quantity : 1;
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el(
      'ram:AssociatedDocumentLineDocument',
      text('ram:LineID', String(index + 1)) +
        (line.note ? el('ram:IncludedNote', text('ram:Content', line.note)) : ''),
    ) +
      el('ram:SpecifiedTradeProduct', text('ram:Name', line.name)) +
      el(
        'ram:SpecifiedLineTradeAgreement',
        el('ram:NetPriceProductTradePrice', text('ram:ChargeAmount', unitPrice(line.netAmount, quantity))),
      ) +
      el('ram:SpecifiedLineTradeDelivery', text('ram:BilledQuantity', String(quantity), 'unitCode="C62"')) +
      el(
        'ram:SpecifiedLineTradeSettlement',
        el('ram:ApplicableTradeTax', vatCategory(line.vatRateBp)) +
          el(
            'ram:SpecifiedTradeSettlementLineMonetarySummation',
            text('ram:LineTotalAmount', ciiAmount(line.netAmount)),
          ),
      ),
  );
};

const settlement = (doc: CiiDocument): string => {
  const taxes = doc.vatBreakdown
    .map((entry) =>
      el(
        'ram:ApplicableTradeTax',
        text('ram:CalculatedAmount', ciiAmount(entry.vat)) +
          text('ram:TypeCode', 'VAT') +
          text('ram:BasisAmount', ciiAmount(entry.basis)) +
          text('ram:CategoryCode', 'S') +
          text('ram:RateApplicablePercent', ciiPercent(entry.rateBp)),
      ),
    )
    .join('');
  const period = doc.period
    ? el(
        'ram:BillingSpecifiedPeriod',
        date('ram:StartDateTime', doc.period.start) + date('ram:EndDateTime', doc.period.end),
      )
    : '';
  const allowances = doc.allowances
    .map((allowance) =>
      el(
        'ram:SpecifiedTradeAllowanceCharge',
        el('ram:ChargeIndicator', text('udt:Indicator', 'false')) +
          text('ram:ActualAmount', ciiAmount(allowance.amount)) +
          text('ram:Reason', allowance.reason) +
          el('ram:CategoryTradeTax', vatCategory(allowance.vatRateBp)),
      ),
    )
    .join('');
  const terms = el(
    'ram:SpecifiedTradePaymentTerms',
    text('ram:Description', doc.paymentTerms) + (doc.dueDate ? date('ram:DueDateDateTime', doc.dueDate) : ''),
  );
  const t = doc.totals;
  const sums = el(
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
    text('ram:LineTotalAmount', ciiAmount(t.lineTotal)) +
      text('ram:ChargeTotalAmount', ciiAmount(0)) +
      text('ram:AllowanceTotalAmount', ciiAmount(t.allowanceTotal)) +
      text('ram:TaxBasisTotalAmount', ciiAmount(t.taxBasisTotal)) +
      text('ram:TaxTotalAmount', ciiAmount(t.taxTotal), 'currencyID="EUR"') +
      text('ram:GrandTotalAmount', ciiAmount(t.grandTotal)) +
      text('ram:DuePayableAmount', ciiAmount(t.duePayable)),
  );
  const preceding = doc.precedingInvoice
    ? el(
        'ram:InvoiceReferencedDocument',
        text('ram:IssuerAssignedID', doc.precedingInvoice.number) +
          el(
            'ram:FormattedIssueDateTime',
            text('qdt:DateTimeString', doc.precedingInvoice.issueDate, 'format="102"'),
          ),
      )
    : '';
  return el(
    'ram:ApplicableHeaderTradeSettlement',
    text('ram:InvoiceCurrencyCode', 'EUR') + taxes + period + allowances + terms + sums + preceding,
  );
};

/** The CII XML of one document, UTF-8, as embedded in its PDF as factur-x.xml. */
export const ciiXml = (doc: CiiDocument): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  el(
    'rsm:CrossIndustryInvoice',
    el(
      'rsm:ExchangedDocumentContext',
      el('ram:GuidelineSpecifiedDocumentContextParameter', text('ram:ID', EN16931_GUIDELINE)),
    ) +
      el(
        'rsm:ExchangedDocument',
        text('ram:ID', doc.number) +
          text('ram:TypeCode', doc.typeCode) +
          date('ram:IssueDateTime', doc.issueDate) +
          doc.notes
            .map((note) =>
              el(
                'ram:IncludedNote',
                text('ram:Content', note.text) +
                  (note.subjectCode ? text('ram:SubjectCode', note.subjectCode) : ''),
              ),
            )
            .join(''),
      ) +
      el(
        'rsm:SupplyChainTradeTransaction',
        doc.lines.map(lineItem).join('') +
          el(
            'ram:ApplicableHeaderTradeAgreement',
            party('ram:SellerTradeParty', doc.seller) + party('ram:BuyerTradeParty', doc.buyer),
          ) +
          // Required by both XSDs, though all it holds is optional in EN 16931, and empty here: the
          // dates of supply of a monthly invoice are its period (BG-14); a deliver-to party is the
          // buyer (BT-70 is for another one); the orders' shipping dates are not in the data. The
          // Factur-X schematron warns about it (PEPPOL-EN16931-R008), as on CEN's own examples
          // (testing/schematron.ts, EMPTY_DELIVERY_WARNING).
          el('ram:ApplicableHeaderTradeDelivery', '') +
          settlement(doc),
      ),
    NAMESPACES,
  ) +
  '\n';
