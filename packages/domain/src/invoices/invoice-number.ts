// DESIGN §5.11: F-2026-00001, the year of issue then a counter sequential within the year with no
// gap, on at least five digits (a 100 000th invoice of a year simply gets six).
export const INVOICE_NUMBER_PATTERN = /^F-(\d{4})-(\d{5,})$/;

export const formatInvoiceNumber = (year: number, counter: number): string => {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`invalid year: ${year}`);
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`invalid counter: ${counter}`);
  return `F-${year}-${String(counter).padStart(5, '0')}`;
};

export const parseInvoiceNumber = (value: string): { year: number; counter: number } | null => {
  const match = INVOICE_NUMBER_PATTERN.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const counter = Number(match[2]);
  return counter >= 1 && Number.isSafeInteger(counter) ? { year: Number(match[1]), counter } : null;
};
