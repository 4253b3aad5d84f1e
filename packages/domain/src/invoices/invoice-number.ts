// docs/design.md §5.11: F-2026-00001, the year of issue then a counter sequential within the year with no
// gap, on at least five digits (a 100 000th invoice of a year simply gets six). Credit
// notes are numbered alike on their own counter, A-2026-00001. The one source of the format: the
// server's SQL, which numbers a batch in one statement, builds the number from the prefix and
// INVOICE_COUNTER_DIGITS rather than writing its own.

/** Digits of the counter at least; zero-padded on the left. */
export const INVOICE_COUNTER_DIGITS = 5;

/** F: an invoice; A: a credit note (« avoir »). */
export type NumberedDocument = 'F' | 'A';

/** "F-2026-": everything before the counter. */
export const documentNumberPrefix = (letter: NumberedDocument, year: number): string => {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`invalid year: ${year}`);
  return `${letter}-${year}-`;
};

const patternOf = (letter: NumberedDocument) =>
  new RegExp(`^${letter}-(\\d{4})-(\\d{${INVOICE_COUNTER_DIGITS},})$`);

export const formatDocumentNumber = (letter: NumberedDocument, year: number, counter: number): string => {
  const prefix = documentNumberPrefix(letter, year);
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`invalid counter: ${counter}`);
  return `${prefix}${String(counter).padStart(INVOICE_COUNTER_DIGITS, '0')}`;
};

export const parseDocumentNumber = (
  letter: NumberedDocument,
  value: string,
): { year: number; counter: number } | null => {
  const match = patternOf(letter).exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const counter = Number(match[2]);
  return counter >= 1 && Number.isSafeInteger(counter) ? { year: Number(match[1]), counter } : null;
};

export const invoiceNumberPrefix = (year: number) => documentNumberPrefix('F', year);
export const formatInvoiceNumber = (year: number, counter: number) =>
  formatDocumentNumber('F', year, counter);
export const parseInvoiceNumber = (value: string) => parseDocumentNumber('F', value);
