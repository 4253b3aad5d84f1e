import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../invoices/invoice-line';
import { invoiceTotals } from '../invoices/invoice-totals';
import { customerCode, DEFAULT_ACCOUNTS, isBalanced, salesEntryOf } from './sales-entries';

const line = (totalHT: number, vatRate: InvoiceLine['vatRate']): InvoiceLine => ({
  orderId: 'o',
  orderNumber: '2026-00001',
  patientName: 'P. L.',
  label: 'Embout',
  quantity: 1,
  totalHT,
  vatRate,
});
const lines = [line(3800, 'products'), line(3800, 'products'), line(800, 'shipping'), line(-800, 'shipping')];
const customer = { name: 'Audition Démo', siret: '90123456700013' };

describe('salesEntryOf', () => {
  it('debits the client the total with tax, credits sales and VAT per rate, balanced', () => {
    const entry = salesEntryOf(
      { kind: 'invoice', number: 'F-2026-00001', issuedAt: new Date(), customer, lines },
      DEFAULT_ACCOUNTS,
    );
    const totals = invoiceTotals(lines);
    expect(entry.lines.map(({ account, debit, credit }) => [account, debit, credit])).toEqual([
      ['411000', totals.totalTTC, 0],
      ['706000', 0, 7600],
      ['445710', 0, 418],
    ]);
    expect(entry.lines[0]?.auxiliary).toEqual({ code: 'C901234567', label: 'Audition Démo' });
    expect(entry.lines[1]?.label).toBe('Facture F-2026-00001 Audition Démo HT 5,5 %');
    expect(isBalanced(entry)).toBe(true);
  });

  it('reverses the entry for a credit note', () => {
    const entry = salesEntryOf(
      {
        kind: 'credit_note',
        number: 'A-2026-00001',
        issuedAt: new Date(),
        customer,
        lines: [line(1000, 'shipping')],
      },
      DEFAULT_ACCOUNTS,
    );
    expect(entry.lines.map(({ account, debit, credit }) => [account, debit, credit])).toEqual([
      ['411000', 0, 1200],
      ['706000', 1000, 0],
      ['445720', 200, 0],
    ]);
    expect(isBalanced(entry)).toBe(true);
  });

  it('books a rate whose discount outweighs it on the other side, still balanced', () => {
    const entry = salesEntryOf(
      {
        kind: 'invoice',
        number: 'F-2026-00002',
        issuedAt: new Date(),
        customer,
        lines: [line(3800, 'products'), line(-1000, 'shipping')],
      },
      DEFAULT_ACCOUNTS,
    );
    expect(entry.lines.map(({ account, debit, credit }) => [account, debit, credit])).toEqual([
      ['411000', 2809, 0],
      ['706000', 0, 3800],
      ['445710', 0, 209],
      ['706000', 1000, 0],
      ['445720', 200, 0],
    ]);
    expect(isBalanced(entry)).toBe(true);
  });

  it('names the client by its SIREN', () => {
    expect(customerCode('901 234 567 00013')).toBe('C901234567');
  });
});
