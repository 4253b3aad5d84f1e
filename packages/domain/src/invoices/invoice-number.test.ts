import { describe, expect, it } from 'vitest';
import {
  formatDocumentNumber,
  formatInvoiceNumber,
  INVOICE_COUNTER_DIGITS,
  invoiceNumberPrefix,
  parseDocumentNumber,
  parseInvoiceNumber,
} from './invoice-number';

describe('invoice numbers (docs/design.md §5.11)', () => {
  it.each([
    [2026, 1, 'F-2026-00001'],
    [2026, 42, 'F-2026-00042'],
    [2027, 99_999, 'F-2027-99999'],
    [2027, 100_000, 'F-2027-100000'],
  ])('%i, %i → %s, and back', (year, counter, text) => {
    expect(formatInvoiceNumber(year, counter)).toBe(text);
    expect(parseInvoiceNumber(text)).toEqual({ year, counter });
  });

  it.each([
    [2026, 0],
    [2026, -1],
    [2026, 1.5],
    [999, 1],
    [10_000, 1],
  ])('refuses year %i, counter %i', (year, counter) => {
    expect(() => formatInvoiceNumber(year, counter)).toThrow(RangeError);
  });

  it.each(['2026-00001', 'F-2026-0001', 'F-2026-00000', 'F-26-00001', 'f-2026-00001'])(
    'does not read %j as an invoice number',
    (text) => {
      expect(parseInvoiceNumber(text)).toBeNull();
    },
  );

  it('gives the SQL its pieces: the prefix of a year and the counter width', () => {
    expect(invoiceNumberPrefix(2026)).toBe('F-2026-');
    expect(INVOICE_COUNTER_DIGITS).toBe(5);
    expect(() => invoiceNumberPrefix(26)).toThrow(RangeError);
  });
});

describe('credit note numbers', () => {
  it('are A-YYYY-NNNNN, and an invoice number is not one', () => {
    expect(formatDocumentNumber('A', 2026, 7)).toBe('A-2026-00007');
    expect(parseDocumentNumber('A', 'A-2026-00007')).toEqual({ year: 2026, counter: 7 });
    expect(parseDocumentNumber('A', 'F-2026-00007')).toBeNull();
    expect(parseInvoiceNumber('A-2026-00007')).toBeNull();
  });
});
