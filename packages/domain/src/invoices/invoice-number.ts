// DESIGN §5.11: F-2026-00001, the year of issue then a counter sequential within the year with no
// gap, on at least five digits (a 100 000th invoice of a year simply gets six). The one source of
// the format: the server's SQL, which numbers a batch of invoices in one statement, builds the
// number from invoiceNumberPrefix() and INVOICE_COUNTER_DIGITS rather than writing its own.

/** Digits of the counter at least; zero-padded on the left. */
export const INVOICE_COUNTER_DIGITS = 5;

/** "F-2026-": everything before the counter. */
export const invoiceNumberPrefix = (year: number): string => {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`invalid year: ${year}`);
  return `F-${year}-`;
};

export const INVOICE_NUMBER_PATTERN = new RegExp(`^F-(\\d{4})-(\\d{${INVOICE_COUNTER_DIGITS},})$`);

export const formatInvoiceNumber = (year: number, counter: number): string => {
  const prefix = invoiceNumberPrefix(year);
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`invalid counter: ${counter}`);
  return `${prefix}${String(counter).padStart(INVOICE_COUNTER_DIGITS, '0')}`;
};

export const parseInvoiceNumber = (value: string): { year: number; counter: number } | null => {
  const match = INVOICE_NUMBER_PATTERN.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const counter = Number(match[2]);
  return counter >= 1 && Number.isSafeInteger(counter) ? { year: Number(match[1]), counter } : null;
};
