import { LIFECYCLE_STATUSES, PAYMENT_RECEIVED } from '@conque/domain/einvoicing/lifecycle-statuses';
import type { InvoiceLine } from '@conque/domain/invoices/invoice-line';
import { invoiceTotals } from '@conque/domain/invoices/invoice-totals';
import { formatParis } from '@conque/domain/shared/paris-time';
import { ciiAmount } from '../../pdf/factur-x/cii-document';
import { escapeXml } from '../../xml/escape-xml';

// Decision 147: the seller's « Encaissée » (XP Z12-012, code 212, UNTDID 1373 status 47 « Paid »),
// as the standard's worked example for the seller builds it: issued by the seller (SE) for the buyer
// (BY) and the state's platform (DFH, « Encaissée » is one of the statuses it must receive), with one
// MEN characteristic per VAT rate: the amount received, VAT included, at that rate (BR-FR-CDV-14).

export type PaymentReceivedInput = {
  invoiceNumber: string;
  invoiceIssuedAt: Date;
  sellerSiren: string;
  sellerName: string;
  buyerSiren: string;
  buyerName: string;
  /** The invoice's lines, and those its credit notes gave back: what is received is the difference. */
  invoiceLines: readonly InvoiceLine[];
  creditedLines: readonly InvoiceLine[];
  paidAt: Date;
};

const dateTime = (at: Date) => formatParis(at, 'yyyyMMddHHmmss');
const day = (at: Date) => formatParis(at, 'yyyyMMdd');

/** The amount received per VAT rate (TTC, cents), credit notes deducted; rates with nothing left drop. */
export const receivedPerRate = (input: Pick<PaymentReceivedInput, 'invoiceLines' | 'creditedLines'>) => {
  const credited = invoiceTotals(input.creditedLines).vat;
  return invoiceTotals(input.invoiceLines)
    .vat.map((entry) => {
      const back = credited.find((c) => c.rate === entry.rate);
      const ttc = entry.baseHT + entry.vat - (back ? back.baseHT + back.vat : 0);
      return { rateBp: entry.rateBp, ttc };
    })
    .filter((entry) => entry.ttc > 0);
};

export const paymentReceivedCdar = (input: PaymentReceivedInput): string => {
  const label = LIFECYCLE_STATUSES[PAYMENT_RECEIVED].label;
  const issueDay = day(input.invoiceIssuedAt);
  const id = `${input.invoiceNumber}_${PAYMENT_RECEIVED}_${dateTime(input.paidAt)}#380_${issueDay}`;
  const characteristics = receivedPerRate(input)
    .map(
      (entry) => `
        <ram:SpecifiedDocumentCharacteristic>
          <ram:TypeCode>MEN</ram:TypeCode>
          <ram:ValueChangedIndicator><udt:IndicatorString>false</udt:IndicatorString></ram:ValueChangedIndicator>
          <ram:ValueAmount currencyID="EUR">${ciiAmount(entry.ttc)}</ram:ValueAmount>
          <ram:ValuePercent>${(entry.rateBp / 100).toFixed(2)}</ram:ValuePercent>
        </ram:SpecifiedDocumentCharacteristic>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossDomainAcknowledgementAndResponse xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100">
  <rsm:ExchangedDocumentContext>
    <ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>REGULATED</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn.cpro.gouv.fr:1p0:CDV:invoice</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${escapeXml(id)}</ram:ID>
    <ram:Name>${escapeXml(`${input.invoiceNumber} ${label}`)}</ram:Name>
    <ram:IssueDateTime><udt:DateTimeString format="204">${dateTime(input.paidAt)}</udt:DateTimeString></ram:IssueDateTime>
    <ram:SenderTradeParty><ram:RoleCode>WK</ram:RoleCode></ram:SenderTradeParty>
    <ram:IssuerTradeParty>
      <ram:GlobalID schemeID="0002">${escapeXml(input.sellerSiren)}</ram:GlobalID>
      <ram:Name>${escapeXml(input.sellerName)}</ram:Name>
      <ram:RoleCode>SE</ram:RoleCode>
    </ram:IssuerTradeParty>
    <ram:RecipientTradeParty>
      <ram:GlobalID schemeID="0002">${escapeXml(input.buyerSiren)}</ram:GlobalID>
      <ram:Name>${escapeXml(input.buyerName)}</ram:Name>
      <ram:RoleCode>BY</ram:RoleCode>
    </ram:RecipientTradeParty>
    <ram:RecipientTradeParty>
      <ram:GlobalID schemeID="0238">9998</ram:GlobalID>
      <ram:Name>PPF</ram:Name>
      <ram:RoleCode>DFH</ram:RoleCode>
    </ram:RecipientTradeParty>
  </rsm:ExchangedDocument>
  <rsm:AcknowledgementDocument>
    <ram:MultipleReferencesIndicator><udt:Indicator>false</udt:Indicator></ram:MultipleReferencesIndicator>
    <ram:TypeCode>23</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="204">${dateTime(input.paidAt)}</udt:DateTimeString></ram:IssueDateTime>
    <ram:ReferenceReferencedDocument>
      <ram:IssuerAssignedID>${escapeXml(input.invoiceNumber)}</ram:IssuerAssignedID>
      <ram:StatusCode>47</ram:StatusCode>
      <ram:TypeCode>380</ram:TypeCode>
      <ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${issueDay}</qdt:DateTimeString></ram:FormattedIssueDateTime>
      <ram:ProcessConditionCode>${PAYMENT_RECEIVED}</ram:ProcessConditionCode>
      <ram:ProcessCondition>${label}</ram:ProcessCondition>
      <ram:IssuerTradeParty><ram:GlobalID schemeID="0002">${escapeXml(input.sellerSiren)}</ram:GlobalID></ram:IssuerTradeParty>
      <ram:SpecifiedDocumentStatus>${characteristics}
      </ram:SpecifiedDocumentStatus>
    </ram:ReferenceReferencedDocument>
  </rsm:AcknowledgementDocument>
</rsm:CrossDomainAcknowledgementAndResponse>
`;
};
