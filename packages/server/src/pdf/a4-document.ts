import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { pdfText } from './order-form-data';

// The one way this server opens a PDF (order forms, docs/design.md §5.12; invoices, §5.11): A4, 50 pt
// margins, the standard Helvetica fonts (WinAnsi: accents and € draw; U+202F does not, hence pdfText).
// pdfkit 0.20 reads a standard font's metrics once per process and keeps them; what a document
// still builds for itself is each font's width and kerning tables, which pdfkit offers no way to
// share (about a tenth of an invoice's rendering, measured with --cpu-prof).

export const PDF_MARGIN = 50;
/** A4's width less both margins, in points. */
export const PDF_WIDTH = 595.28 - 2 * PDF_MARGIN;
export const PDF_GREY = '#555555';

export type Doc = PDFKit.PDFDocument;

/**
 * pdfkit's own options for a PDF/A document (invoices: pdf/factur-x/pdf-a3.ts); `font` is the
 * embedded default font, so that no standard font is ever opened.
 */
export type PdfSubsetOptions = Pick<PDFKit.PDFDocumentOptions, 'subset' | 'pdfVersion' | 'lang' | 'font'>;

// pdfkit and its font machinery take about 15 MB of memory: loaded with the first document, not at
// start (decision 55). Synchronously, through its CommonJS build, so that making a document stays a
// plain call.
const requirePackage = createRequire(import.meta.url);
let pdfKit: typeof PDFDocument | undefined;
const loadPdfKit = () => {
  pdfKit ??= requirePackage('pdfkit') as typeof PDFDocument;
  return pdfKit;
};

/** A new document; the caller pipes it to storage before drawing, so pages stream as they are made. */
export const createA4Document = (
  info: { title: string; author: string },
  options: { compress?: boolean; subset?: PdfSubsetOptions } = {},
): Doc =>
  new (loadPdfKit())({
    size: 'A4',
    margin: PDF_MARGIN,
    compress: options.compress ?? true,
    info: { Title: pdfText(info.title), Author: pdfText(info.author) },
    ...options.subset,
  });
