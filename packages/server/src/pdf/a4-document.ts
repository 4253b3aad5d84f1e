import PDFDocument from 'pdfkit';
import { pdfText } from './order-form-data';

// The one way this server opens a PDF (order forms, DESIGN §5.12; invoices, §5.11): A4, 50 pt margins,
// the standard Helvetica fonts (WinAnsi: accents and € draw; U+202F does not, hence pdfText).
// pdfkit 0.20 reads a standard font's metrics once per process and keeps them; what a document
// still builds for itself is each font's width and kerning tables, which pdfkit offers no way to
// share (about a tenth of an invoice's rendering, measured with --cpu-prof).

export const PDF_MARGIN = 50;
/** A4's width less both margins, in points. */
export const PDF_WIDTH = 595.28 - 2 * PDF_MARGIN;
export const PDF_GREY = '#555555';

export type Doc = PDFKit.PDFDocument;

/** A new document; the caller pipes it to storage before drawing, so pages stream as they are made. */
export const createA4Document = (
  info: { title: string; author: string },
  options: { compress?: boolean } = {},
): Doc =>
  new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    compress: options.compress ?? true,
    info: { Title: pdfText(info.title), Author: pdfText(info.author) },
  });
