import { EAR_SIDE_LABELS, EAR_SIDES } from '@conque/domain/catalogue/ear-sides';
import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { StoredOrderDetails } from '@conque/domain/orders/details-schema';
import { earSummary, generalOptionsSummary, tipTypeSummary } from '@conque/domain/orders/details-summary';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@conque/domain/orders/statuses';
import { promisedShipText } from '@conque/domain/planning/promised-date';
import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import {
  createA4Document,
  type Doc,
  PDF_GREY as GREY,
  PDF_MARGIN as MARGIN,
  PDF_FONT,
  PDF_WIDTH as WIDTH,
} from './a4-document';
import { pdfText } from './order-form-data';
import { drawQrCode } from './pdf-qr-code';
import { drawSummaryLines } from './summary-lines';

// « Fiche de fabrication » (decision 139): one A4 page per order for the lab's floor,
// through the order form's writer (a4-document.ts) and its summaries: the number large, the
// establishment, the patient's initials only, each ear's configuration, the promised date,
// « Express », and the QR code of the order's short link.

/** What one sheet prints; the patient as initials only (domain/src/orders/patient-initials.ts). */
export type OrderSheetData = {
  orderNumber: string;
  validatedAt: Date | null;
  establishmentName: string;
  patientInitials: string;
  details: StoredOrderDetails | null;
  shippingMethod: ShippingMethod;
  /** 'yyyy-MM-dd', or null for an order validated before promised dates existed. */
  promisedShipOn: string | null;
  /** The order's short link (domain/src/orders/order-short-link.ts), which the QR code holds. */
  shortLink: string;
  status: OrderStatus;
};

/**
 * A sheet printed for an order past production (a batch of the selected, a reprint) says so at
 * once, so that nobody makes it again: cancelled above all.
 */
export const sheetStatusNotice = (status: OrderStatus): string | null =>
  status === 'cancelled'
    ? 'ANNULÉE : ne pas fabriquer'
    : status === 'shipped' || status === 'ready_pickup' || status === 'awaiting_impression'
      ? `Statut : ${ORDER_STATUS_LABELS[status]}`
      : null;

const QR_SIZE = 150;
const GAP = 16;

/** A document for one sheet or a batch; the caller pipes it out before drawing, pages stream. */
export const createOrderSheetDocument = (title: string, author: string): Doc =>
  createA4Document({ title, author });

/** White on black, as wide as its words: « EXPRESS », or a status to heed. */
const banner = (doc: Doc, label: string, x: number, y: number) => {
  doc.font(PDF_FONT.bold).fontSize(22);
  const width = doc.widthOfString(pdfText(label)) + 20;
  doc.save().rect(x, y, width, 34).fill('black').restore();
  doc.fillColor('white').text(pdfText(label), x + 10, y + 7, { lineBreak: false });
  doc.fillColor('black');
  return y + 34;
};

const express = (doc: Doc, x: number, y: number) => banner(doc, 'EXPRESS', x, y);

const top = (doc: Doc, sheet: OrderSheetData, organisation: string) => {
  const qrX = MARGIN + WIDTH - QR_SIZE;
  const textWidth = WIDTH - QR_SIZE - GAP;
  drawQrCode(doc, sheet.shortLink, { x: qrX, y: MARGIN, size: QR_SIZE });
  doc.font(PDF_FONT.regular).fontSize(8).fillColor(GREY);
  doc.text(pdfText(sheet.shortLink), qrX, MARGIN + QR_SIZE, { width: QR_SIZE, align: 'center' });

  doc.fillColor(GREY).font(PDF_FONT.regular).fontSize(10);
  doc.text(pdfText(`${organisation} · Fiche de fabrication`), MARGIN, MARGIN, { width: textWidth });
  doc.fillColor('black').font(PDF_FONT.bold).fontSize(44);
  doc.text(pdfText(sheet.orderNumber), MARGIN, doc.y + 4, { width: textWidth });
  let y = doc.y + 4;
  const notice = sheetStatusNotice(sheet.status);
  if (notice) y = banner(doc, notice, MARGIN, y) + 8;
  if (sheet.shippingMethod === 'express') y = express(doc, MARGIN, y) + 8;
  doc.fontSize(14).fillColor('black');
  doc.y = y;
  drawSummaryLines(
    doc,
    [
      { title: 'Établissement', value: sheet.establishmentName },
      { title: 'Patient', value: sheet.patientInitials || '—' },
    ],
    { x: MARGIN, width: textWidth },
  );
  doc.moveDown(0.3).font(PDF_FONT.bold).fontSize(14);
  const promised = sheet.promisedShipOn
    ? promisedShipText(sheet.promisedShipOn, sheet.shippingMethod)
    : 'Date prévue : non fixée';
  doc.text(pdfText(promised), MARGIN, doc.y, { width: textWidth });
  if (sheet.validatedAt) {
    doc.font(PDF_FONT.regular).fontSize(10).fillColor(GREY);
    doc.text(pdfText(`Validée le ${formatParisDateTime(sheet.validatedAt)}`), MARGIN, doc.y, {
      width: textWidth,
    });
    doc.fillColor('black');
  }
  doc.y = Math.max(doc.y, MARGIN + QR_SIZE + 14) + 12;
  doc
    .save()
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(1)
    .stroke(GREY)
    .restore();
  doc.y += 12;
};

const heading = (doc: Doc, title: string, column: { x: number; width: number }) => {
  doc.font(PDF_FONT.bold).fontSize(15).fillColor('black');
  doc.text(pdfText(title), column.x, doc.y, { width: column.width });
  doc.moveDown(0.2).font(PDF_FONT.regular).fontSize(12);
};

const product = (doc: Doc, details: StoredOrderDetails | null) => {
  const page = { x: MARGIN, width: WIDTH };
  if (!details) return;
  heading(doc, "Type d'embout", page);
  drawSummaryLines(doc, [...tipTypeSummary(details), ...generalOptionsSummary(details)], page);
  doc.moveDown(1);
  // The ears side by side, each in its column, in the order form's order (left, then right).
  const ears = EAR_SIDES.flatMap((side) => {
    const lines = earSummary(details, side);
    return lines ? [{ side, lines }] : [];
  });
  const columnWidth = (WIDTH - GAP) / 2;
  const startY = doc.y;
  let bottom = startY;
  ears.forEach(({ side, lines }, index) => {
    const column = { x: MARGIN + index * (columnWidth + GAP), width: columnWidth };
    doc.y = startY;
    heading(doc, EAR_SIDE_LABELS[side], column);
    drawSummaryLines(doc, lines, column);
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom;
};

/** Draws one sheet on the current page (a fresh document's first, or one `addPage` made). */
export const drawOrderSheet = (doc: Doc, sheet: OrderSheetData, organisation: string) => {
  top(doc, sheet, organisation);
  product(doc, sheet.details);
};
