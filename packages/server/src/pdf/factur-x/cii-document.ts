// The EN 16931 invoice in the UN/CEFACT Cross Industry Invoice syntax (CII D16B), as the
// Factur-X profile EN 16931 restricts it. Elements follow the schema's sequences: an element out of
// order is a schema error, which the tests catch with xmllint against both XSDs
// (testing/factur-x-xsd/). BT-n in the comments name the EN 16931 business terms.

import { escapeXml } from '../../xml/escape-xml';
import type { CiiAddress, CiiDocument, CiiLine, CiiParty } from './cii-types';

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
// The French electronic addresses' scheme (BT-34-1 / BT-49-1, decision 145).
const SCHEME_EADDRESS = '0225';

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

const postalAddress = (address: CiiAddress): string =>
  el(
    'ram:PostalTradeAddress',
    (address.postalCode ? text('ram:PostcodeCode', address.postalCode) : '') +
      text('ram:LineOne', address.line) +
      (address.city ? text('ram:CityName', address.city) : '') +
      text('ram:CountryID', 'FR'),
  );

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
  return el(
    name,
    text('ram:GlobalID', p.siret, `schemeID="${SCHEME_SIRET}"`) + // BT-29 / BT-46
      text('ram:Name', p.name) + // BT-27 / BT-44
      el(
        'ram:SpecifiedLegalOrganization',
        text('ram:ID', p.siret.slice(0, 9), `schemeID="${SCHEME_SIREN}"`),
      ) + // BT-30 / BT-47
      contact +
      postalAddress(p.address) +
      (p.electronicAddress
        ? el(
            'ram:URIUniversalCommunication',
            text('ram:URIID', p.electronicAddress, `schemeID="${SCHEME_EADDRESS}"`),
          ) // BT-34 / BT-49
        : '') +
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
      (doc.businessProcess
        ? el('ram:BusinessProcessSpecifiedDocumentContextParameter', text('ram:ID', doc.businessProcess))
        : '') + // BT-23
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
          // Required by both XSDs, though all it holds is optional in EN 16931: the dates of supply
          // of a monthly invoice are its period (BG-14); the orders' shipping dates are not in the
          // data. It names a deliver-to party (BG-15) only when the goods went to one address other
          // than the buyer's (decision 145); empty, the Factur-X schematron warns about it
          // (PEPPOL-EN16931-R008), as on CEN's own examples (testing/schematron.ts,
          // EMPTY_DELIVERY_WARNING).
          el(
            'ram:ApplicableHeaderTradeDelivery',
            doc.deliverTo
              ? el(
                  'ram:ShipToTradeParty',
                  text('ram:Name', doc.deliverTo.name) + postalAddress(doc.deliverTo.address),
                ) // BT-70, BG-15
              : '',
          ) +
          settlement(doc),
      ),
    NAMESPACES,
  ) +
  '\n';
