// The one writer of every CSV file Conque makes, the server's exports and the browser's chart
// downloads alike: files that Excel in French opens right, column by column. UTF-8 with a byte order
// mark (else Excel reads Windows-1252), semicolons between cells (the comma is the French decimal
// separator), CRLF between rows (RFC 4180), numbers with a decimal comma, and no text cell ever run
// as a formula.

/** Written once, before the header row. */
export const CSV_BOM = '\uFEFF';

// OWASP "CSV injection": a cell that starts with one of these is read as a formula by spreadsheets.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell: a formula-looking value is neutralised with a leading apostrophe (shown as text,
 * never run); a value holding a separator, a quote or a line break is quoted, its quotes doubled.
 */
export const csvText = (value: string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** An amount in cents as Excel in French reads a number: "1234,50", "-8,00". Never neutralised. */
export const csvAmount = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',');

/** A number (a count, a mean in days) as Excel in French reads it: "12", "3,5". Never neutralised. */
export const csvNumber = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** One row of cells already written by csvText, csvAmount or csvNumber. */
export const csvRow = (cells: readonly string[]): string => `${cells.join(';')}\r\n`;

/** A whole small file: the byte order mark, then its rows of written cells. */
export const csvFile = (rows: readonly (readonly string[])[]): string =>
  `${CSV_BOM}${rows.map(csvRow).join('')}`;
