import { OPERATION_CATEGORY } from '@conque/domain/invoices/invoice-buyer';
import { monthLabel } from '@conque/domain/invoices/invoice-month';
import { formatVatRate, invoiceTotals } from '@conque/domain/invoices/invoice-totals';
import { formatEurosForPdf } from '@conque/domain/pricing/format-euros';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import { sirenOf } from '@conque/domain/shared/siret';
import {
  createA4Document,
  type Doc,
  PDF_GREY as GREY,
  PDF_MARGIN as MARGIN,
  PDF_FONT,
  PDF_WIDTH as WIDTH,
} from './a4-document';
import { buyerElectronicAddress } from './factur-x/invoice-cii';
import { embedFacturX, PDF_A3_OPTIONS } from './factur-x/pdf-a3';
import { creditNoteTerms, type InvoiceData, legalMentions } from './invoice-data';
import { pdfText } from './order-form-data';

// docs/design.md §5.11: the monthly invoice, in French, on A4, in Liberation Sans embedded (PDF/A asks it:
// pdf-a-fonts.ts; every document draws with it, a4-document.ts), Helvetica's metrics. pdfText and
// formatEurosForPdf put U+00A0 for U+202F, so that amounts read alike on every document.
const REGULAR = PDF_FONT.regular;
const BOLD = PDF_FONT.bold;

const documentTitle = (data: InvoiceData) =>
  `${data.kind === 'invoice' ? 'Facture' : 'Avoir'} ${data.number}`;

/**
 * Every invoice is a Factur-X PDF/A-3; drawInvoice embeds `xml`, its CII. The seller's name
 * goes into the XMP as pdfkit writes it (unescaped): XML's special characters are kept out of it.
 */
export const createInvoiceDocument = (data: InvoiceData, options: { compress?: boolean } = {}): Doc => {
  return createA4Document(
    { title: documentTitle(data), author: data.seller.name.replace(/&/g, 'et').replace(/[<>]/g, '') },
    { ...options, subset: PDF_A3_OPTIONS },
  );
};

const parties = (doc: Doc, data: InvoiceData) => {
  const { seller, buyer } = data;
  const top = doc.y;
  doc
    .font(BOLD)
    .fontSize(16)
    .text(pdfText(seller.name), MARGIN, top, { width: WIDTH / 2 });
  doc.font(REGULAR).fontSize(9).fillColor(GREY);
  for (const line of [
    seller.address,
    `Tél. ${seller.phone} · ${seller.email}`,
    `SIRET : ${seller.siret}`,
    `TVA intracommunautaire : ${seller.vatNumber}`,
    `Adresse de facturation électronique : ${seller.electronicAddress}`,
  ]) {
    doc.text(pdfText(line), { width: WIDTH / 2 });
  }
  const sellerEnd = doc.y;
  const x = MARGIN + WIDTH / 2 + 20;
  const width = WIDTH / 2 - 20;
  doc.fillColor('black').font(BOLD).fontSize(10).text('Facturé à', x, top, { width });
  doc.font(REGULAR).text(pdfText(buyer.name), { width });
  doc.text(pdfText(buyer.billing_street_address), { width });
  doc.text(pdfText(`${buyer.billing_postal_code} ${buyer.billing_city}`), { width });
  doc.text(pdfText(`SIRET : ${buyer.siret}`), { width });
  // The reform's mentions (decision 145): the buyer's SIREN, its electronic address when known.
  doc.text(pdfText(`SIREN : ${sirenOf(buyer.siret)}`), { width });
  const electronicAddress = buyerElectronicAddress(buyer);
  if (electronicAddress)
    doc.text(pdfText(`Adresse de facturation électronique : ${electronicAddress}`), { width });
  const delivery = buyer.delivery_address;
  if (delivery) {
    doc.moveDown(0.5).font(BOLD).text('Livré à', { width });
    doc.font(REGULAR).text(pdfText(delivery.name), { width });
    doc.text(pdfText(delivery.street_address), { width });
    doc.text(pdfText(`${delivery.postal_code} ${delivery.city}`), { width });
  }
  doc.x = MARGIN;
  doc.y = Math.max(sellerEnd, doc.y);
};

