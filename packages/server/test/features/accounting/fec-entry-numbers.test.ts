import { monthWindow } from '@conque/domain/invoices/invoice-month';
import { parisTime } from '@conque/domain/shared/paris-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../src/db/schema/index';
import { type SalesDocumentRow, salesDocumentsBatch } from '../../../src/features/accounting/sales-documents';
import { issueCreditNote } from '../../../src/features/credit-notes/issue-credit-note';
import { generateMonthlyInvoices } from '../../../src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../../../src/features/invoices/invoice-establishment';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { depsAt, insertShippedOrder } from '../invoices/invoices-test-kit';

// Article A47 A-1 of the LPF: the FEC numbers the journal's entries in one continuous,
// chronological sequence (decision 137), the year's. An invoice of the year before, then the year's
// documents, invoices and credit notes interleaved by date in November: the October run's invoice,
// the November run's two, a credit note on the 5th, a late run on the 12th (an order shipped late,
// the credited one invoiced again), a credit note on the 20th.

let t: TestApp;
let lab: { token: string; profile: { id: string } };
beforeAll(async () => {
  t = await createTestApp();
  lab = await signedInUser(t.db, t.config, { role: 'preparator' });
  const preparator = { id: lab.profile.id, role: 'preparator' as const, establishmentId: null };
  const shippedBy = async (name: string, shippedAt: string) => {
    const establishment = await insertEstablishment(t.db, { name });
    const manager = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    await insertShippedOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: manager.profile.id,
      shippedAt: new Date(shippedAt),
    });
  };
  const run = (month: `${number}-${string}`, at: string) =>
    generateMonthlyInvoices(depsAt(t, new Date(at)), { month, actor: SYSTEM_ACTOR });
  const credit = async (number: string, at: string) => {
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.number, number));
    await issueCreditNote(depsAt(t, new Date(at)), preparator, invoice?.id as string, {
      reason: 'Erreur de tarif',
    });
  };
  await shippedBy('Audition Ain', '2029-11-20T10:00:00Z');
  await run('2029-11', '2029-12-01T07:00:00Z'); // F-2029-00001, last year's sequence
  await shippedBy('Audition Rhône', '2030-09-20T10:00:00Z');
  await run('2030-09', '2030-10-01T07:00:00Z'); // F-2030-00001
  await shippedBy('Audition Loire', '2030-10-15T10:00:00Z');
  await shippedBy('Audition Savoie', '2030-10-16T10:00:00Z');
  await run('2030-10', '2030-11-01T07:00:00Z'); // F-2030-00002, F-2030-00003
  await credit('F-2030-00001', '2030-11-05T09:00:00Z'); // A-2030-00001
  await shippedBy('Audition Drôme', '2030-10-30T10:00:00Z');
  await run('2030-10', '2030-11-12T07:00:00Z'); // F-2030-00004, F-2030-00005
  await credit('F-2030-00004', '2030-11-20T09:00:00Z'); // A-2030-00002
});
afterAll(() => t.close());

const fecOf = async (period: string) => {
  const response = await t.request(`/api/accounting/sales-entries?period=${period}&format=fec`, {
    token: lab.token,
  });
  expect(response.status).toBe(200);
  return response.text();
};

/** The file's entries in its order: EcritureNum, PieceRef, EcritureDate and the count of lines. */
const entriesOf = (fec: string) => {
  const rows = fec
    .split('\r\n')
    .filter(Boolean)
    .slice(1)
    .map((record) => record.split('\t'));
  const entries: { num: string; piece: string; date: string; lines: number }[] = [];
  for (const row of rows) {
    const [num, date, piece] = [row[2] ?? '', row[3] ?? '', row[8] ?? ''];
    const last = entries.at(-1);
    if (last?.num === num) {
      // Every line of an entry carries its number, its document and its date.
      expect({ num, piece, date }).toEqual({ num: last.num, piece: last.piece, date: last.date });
      last.lines += 1;
    } else entries.push({ num, piece, date, lines: 1 });
  }
  return entries;
};

const YEAR = [
  ['1', 'F-2030-00001', '20301001'],
  ['2', 'F-2030-00002', '20301101'],
  ['3', 'F-2030-00003', '20301101'],
  ['4', 'A-2030-00001', '20301105'],
  ['5', 'F-2030-00004', '20301112'],
  ['6', 'F-2030-00005', '20301112'],
  ['7', 'A-2030-00002', '20301120'],
];

describe('FEC entry numbers', () => {
  it('numbers the year’s entries 1..N in the order they were issued, invoices and credit notes together', async () => {
    const entries = entriesOf(await fecOf('2030'));
    expect(entries.map(({ num, piece, date }) => [num, piece, date])).toEqual(YEAR);
    // One entry per document, its lines together: a client line, sales and VAT lines.
    expect(entries.every((entry) => entry.lines >= 3)).toBe(true);
  });

  it('continues the year’s sequence in a month’s export, and gives an entry the same number every time', async () => {
    const november = await fecOf('2030-11');
    expect(entriesOf(november).map(({ num, piece, date }) => [num, piece, date])).toEqual(YEAR.slice(1));
    expect(await fecOf('2030-11')).toBe(november);
    // The year before has its own sequence.
    expect(entriesOf(await fecOf('2030-10')).map(({ num, piece }) => [num, piece])).toEqual([
      ['1', 'F-2030-00001'],
    ]);
    expect(entriesOf(await fecOf('2029-12')).map(({ num, piece }) => [num, piece])).toEqual([
      ['1', 'F-2029-00001'],
    ]);
  });

  it('goes on from batch to batch as the export pages through the documents', async () => {
    const window = { ...monthWindow('2030-11'), sequenceStart: parisTime(2030, 1, 1) };
    const read: [string, string][] = [];
    let after: SalesDocumentRow | undefined;
    let batch: SalesDocumentRow[];
    do {
      batch = await salesDocumentsBatch(t.db, window, after, 2);
      read.push(...batch.map((row): [string, string] => [String(row.entryNumber), row.number]));
      after = batch.at(-1);
    } while (batch.length === 2);
    expect(read).toEqual(YEAR.slice(1).map(([num, piece]) => [num, piece]));
  });
});
