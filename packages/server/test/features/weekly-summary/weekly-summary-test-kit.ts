import { creditNotes, einvoicingLifecycleStatuses } from '../../../src/db/schema/index';
import { insertEstablishment, insertInvoice, signedInUser } from '../../support/factories';
import type { TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// Test-only: a known week of three establishments' orders, Monday 16 to Sunday 22 November 2026
// (Paris), with its edges, late orders, a remake, invoices and a credit note (weekly-summary.test.ts
// says which figures they make).

export const buildWeek = async (t: TestApp) => {
  const alpha = await insertEstablishment(t.db, { name: 'Audition Alpha' });
  const beta = await insertEstablishment(t.db, { name: 'Audition Bêta' });
  const gamma = await insertEstablishment(t.db, { name: 'Audition Gamma' });
  const managerAlpha = await signedInUser(t.db, t.config, {
    role: 'manager',
    establishmentId: alpha.id,
    firstName: 'Alice',
  });
  const managerBeta = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: beta.id });
  const preparator = await signedInUser(t.db, t.config, { role: 'preparator', firstName: 'Paul' });
  const user = await signedInUser(t.db, t.config, { role: 'user', establishmentId: alpha.id });
  const order = (establishmentId: string, values: Partial<Parameters<typeof insertRegisteredOrder>[1]>) =>
    insertRegisteredOrder(t.db, { establishmentId, createdBy: managerAlpha.user.id, ...values });
  // Alpha: validated Monday 09:00, shipped on its promised Wednesday: counted, on time.
  await order(alpha.id, {
    status: 'shipped',
    validatedAt: new Date('2026-11-16T08:00:00Z'),
    shippedAt: new Date('2026-11-18T10:00:00Z'),
    promisedShipOn: '2026-11-18',
  });
  // Alpha: a remake promised for Friday and still not shipped: late.
  await order(alpha.id, {
    validatedAt: new Date('2026-11-17T10:00:00Z'),
    promisedShipOn: '2026-11-20',
    remakeReason: 'poor_fit',
  });
  // Alpha: validated Monday 00:30 Paris (Sunday 23:30 UTC), shipped Sunday 23:30 Paris, after its
  // promised Friday: in the week at both ends, and late.
  await order(alpha.id, {
    status: 'shipped',
    validatedAt: new Date('2026-11-15T23:30:00Z'),
    shippedAt: new Date('2026-11-22T22:30:00Z'),
    promisedShipOn: '2026-11-20',
  });
  // Alpha: validated Sunday 15 at 23:30 Paris and shipped the next Monday: neither week's.
  await order(alpha.id, {
    status: 'shipped',
    validatedAt: new Date('2026-11-15T22:30:00Z'),
    shippedAt: new Date('2026-11-23T05:00:00Z'),
    promisedShipOn: '2026-11-23',
  });
  // Alpha: cancelled, counted nowhere.
  await order(alpha.id, {
    status: 'cancelled',
    validatedAt: new Date('2026-11-18T10:00:00Z'),
    promisedShipOn: '2026-11-19',
  });
  // Bêta: one promised for Monday and shipped Tuesday 00:30 Paris (Monday 23:30 UTC): late by the
  // Paris calendar; one not shipped past its day. Gamma: one validated, due next week.
  await order(beta.id, {
    status: 'shipped',
    validatedAt: new Date('2026-11-16T10:00:00Z'),
    shippedAt: new Date('2026-11-16T23:30:00Z'),
    promisedShipOn: '2026-11-16',
  });
  await order(beta.id, { validatedAt: new Date('2026-11-17T10:00:00Z'), promisedShipOn: '2026-11-19' });
  await order(gamma.id, { validatedAt: new Date('2026-11-19T10:00:00Z'), promisedShipOn: '2026-11-25' });
  // Alpha's spend: 150,00 € invoiced less a 30,00 € credit note in the week; the next week's
  // invoice (Monday 00:30 Paris) and Bêta's are not Alpha's week.
  const invoice = await insertInvoice(t.db, {
    establishmentId: alpha.id,
    totalTtc: 15_000,
    issuedAt: new Date('2026-11-17T09:00:00Z'),
  });
  await t.db.insert(creditNotes).values({
    number: `A-2026-${invoice.number.slice(-5)}`,
    invoiceId: invoice.id,
    establishmentId: alpha.id,
    establishmentSnapshot: invoice.establishmentSnapshot,
    reason: 'Erreur',
    lines: [],
    totalHt: 0,
    totalTva: 0,
    totalTtc: 3_000,
    issuedAt: new Date('2026-11-20T09:00:00Z'),
  });
  await insertInvoice(t.db, {
    establishmentId: alpha.id,
    totalTtc: 99_900,
    issuedAt: new Date('2026-11-22T23:30:00Z'),
  });
  await insertInvoice(t.db, {
    establishmentId: beta.id,
    totalTtc: 50_000,
    issuedAt: new Date('2026-11-18T09:00:00Z'),
  });
  // Decision 147: lifecycle statuses received: « En litige » and « Rejetée » in the week (counted),
  // « Approuvée » in the week and « Refusée » the week before (not counted).
  const disputed = await insertInvoice(t.db, { establishmentId: beta.id });
  const statuses: [number, string][] = [
    [207, '2026-11-17T09:00:00Z'],
    [213, '2026-11-22T22:30:00Z'],
    [205, '2026-11-18T09:00:00Z'],
    [210, '2026-11-15T22:30:00Z'],
  ];
  for (const [statusCode, at] of statuses)
    await t.db.insert(einvoicingLifecycleStatuses).values({
      flowId: `semaine-${statusCode}-${disputed.id}`,
      documentKind: 'invoice',
      documentId: disputed.id,
      documentNumber: disputed.number,
      establishmentId: beta.id,
      statusCode,
      statusAt: new Date(at),
      source: 'search',
      receivedAt: new Date(at),
    });
  return { managerAlpha, managerBeta, preparator, user };
};

export type WeekScene = Awaited<ReturnType<typeof buildWeek>>;
