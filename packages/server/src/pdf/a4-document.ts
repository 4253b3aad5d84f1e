import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { pdfText } from './order-form-data';
import { PDF_A_FONT, pdfAFonts } from './pdf-a-fonts';

// The one way this server opens a PDF (order forms, docs/design.md §5.12; invoices, §5.11; order
// sheets; device statements): A4, 50 pt margins, Liberation Sans embedded (pdf-a-fonts.ts), which
// Helvetica's metrics and draws every Latin letter a name may hold (« Łucja Şahin », « Nguyễn »),
// where the standard Helvetica's WinAnsi drew them as other characters. pdfText still puts U+00A0
// for U+202F, so that amounts read alike everywhere. Each document embeds only the glyphs it uses.

export const PDF_MARGIN = 50;
/** A4's width less both margins, in points. */
export const PDF_WIDTH = 595.28 - 2 * PDF_MARGIN;
export const PDF_GREY = '#555555';

export type Doc = PDFKit.PDFDocument;

/** pdfkit's own options for a PDF/A document (invoices: pdf/factur-x/pdf-a3.ts). */
export type PdfSubsetOptions = Pick<PDFKit.PDFDocumentOptions, 'subset' | 'pdfVersion' | 'lang'>;

/** The names every document draws with: `doc.font(PDF_FONT.bold)`. */
export const PDF_FONT = PDF_A_FONT;

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
): Doc => {
  // pdfkit takes a parsed font wherever it takes a font file (its types list only files and names);
  // the embedded one is the default, so that no standard font is ever opened.
  const fonts = pdfAFonts() as unknown as { regular: string; bold: string };
  const doc = new (loadPdfKit())({
    size: 'A4',
    margin: PDF_MARGIN,
    compress: options.compress ?? true,
    info: { Title: pdfText(info.title), Author: pdfText(info.author) },
    font: fonts.regular,
    ...options.subset,
  });
  doc.registerFont(PDF_FONT.regular, fonts.regular);
  doc.registerFont(PDF_FONT.bold, fonts.bold);
  return doc;
};
