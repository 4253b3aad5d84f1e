import type { SummaryLine } from '@conque/domain/orders/details-summary';
import { type Doc, PDF_FONT } from './a4-document';
import { pdfText } from './order-form-data';

/**
 * « Titre : valeur » lines, the title in bold, as the order form and the order sheet print the
 * domain's summaries (domain/src/orders/details-summary.ts). `column`: a left edge and a width, for
 * a sheet's side-by-side ears; otherwise from where the document stands, across the page.
 */
export const drawSummaryLines = (
  doc: Doc,
  entries: readonly SummaryLine[],
  column?: { x: number; width: number },
) => {
  for (const { title, value } of entries) {
    doc.font(PDF_FONT.bold);
    if (column) doc.text(pdfText(`${title} : `), column.x, doc.y, { width: column.width, continued: true });
    else doc.text(pdfText(`${title} : `), { continued: true });
    doc.font(PDF_FONT.regular).text(pdfText(value));
  }
};
