import { EAR_SIDE_LABELS, EAR_SIDES } from '@conque/domain/catalogue/ear-sides';
import { GENDERS, HEARING_LOSSES } from '@conque/domain/catalogue/patient';
import { shippingMethodOf } from '@conque/domain/catalogue/shipping-methods';
import { transferMethodOf } from '@conque/domain/catalogue/transfer-methods';
import {
  earSummary,
  generalOptionsSummary,
  type SummaryLine,
  tipTypeSummary,
} from '@conque/domain/orders/details-summary';
import { deliveryEstimateText, promisedShipText } from '@conque/domain/planning/promised-date';
import { formatEurosForPdf } from '@conque/domain/pricing/format-euros';
import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import {
  createA4Document,
  type Doc,
  PDF_GREY as GREY,
  PDF_MARGIN as MARGIN,
  PDF_FONT,
  PDF_WIDTH as WIDTH,
} from './a4-document';
import { type OrderFormData, pdfText } from './order-form-data';
import { drawSummaryLines } from './summary-lines';

// docs/design.md §5.12: the "bon de commande" of a validated order, in French, on A4, in the embedded
// Liberation Sans of every document (a4-document.ts); pdfText and formatEurosForPdf put U+00A0 for
// U+202F, so that amounts read alike on every document.

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((option) => option.value === value)?.label ?? '—';

/** A new document; the caller pipes it to storage before drawing, so pages stream as they are made. */
export const createOrderFormDocument = (data: OrderFormData, options: { compress?: boolean } = {}): Doc =>
  createA4Document({ title: `Bon de commande ${data.orderNumber}`, author: data.organisation.name }, options);

const heading = (doc: Doc, title: string) => {
  doc.moveDown(0.8).font(PDF_FONT.bold).fontSize(12).fillColor('black').text(pdfText(title));
  doc.moveDown(0.2).font(PDF_FONT.regular).fontSize(10);
};

const lines = (doc: Doc, entries: SummaryLine[]) => drawSummaryLines(doc, entries);

const header = (doc: Doc, data: OrderFormData) => {
  const { organisation } = data;
  doc.font(PDF_FONT.bold).fontSize(16).text(pdfText(organisation.name));
  doc.font(PDF_FONT.regular).fontSize(9).fillColor(GREY);
  doc.text(pdfText(organisation.address)).text(pdfText(`Tél. ${organisation.phone} · ${organisation.email}`));
  doc.moveDown(1).fillColor('black').font(PDF_FONT.bold).fontSize(20).text('Bon de commande');
  doc.font(PDF_FONT.regular).fontSize(11);
  doc.text(pdfText(`N° ${data.orderNumber}, validée le ${formatParisDateTime(data.validatedAt)}`));
};

const customer = (doc: Doc, data: OrderFormData) => {
  heading(doc, 'Établissement');
  const e = data.establishment;
  if (e) {
    doc.font(PDF_FONT.bold).text(pdfText(e.name)).font(PDF_FONT.regular);
    doc.text(pdfText(`SIRET : ${e.siret}`));
    doc.text(pdfText(`${e.billing_street_address}, ${e.billing_postal_code} ${e.billing_city}`));
  }
  if (data.creator) {
    const name = [data.creator.first_name, data.creator.last_name].filter(Boolean).join(' ');
    doc.text(pdfText(`Commande passée par ${name || data.creator.email} (${data.creator.email})`));
  }
  heading(doc, 'Patient');
  lines(doc, [
    { title: 'Nom', value: `${data.patient.lastName} ${data.patient.firstName}`.trim() || '—' },
    { title: 'Genre', value: labelOf(GENDERS, data.patient.gender) },
    { title: 'Surdité', value: labelOf(HEARING_LOSSES, data.patient.hearingLoss) },
  ]);
};

const product = (doc: Doc, data: OrderFormData) => {
  const { details } = data;
  if (!details) return;
  heading(doc, "Type d'embout");
  lines(doc, [...tipTypeSummary(details), ...generalOptionsSummary(details)]);
  for (const side of EAR_SIDES) {
    const recap = earSummary(details, side);
    if (!recap) continue;
    heading(doc, EAR_SIDE_LABELS[side]);
    lines(doc, recap);
  }
};

const delivery = (doc: Doc, data: OrderFormData) => {
  heading(doc, 'Livraison');
  const method = shippingMethodOf(data.shippingMethod);
  lines(doc, [{ title: 'Mode', value: method ? `${method.name} (${method.label})` : data.shippingMethod }]);
  // The day the lab promised, and the carrier's window.
  if (data.promisedShipOn && method) {
    const estimate = deliveryEstimateText(data.promisedShipOn, method.value);
    lines(doc, [
      { title: 'Date prévue', value: promisedShipText(data.promisedShipOn, method.value) },
      ...(estimate ? [{ title: 'Estimation', value: estimate }] : []),
    ]);
  }
  const address = data.shippingAddress;
  if (address && data.shippingMethod !== 'pickup') {
    lines(doc, [
      {
        title: 'Adresse',
        value: `${address.name}, ${address.street_address}, ${address.postal_code} ${address.city}`,
      },
    ]);
  }
  heading(doc, 'Transfert des empreintes');
  doc.text(pdfText(transferMethodOf(data.transferMethod)?.label ?? '—'));
  for (const name of data.stlFileNames) doc.text(pdfText(`• ${name}`));
  if (data.comment.trim()) {
    heading(doc, 'Commentaire');
    doc.text(pdfText(data.comment));
  }
};

const row = (doc: Doc, cells: [string, string, string, string], bold = false) => {
  const y = doc.y;
  doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular);
  doc.text(pdfText(cells[0]), MARGIN, y, { width: WIDTH * 0.5 });
  const end = doc.y;
  doc.text(pdfText(cells[1]), MARGIN + WIDTH * 0.5, y, { width: WIDTH * 0.2 });
  doc.text(pdfText(cells[2]), MARGIN + WIDTH * 0.7, y, { width: WIDTH * 0.1, align: 'right' });
  doc.text(pdfText(cells[3]), MARGIN + WIDTH * 0.8, y, { width: WIDTH * 0.2, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(end, doc.y);
};

const priceTable = (doc: Doc, data: OrderFormData) => {
  const prices = data.details?.prices;
  if (!prices) return;
  heading(doc, 'Prix');
  row(doc, ['Article', 'Oreille', 'Qté', 'Montant HT'], true);
  for (const item of prices.items) {
    const ear = item.ear ? EAR_SIDE_LABELS[item.ear] : '';
    row(doc, [item.label, ear, String(item.quantity), formatEurosForPdf(item.totalPrice)]);
  }
  doc.moveDown(0.5);
  const total = (label: string, cents: number, bold = false) =>
    row(doc, [label, '', '', formatEurosForPdf(cents)], bold);
  total('Total produits HT', prices.productsHT);
  total('TVA produits (5,5 %)', prices.tvaProduits);
  total('Livraison HT', prices.shippingHT);
  total('TVA livraison (20 %)', prices.tvaShipping);
  total('Total TTC', prices.totalTTC, true);
};

/** Draws every section and ends the document (which ends its stream). */
export const drawOrderForm = (doc: Doc, data: OrderFormData) => {
  header(doc, data);
  customer(doc, data);
  product(doc, data);
  delivery(doc, data);
  priceTable(doc, data);
  doc.end();
};
