import { EAR_SIDE_LABELS } from '@conque/domain/catalogue/ear-sides';
import {
  type DeviceStatementContent,
  DEVICE_STATEMENT_TEXT as TEXT,
} from '@conque/domain/orders/device-statement';
import { prescriberText } from '@conque/domain/orders/prescriber';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import {
  createA4Document,
  type Doc,
  PDF_GREY as GREY,
  PDF_MARGIN as MARGIN,
  PDF_FONT,
  PDF_WIDTH as WIDTH,
} from './a4-document';
import { pdfText } from './order-form-data';
import { drawSummaryLines } from './summary-lines';

// « Déclaration relative aux dispositifs sur mesure » (decision 144): one A4 page per ear tip, the
// items of Regulation (EU) 2017/745 Annex XIII section 1 in its order, each under the French
// version's own words (domain/src/orders/device-statement.ts). It names the patient by initials only.

/** A document for one statement; the caller pipes it out before drawing. */
export const createDeviceStatementDocument = (content: DeviceStatementContent): Doc =>
  createA4Document({ title: `${TEXT.title} ${content.orderNumber}`, author: content.manufacturer.name });

const section = (doc: Doc, title: string) => {
  doc.moveDown(0.6).font(PDF_FONT.bold).fontSize(12).fillColor('black');
  doc.text(pdfText(title), MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.15).font(PDF_FONT.regular).fontSize(10);
};

const paragraph = (doc: Doc, text: string) => {
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .fillColor('black')
    .text(pdfText(text), MARGIN, doc.y, { width: WIDTH });
};

/** Draws the statement on the document's first page. */
export const drawDeviceStatement = (doc: Doc, content: DeviceStatementContent, madeAt: Date) => {
  doc.font(PDF_FONT.bold).fontSize(16).fillColor('black');
  doc.text(pdfText(TEXT.title), MARGIN, MARGIN, { width: WIDTH });
  doc.font(PDF_FONT.regular).fontSize(9).fillColor(GREY).text(pdfText(TEXT.regulation), { width: WIDTH });

  section(doc, TEXT.manufacturer);
  drawSummaryLines(doc, [
    { title: TEXT.manufacturer, value: `${content.manufacturer.name} (SIRET ${content.manufacturer.siret})` },
    { title: TEXT.manufacturerAddress, value: content.manufacturer.address },
    { title: TEXT.manufacturingSites, value: content.manufacturingSites.join(' ; ') },
    { title: TEXT.authorisedRepresentative, value: TEXT.noAuthorisedRepresentative },
  ]);

  section(doc, TEXT.identificationTitle);
  drawSummaryLines(doc, [
    { title: TEXT.orderNumber, value: content.orderNumber },
    { title: TEXT.ear, value: EAR_SIDE_LABELS[content.ear] },
    ...content.identification,
    { title: TEXT.lot, value: content.lotNumber || TEXT.noLot },
  ]);
  doc.moveDown(0.3);
  paragraph(doc, TEXT.exclusiveUse(content.patientReference, content.orderNumber));

  section(doc, TEXT.prescriberTitle);
  drawSummaryLines(doc, [
    { title: TEXT.prescriber, value: prescriberText(content.prescriber.name, content.prescriber.number) },
    { title: TEXT.establishment, value: `${content.establishment.name}, ${content.establishment.address}` },
  ]);

  section(doc, TEXT.characteristicsTitle);
  drawSummaryLines(doc, content.characteristics);

  section(doc, 'Conformité');
  const unmet = content.unmetRequirements.trim();
  paragraph(doc, unmet ? TEXT.conformityExcept : TEXT.conformity);
  if (unmet) drawSummaryLines(doc, [{ title: TEXT.grounds, value: unmet }]);

  doc.moveDown(1).font(PDF_FONT.regular).fontSize(9).fillColor(GREY);
  const shipped = `${TEXT.shipped} ${formatParisDate(new Date(content.shippedAt))}. ${TEXT.madeOn} ${formatParisDate(madeAt)}.`;
  doc.text(pdfText(shipped), MARGIN, doc.y, { width: WIDTH });
  if (content.madeAfterShipment) doc.text(pdfText(TEXT.madeAfterShipment), { width: WIDTH });
  doc.text(pdfText(TEXT.retention), { width: WIDTH });
  doc.fillColor('black');
};