const title = (doc: Doc, data: InvoiceData) => {
  doc
    .moveDown(1.5)
    .font(BOLD)
    .fontSize(20)
    .text(pdfText(documentTitle(data)));
  doc.font(REGULAR).fontSize(10);
  doc.text(pdfText(`Date d'émission : ${formatParisDate(data.issuedAt)}`));
  if (data.kind === 'invoice') {
    doc.text(pdfText(`Date d'échéance : ${formatParisDate(data.dueAt)}`));
  } else {
    const { invoice } = data;
    doc.text(pdfText(`Avoir sur la facture ${invoice.number} du ${formatParisDate(invoice.issuedAt)}`));
    doc.text(pdfText(`Motif : ${data.reason}`));
  }
  doc.text(pdfText(`Commandes expédiées en ${monthLabel(data.month)}`));
  doc.text(pdfText(`Catégorie de l'opération : ${OPERATION_CATEGORY}`));
};

const row = (doc: Doc, cells: [string, string, string, string], options: { bold?: boolean } = {}) => {
  if (doc.y > 770) doc.addPage();
  const y = doc.y;
  doc.font(options.bold ? BOLD : REGULAR).fontSize(9);
  doc.text(pdfText(cells[0]), MARGIN, y, { width: WIDTH * 0.58 });
  const end = doc.y;
  doc.text(pdfText(cells[1]), MARGIN + WIDTH * 0.58, y, { width: WIDTH * 0.08, align: 'right' });
  doc.text(pdfText(cells[2]), MARGIN + WIDTH * 0.66, y, { width: WIDTH * 0.12, align: 'right' });
  doc.text(pdfText(cells[3]), MARGIN + WIDTH * 0.78, y, { width: WIDTH * 0.22, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(end, doc.y) + 2;
};

const RATE_TEXT = { products: formatVatRate(550), shipping: formatVatRate(2000) } as const;

/** Lines grouped under their order, in the order the invoice lists them. */
const table = (doc: Doc, data: InvoiceData) => {
  doc.moveDown(1);
  row(doc, ['Désignation', 'Qté', 'TVA', 'Montant HT'], { bold: true });
  let current: string | null = null;
  for (const line of data.lines) {
    if (line.orderId !== current) {
      current = line.orderId;
      doc.moveDown(0.4);
      row(doc, [`Commande ${line.orderNumber} – ${line.patientName}`, '', '', ''], { bold: true });
    }
    row(doc, [line.label, String(line.quantity), RATE_TEXT[line.vatRate], formatEurosForPdf(line.totalHT)]);
  }
};

const totals = (doc: Doc, data: InvoiceData) => {
  doc.moveDown(1);
  const breakdown = invoiceTotals(data.lines).vat;
  row(doc, ['Total HT', '', '', formatEurosForPdf(data.totalHt)], { bold: true });
  for (const entry of breakdown) {
    const label = `TVA ${formatVatRate(entry.rateBp)} sur ${formatEurosForPdf(entry.baseHT)}`;
    row(doc, [label, '', '', formatEurosForPdf(entry.vat)]);
  }
  row(doc, ['Total TVA', '', '', formatEurosForPdf(data.totalTva)]);
  row(doc, ['Total TTC', '', '', formatEurosForPdf(data.totalTtc)], { bold: true });
};

const mentions = (doc: Doc, data: InvoiceData) => {
  doc.moveDown(2).font(REGULAR).fontSize(8).fillColor(GREY);
  const texts = data.kind === 'invoice' ? legalMentions(data.dueAt) : [creditNoteTerms(data.invoice.number)];
  for (const text of texts) doc.text(pdfText(text), MARGIN, doc.y, { width: WIDTH });
  doc.fillColor('black');
};

/** Draws every section, embeds the document's CII XML and ends the document (which ends its stream). */
export const drawInvoice = (doc: Doc, data: InvoiceData, xml: string) => {
  parties(doc, data);
  title(doc, data);
  table(doc, data);
  totals(doc, data);
  mentions(doc, data);
  embedFacturX(doc, xml, data.issuedAt);
  doc.end();
};
